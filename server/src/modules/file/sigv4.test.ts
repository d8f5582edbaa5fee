import { describe, expect, it } from 'vitest';
import { EMPTY_PAYLOAD_HASH, amzDate, sha256Hex, signV4, uriEncode } from './sigv4.ts';

/** AWS's published examples (Signature Version 4 test suite and the S3 API reference). */
describe('SigV4', () => {
  const suite = {
    region: 'us-east-1',
    service: 'service',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    date: new Date('2015-08-30T12:36:00Z'),
    payloadHash: EMPTY_PAYLOAD_HASH,
    headers: {},
  };

  it('get-vanilla', () => {
    const s = signV4({ ...suite, method: 'GET', url: new URL('https://example.amazonaws.com/') });
    expect(s.canonicalRequest).toBe(
      [
        'GET',
        '/',
        '',
        'host:example.amazonaws.com',
        'x-amz-date:20150830T123600Z',
        '',
        'host;x-amz-date',
        EMPTY_PAYLOAD_HASH,
      ].join('\n'),
    );
    expect(s.stringToSign).toBe(
      'AWS4-HMAC-SHA256\n20150830T123600Z\n20150830/us-east-1/service/aws4_request\nbb579772317eb040ac9ed261061d46c1f17a8133879d6129b6e1c25292927e63',
    );
    expect(s.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
  });

  it('get-vanilla-query-order-key-case (query sorted)', () => {
    const s = signV4({
      ...suite,
      method: 'GET',
      url: new URL('https://example.amazonaws.com/?Param2=value2&Param1=value1'),
    });
    expect(s.signature).toBe('b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500');
  });

  const s3 = {
    region: 'us-east-1',
    service: 's3',
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    date: new Date('2013-05-24T00:00:00Z'),
  };

  it('S3 GET object with a range', () => {
    const s = signV4({
      ...s3,
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_PAYLOAD_HASH },
      payloadHash: EMPTY_PAYLOAD_HASH,
    });
    expect(s.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('S3 PUT object (the key is encoded once: $ becomes %24)', () => {
    const body = 'Welcome to Amazon S3.';
    const hash = sha256Hex(body);
    expect(hash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const s = signV4({
      ...s3,
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
      headers: {
        date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        'x-amz-content-sha256': hash,
      },
      payloadHash: hash,
    });
    expect(s.canonicalRequest.split('\n')[1]).toBe('/test%24file.text');
    expect(s.signature).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('encodes per RFC 3986 and formats the date', () => {
    expect(uriEncode("a b+c/d~e!'()*", false)).toBe('a%20b%2Bc%2Fd~e%21%27%28%29%2A');
    expect(uriEncode('2026/01/x.png', true)).toBe('2026/01/x.png');
    expect(uriEncode('考试')).toBe('%E8%80%83%E8%AF%95');
    expect(amzDate(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});

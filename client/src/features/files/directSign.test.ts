import { describe, expect, it } from 'vitest';
import { amzDate, sha256Hex, signV4, signedPut, uriEncode } from './directSign';

const EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/**
 * AWS's published examples (the Signature Version 4 test suite and the S3 API reference), the
 * same vectors the server's signer (server/src/modules/file/sigv4.ts) is tested with.
 */
describe('SigV4 in the browser (WebCrypto)', () => {
  const suite = {
    region: 'us-east-1',
    service: 'service',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    date: new Date('2015-08-30T12:36:00Z'),
    payloadHash: EMPTY,
    headers: {},
  };

  it('get-vanilla', async () => {
    const s = await signV4({
      ...suite,
      method: 'GET',
      url: new URL('https://example.amazonaws.com/'),
    });
    expect(s.stringToSign).toBe(
      'AWS4-HMAC-SHA256\n20150830T123600Z\n20150830/us-east-1/service/aws4_request\nbb579772317eb040ac9ed261061d46c1f17a8133879d6129b6e1c25292927e63',
    );
    expect(s.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
  });

  it('get-vanilla-query-order-key-case (query sorted)', async () => {
    const s = await signV4({
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

  it('S3 GET object with a range', async () => {
    const s = await signV4({
      ...s3,
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY },
      payloadHash: EMPTY,
    });
    expect(s.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });

  it('S3 PUT object (the key is encoded once: $ becomes %24)', async () => {
    const hash = await sha256Hex('Welcome to Amazon S3.');
    expect(hash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const s = await signV4({
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
    expect(uriEncode('direct/u1/x.png', true)).toBe('direct/u1/x.png');
    expect(uriEncode('考试')).toBe('%E8%80%83%E8%AF%95');
    expect(amzDate(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });

  it("signs a direct-upload PUT with the temporary keys' token and the body's hash", async () => {
    const body = new TextEncoder().encode('Welcome to Amazon S3.').buffer;
    const put = await signedPut({
      bucketUrl: 'https://exam-files.s3.oss-cn-hangzhou.aliyuncs.com/',
      key: 'direct/u1/a.png',
      body,
      contentType: 'image/png',
      region: 'cn-hangzhou',
      accessKeyId: 'STS.tmp',
      secretAccessKey: 'tmp-secret',
      sessionToken: 'the-token',
      date: new Date('2026-01-02T03:04:05Z'),
    });
    expect(put.url.toString()).toBe(
      'https://exam-files.s3.oss-cn-hangzhou.aliyuncs.com/direct/u1/a.png',
    );
    // The browser sets Host itself: it is signed but not among the headers to send.
    expect(put.headers.host).toBeUndefined();
    expect(put.headers).toMatchObject({
      'content-type': 'image/png',
      'x-amz-content-sha256': '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
      'x-amz-security-token': 'the-token',
      'x-amz-date': '20260102T030405Z',
    });
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=STS\.tmp\/20260102\/cn-hangzhou\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date;x-amz-security-token, Signature=[0-9a-f]{64}$/,
    );
    // Same input, same signature; another token, another signature.
    const again = await signedPut({
      bucketUrl: 'https://exam-files.s3.oss-cn-hangzhou.aliyuncs.com/',
      key: 'direct/u1/a.png',
      body,
      contentType: 'image/png',
      region: 'cn-hangzhou',
      accessKeyId: 'STS.tmp',
      secretAccessKey: 'tmp-secret',
      sessionToken: 'another-token',
      date: new Date('2026-01-02T03:04:05Z'),
    });
    expect(again.headers.authorization).not.toBe(put.headers.authorization);
  });
});

import { describe, expect, it } from 'vitest';
import {
  choicesOf,
  formFields,
  isHostUrl,
  isLocalDir,
  isStorageUrl,
  isTmpDir,
  SECRET_MASK,
  toProviderInput,
  validateProvider,
} from './configRules';

describe('storage configuration rules', () => {
  it('checks the local directory and url', () => {
    expect(isLocalDir('/data/upload/')).toBe(true);
    expect(isLocalDir('D:/upload/')).toBe(true);
    expect(isLocalDir('/data/upload')).toBe(false);
    expect(isLocalDir('data/')).toBe(false);
    expect(isLocalDir('/a/../b/')).toBe(false);
    expect(isStorageUrl('https://cdn.example.com/')).toBe(true);
    expect(isStorageUrl('https://cdn.example.com/files/')).toBe(true);
    expect(isStorageUrl('https://cdn.example.com')).toBe(false);
    expect(isStorageUrl('ftp://x/')).toBe(false);
  });

  it('requires the fields of the chosen provider', () => {
    expect(validateProvider('upload', 'local', { localDir: '' })).toEqual({ localDir: 'required' });
    expect(validateProvider('upload', 'local', { localDir: 'upload' })).toEqual({
      localDir: 'localDir',
    });
    expect(validateProvider('upload', 'local', { localDir: '/srv/', url: 'http://a' })).toEqual({
      url: 'url',
    });
    expect(Object.keys(validateProvider('upload', 'aliyun', {})).sort()).toEqual([
      'accessKeyId',
      'accessKeySecret',
      'bucket',
      'endpoint',
    ]);
    expect(Object.keys(validateProvider('upload', 'qcloud', {})).sort()).toEqual([
      'bucket',
      'region',
      'secretId',
      'secretKey',
    ]);
    expect(
      validateProvider('upload', 'qiniu', {
        bucket: 'b1b',
        accessKeyId: 'a',
        accessKeySecret: 'b',
      }),
    ).toEqual({
      region: 'required',
    });
    expect(validateProvider('upload', 'nope', {})).toEqual({ provider: 'provider' });
  });

  it('keeps stored secrets without asking for them again', () => {
    const data = {
      endpoint: 'oss-cn-hangzhou.aliyuncs.com',
      bucket: 'exam-files',
      accessKeyId: 'id',
      accessKeySecret: SECRET_MASK,
    };
    expect(
      validateProvider('upload', 'aliyun', { ...data, accessKeySecret: '' }, ['accessKeySecret']),
    ).toEqual({});
    expect(validateProvider('upload', 'aliyun', data, ['accessKeySecret'])).toEqual({});
    const input = toProviderInput('upload', 'aliyun', data);
    expect(input).not.toHaveProperty('accessKeySecret');
    expect(input.bucket).toBe('exam-files');
    expect(input.encodeType).toBe('');
  });

  it('checks AES keys and the encrypted stream', () => {
    const base = { localDir: '/srv/' };
    expect(validateProvider('upload', 'local', { ...base, aesKey: 'short' })).toEqual({
      aesKey: 'length16',
    });
    expect(validateProvider('upload', 'local', { ...base, videoEncode: 'm3u8_encode' })).toEqual({
      aesKey: 'required',
      aesIv: 'required',
    });
  });

  it('lists storage fields with the transcoding settings', () => {
    expect(formFields('upload', 'local')).toContain('videoQuality');
    expect(formFields('face', 'baidu')).toEqual([
      'appId',
      'appKey',
      'secretKey',
      'faceGroup',
      'liveCheck',
      'liveLevel',
    ]);
  });
});

describe('face and live configuration rules', () => {
  it('requires credentials and sends booleans', () => {
    expect(Object.keys(validateProvider('face', 'baidu', {})).sort()).toEqual([
      'appId',
      'appKey',
      'secretKey',
    ]);
    expect(
      toProviderInput('face', 'qcloud', {
        region: 'ap-guangzhou',
        liveCheck: true,
        liveLevel: 'high',
      }),
    ).toEqual({
      region: 'ap-guangzhou',
      secretId: '',
      groupId: '',
      liveCheck: true,
      liveLevel: 'high',
    });
    expect(choicesOf('face', 'baidu', 'liveLevel')).toEqual(['low', 'normal', 'high']);
    expect(choicesOf('face', 'baidu', 'appId')).toBeNull();
    expect(
      validateProvider('live', 'aliyun', {
        pushDomain: 'push.example.com',
        pushKey: 'k',
        pullDomain: 'bad domain',
        pullKey: 'k',
      }),
    ).toEqual({
      pullDomain: 'host',
    });
  });
});

describe('base configuration rules', () => {
  it('checks host addresses and the temp directory', () => {
    expect(isHostUrl('')).toBe(true);
    expect(isHostUrl('/')).toBe(true);
    expect(isHostUrl('https://m.example.com')).toBe(true);
    expect(isHostUrl('http://10.0.0.2:8080/')).toBe(true);
    expect(isHostUrl('m.example.com')).toBe(false);
    expect(isTmpDir('')).toBe(true);
    expect(isTmpDir('/tmp/exam/')).toBe(true);
    expect(isTmpDir('tmp')).toBe(false);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { gql, resetDatabase, rest, startTestPlatform } from '../../../test/helpers.ts';
import { buildDepartment } from '../../../test/factories/index.ts';
import { asAdmin, asStudent, asSuperAdmin } from '../../../test/identities.ts';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { isHostUrl } from './config-site.ts';
import { isLocalDir, isStorageUrl } from './config.providers.ts';

interface ProviderView {
  id: string | null;
  type: string;
  provider: string;
  active: boolean;
  saved: boolean;
  hasSecret: boolean;
  secretFields: string[];
  data: Record<string, string | boolean>;
}

const ALIYUN = {
  endpoint: 'oss-cn-hangzhou.aliyuncs.com',
  bucket: 'exam-files',
  accessKeyId: 'LTAI5tExampleKeyId',
  accessKeySecret: 'TopSecretAliyunValue',
};

describe('system configuration', () => {
  let p: Platform;
  let admin: string;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    admin = (await asSuperAdmin(p)).token;
  });

  describe('field rules', () => {
    it('local directory: non-empty, ends with /, starts with / or a drive letter', () => {
      for (const ok of ['/', '/data/files/', 'D:/files/', 'c:/x/'])
        expect(isLocalDir(ok), ok).toBe(true);
      for (const bad of ['', '/data/files', 'data/files/', 'D:files/', 'D:\\files\\', '/a/../b/']) {
        expect(isLocalDir(bad), bad).toBe(false);
      }
    });

    it('storage url: http(s)://… ending with /', () => {
      for (const ok of [
        'http://cdn.example.com/',
        'https://a.b/files/',
        'https://10.0.0.1:8080/',
      ]) {
        expect(isStorageUrl(ok), ok).toBe(true);
      }
      for (const bad of [
        'cdn.example.com/',
        'https://cdn.example.com',
        'ftp://x/',
        'https:///',
        'https://a b/',
      ]) {
        expect(isStorageUrl(bad), bad).toBe(false);
      }
    });

    it('host URL: http(s) domain or IPv4 with an optional port, or /', () => {
      for (const ok of [
        '/',
        'https://m.example.com',
        'http://m.example.com:8080/',
        'http://192.168.1.10',
        'http://localhost:3000',
      ]) {
        expect(isHostUrl(ok), ok).toBe(true);
      }
      for (const bad of [
        'm.example.com',
        'ftp://m.example.com',
        'http://m',
        'http://300.1.1.1',
        'http://a.com:99999',
        'https://a.com/path',
        'javascript:alert(1)',
      ]) {
        expect(isHostUrl(bad), bad).toBe(false);
      }
    });
  });

  describe('base configuration', () => {
    it('saves through REST; the public detail hides the temp directory from non-admins', async () => {
      const r = await rest(
        p,
        '/api/sys/config/save',
        {
          siteName: ' 云帆考试 ',
          backLogo: '',
          frontLogo: '/static/logo.png',
          tmpDir: '/tmp/examhall/',
          copyRight: '© 2026',
          h5Host: 'https://m.example.com',
          props: { moduleExam: true, moduleCourse: true },
        },
        { token: admin },
      );
      expect(r).toMatchObject({
        code: 0,
        data: {
          siteName: '云帆考试',
          tmpDir: '/tmp/examhall/',
          props: { moduleExam: true, moduleCourse: true },
        },
      });
      const anon = await rest<Record<string, unknown>>(p, '/api/sys/config/detail', { id: '1' });
      expect(anon.data).toMatchObject({
        siteName: '云帆考试',
        frontLogo: '/static/logo.png',
        h5Host: 'https://m.example.com',
        props: { moduleExam: true, moduleCourse: true },
      });
      expect(anon.data).not.toHaveProperty('tmpDir');
      const asAdmin = await rest(p, '/api/sys/config/detail', { id: '1' }, { token: admin });
      expect(asAdmin.data).toMatchObject({ tmpDir: '/tmp/examhall/' });
      const pub = await gql<{ sitePublicConfig: Record<string, unknown> }>(
        p,
        '{ sitePublicConfig { siteName h5Host moduleCourse } }',
      );
      expect(pub.data?.sitePublicConfig).toEqual({
        siteName: '云帆考试',
        h5Host: 'https://m.example.com',
        moduleCourse: true,
      });
    });

    it('saves through GraphQL, keeping module flags it does not name', async () => {
      await p.infra.prisma.siteConfig.create({
        data: {
          id: '1',
          siteName: 'x',
          props: { moduleExam: true, moduleCourse: false, moduleBattle: true },
        },
      });
      const g = await gql<{ saveSiteConfig: Record<string, unknown> }>(
        p,
        'mutation($i: SaveSiteConfigInput!) { saveSiteConfig(input: $i) { siteName h5Host moduleExam moduleCourse } }',
        { i: { siteName: '新站点', h5Host: '/', moduleCourse: true } },
        { token: admin },
      );
      expect(g.data?.saveSiteConfig).toEqual({
        siteName: '新站点',
        h5Host: '/',
        moduleExam: true,
        moduleCourse: true,
      });
      const row = await p.infra.prisma.siteConfig.findUniqueOrThrow({ where: { id: '1' } });
      expect(row.props).toMatchObject({ moduleBattle: true });
      const read = await gql<{ siteConfig: Record<string, unknown> }>(
        p,
        '{ siteConfig { siteName tmpDir } }',
        {},
        { token: admin },
      );
      expect(read.data?.siteConfig).toEqual({ siteName: '新站点', tmpDir: '' });
    });

    it('refuses a bad temp directory (13001021), host (13001029), name or logo, changing nothing', async () => {
      const save = (body: Record<string, unknown>) =>
        rest(p, '/api/sys/config/save', { siteName: 'S', ...body }, { token: admin });
      expect((await save({ tmpDir: 'tmp/' })).code).toBe(13001021);
      expect((await save({ h5Host: 'm.example.com' })).code).toBe(13001029);
      expect((await save({ siteName: '' })).code).toBe(10010001);
      expect((await save({ backLogo: 'javascript:alert(1)' })).code).toBe(10010001);
      expect((await save({ backLogo: '//evil.example.com/x.png' })).code).toBe(10010001);
      expect(await p.infra.prisma.siteConfig.count()).toBe(0);
    });

    it('logo files must be images that are not private; saved logos become readable by anyone', async () => {
      const owner = (await p.infra.prisma.user.findFirstOrThrow()).id;
      const file = (kind: number, visibility: string) =>
        p.infra.prisma.storedFile.create({
          data: {
            provider: 'local',
            storageKey: `2026/01/${kind}-${visibility}-${Math.random()}.png`,
            originalName: 'a.png',
            mime: 'image/png',
            size: 1,
            kind,
            ownerId: owner,
            visibility,
          },
        });
      const pdf = await file(5, 'public');
      const privateImage = await file(1, 'private');
      const logo = await file(1, 'public');
      const save = (backLogo: string) =>
        rest(p, '/api/sys/config/save', { siteName: 'S', backLogo }, { token: admin });
      expect((await save(`/api/common/file/${pdf.id}`)).code).toBe(10010001);
      expect((await save(`/api/common/file/${privateImage.id}`)).code).toBe(10010001);
      expect((await save('/api/common/file/missing')).code).toBe(10010001);
      expect((await save(`/api/common/file/${logo.id}`)).code).toBe(0);
      expect(
        (await p.infra.prisma.storedFile.findUniqueOrThrow({ where: { id: logo.id } })).visibility,
      ).toBe('site');
      expect(
        (await p.infra.prisma.storedFile.findUniqueOrThrow({ where: { id: privateImage.id } }))
          .visibility,
      ).toBe('private');
    });

    it('needs sys:config:update to save and sys:config:view to read the admin form', async () => {
      const student = (await asStudent(p)).token;
      expect(
        (await rest(p, '/api/sys/config/save', { siteName: 'x' }, { token: student })).code,
      ).toBe(10010004);
      const viewer = (await asAdmin(p, { permissions: [PERMISSIONS.configView] })).token;
      expect(
        (await rest(p, '/api/sys/config/save', { siteName: 'x' }, { token: viewer })).code,
      ).toBe(10010004);
      expect(
        (await gql(p, '{ siteConfig { siteName } }', {}, { token: viewer })).errors,
      ).toBeUndefined();
      expect(
        (await gql(p, '{ siteConfig { siteName } }', {}, { token: student })).errors?.[0]
          ?.extensions?.legacyCode,
      ).toBe(10010004);
    });
  });

  describe('switch configuration', () => {
    const ALL = {
      userReg: true,
      userAudit: true,
      userDeptType: 0,
      userDeptCode: '',
      mobileLogin: true,
      wechatLogin: false,
      faceLogin: true,
      cropLogin: false,
      dingLogin: true,
      realPerson: true,
      faceAudit: 2,
      loginTick: 1,
      livenessLogin: 'passive',
      livenessCheck: 'off',
      livenessRealName: 'off',
      livenessCapture: 'off',
    };

    it('saves every field (REST) and reads them publicly (REST and GraphQL)', async () => {
      const r = await rest(p, '/api/sys/config/switch/save', ALL, { token: admin });
      expect(r).toMatchObject({ code: 0, data: ALL });
      expect((await rest(p, '/api/sys/config/switch/detail', {})).data).toEqual(ALL);
      const g = await gql<{ switchConfig: Record<string, unknown> }>(
        p,
        `{ switchConfig { ${Object.keys(ALL).join(' ')} } }`,
      );
      expect(g.data?.switchConfig).toEqual(ALL);
    });

    it('GraphQL save keeps the fields it leaves out; 0/1 flags are accepted on REST', async () => {
      await rest(p, '/api/sys/config/switch/save', ALL, { token: admin });
      const g = await gql<{ saveSwitchConfig: Record<string, unknown> }>(
        p,
        'mutation { saveSwitchConfig(input: { loginTick: 0, userReg: false }) { loginTick userReg faceAudit mobileLogin } }',
        {},
        { token: admin },
      );
      expect(g.data?.saveSwitchConfig).toEqual({
        loginTick: 0,
        userReg: false,
        faceAudit: 2,
        mobileLogin: true,
      });
      const r = await rest(
        p,
        '/api/sys/config/switch/save',
        { wechatLogin: 1, dingLogin: '0' },
        { token: admin },
      );
      expect(r.data).toMatchObject({ wechatLogin: true, dingLogin: false });
    });

    it('a default department must exist; out-of-range values are refused, changing nothing', async () => {
      const save = (body: Record<string, unknown>) =>
        rest(p, '/api/sys/config/switch/save', body, { token: admin });
      expect((await save({ userDeptType: 1 })).code).toBe(10010001);
      expect((await save({ userDeptType: 1, userDeptCode: 'Z99' })).code).toBe(10010001);
      expect((await save({ faceAudit: 3 })).code).toBe(10010001);
      expect((await save({ loginTick: 2 })).code).toBe(10010001);
      expect((await save({ userDeptType: 5 })).code).toBe(10010001);
      expect(await p.infra.prisma.switchConfig.count()).toBe(0);
      await buildDepartment(p.infra.prisma, 'A01', '总部');
      const ok = await save({ userDeptType: 1, userDeptCode: 'A01' });
      expect(ok.data).toMatchObject({ userDeptType: 1, userDeptCode: 'A01' });
    });

    describe('liveness levels', () => {
      const LEVELS = 'livenessLogin livenessCheck livenessRealName livenessCapture';
      const SAVE =
        'mutation($input: SaveSwitchConfigInput!) { saveSwitchConfig(input: $input) { ' +
        LEVELS +
        ' } }';

      it('start at active for login and check, passive for the real-name photo and snapshots', async () => {
        expect((await rest(p, '/api/sys/config/switch/detail', {})).data).toMatchObject({
          livenessLogin: 'active',
          livenessCheck: 'active',
          livenessRealName: 'passive',
          livenessCapture: 'passive',
        });
        expect(await p.services.config.switchConfig()).toMatchObject({ livenessLogin: 'active' });
      });

      it('detail saved back unchanged changes nothing; one field changed changes exactly it (REST and GraphQL)', async () => {
        await rest(p, '/api/sys/config/switch/save', ALL, { token: admin });
        const before = (await rest(p, '/api/sys/config/switch/detail', {})).data as Record<
          string,
          unknown
        >;
        expect(
          (await rest(p, '/api/sys/config/switch/save', before, { token: admin })).data,
        ).toEqual(before);
        expect((await rest(p, '/api/sys/config/switch/detail', {})).data).toEqual(before);

        const changed = { ...before, livenessCheck: 'active' };
        expect(
          (await rest(p, '/api/sys/config/switch/save', changed, { token: admin })).data,
        ).toEqual(changed);
        expect((await rest(p, '/api/sys/config/switch/detail', {})).data).toEqual(changed);

        const g = await gql<{ saveSwitchConfig: Record<string, unknown> }>(
          p,
          SAVE,
          { input: { livenessCapture: 'passive' } },
          { token: admin },
        );
        expect(g.data?.saveSwitchConfig).toEqual({
          livenessLogin: 'passive',
          livenessCheck: 'active',
          livenessRealName: 'off',
          livenessCapture: 'passive',
        });
        expect((await rest(p, '/api/sys/config/switch/detail', {})).data).toEqual({
          ...changed,
          livenessCapture: 'passive',
        });
      });

      it('a level the path does not have is a field error and changes nothing', async () => {
        await rest(p, '/api/sys/config/switch/save', ALL, { token: admin });
        const before = (await rest(p, '/api/sys/config/switch/detail', {})).data;
        for (const bad of [
          { livenessLogin: 'strict' },
          { livenessCheck: 'ACTIVE' },
          { livenessRealName: 'active' },
          { livenessCapture: 'active' },
          { livenessLogin: 2 },
        ]) {
          const r = await rest(
            p,
            '/api/sys/config/switch/save',
            { ...bad, userReg: false },
            {
              token: admin,
            },
          );
          expect(r.code, JSON.stringify(bad)).toBe(10010001);
          if (typeof Object.values(bad)[0] === 'string') {
            const g = await gql(p, SAVE, { input: bad }, { token: admin });
            expect(g.errors?.[0]?.extensions?.subCode).toBe('PARAM_INVALID');
            expect(Object.keys((g.errors?.[0]?.extensions as { fields: object }).fields)).toEqual(
              Object.keys(bad),
            );
          }
        }
        expect((await rest(p, '/api/sys/config/switch/detail', {})).data).toEqual(before);
      });
    });

    it('needs sys:config:update to save', async () => {
      const student = (await asStudent(p)).token;
      expect((await rest(p, '/api/sys/config/switch/save', ALL, { token: student })).code).toBe(
        10010004,
      );
      const g = await gql(
        p,
        'mutation { saveSwitchConfig(input: { userReg: true }) { userReg } }',
        {},
        { token: student },
      );
      expect(g.errors?.[0]?.extensions?.subCode).toBe('PERMISSION_DENIED');
    });
  });

  describe('provider configuration', () => {
    const detail = (body: Record<string, unknown>, token = admin) =>
      rest<ProviderView>(p, '/api/sys/config/prop/detail', body, { token });
    const save = (body: Record<string, unknown>, token = admin) =>
      rest<ProviderView>(p, '/api/sys/config/prop/save', body, { token });
    const change = (body: Record<string, unknown>, token = admin) =>
      rest<ProviderView>(p, '/api/sys/config/prop/change', body, { token });

    it('storage defaults to local files under FILES_DIR until an admin saves something', async () => {
      const r = await detail({ type: 'upload' });
      expect(r.data).toMatchObject({
        provider: 'local',
        active: true,
        saved: false,
        hasSecret: false,
      });
      expect(String(r.data.data.localDir)).toBe(`${p.infra.env.filesDir}/`);
      const aliyun = await detail({ type: 'upload', provider: 'aliyun' });
      expect(aliyun.data).toMatchObject({ provider: 'aliyun', active: false, saved: false });
      expect(aliyun.data.data).toMatchObject({ endpoint: '', accessKeySecret: '' });
      expect(await p.services.config.activeProvider('upload')).toBeNull();
    });

    it('local storage: the directory and URL rules have their own codes', async () => {
      for (const localDir of ['data/', '/data', 'D:data/', '']) {
        expect(
          (await save({ type: 'upload', provider: 'local', data: { localDir } })).code,
          localDir,
        ).toBe(13001021);
      }
      expect(
        (
          await save({
            type: 'upload',
            provider: 'local',
            data: { localDir: '/srv/files/', url: 'cdn.example.com/' },
          })
        ).code,
      ).toBe(13001022);
      const ok = await save({
        type: 'upload',
        provider: 'local',
        data: { localDir: 'D:/files/', url: 'https://cdn.example.com/' },
      });
      expect(ok.data).toMatchObject({
        saved: true,
        data: { localDir: 'D:/files/', url: 'https://cdn.example.com/' },
      });
    });

    it('cloud storage: required fields per provider (13001020); secrets sealed at rest and masked', async () => {
      const missing = await save({
        type: 'upload',
        provider: 'aliyun',
        data: { ...ALIYUN, accessKeySecret: '' },
      });
      expect(missing.code).toBe(13001020);
      expect(
        (
          await save({
            type: 'upload',
            provider: 'qcloud',
            data: { bucket: 'b-1250000000', secretId: 'id', secretKey: 'k' },
          })
        ).code,
      ).toBe(13001020);
      expect(
        (
          await save({
            type: 'upload',
            provider: 'qiniu',
            data: { bucket: 'exam', accessKeyId: 'a', accessKeySecret: 's' },
          })
        ).code,
      ).toBe(13001020);
      expect(
        (
          await save({
            type: 'upload',
            provider: 'aliyun',
            data: { ...ALIYUN, bucket: 'Bad_Bucket' },
          })
        ).code,
      ).toBe(13001020);
      expect(
        (
          await save({
            type: 'upload',
            provider: 'aliyun',
            data: { ...ALIYUN, url: 'https://cdn.example.com' },
          })
        ).code,
      ).toBe(13001022);
      expect(await p.infra.prisma.providerConfig.count()).toBe(0);

      const r = await save({ type: 'upload', provider: 'aliyun', remark: '主存储', data: ALIYUN });
      expect(r.code).toBe(0);
      expect(r.data).toMatchObject({
        provider: 'aliyun',
        saved: true,
        active: false,
        hasSecret: true,
        secretFields: ['accessKeySecret'],
        data: { ...ALIYUN, accessKeySecret: '******' },
      });
      expect(JSON.stringify(r)).not.toContain(ALIYUN.accessKeySecret);
      const row = await p.infra.prisma.providerConfig.findFirstOrThrow({
        where: { provider: 'aliyun' },
      });
      expect(JSON.stringify(row)).not.toContain(ALIYUN.accessKeySecret);
      expect(row.secrets).toMatch(/^[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
      const settings = await p.services.config.providerSettings('upload', 'aliyun');
      expect(settings?.data.accessKeySecret).toBe(ALIYUN.accessKeySecret);
    });

    it('saving the mask (or leaving the secret out) keeps the stored secret; an empty one clears it', async () => {
      await save({ type: 'upload', provider: 'aliyun', data: ALIYUN });
      const masked = await save({
        type: 'upload',
        provider: 'aliyun',
        data: { ...ALIYUN, bucket: 'exam-2', accessKeySecret: '******' },
      });
      expect(masked.data.data.bucket).toBe('exam-2');
      const { accessKeySecret: _omit, ...withoutSecret } = ALIYUN;
      await save({ type: 'upload', provider: 'aliyun', data: withoutSecret });
      expect(
        (await p.services.config.providerSettings('upload', 'aliyun'))?.data.accessKeySecret,
      ).toBe(ALIYUN.accessKeySecret);
      const cleared = await save({
        type: 'upload',
        provider: 'aliyun',
        data: { ...ALIYUN, accessKeySecret: '' },
      });
      expect(cleared.code).toBe(13001020);
      const replaced = await save({
        type: 'upload',
        provider: 'aliyun',
        data: { ...ALIYUN, accessKeySecret: 'NewSecret' },
      });
      expect(replaced.code).toBe(0);
      expect(
        (await p.services.config.providerSettings('upload', 'aliyun'))?.data.accessKeySecret,
      ).toBe('NewSecret');
    });

    it('AES key and IV must be 16 characters (13001034), required for encrypted m3u8', async () => {
      const base = { type: 'upload', provider: 'local', data: { localDir: '/srv/files/' } };
      expect((await save({ ...base, data: { ...base.data, aesKey: 'short' } })).code).toBe(
        13001034,
      );
      expect(
        (await save({ ...base, data: { ...base.data, videoEncode: 'm3u8_encode' } })).code,
      ).toBe(13001034);
      expect((await save({ ...base, data: { ...base.data, videoEncode: 'avi' } })).code).toBe(
        13001020,
      );
      const ok = await save({
        ...base,
        data: {
          ...base.data,
          videoEncode: 'm3u8_encode',
          aesKey: '0123456789abcdef',
          aesIv: 'fedcba9876543210',
          encodeType: 'ffmpeg',
        },
      });
      expect(ok.data).toMatchObject({
        secretFields: ['aesKey'],
        data: { aesKey: '******', aesIv: 'fedcba9876543210' },
      });
    });

    it('takes one video quality or several, and online transcoding needs its address', async () => {
      const base = { type: 'upload', provider: 'local', data: { localDir: '/srv/files/' } };
      const code = async (data: Record<string, string>) =>
        (await save({ ...base, data: { ...base.data, ...data } })).code;
      expect(await code({ videoQuality: '720p' })).toBe(0);
      expect(await code({ videoQuality: '480p,720p,2k' })).toBe(0);
      for (const bad of ['720p,720p', '480p,', '4k', '480p;720p']) {
        expect(await code({ videoQuality: bad }), bad).toBe(13001020);
      }
      expect(await code({ encodeType: 'online' })).toBe(13001020);
      expect(await code({ encodeType: 'online', encodeUrl: '/api/course/file/desc' })).toBe(
        13001020,
      );
      expect(
        await code({ encodeType: 'online', encodeUrl: 'https://transcode.example.com/' }),
      ).toBe(0);
    });

    it("switching provider makes that type's saved config active; detail follows the radio", async () => {
      await save({ type: 'upload', provider: 'aliyun', data: ALIYUN });
      await save({
        type: 'upload',
        provider: 'qcloud',
        data: {
          region: 'ap-guangzhou',
          bucket: 'exam-1250000000',
          secretId: 'AKIDqcloud',
          secretKey: 'qcloudSecret',
        },
      });
      const qcloud = await detail({ type: 'upload', provider: 'qcloud' });
      expect(qcloud.data.data).toMatchObject({
        region: 'ap-guangzhou',
        secretId: 'AKIDqcloud',
        secretKey: '******',
      });
      expect((await detail({ type: 'upload', provider: 'aliyun' })).data.data.bucket).toBe(
        'exam-files',
      );

      expect((await change({ type: 'upload', provider: 'qiniu' })).code).toBe(13001020);
      const switched = await change({ type: 'upload', provider: 'aliyun' });
      expect(switched.data).toMatchObject({ provider: 'aliyun', active: true });
      expect((await detail({ type: 'upload' })).data.provider).toBe('aliyun');
      expect(await p.services.config.activeProvider('upload')).toMatchObject({
        provider: 'aliyun',
        data: { accessKeySecret: ALIYUN.accessKeySecret },
      });
      const g = await gql<{ changeProvider: ProviderView }>(
        p,
        'mutation { changeProvider(type: "upload", provider: "qcloud") { provider active } }',
        {},
        { token: admin },
      );
      expect(g.data?.changeProvider).toEqual({ provider: 'qcloud', active: true });
      expect((await detail({ type: 'upload', provider: 'aliyun' })).data.active).toBe(false);
      // Local storage needs no saved settings to be switched back to.
      expect((await change({ type: 'upload', provider: 'local' })).data).toMatchObject({
        active: true,
        saved: false,
      });
      expect(await p.services.config.activeProvider('upload')).toBeNull();
    });

    it('save with active: true saves and switches in one call', async () => {
      const r = await save({ type: 'upload', provider: 'aliyun', active: true, data: ALIYUN });
      expect(r.data.active).toBe(true);
    });

    it('face: the provider must be chosen (13001027); credentials per provider; secrets masked', async () => {
      expect((await save({ type: 'face', data: {} })).code).toBe(13001027);
      expect((await save({ type: 'face', provider: 'tencent', data: {} })).code).toBe(13001027);
      expect(
        (await save({ type: 'face', provider: 'baidu', data: { appId: '1', secretKey: 's' } }))
          .code,
      ).toBe(13001027);
      expect(
        (
          await save({
            type: 'face',
            provider: 'qcloud',
            data: { region: 'guangzhou', secretId: 'i', secretKey: 'k' },
          })
        ).code,
      ).toBe(13001027);
      expect((await change({ type: 'face', provider: 'aliyun' })).code).toBe(13001026);
      const none = await detail({ type: 'face' });
      expect(none.data).toMatchObject({ provider: '', active: false, saved: false });
      const g = await gql<{ saveProviderConfig: ProviderView }>(
        p,
        `mutation($i: SaveProviderConfigInput!) { saveProviderConfig(input: $i) {
           provider active hasSecret secretFields data { appId appKey secretKey faceGroup liveCheck bucket } } }`,
        {
          i: {
            type: 'face',
            provider: 'baidu',
            active: true,
            data: {
              appId: '123',
              appKey: 'baiduApiKey',
              secretKey: 'baiduSecret',
              faceGroup: 'exam',
              liveCheck: true,
            },
          },
        },
        { token: admin },
      );
      expect(g.data?.saveProviderConfig).toEqual({
        provider: 'baidu',
        active: true,
        hasSecret: true,
        secretFields: ['appKey', 'secretKey'],
        data: {
          appId: '123',
          appKey: '******',
          secretKey: '******',
          faceGroup: 'exam',
          liveCheck: true,
          bucket: null,
        },
      });
      const read = await gql<{ providerConfig: ProviderView }>(
        p,
        '{ providerConfig(type: "face") { provider data { appKey liveCheck } } }',
        {},
        { token: admin },
      );
      expect(read.data?.providerConfig).toEqual({
        provider: 'baidu',
        data: { appKey: '******', liveCheck: true },
      });
    });

    it("face: the liveness level is read back as saved (REST and GraphQL), 'normal' until chosen, and reaches the engine", async () => {
      const qcloud = { region: 'ap-guangzhou', secretId: 'AKIDx', secretKey: 'k', liveCheck: true };
      const saved = await save({ type: 'face', provider: 'qcloud', active: true, data: qcloud });
      expect(saved.code).toBe(0);
      expect(saved.data.data).toMatchObject({ liveCheck: true, liveLevel: 'normal' });
      const high = await save({
        type: 'face',
        provider: 'qcloud',
        data: { ...qcloud, liveLevel: 'high' },
      });
      expect(high.data.data.liveLevel).toBe('high');
      expect((await detail({ type: 'face' })).data.data.liveLevel).toBe('high');
      expect(await p.services.face.engine()).toMatchObject({
        provider: 'qcloud',
        livenessLevel: 'high',
      });
      // An unknown level is refused and changes nothing.
      const bad = await save({
        type: 'face',
        provider: 'qcloud',
        data: { ...qcloud, liveLevel: 'extreme' },
      });
      expect(bad.code).toBe(13001027);
      expect((await detail({ type: 'face', provider: 'qcloud' })).data.data.liveLevel).toBe('high');

      const saveGql = (liveLevel: string) =>
        gql<{ saveProviderConfig: ProviderView }>(
          p,
          `mutation($i: SaveProviderConfigInput!) { saveProviderConfig(input: $i) { data { liveCheck liveLevel } } }`,
          {
            i: {
              type: 'face',
              provider: 'aliyun',
              data: { accessKeyId: 'LTAIx', accessKeySecret: 's', liveCheck: true, liveLevel },
            },
          },
          { token: admin },
        );
      expect((await saveGql('low')).data?.saveProviderConfig.data).toEqual({
        liveCheck: true,
        liveLevel: 'low',
      });
      expect((await saveGql('HIGH')).errors?.[0]?.extensions?.legacyCode).toBe(13001027);
      const read = await gql<{ providerConfig: ProviderView }>(
        p,
        '{ providerConfig(type: "face", provider: "aliyun") { data { liveLevel } } }',
        {},
        { token: admin },
      );
      expect(read.data?.providerConfig.data).toEqual({ liveLevel: 'low' });

      // Settings saved before the level existed read as 'normal'.
      await p.infra.prisma.providerConfig.update({
        where: { type_provider: { type: 'face', provider: 'aliyun' } },
        data: { data: { accessKeyId: 'LTAIx', dbName: '', liveCheck: false } },
      });
      expect((await detail({ type: 'face', provider: 'aliyun' })).data.data.liveLevel).toBe(
        'normal',
      );
      expect((await p.services.config.providerSettings('face', 'aliyun'))?.data.liveLevel).toBe(
        'normal',
      );
    });

    it('live: push and pull domains and keys are all required (13001028)', async () => {
      const full = {
        pushDomain: 'push.example.com',
        pushKey: 'pk',
        pullDomain: 'pull.example.com',
        pullKey: 'qk',
      };
      for (const f of Object.keys(full)) {
        const r = await save({ type: 'live', provider: 'aliyun', data: { ...full, [f]: '' } });
        expect(r.code, f).toBe(13001028);
      }
      expect(
        (
          await save({
            type: 'live',
            provider: 'aliyun',
            data: { ...full, pushDomain: 'https://push' },
          })
        ).code,
      ).toBe(13001028);
      const ok = await save({ type: 'live', provider: 'aliyun', active: true, data: full });
      expect(ok.data).toMatchObject({
        active: true,
        data: { pushDomain: 'push.example.com', pushKey: '******', pullKey: '******' },
      });
    });

    it('an unknown type is a parameter error', async () => {
      expect((await detail({ type: 'mail' })).code).toBe(10010001);
      expect((await save({ type: 'mail', provider: 'x' })).code).toBe(10010001);
    });

    it('unreadable stored secrets (tampered, or another key) count as none and never leak', async () => {
      await save({ type: 'upload', provider: 'aliyun', data: ALIYUN });
      const row = await p.infra.prisma.providerConfig.findFirstOrThrow({
        where: { provider: 'aliyun' },
      });
      const [iv, tag, body] = row.secrets.split('.') as [string, string, string];
      const flipped = Buffer.from(body, 'base64');
      flipped[0] = flipped[0]! ^ 1;
      await p.infra.prisma.providerConfig.update({
        where: { id: row.id },
        data: { secrets: [iv, tag, flipped.toString('base64')].join('.') },
      });
      const r = await detail({ type: 'upload', provider: 'aliyun' });
      expect(r.data).toMatchObject({ hasSecret: false, data: { accessKeySecret: '' } });
      expect(
        (await p.services.config.providerSettings('upload', 'aliyun'))?.data.accessKeySecret,
      ).toBe('');
    });

    it('reading needs sys:config:view, saving and switching sys:config:update', async () => {
      const student = (await asStudent(p)).token;
      expect((await detail({ type: 'upload' }, student)).code).toBe(10010004);
      const viewer = (await asAdmin(p, { permissions: [PERMISSIONS.configView] })).token;
      expect((await detail({ type: 'upload' }, viewer)).code).toBe(0);
      expect((await save({ type: 'upload', provider: 'aliyun', data: ALIYUN }, viewer)).code).toBe(
        10010004,
      );
      expect((await change({ type: 'upload', provider: 'local' }, viewer)).code).toBe(10010004);
      const g = await gql(
        p,
        '{ providerConfig(type: "upload") { provider } }',
        {},
        { token: student },
      );
      expect(g.errors?.[0]?.extensions?.legacyCode).toBe(10010004);
    });
  });
});

/**
 * The legacy contract, path by path (the table is contract-table.ts): every implemented path is
 * called with a request in the spec's shape, as the right caller, over fixtures that make its
 * answer non-empty; a refused request or a missing entity field fails. A row with no probe here
 * fails too, so a new implemented path cannot go unchecked; paths not implemented are reported as
 * todo and checked to be really absent (404), so the table stays honest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../src/platform.ts';
import { buildExam, buildStandardPaper, examBody } from '../factories/exam.ts';
import { PNG } from '../fixtures/files.ts';
import { buildDepartment } from '../factories/index.ts';
import {
  buildBankOfEveryType,
  type BuiltQuestion,
  type EveryTypeKey,
} from '../factories/question.ts';
import { resetDatabase, rest, restOk, startTestPlatform, type RestEnvelope } from '../helpers.ts';
import { PERMISSIONS } from '../../src/core/auth/permissions.ts';
import { asAdmin, asStudent, asSuperAdmin } from '../identities.ts';
import { CONTRACT } from './contract-table.ts';

type Json = Record<string, unknown>;

interface Fixtures {
  sa: string;
  /** Sits the exam (an open paper). */
  sitter: string;
  sitterId: string;
  /** Practises (a learner sitting an exam may not). */
  trainee: string;
  traineeId: string;
  repoId: string;
  qs: Record<EveryTypeKey, BuiltQuestion>;
  examId: string;
  paperId: string;
  paperQuIds: string[];
  /** A handed-in paper of the sitter. */
  donePaperId: string;
  trainId: string;
  /** A learner with an open paper of their own exam, to hand in. */
  hander: string;
  handerPaperId: string;
  /** A second practice of the trainee, to finish. */
  finishTrainId: string;
  /** The exam of the handed-in paper. */
  doneExamId: string;
  templateId: string;
  menuId: string;
  roleId: string;
  departId: string;
  /** Signs out (its session only). */
  leaver: string;
  /** An in-site message to the sitter. */
  messageId: string;
}

/**
 * How a path is called. 'entity': must answer code 0 with every field of the row. 'accepted': the
 * request's shape must be accepted (no PARAM_INVALID, no 404); its outcome needs outside state (an
 * SMS code, a face, a provider) that this test does not set up, so the answer is not checked.
 */
interface Probe {
  token?: (f: Fixtures) => string;
  body: (f: Fixtures, p: Platform) => Json | Promise<Json>;
  expect?: 'entity' | 'accepted';
  /** The answer shows the revealed fields (true) or must not carry them (false, the default). */
  revealed?: boolean;
  /** Sends the call itself (an upload, a GET); otherwise a JSON POST of `body`. */
  send?: (p: Platform, token: string) => Promise<RestEnvelope & { status: number }>;
}

const asSa = (f: Fixtures) => f.sa;
const asSitter = (f: Fixtures) => f.sitter;
const asTrainee = (f: Fixtures) => f.trainee;
const noToken = () => '';
const paging = (params: Json = {}): Json => ({ current: 1, size: 10, params, t: Date.now() });
const accepted = (token: Probe['token'], body: Probe['body']): Probe => ({
  token,
  body,
  expect: 'accepted',
});

const PROBES: Record<string, Probe> = {
  '/api/sys/user/login': accepted(noToken, () => ({ username: 'nobody', password: 'Wrong@2026x' })),
  '/api/sys/user/mobile-login': accepted(noToken, () => ({
    mobile: '13800138000',
    smsCode: '123456',
  })),
  '/api/sys/user/face-login': accepted(noToken, () => ({ face: 'data:image/jpeg;base64,AAAA' })),
  '/api/sys/user/reg': accepted(noToken, () => ({
    userName: 'newcomer1',
    password: 'Passw0rd!x',
    realName: 'New',
    className: 'Grade 1',
    captchaKey: 'k',
    captchaValue: 'v',
  })),
  '/api/sys/user/reset-pass': accepted(noToken, () => ({
    mobile: '13800138000',
    smsCode: '123456',
    password: 'Passw0rd!y',
  })),
  '/api/sys/user/logout': { token: (f) => f.leaver, body: () => ({}), expect: 'accepted' },
  '/api/sys/user/info': { token: asTrainee, body: () => ({}) },
  '/api/sys/user/update': {
    token: asTrainee,
    body: () => ({ realName: 'Li', familyName: 'Wang', className: 'C1' }),
    expect: 'accepted',
  },
  '/api/sys/user/update-pass': accepted(asTrainee, () => ({
    oldPassword: 'Wrong@2026x',
    password: 'Passw0rd!z',
    confirm: 'Passw0rd!z',
  })),
  '/api/sys/user/sms': accepted(noToken, () => ({
    smsType: 'login',
    mobile: '13800138000',
    captchaKey: 'k',
    captchaValue: 'v',
  })),
  '/api/sys/user/msg/paging': { token: asSitter, body: () => paging({ readState: 0 }) },
  '/api/sys/user/msg/detail-for-read': { token: asSitter, body: (f) => ({ id: f.messageId }) },
  '/api/sys/user/msg/count-unread': { token: asSitter, body: () => ({}), expect: 'accepted' },
  '/api/sys/user/msg/mark-read': accepted(asSitter, (f) => ({ ids: [f.messageId] })),
  '/api/sys/user/msg/user-delete': accepted(asSitter, () => ({ ids: ['no-such-message'] })),
  '/api/sys/user/real/submit': accepted(asTrainee, () => ({
    realName: 'Li',
    face: '/api/common/file/no-such-file',
    idCard: '110101199003077777',
  })),
  '/api/sys/user/real/detail': accepted(asTrainee, () => ({})),
  '/api/sys/user/bind/bind-mobile': accepted(asTrainee, () => ({
    mobile: '13800138000',
    smsCode: '123456',
  })),
  '/api/sys/user/bind/unbind-mobile': accepted(asTrainee, () => ({
    mobile: '13800138000',
    smsCode: '123456',
  })),
  '/api/sys/user/bind/bind-info': accepted(asSa, (f) => ({
    loginType: 'mobile',
    userId: f.traineeId,
  })),
  '/api/sys/user/bind/bind-list': { token: asTrainee, body: () => ({}) },
  '/api/sys/user/bind/unbind': accepted(asTrainee, () => ({ loginType: 'wechat' })),
  '/api/common/wx/get-url': accepted(noToken, () => ({ state: 'login' })),
  '/api/common/crop-wechat/get-url': accepted(noToken, () => ({ state: 'login' })),
  '/api/common/ding-talk/get-url': accepted(noToken, () => ({ state: 'login' })),
  '/api/sys/notice/paging': { token: asTrainee, body: () => paging({ state: 0, title: '' }) },
  '/api/exam/exam/paging': { token: asTrainee, body: () => paging({ title: '', excludes: [] }) },
  '/api/exam/apply/save': accepted(asTrainee, (f) => ({ examId: f.examId, applyMsg: 'Please' })),
  '/api/paper/paper/create-paper': accepted(asSitter, (f) => ({ examId: f.examId })),
  '/api/paper/paper/paper-detail': { token: asSitter, body: (f) => ({ id: f.paperId }) },
  '/api/paper/paper/qu-detail': {
    token: asSitter,
    body: (f) => ({ paperId: f.paperId, quId: f.paperQuIds[0] }),
  },
  '/api/paper/paper/fill-answer': {
    token: asSitter,
    body: (f) => ({
      paperId: f.paperId,
      quId: f.paperQuIds[0],
      answerList: [{ id: 'x', checked: false, answer: null }],
    }),
    expect: 'accepted',
  },
  '/api/paper/paper/hand-exam': { token: (f) => f.hander, body: (f) => ({ id: f.handerPaperId }) },
  '/api/paper/paper/paper-result': { token: asSitter, body: (f) => ({ id: f.donePaperId }) },
  '/api/paper/paper/check-process': {
    token: asSitter,
    body: (f) => ({ id: f.paperId }),
    expect: 'accepted',
  },
  '/api/paper/paper/leave-incr': { token: asSitter, body: (f) => ({ id: f.paperId }) },
  '/api/paper/paper/paging': {
    token: asSitter,
    body: (f) => ({ current: 1, size: 100, params: { examId: '', userId: f.sitterId } }),
  },
  '/api/paper/paper/left-time': {
    token: asSitter,
    body: (f) => ({ id: f.paperId }),
    expect: 'accepted',
  },
  '/api/paper/capture/save': accepted(asSitter, (f) => ({
    paperId: f.paperId,
    base64: 'data:image/jpeg;base64,AAAA',
  })),
  '/api/repo/paging': { token: asSa, body: () => paging({ title: '', excludes: [] }) },
  '/api/repo/chapter/list': { token: asSa, body: (f) => ({ repoId: f.repoId, title: '' }) },
  '/api/repo/train/start': {
    token: asTrainee,
    body: (f) => ({ mode: 11, repoId: f.repoId, userId: f.traineeId, clear: false }),
  },
  '/api/repo/train/detail': { token: asTrainee, body: (f) => ({ id: f.trainId }) },
  '/api/repo/train/finish': { token: asTrainee, body: (f) => ({ id: f.finishTrainId }) },
  '/api/repo/train/card': { token: asTrainee, body: (f) => ({ id: f.trainId }) },
  '/api/repo/train/qu-detail': {
    token: asTrainee,
    body: (f) => ({ trainId: f.trainId, quId: f.qs.multiple.id, mode: 11 }),
  },
  '/api/repo/train/fill': {
    token: asTrainee,
    body: (f) => ({
      trainId: f.trainId,
      quId: f.qs.matching.id,
      answerList: f.qs.matching.options.map((o) => ({ id: o.id, checked: false, answer: 'meow' })),
    }),
  },
  '/api/repo/train/check': {
    token: asTrainee,
    body: (f) => ({
      trainId: f.trainId,
      quId: f.qs.trueFalse.id,
      answerList: f.qs.trueFalse.options.map((o, i) => ({ id: o.id, checked: i === 0 })),
    }),
    revealed: true,
  },
  '/api/repo/train/paging': { token: asTrainee, body: (f) => paging({ repoId: f.repoId }) },
  '/api/user/points/my-paging': accepted(asTrainee, () => paging()),
  '/api/common/file/upload': {
    token: asTrainee,
    body: () => ({}),
    send: async (p, token) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'contract.png');
      const res = await fetch(`${p.url}/api/common/file/upload`, {
        method: 'POST',
        headers: { token },
        body: form,
      });
      return { status: res.status, ...((await res.json()) as RestEnvelope) };
    },
  },
  '/api/sys/dic/value/list': accepted(asTrainee, () => ({ dicCode: 'user_state' })),
  '/api/sys/user/real/face-check': accepted(asTrainee, () => ({
    base64: 'data:image/jpeg;base64,AAAA',
  })),

  // back office, as the super admin
  '/api/socket/watch/single-msg': accepted(asSa, (f) => ({
    examId: f.examId,
    userId: f.sitterId,
    message: 'Hello',
  })),
  '/api/socket/watch/batch-msg': accepted(asSa, (f) => ({
    examId: f.examId,
    message: 'Hello all',
  })),
  '/api/exam/watch/watch-stat': { body: (f) => ({ id: f.examId }) },
  '/api/exam/watch/force-hand': accepted(asSa, () => ({ paperId: 'no-such-paper', message: 'x' })),
  '/api/exam/watch/force-hand-all': accepted(asSa, () => ({
    examId: 'no-such-exam',
    exState: 1,
    message: 'x',
  })),
  '/api/exam/watch/process-paging': {
    body: (f) => ({ current: 1, size: 32, params: { examId: f.examId } }),
  },
  '/api/exam/watch/hand-paging': {
    body: (f) => ({
      current: 1,
      size: 10,
      params: { handState: 1, overwrite: 0, examId: f.doneExamId, realName: '', hasEx: '' },
    }),
  },
  '/api/exam/apply/paging': accepted(asSa, (f) => paging({ examId: f.examId })),
  '/api/exam/apply/delete': accepted(asSa, () => ({ ids: ['no-such-apply'] })),
  '/api/exam/apply/audit': accepted(asSa, () => ({
    ids: ['no-such-apply'],
    auditState: 1,
    auditMsg: 'ok',
  })),
  '/api/paper/paper/review-paper': { body: (f) => ({ id: f.donePaperId }) },
  '/api/paper/paper/mark-as': accepted(asSa, () => ({ ids: ['no-such-paper'], reviewState: 1 })),
  '/api/paper/paper/delete': accepted(asSa, () => ({ ids: ['no-such-paper'] })),
  '/api/exam/exam/detail': { body: (f) => ({ id: f.examId }) },
  '/api/exam/exam/simple-detail': { body: (f) => ({ id: f.examId }) },
  '/api/exam/exam/check-info': { body: (f) => ({ id: f.examId }) },
  '/api/exam/exam/save': {
    body: (f) =>
      examBody(f.repoId, {
        startTime: '2026-01-01 08:00:00',
        endTime: '2036-01-01 08:00:00',
        qualifyScore: 1,
        ruleList: [{ repoId: f.repoId, quType: 1, quCount: 1, quScore: 2 }],
      }),
  },
  '/api/exam/exam/prepare-notify': accepted(asSa, (f) => ({
    examId: f.examId,
    tmplId: f.templateId,
  })),
  '/api/exam/exam/state': accepted(asSa, () => ({ id: 'no-such-exam', state: 0 })),
  '/api/notify/tmpl/detail': { body: (f) => ({ id: f.templateId }) },
  '/api/notify/tmpl/save': accepted(asSa, () => ({
    title: 'Contract template 2',
    msgTitle: 'Exam soon',
    content: 'Hello',
  })),
  '/api/notify/tmpl/paging': { body: () => ({ current: 1, size: 100, params: {} }) },
  '/api/sys/user/paging': { body: () => paging({ state: '', deptCode: '', userName: '' }) },
  '/api/sys/user/detail': { body: (f) => ({ id: f.traineeId }) },
  '/api/sys/user/save': accepted(asSa, () => ({
    userName: 'contractuser',
    realName: 'Contract',
    deptCode: 'C900',
    roles: ['student'],
    password: 'Passw0rd!x',
  })),
  '/api/sys/user/batch-dept': accepted(asSa, () => ({ ids: ['no-such-user'], deptCode: 'X' })),
  '/api/sys/user/batch-role': accepted(asSa, () => ({ ids: ['no-such-user'], roles: ['student'] })),
  '/api/sys/user/batch-expire': accepted(asSa, () => ({
    ids: ['no-such-user'],
    expireTime: '2036-01-01 00:00:00',
  })),
  '/api/sys/user/ref/join': accepted(asSa, (f) => ({ refId: 'no-such-group', ids: [f.traineeId] })),
  '/api/sys/user/ref/remove': accepted(asSa, (f) => ({
    ids: [f.traineeId],
    refId: 'no-such-group',
  })),
  '/api/sys/user/real/audit': accepted(asSa, () => ({
    id: 'no-such-record',
    state: 1,
    auditMsg: 'ok',
  })),
  '/api/sys/user/real/auto-audit': accepted(asSa, () => ({ id: 'no-such-record' })),
  '/api/sys/user/bind/paging': accepted(asSa, (f) => paging({ userId: f.traineeId })),
  '/api/sys/user/bind/direct-bind': accepted(asSa, () => ({
    mobile: '13800138000',
    userId: 'no-such-user',
  })),
  '/api/sys/user/bind/direct-unbind': accepted(asSa, () => ({
    mobile: '13800138000',
    userId: 'no-such-user',
  })),
  '/api/sys/user/bind/unbind-by-id': accepted(asSa, () => ({ id: 'no-such-binding' })),
  '/api/sys/menu/routes': { body: () => ({}) },
  '/api/sys/menu/tree': { body: () => ({}) },
  '/api/sys/menu/detail': { body: (f) => ({ id: f.menuId }) },
  '/api/sys/menu/delete': accepted(asSa, () => ({ ids: ['no-such-menu'] })),
  '/api/sys/menu/save': accepted(asSa, () => ({
    parentId: '0',
    menuType: 1,
    metaTitle: 'Contract',
    name: 'Contract',
    path: '/contract',
    component: 'Layout',
  })),
  '/api/sys/menu/sort': accepted(asSa, () => ({ id: 'no-such-menu', sort: 1 })),
  '/api/sys/role/list': { body: () => ({}) },
  '/api/sys/role/list-menus': accepted(asSa, (f) => ({ id: f.roleId })),
  '/api/sys/role/save-menus': accepted(asSa, () => ({ id: 'no-such-role', menuIds: [] })),
  '/api/sys/role/save': accepted(asSa, () => ({ roleName: 'Contract role', roleLevel: 5 })),
  '/api/sys/role/detail': { body: (f) => ({ id: f.roleId }) },
  '/api/sys/group/save': accepted(asSa, () => ({ groupName: 'Contract group' })),
  '/api/sys/group/paging': { body: () => ({ current: 1, size: 100, params: { title: '' } }) },
  '/api/sys/group/user/paging': accepted(asSa, () => paging({ groupId: 'no-such-group' })),
  '/api/sys/group/user/delete': accepted(asSa, (f) => ({ ids: [`no-such-group:${f.traineeId}`] })),
  '/api/sys/group/user/batch-join': accepted(asSa, (f) => ({
    userIds: [f.traineeId],
    groupIds: ['no-such-group'],
    flag: 1,
  })),
  '/api/sys/depart/tree': { body: () => ({}) },
  '/api/sys/depart/tree-select': { body: () => ({}) },
  '/api/sys/depart/detail': { body: (f) => ({ id: f.departId }) },
  '/api/sys/depart/delete': accepted(asSa, () => ({ ids: ['no-such-depart'] })),
  '/api/sys/depart/save': accepted(asSa, () => ({ deptName: 'Contract dept', parentId: '0' })),
  '/api/sys/depart/sort': accepted(asSa, () => ({ id: 'no-such-depart', sort: 1 })),
  '/api/sys/dic/value/tree': accepted(asSa, () => ({ dicCode: 'user_state', excludes: [] })),
  '/api/sys/dic/tree': accepted(asSa, () => ({})),
  '/api/sys/dic/save': accepted(asSa, () => ({ title: 'Contract dictionary' })),
  '/api/sys/dic/delete': accepted(asSa, () => ({ ids: ['no-such-dic'] })),
  '/api/sys/config/detail': { body: () => ({ id: '1' }) },
  '/api/sys/config/save': accepted(asSa, () => ({ siteName: 'Examhall' })),
  '/api/sys/config/switch/detail': { body: () => ({}) },
  '/api/sys/config/switch/save': accepted(asSa, () => ({ userReg: true })),
  '/api/sys/config/prop/detail': { body: () => ({ type: 'upload', provider: 'local' }) },
  '/api/sys/config/prop/save': accepted(asSa, () => ({
    type: 'upload',
    provider: 'local',
    remark: '',
    data: { localDir: '/tmp/examhall-contract/' },
  })),
  '/api/sys/config/prop/change': accepted(asSa, () => ({ type: 'upload', provider: 'local' })),
  '/api/stat/total/exam/week': { body: () => ({}) },
  '/api/stat/total/num/all': { body: () => ({}) },
  '/api/stat/total/user/week': { body: () => ({}) },
  '/api/exam/exam/list-titles': { body: () => ({ title: '' }) },
  // A template id that does not exist: the shape is accepted, the answer is "no such template".
  '/api/tmpl/group/list-group': accepted(asSa, () => ({ id: 'no-such-template' })),
  '/api/tmpl/group/list-qu': accepted(asSa, () => ({ id: 'no-such-template' })),
  '/api/stat/exam/dash-exam-list': {
    body: () => ({ current: 1, size: 5, params: { title: '' } }),
  },
  // The spec's upload widget: multipart `file`. Without LICENSE_PUBLIC_KEY (as here) it answers
  // 14001091; the licence module's own test installs signed files.
  '/api/sys/uploadLicense': {
    body: () => ({}),
    expect: 'accepted',
    send: async (p, token) => {
      const form = new FormData();
      form.append('file', new Blob(['{}']), 'examhall.lic');
      const res = await fetch(`${p.url}/api/sys/uploadLicense`, {
        method: 'POST',
        headers: { token },
        body: form,
      });
      return { status: res.status, ...((await res.json()) as RestEnvelope) };
    },
  },
  // Answers 14001080 until Qiniu is the storage in use (its own test covers the token).
  '/api/common/qiniu/token': accepted(asTrainee, () => ({})),
  // Answer 14001080 until Aliyun OSS / Tencent COS is the storage in use (sts.int.test.ts).
  '/api/common/oss/sts': accepted(asTrainee, () => ({})),
  '/api/common/cos/token': accepted(asTrainee, () => ({})),
  '/api/repo/detail': { body: (f) => ({ id: f.repoId }) },
  '/api/repo/save': accepted(asSa, () => ({ title: 'Contract bank 2' })),
  '/api/repo/chapter-group': accepted(asSa, (f) => ({ repoId: f.repoId })),
  '/api/course/file/desc': {
    async body(f, p) {
      const file = await p.infra.prisma.storedFile.create({
        data: {
          provider: 'local',
          storageKey: `contract/${Date.now()}.mp4`,
          originalName: 'clip.mp4',
          mime: 'video/mp4',
          size: 100,
          kind: 2,
          ownerId: f.sitterId,
        },
      });
      await restOk(p, f.sa, '/api/course/course/save', {
        title: 'Contract course',
        chapters: [{ title: 'One', items: [{ title: 'Clip', itemType: 1, fileId: file.id }] }],
      });
      return { fileId: file.id };
    },
  },
  '/api/common/captcha/gen': {
    body: () => ({}),
    expect: 'accepted',
    send: async (p) => {
      const res = await fetch(`${p.url}/api/common/captcha/gen?key=contract`);
      const image = (res.headers.get('content-type') ?? '').startsWith('image/');
      return { status: res.status, code: image ? 0 : -1, msg: '', data: null, success: image };
    },
  },
};

describe('the legacy contract, path by path', () => {
  let p: Platform;
  let f: Fixtures;
  const implemented = CONTRACT.filter((r) => r.status === 'implemented');

  beforeAll(async () => {
    p = await startTestPlatform();
    await resetDatabase(p);
    const db = p.infra.prisma;
    const sa = await asSuperAdmin(p);
    const sitter = await asStudent(p, { realName: 'Sitter' });
    const trainee = await asStudent(p, { realName: 'Trainee' });
    const { repo, qs } = await buildBankOfEveryType(db, 'Contract bank');
    const exam = await buildExam(db, {
      title: 'Contract exam',
      rules: [
        { repoId: repo.id, quType: 1, quCount: 1, quScore: 5 },
        { repoId: repo.id, quType: 5, quCount: 1, quScore: 5 },
      ],
    });
    const done = await buildStandardPaper(db, sitter.user.id);
    const created = await restOk<{ id: string }>(p, sitter.token, '/api/paper/paper/create-paper', {
      examId: exam.id,
    });
    const detail = await restOk<{ quList?: Array<{ quId: string }>; questions?: unknown }>(
      p,
      sitter.token,
      '/api/paper/paper/paper-detail',
      { id: created.id },
    );
    const paperQuIds = paperQuestionIds(detail);
    const training = await restOk<{ id: string }>(p, trainee.token, '/api/repo/train/start', {
      mode: 11,
      repoId: repo.id,
    });
    const hander = await asStudent(p, { realName: 'Hander' });
    const handerExam = await buildExam(db, {
      title: 'Contract hand-in exam',
      rules: [{ repoId: repo.id, quType: 1, quCount: 1, quScore: 5 }],
    });
    const handerPaper = await restOk<{ id: string }>(
      p,
      hander.token,
      '/api/paper/paper/create-paper',
      {
        examId: handerExam.id,
      },
    );
    const second = await restOk<{ id: string }>(p, trainee.token, '/api/repo/train/start', {
      mode: 12,
      repoId: repo.id,
    });
    await restOk(p, sa.token, '/api/sys/user/bind/direct-bind', {
      mobile: '13900139000',
      userId: trainee.user.id,
    });
    f = {
      hander: hander.token,
      handerPaperId: handerPaper.id,
      finishTrainId: second.id,
      sa: sa.token,
      sitter: sitter.token,
      sitterId: sitter.user.id,
      trainee: trainee.token,
      traineeId: trainee.user.id,
      repoId: repo.id,
      qs,
      examId: exam.id,
      paperId: created.id,
      paperQuIds,
      donePaperId: done.paper.id,
      trainId: training.id,
      doneExamId: done.paper.examId,
      ...(await backOfficeFixtures(p, sa.token)),
      leaver: (await asStudent(p, { realName: 'Leaver' })).token,
      messageId: await messageTo(p, sa.token, sitter.token, sitter.user.id),
    };
  });

  afterAll(async () => {
    await p.stop();
  });

  it('every implemented path has a probe, and no probe names a path outside the table', () => {
    const unprobed = implemented.filter((r) => PROBES[r.path] === undefined).map((r) => r.path);
    expect(unprobed, 'implemented paths without a probe').toEqual([]);
    const known = new Set(CONTRACT.map((r) => r.path));
    expect(Object.keys(PROBES).filter((path) => !known.has(path))).toEqual([]);
  });

  for (const row of implemented) {
    it(`${row.path} takes ${fieldList(row.request)} and answers ${row.entity}`, async () => {
      const probe = PROBES[row.path];
      if (probe === undefined) throw new Error(`no probe for ${row.path}`);
      const token = probe.token?.(f) ?? f.sa;
      const res =
        probe.send !== undefined
          ? await probe.send(p, token)
          : await rest(p, row.path, await probe.body(f, p), {
              token: token === '' ? undefined : token,
            });
      expect(res.status, `${row.path}: HTTP status`).not.toBe(404);
      expect(res.code, `${row.path} refused the spec's request: ${res.msg}`).not.toBe(10010001);
      if (probe.expect === 'accepted') {
        expect(res.code, `${row.path}: ${res.msg}`).not.toBe(10010002);
        return;
      }
      expect(res.code, `${row.path}: ${res.msg}`).toBe(0);
      const hidden = probe.revealed === true ? [] : (row.revealOnly ?? []);
      const wanted = row.response.filter((field) => !hidden.includes(field));
      expect(missingFields(res.data, wanted), `${row.path}: missing fields`).toEqual([]);
      const leaked = hidden.filter((field) => missingFields(res.data, [field]).length === 0);
      expect(leaked, `${row.path}: fields shown before they are revealed`).toEqual([]);
    });
  }

  for (const row of CONTRACT.filter((r) => r.status !== 'implemented')) {
    it.todo(
      `${row.path}: ${row.status === 'missing' ? 'not implemented' : 'built elsewhere'}${row.note === undefined ? '' : ` (${row.note})`}`,
    );
  }

  it('the paths listed as not implemented are really absent (404), so the table stays honest', async () => {
    const present: string[] = [];
    for (const row of CONTRACT.filter((r) => r.status === 'missing')) {
      const res = await fetch(`${p.url}${row.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: f.sa },
        body: '{}',
      });
      if (res.status !== 404) present.push(row.path);
    }
    expect(present, 'listed as missing but answered: mark them implemented').toEqual([]);
  });
});

/** A template, a menu, a role and a department to read back. */
async function backOfficeFixtures(p: Platform, token: string) {
  const db = p.infra.prisma;
  const template = await restOk<{ id: string }>(p, token, '/api/notify/tmpl/save', {
    title: 'Contract template',
    msgTitle: 'Exam soon',
    content: 'Hello',
  });
  const editor = await asAdmin(p, { permissions: [PERMISSIONS.quAdd] });
  const depart = await buildDepartment(db, 'C900', 'Contract dept');
  const menuId = editor.menuIds[0];
  if (menuId === undefined) throw new Error('no menu built');
  return { templateId: template.id, menuId, roleId: editor.roleId, departId: depart.id };
}

/** Sends one in-site message to a user; returns its id as the user's list shows it. */
async function messageTo(p: Platform, adminToken: string, token: string, userId: string) {
  await restOk(p, adminToken, '/api/sys/msg/send', {
    title: 'Contract message',
    content: 'Hello',
    userIds: [userId],
  });
  const page = await restOk<{ records: Array<{ id: string }> }>(
    p,
    token,
    '/api/sys/user/msg/paging',
    paging(),
  );
  const first = page.records[0];
  if (first === undefined) throw new Error('the message did not arrive');
  return first.id;
}

function fieldList(fields: readonly string[]): string {
  return fields.length === 0 ? '{}' : `{${fields.join(', ')}}`;
}

/** The question ids of a paper-detail answer, in order. */
function paperQuestionIds(detail: Json): string[] {
  for (const key of ['quList', 'questions', 'items', 'cards']) {
    const list = detail[key];
    if (Array.isArray(list) && list.length > 0) {
      return (list as Json[]).map((q) => String(q.quId ?? q.id));
    }
  }
  throw new Error(`no question list in paper-detail: ${Object.keys(detail).join(', ')}`);
}

/**
 * The fields of `wanted` the value lacks. `a.b` is nested; `x[].y` must be on every item of the
 * list `x` (`[].y`: of the answer itself), which must not be empty, or nothing would be checked.
 */
export function missingFields(value: unknown, wanted: readonly string[]): string[] {
  return wanted.filter((field) => !has(value, field.split('.').flatMap(splitList)));
}

function splitList(segment: string): string[] {
  if (segment === '[]') return ['[]'];
  return segment.endsWith('[]') ? [segment.slice(0, -2), '[]'] : [segment];
}

function has(value: unknown, path: readonly string[]): boolean {
  if (path.length === 0) return true;
  const [head, ...rest] = path;
  if (head === '[]') {
    return Array.isArray(value) && value.length > 0 && value.every((v) => has(v, rest));
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  if (!Object.hasOwn(value, head as string)) return false;
  return has((value as Json)[head as string], rest);
}

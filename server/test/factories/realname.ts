/**
 * Real-name records and switches for tests: valid ID numbers, records built straight in the
 * database (sealed and indexed as the service does), and the realPerson / faceAudit / faceLogin
 * switches.
 */
import { randomInt } from 'node:crypto';
import type { Platform } from '../../src/platform.ts';
import { PERMISSIONS } from '../../src/core/auth/permissions.ts';
import { canonicalIdCard, checkCharacter } from '../../src/modules/realname/id-card.ts';
import { IdCardVault } from '../../src/modules/realname/id-card-vault.ts';
import { FaceTokens } from '../../src/modules/realname/face-token.ts';

/** A valid 18-character ID number; a different one on every call unless the parts are given. */
export function validIdCard(opts: { region?: string; birth?: string; seq?: string } = {}): string {
  const region = opts.region ?? '110105';
  const birth =
    opts.birth ??
    `${1960 + randomInt(40)}${String(1 + randomInt(12)).padStart(2, '0')}${String(1 + randomInt(28)).padStart(2, '0')}`;
  const seq = opts.seq ?? String(randomInt(1000)).padStart(3, '0');
  const first17 = `${region}${birth}${seq}`;
  return first17 + checkCharacter(first17);
}

/** The same number with its check character changed: fails the rule. */
export function wrongCheck(idCard: string): string {
  const last = idCard[17] === '0' ? '1' : '0';
  return idCard.slice(0, 17) + last;
}

export interface SwitchValues {
  realPerson?: boolean;
  faceLogin?: boolean;
  /** 0 none, 1 manual, 2 automatic. */
  faceAudit?: number;
  livenessLogin?: 'off' | 'passive' | 'active';
  livenessCheck?: 'off' | 'passive' | 'active';
  livenessRealName?: 'off' | 'passive';
  livenessCapture?: 'off' | 'passive';
}

/** Every face path without liveness: for tests of recognition that use edited copies of one photo. */
export const LIVENESS_OFF = {
  livenessLogin: 'off',
  livenessCheck: 'off',
  livenessRealName: 'off',
  livenessCapture: 'off',
} as const;

export async function setSwitches(p: Platform, values: SwitchValues): Promise<void> {
  await p.infra.prisma.switchConfig.upsert({
    where: { id: '1' },
    update: values,
    create: { id: '1', ...values },
  });
}

export interface BuildRecordOptions {
  idCard?: string;
  realName?: string;
  /** 0 pending (default), 1 approved, 2 rejected. */
  state?: number;
  /** The photo's bytes (any bytes: the database test does not look at them). */
  photo?: Buffer;
  template?: string | null;
}

/**
 * A record built in the database the way `submit` leaves it (without the face engine): the ID
 * sealed and indexed, the photo stored as a private file of the user readable with
 * sys:user:real:list; an approved record also holds the approved identity.
 */
export async function buildRealNameRecord(
  p: Platform,
  userId: string,
  opts: BuildRecordOptions = {},
) {
  const db = p.infra.prisma;
  const vault = new IdCardVault(p.infra.env);
  const idCard = opts.idCard ?? validIdCard();
  const canonical = canonicalIdCard(idCard);
  if (canonical === null) throw new Error(`not a valid ID number: ${idCard}`);
  const index = vault.index(canonical);
  const file = await p.services.files.storeGenerated({
    ownerId: userId,
    bytes: opts.photo ?? Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]),
    ext: 'jpg',
    mime: 'image/jpeg',
    kind: 1,
    name: 'face.jpg',
    visibility: 'private',
    readPermission: PERMISSIONS.realNameList,
  });
  const photo = await db.realNamePhoto.create({
    data: { userId, fileId: file.id, template: opts.template ?? null },
  });
  const state = opts.state ?? 0;
  const sealed = vault.seal(userId, idCard.toUpperCase());
  const realName = opts.realName ?? '张三';
  const now = new Date();
  const record = await db.realNameRecord.create({
    data: {
      userId,
      realName,
      idCardSealed: sealed,
      idCardIndex: state === 2 ? null : index,
      photoId: photo.id,
      state,
      ...(state === 1
        ? {
            approvedRealName: realName,
            approvedIdCardSealed: sealed,
            approvedIdCardIndex: index,
            approvedPhotoId: photo.id,
            approvedAt: now,
            auditAt: now,
          }
        : {}),
    },
  });
  return { record, photo, file, idCard };
}

/**
 * A face token for the session of `token`, as a passed face check returns it (`issuedAt`: when the
 * check passed, now unless told), without the face engine or a liveness challenge.
 */
export async function faceTokenFor(
  p: Platform,
  token: string,
  issuedAt: Date = new Date(),
): Promise<string> {
  const session = await p.services.sessions.resolve(token);
  if (session === null || session === undefined) throw new Error('no session for this token');
  return new FaceTokens(p.infra.env).issue(session, issuedAt);
}

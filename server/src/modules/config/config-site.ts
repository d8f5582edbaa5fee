/**
 * The site's own configuration: the base configuration (names, logos, host, module flags) and the
 * feature switches, each stored in one row; defaults apply while nothing is saved.
 */
import { z } from 'zod';
import { AppError, parseInput } from '../../core/errors/index.ts';
import { optionalBool } from '../../core/input.ts';
import type { Db } from '../../core/prisma.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { fileIdFromUrl } from '../../core/file-url.ts';
import { asRecord, isLocalDir } from './config.providers.ts';

/** What any visitor may know about the site (titles, logos, module flags). */
export interface SitePublicConfig {
  id: string;
  siteName: string;
  backLogo: string;
  frontLogo: string;
  copyRight: string;
  h5Host: string;
  moduleExam: boolean;
  moduleCourse: boolean;
  captchaEnabled: boolean;
}

/** The base configuration as the admin form edits it. */
export interface SiteConfigView {
  id: string;
  siteName: string;
  backLogo: string;
  frontLogo: string;
  tmpDir: string;
  copyRight: string;
  h5Host: string;
  props: Record<string, unknown> & { moduleExam: boolean; moduleCourse: boolean };
}

/** The feature switches. */
export interface SwitchConfigView {
  userReg: boolean;
  userAudit: boolean;
  userDeptType: number;
  userDeptCode: string;
  mobileLogin: boolean;
  wechatLogin: boolean;
  faceLogin: boolean;
  cropLogin: boolean;
  dingLogin: boolean;
  realPerson: boolean;
  faceAudit: number;
  loginTick: number;
  livenessLogin: ActiveLivenessLevel;
  livenessCheck: ActiveLivenessLevel;
  livenessRealName: PassiveLivenessLevel;
  livenessCapture: PassiveLivenessLevel;
}

/**
 * How a face path is defended against photos, screens and replays: 'passive' judges each image,
 * 'active' also asks for a movement challenge (only paths with a live camera and a person waiting).
 */
export const ACTIVE_LIVENESS_LEVELS = ['off', 'passive', 'active'] as const;
export type ActiveLivenessLevel = (typeof ACTIVE_LIVENESS_LEVELS)[number];
/** The levels of the paths without a challenge (a photo upload, an unattended exam snapshot). */
export const PASSIVE_LIVENESS_LEVELS = ['off', 'passive'] as const;
export type PassiveLivenessLevel = (typeof PASSIVE_LIVENESS_LEVELS)[number];

/** The liveness levels of a fresh install. */
export const DEFAULT_LIVENESS = {
  livenessLogin: 'active',
  livenessCheck: 'active',
  livenessRealName: 'passive',
  livenessCapture: 'passive',
} as const satisfies Pick<
  SwitchConfigView,
  'livenessLogin' | 'livenessCheck' | 'livenessRealName' | 'livenessCapture'
>;

/** A stored level read back; a value no longer in the list falls back to the default. */
function levelOf<const L extends readonly string[]>(
  levels: L,
  stored: string | undefined,
  fallback: L[number],
): L[number] {
  return stored !== undefined && (levels as readonly string[]).includes(stored) ? stored : fallback;
}

const DEFAULT_SITE_NAME = 'Examhall';
const SITE_ID = '1';

/**
 * A host address: http(s) with a domain name or an IPv4 address and an optional port,
 * or '/'. Empty means "the same host".
 */
export function isHostUrl(v: string): boolean {
  if (v === '/') return true;
  const m = /^https?:\/\/([^/:\s]+)(?::(\d{1,5}))?\/?$/.exec(v);
  if (m === null) return false;
  const [, host, port] = m as unknown as [string, string, string | undefined];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false;
  if (/^\d+(\.\d+){3}$/.test(host)) return host.split('.').every((o) => Number(o) <= 255);
  if (host === 'localhost') return true;
  return /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/.test(host);
}

/** A logo is empty, an uploaded file's address, or another same-origin path. */
const logo = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)[^\s"'<>\\]*)?$/)
  .nullish()
  .transform((v) => v ?? '');

export const SaveSiteConfigSchema = z.object({
  siteName: z.string().trim().min(1).max(100),
  backLogo: logo,
  frontLogo: logo,
  tmpDir: z.string().trim().max(500).nullish(),
  copyRight: z.string().trim().max(500).nullish(),
  h5Host: z.string().trim().max(300).nullish(),
  props: z.object({ moduleExam: optionalBool, moduleCourse: optionalBool }).nullish(),
});
export type SaveSiteConfigInput = z.input<typeof SaveSiteConfigSchema>;

const int = (values: readonly number[]) =>
  z.coerce
    .number()
    .int()
    .refine((n) => values.includes(n));

/** A liveness level as any client sends it (a string), checked against the path's levels. */
const level = <const L extends readonly [string, ...string[]]>(levels: L) =>
  z.string().pipe(z.enum(levels)).nullish();

export const SaveSwitchConfigSchema = z.object({
  userReg: optionalBool,
  userAudit: optionalBool,
  userDeptType: int([0, 1]).nullish(),
  userDeptCode: z.string().trim().max(64).nullish(),
  mobileLogin: optionalBool,
  wechatLogin: optionalBool,
  faceLogin: optionalBool,
  cropLogin: optionalBool,
  dingLogin: optionalBool,
  realPerson: optionalBool,
  faceAudit: int([0, 1, 2]).nullish(),
  loginTick: int([0, 1]).nullish(),
  livenessLogin: level(ACTIVE_LIVENESS_LEVELS),
  livenessCheck: level(ACTIVE_LIVENESS_LEVELS),
  livenessRealName: level(PASSIVE_LIVENESS_LEVELS),
  livenessCapture: level(PASSIVE_LIVENESS_LEVELS),
});
export type SaveSwitchConfigInput = z.input<typeof SaveSwitchConfigSchema>;

/** What any visitor may know about the site; captchaEnabled is the env's CAPTCHA_ENABLED. */
export async function sitePublicConfig(db: Db, captchaEnabled: boolean): Promise<SitePublicConfig> {
  const site = await siteConfig(db);
  return {
    id: site.id,
    siteName: site.siteName,
    backLogo: site.backLogo,
    frontLogo: site.frontLogo,
    copyRight: site.copyRight,
    h5Host: site.h5Host,
    moduleExam: site.props.moduleExam,
    moduleCourse: site.props.moduleCourse,
    captchaEnabled,
  };
}

/** The base configuration as the admin form edits it (defaults when nothing is saved). */
export async function siteConfig(db: Db): Promise<SiteConfigView> {
  const row = await db.siteConfig.findUnique({ where: { id: SITE_ID } });
  const props = asRecord(row?.props);
  return {
    id: SITE_ID,
    siteName: row?.siteName ?? DEFAULT_SITE_NAME,
    backLogo: row?.backLogo ?? '',
    frontLogo: row?.frontLogo ?? '',
    tmpDir: row?.tmpDir ?? '',
    copyRight: row?.copyRight ?? '',
    h5Host: row?.h5Host ?? '',
    props: {
      ...props,
      moduleExam: props.moduleExam === true,
      moduleCourse: props.moduleCourse === true,
    },
  };
}

/**
 * Saves the base configuration (sys:config:update). Logos must be uploaded images (not private
 * ones) or other same-origin paths; logo files become readable by anyone, since the login page
 * shows them before sign-in.
 */
export async function saveSite(db: Db, raw: SaveSiteConfigInput): Promise<SiteConfigView> {
  const input = parseInput(SaveSiteConfigSchema, raw);
  const tmpDir = input.tmpDir ?? '';
  if (tmpDir !== '' && !isLocalDir(tmpDir)) {
    throw new AppError('STORAGE_LOCAL_DIR_INVALID', {}, { tmpDir: 'format' });
  }
  const h5Host = input.h5Host ?? '';
  if (h5Host !== '' && !isHostUrl(h5Host)) throw new AppError('HOST_URL_INVALID');
  const logoFiles = new Map<string, string>();
  for (const field of ['backLogo', 'frontLogo'] as const) {
    const id = fileIdFromUrl(input[field]);
    if (id !== null) logoFiles.set(field, id);
  }
  if (logoFiles.size > 0) {
    const files = await db.storedFile.findMany({
      where: { id: { in: [...logoFiles.values()] } },
      select: { id: true, kind: true, visibility: true },
    });
    for (const [field, id] of logoFiles) {
      const f = files.find((x) => x.id === id);
      if (f === undefined || f.kind !== 1 || f.visibility === 'private') {
        throw new AppError('PARAM_INVALID', {}, { [field]: 'notAnImage' });
      }
    }
  }
  await db.$transaction(async (tx) => {
    const current = await tx.siteConfig.findUnique({ where: { id: SITE_ID } });
    const props = {
      ...asRecord(current?.props),
      ...(input.props?.moduleExam == null ? {} : { moduleExam: input.props.moduleExam }),
      ...(input.props?.moduleCourse == null ? {} : { moduleCourse: input.props.moduleCourse }),
    };
    const data = {
      siteName: input.siteName,
      backLogo: input.backLogo,
      frontLogo: input.frontLogo,
      tmpDir,
      copyRight: input.copyRight ?? '',
      h5Host,
      props: props as Prisma.InputJsonObject,
    };
    await tx.siteConfig.upsert({
      where: { id: SITE_ID },
      update: data,
      create: { id: SITE_ID, ...data },
    });
    if (logoFiles.size > 0) {
      await tx.storedFile.updateMany({
        where: { id: { in: [...logoFiles.values()] } },
        data: { visibility: 'site' },
      });
    }
  });
  return siteConfig(db);
}

/** The feature switches; public (the login and registration pages follow them). */
export async function switchConfig(db: Db): Promise<SwitchConfigView> {
  const row = await db.switchConfig.findUnique({ where: { id: SITE_ID } });
  return {
    userReg: row?.userReg ?? false,
    userAudit: row?.userAudit ?? false,
    userDeptType: row?.userDeptType ?? 0,
    userDeptCode: row?.userDeptCode ?? '',
    mobileLogin: row?.mobileLogin ?? false,
    wechatLogin: row?.wechatLogin ?? false,
    faceLogin: row?.faceLogin ?? false,
    cropLogin: row?.cropLogin ?? false,
    dingLogin: row?.dingLogin ?? false,
    realPerson: row?.realPerson ?? false,
    faceAudit: row?.faceAudit ?? 0,
    loginTick: row?.loginTick ?? 0,
    livenessLogin: levelOf(
      ACTIVE_LIVENESS_LEVELS,
      row?.livenessLogin,
      DEFAULT_LIVENESS.livenessLogin,
    ),
    livenessCheck: levelOf(
      ACTIVE_LIVENESS_LEVELS,
      row?.livenessCheck,
      DEFAULT_LIVENESS.livenessCheck,
    ),
    livenessRealName: levelOf(
      PASSIVE_LIVENESS_LEVELS,
      row?.livenessRealName,
      DEFAULT_LIVENESS.livenessRealName,
    ),
    livenessCapture: levelOf(
      PASSIVE_LIVENESS_LEVELS,
      row?.livenessCapture,
      DEFAULT_LIVENESS.livenessCapture,
    ),
  };
}

/**
 * Saves the switches (sys:config:update); fields left out keep their value. With userDeptType 1
 * (new users go to a default department) userDeptCode must name an existing department.
 */
export async function saveSwitch(db: Db, raw: SaveSwitchConfigInput): Promise<SwitchConfigView> {
  const input = parseInput(SaveSwitchConfigSchema, raw);
  const current = await switchConfig(db);
  const next: SwitchConfigView = { ...current };
  for (const [k, v] of Object.entries(input)) {
    if (v !== null && v !== undefined) (next as unknown as Record<string, unknown>)[k] = v;
  }
  if (next.userDeptType === 1) {
    if (next.userDeptCode === '') {
      throw new AppError('PARAM_INVALID', {}, { userDeptCode: 'required' });
    }
    const dept = await db.department.findFirst({
      where: { deptCode: next.userDeptCode },
      select: { id: true },
    });
    if (dept === null) throw new AppError('PARAM_INVALID', {}, { userDeptCode: 'notFound' });
  }
  await db.switchConfig.upsert({
    where: { id: SITE_ID },
    update: next,
    create: { id: SITE_ID, ...next },
  });
  return next;
}

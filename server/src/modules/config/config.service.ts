import { z } from 'zod';
import { secretBox } from '../../core/crypto.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import { logger } from '../../core/logger.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { fileIdFromUrl } from '../../core/file-url.ts';
import {
  SECRET_MASK,
  blankData,
  cleanIncoming,
  isLocalDir,
  isProviderType,
  specOf,
  validateProviderData,
  type ProviderData,
  type ProviderType,
} from './config.providers.ts';

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

/** The base configuration as the admin form edits it (spec section 3, site config). */
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

/** The feature switches (spec section 3, switch config). */
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
}

/** A provider's settings as the admin forms read them: secrets masked, never in clear. */
export interface ProviderConfigView {
  id: string | null;
  type: ProviderType;
  provider: string;
  remark: string;
  /** This provider is the one in use for its type. */
  active: boolean;
  /** An admin saved settings for this provider (false: an empty form, or local defaults). */
  saved: boolean;
  /** Some secret is stored. */
  hasSecret: boolean;
  /** The secret fields that hold a stored value (they read as the mask). */
  secretFields: string[];
  data: ProviderData;
}

/** A provider's settings with secrets in clear, for the server's own use (storage, face, live). */
export interface ProviderSettings {
  provider: string;
  data: ProviderData;
}

const DEFAULT_SITE_NAME = 'Examhall';
const SITE_ID = '1';

/**
 * Spec section 5 host rule: http(s) with a domain name or an IPv4 address and an optional port,
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

const flag = z.preprocess(
  (v) =>
    v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : v,
  z.boolean(),
);

export const SaveSiteConfigSchema = z.object({
  siteName: z.string().trim().min(1).max(100),
  backLogo: logo,
  frontLogo: logo,
  tmpDir: z.string().trim().max(500).nullish(),
  copyRight: z.string().trim().max(500).nullish(),
  h5Host: z.string().trim().max(300).nullish(),
  props: z.object({ moduleExam: flag.nullish(), moduleCourse: flag.nullish() }).nullish(),
});
export type SaveSiteConfigInput = z.input<typeof SaveSiteConfigSchema>;

const int = (values: readonly number[]) =>
  z.coerce
    .number()
    .int()
    .refine((n) => values.includes(n));

export const SaveSwitchConfigSchema = z.object({
  userReg: flag.nullish(),
  userAudit: flag.nullish(),
  userDeptType: int([0, 1]).nullish(),
  userDeptCode: z.string().trim().max(64).nullish(),
  mobileLogin: flag.nullish(),
  wechatLogin: flag.nullish(),
  faceLogin: flag.nullish(),
  cropLogin: flag.nullish(),
  dingLogin: flag.nullish(),
  realPerson: flag.nullish(),
  faceAudit: int([0, 1, 2]).nullish(),
  loginTick: int([0, 1]).nullish(),
});
export type SaveSwitchConfigInput = z.input<typeof SaveSwitchConfigSchema>;

export const ProviderKeySchema = z.object({
  type: z.string().trim().min(1).max(20),
  provider: z.string().trim().max(20).nullish(),
});
export type ProviderKeyInput = z.input<typeof ProviderKeySchema>;

export const SaveProviderSchema = z.object({
  type: z.string().trim().min(1).max(20),
  provider: z.string().trim().max(20).nullish(),
  remark: z.string().trim().max(500).nullish(),
  /** Also make it the provider in use (the same as a `change` after the save). */
  active: flag.nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
});
export type SaveProviderInput = z.input<typeof SaveProviderSchema>;

type ProviderRow = {
  id: string;
  type: string;
  provider: string;
  data: Prisma.JsonValue;
  secrets: string;
  remark: string;
  active: boolean;
};

const aad = (type: string, provider: string) => `provider-config:${type}:${provider}`;

function asRecord(v: unknown): Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : {};
}

/**
 * Site, switch and provider configuration. Only what an admin saved is used: with nothing saved a
 * type has no provider, except storage, which falls back to local files under FILES_DIR. Provider
 * secrets are sealed at rest (core/crypto.ts) and leave the server only as a mask.
 */
export class ConfigService {
  constructor(private readonly infra: Infra) {}

  private get db() {
    return this.infra.prisma;
  }

  private get box() {
    return secretBox(this.infra.env);
  }

  /** Whether password login asks for a picture captcha (env CAPTCHA_ENABLED). */
  get captchaEnabled(): boolean {
    return this.infra.env.CAPTCHA_ENABLED;
  }

  async sitePublicConfig(): Promise<SitePublicConfig> {
    const site = await this.siteConfig();
    return {
      id: site.id,
      siteName: site.siteName,
      backLogo: site.backLogo,
      frontLogo: site.frontLogo,
      copyRight: site.copyRight,
      h5Host: site.h5Host,
      moduleExam: site.props.moduleExam,
      moduleCourse: site.props.moduleCourse,
      captchaEnabled: this.captchaEnabled,
    };
  }

  async siteConfig(): Promise<SiteConfigView> {
    const row = await this.db.siteConfig.findUnique({ where: { id: SITE_ID } });
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
  async saveSite(raw: SaveSiteConfigInput): Promise<SiteConfigView> {
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
      const files = await this.db.storedFile.findMany({
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
    await this.db.$transaction(async (tx) => {
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
    return this.siteConfig();
  }

  /** The feature switches; public (the login and registration pages follow them). */
  async switchConfig(): Promise<SwitchConfigView> {
    const row = await this.db.switchConfig.findUnique({ where: { id: SITE_ID } });
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
    };
  }

  /**
   * Saves the switches (sys:config:update); fields left out keep their value. With userDeptType 1
   * (new users go to a default department) userDeptCode must name an existing department.
   */
  async saveSwitch(raw: SaveSwitchConfigInput): Promise<SwitchConfigView> {
    const input = parseInput(SaveSwitchConfigSchema, raw);
    const current = await this.switchConfig();
    const next: SwitchConfigView = { ...current };
    for (const [k, v] of Object.entries(input)) {
      if (v !== null && v !== undefined) (next as unknown as Record<string, unknown>)[k] = v;
    }
    if (next.userDeptType === 1) {
      if (next.userDeptCode === '') {
        throw new AppError('PARAM_INVALID', {}, { userDeptCode: 'required' });
      }
      const dept = await this.db.department.findFirst({
        where: { deptCode: next.userDeptCode },
        select: { id: true },
      });
      if (dept === null) throw new AppError('PARAM_INVALID', {}, { userDeptCode: 'notFound' });
    }
    await this.db.switchConfig.upsert({
      where: { id: SITE_ID },
      update: next,
      create: { id: SITE_ID, ...next },
    });
    return next;
  }

  /**
   * A provider's settings for the admin form (sys:config:view). Without a provider: the one in use
   * for the type (storage: local when none is chosen; face: an empty form with no provider).
   */
  async providerDetail(raw: ProviderKeyInput): Promise<ProviderConfigView> {
    const input = parseInput(ProviderKeySchema, raw);
    if (!isProviderType(input.type)) throw new AppError('PARAM_INVALID', {}, { type: 'unknown' });
    const type = input.type;
    const rows = await this.db.providerConfig.findMany({ where: { type } });
    const activeRow = rows.find((r) => r.active);
    let provider = input.provider ?? '';
    if (provider === '') {
      provider =
        activeRow?.provider ?? (type === 'upload' ? 'local' : type === 'live' ? 'aliyun' : '');
      if (provider === '') {
        return {
          id: null,
          type,
          provider: '',
          remark: '',
          active: false,
          saved: false,
          hasSecret: false,
          secretFields: [],
          data: {},
        };
      }
    }
    specOf(type, provider);
    return this.toView(
      type,
      provider,
      rows.find((r) => r.provider === provider) ?? null,
      activeRow,
    );
  }

  /**
   * Saves a provider's settings (sys:config:update) after the rules of spec section 5. A secret
   * left out or sent back as the mask keeps the stored one; an empty string clears it. With
   * `active` the provider also becomes the one in use.
   */
  async saveProvider(raw: SaveProviderInput): Promise<ProviderConfigView> {
    const input = parseInput(SaveProviderSchema, raw);
    const { type, spec } = specOf(input.type, input.provider);
    const provider = input.provider as string;
    const incoming = cleanIncoming(type, spec, input.data);
    const existing = await this.db.providerConfig.findUnique({
      where: { type_provider: { type, provider } },
    });
    const stored = existing === null ? {} : this.openSecrets(existing);
    const secrets: Record<string, string> = {};
    const plain: ProviderData = {};
    for (const f of spec.fields) {
      const v = incoming[f];
      if (spec.secrets.includes(f)) {
        const keep = v === undefined || v === SECRET_MASK;
        const value = keep ? (stored[f] ?? '') : String(v);
        if (value !== '') secrets[f] = value;
      } else {
        plain[f] = v ?? '';
      }
    }
    validateProviderData(type, provider, spec, { ...plain, ...secrets });
    const sealed =
      Object.keys(secrets).length === 0
        ? ''
        : this.box.seal(JSON.stringify(secrets), aad(type, provider));
    const data = {
      data: plain as Prisma.InputJsonObject,
      secrets: sealed,
      remark: input.remark ?? '',
    };
    await this.db.$transaction(async (tx) => {
      await tx.providerConfig.upsert({
        where: { type_provider: { type, provider } },
        update: data,
        create: { type, provider, ...data },
      });
      if (input.active === true) await this.activate(tx, type, provider);
    });
    return this.providerDetail({ type, provider });
  }

  /**
   * Makes a provider the one in use for its type (sys:config:update). It must have saved settings,
   * except local storage, which works with its defaults.
   */
  async changeProvider(raw: ProviderKeyInput): Promise<ProviderConfigView> {
    const input = parseInput(ProviderKeySchema, raw);
    const { type } = specOf(input.type, input.provider);
    const provider = input.provider as string;
    await this.db.$transaction(async (tx) => {
      const row = await tx.providerConfig.findUnique({
        where: { type_provider: { type, provider } },
        select: { id: true },
      });
      if (row === null && !(type === 'upload' && provider === 'local')) {
        throw new AppError(
          type === 'face'
            ? 'FACE_CONFIG_MISSING'
            : type === 'live'
              ? 'LIVE_CONFIG_INVALID'
              : 'STORAGE_CONFIG_INVALID',
          {},
          { provider: 'notSaved' },
        );
      }
      await this.activate(tx, type, provider);
    });
    return this.providerDetail({ type, provider });
  }

  /**
   * The provider in use for a type with its secrets in clear (server use only), or null when an
   * admin chose none (storage then uses local files).
   */
  async activeProvider(type: ProviderType): Promise<ProviderSettings | null> {
    const row = await this.db.providerConfig.findFirst({ where: { type, active: true } });
    if (row === null) return null;
    return { provider: row.provider, data: this.fullData(row) };
  }

  /** A provider's saved settings with secrets in clear (server use only), or null. */
  async providerSettings(type: ProviderType, provider: string): Promise<ProviderSettings | null> {
    const row = await this.db.providerConfig.findUnique({
      where: { type_provider: { type, provider } },
    });
    return row === null ? null : { provider: row.provider, data: this.fullData(row) };
  }

  private async activate(tx: Prisma.TransactionClient, type: ProviderType, provider: string) {
    await tx.providerConfig.updateMany({
      where: { type, provider: { not: provider }, active: true },
      data: { active: false },
    });
    await tx.providerConfig.updateMany({ where: { type, provider }, data: { active: true } });
  }

  private fullData(row: ProviderRow): ProviderData {
    const { spec } = specOf(row.type, row.provider);
    return { ...blankData(spec), ...this.plainData(row), ...this.openSecrets(row) };
  }

  private plainData(row: ProviderRow): ProviderData {
    const out: ProviderData = {};
    for (const [k, v] of Object.entries(asRecord(row.data))) {
      if (typeof v === 'string' || typeof v === 'boolean') out[k] = v;
    }
    return out;
  }

  /** The stored secrets; an unreadable value (another key, tampering) counts as none stored. */
  private openSecrets(row: ProviderRow): Record<string, string> {
    if (row.secrets === '') return {};
    try {
      const parsed = asRecord(JSON.parse(this.box.open(row.secrets, aad(row.type, row.provider))));
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(parsed)) if (typeof v === 'string') out[k] = v;
      return out;
    } catch {
      logger.error(
        { type: row.type, provider: row.provider },
        'stored provider secrets cannot be opened (was SECRET_KEY changed?); they must be entered again',
      );
      return {};
    }
  }

  private toView(
    type: ProviderType,
    provider: string,
    row: ProviderRow | null,
    activeRow: ProviderRow | undefined,
  ): ProviderConfigView {
    const { spec } = specOf(type, provider);
    const data = blankData(spec);
    if (row === null && type === 'upload' && provider === 'local') {
      data.localDir = this.infra.env.filesDir.endsWith('/')
        ? this.infra.env.filesDir
        : `${this.infra.env.filesDir}/`;
    }
    let secretFields: string[] = [];
    if (row !== null) {
      const plain = this.plainData(row);
      for (const f of spec.fields) if (!spec.secrets.includes(f) && f in plain) data[f] = plain[f]!;
      const secrets = this.openSecrets(row);
      secretFields = spec.secrets.filter((f) => (secrets[f] ?? '') !== '');
      for (const f of secretFields) data[f] = SECRET_MASK;
    }
    const active =
      activeRow !== undefined
        ? activeRow.provider === provider
        : type === 'upload' && provider === 'local';
    return {
      id: row?.id ?? null,
      type,
      provider,
      remark: row?.remark ?? '',
      active,
      saved: row !== null,
      hasSecret: secretFields.length > 0,
      secretFields,
      data,
    };
  }
}

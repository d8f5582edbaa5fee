/**
 * Provider settings as stored: the admin forms' view (secrets masked), save and change of the
 * provider in use, and the settings in clear for the server's own use. Only what an admin saved is
 * used: with nothing saved a type has no provider, except storage, which falls back to local files
 * under FILES_DIR. Secrets are sealed at rest (core/crypto.ts) and leave the server only as a mask.
 */
import { z } from 'zod';
import { secretBox } from '../../core/crypto.ts';
import type { Env } from '../../core/env.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import { optionalBool } from '../../core/input.ts';
import { logger } from '../../core/logger.ts';
import type { Db } from '../../core/prisma.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import {
  DEFAULT_PROVIDER,
  SECRET_MASK,
  asRecord,
  blankData,
  cleanIncoming,
  isProviderType,
  specOf,
  validateProviderData,
  type ProviderData,
  type ProviderType,
} from './config.providers.ts';

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
  active: optionalBool,
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

export class ProviderStore {
  constructor(
    private readonly db: Db,
    private readonly env: Pick<Env, 'SECRET_KEY' | 'dataDir' | 'filesDir'>,
  ) {}

  private get box() {
    return secretBox(this.env);
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
      provider = activeRow?.provider ?? DEFAULT_PROVIDER[type] ?? (type === 'live' ? 'aliyun' : '');
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
   * Saves a provider's settings (sys:config:update) after the provider rules (validateProviderData). A secret
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
      if (row === null && DEFAULT_PROVIDER[type] !== provider) {
        throw new AppError(
          type === 'face'
            ? 'FACE_CONFIG_MISSING'
            : type === 'live'
              ? 'LIVE_CONFIG_INVALID'
              : type === 'sms'
                ? 'SMS_CONFIG_MISSING'
                : type === 'upload'
                  ? 'STORAGE_CONFIG_INVALID'
                  : 'CHAT_LOGIN_NOT_CONFIGURED',
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
      data.localDir = this.env.filesDir.endsWith('/') ? this.env.filesDir : `${this.env.filesDir}/`;
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
        : DEFAULT_PROVIDER[type] === provider;
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

/**
 * The SMS kit: one-time codes sent to a mainland mobile number, for signing in, resetting a
 * password and linking a number. A request needs the picture captcha (unless CAPTCHA_ENABLED is
 * false) and passes the scene's own check (the caller's `precheck`); then the limits apply to
 * every request, whether or not the code will be delivered: one code per number every 60 s
 * (SMS_RESEND_SECONDS), 5 per number an hour and 10 a day, 20 per address an hour and 100 a day.
 * A number the scene may not get a code for (not linked, linked to someone else) gets the same
 * answer as any other; its code is simply not delivered, so the answer tells nothing of it. A code is valid for 5 minutes, only the newest one of a
 * number and scene counts, it is used once, and 5 wrong answers end it.
 */
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { SessionUser } from '../../core/auth/session-user.ts';
import { secretBox } from '../../core/crypto.ts';
import { containsText } from '../../core/database/like.ts';
import { AppError, isAppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import { logger } from '../../core/logger.ts';
import { pageWindow, pagingFields, toPage, type Page } from '../../core/paging.ts';
import { RateLimit } from '../../core/rate-limit.ts';
import type { CaptchaService } from '../captcha/index.ts';
import type { ConfigService } from '../config/index.ts';
import { AliyunSmsSender, LogSmsSender, TencentSmsSender, type SmsSender } from './sms-senders.ts';

export const SMS_CODE_TTL_SECONDS = 300;
/** Wrong answers a code survives; the next one ends it. */
export const SMS_MAX_WRONG = 5;

/** What a code is for. Legacy clients send 1 (login), 2 (reset) or 3 (bind). */
export const SMS_SCENES = ['login', 'reset', 'bind'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

const LEGACY_SCENES: Record<string, SmsScene> = { '1': 'login', '2': 'reset', '3': 'bind' };

/** A scene name or its legacy number; anything else is SMS_SCENARIO_UNDEFINED. */
export function toScene(raw: unknown): SmsScene {
  const v = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if ((SMS_SCENES as readonly string[]).includes(v)) return v as SmsScene;
  const legacy = LEGACY_SCENES[v];
  if (legacy === undefined) throw new AppError('SMS_SCENARIO_UNDEFINED');
  return legacy;
}

/** Mainland 11-digit mobile numbers, prefixes 13 to 19. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** A mobile number as legacy clients send it (text or number); a bad one is MOBILE_INVALID. */
export function toMobile(raw: unknown): string {
  const v = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!MOBILE_PATTERN.test(v)) throw new AppError('MOBILE_INVALID');
  return v;
}

export const RequestCodeSchema = z.object({
  smsType: z.union([z.string().max(20), z.number()]),
  mobile: z.union([z.string().max(20), z.number()]),
  captchaKey: z.string().trim().max(64).nullish(),
  captchaValue: z.union([z.string().trim().max(16), z.number()]).nullish(),
});
export type RequestCodeInput = z.input<typeof RequestCodeSchema>;

export interface CodeRequest {
  mobile: string;
  scene: SmsScene;
}

/**
 * The scene's own condition, checked after the captcha: it refuses (throws) only for reasons that
 * do not depend on the number (the switch is off, no session) and answers whether the code may
 * be delivered to the number (linked, free ...), which the caller is never told.
 */
export type ScenePrecheck = (request: CodeRequest) => Promise<boolean>;

export const OutboxPagingSchema = z.object({
  ...pagingFields(),
  mobile: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string().trim().max(20).optional(),
  ),
});
export type OutboxPagingInput = z.input<typeof OutboxPagingSchema>;

/** A number as logs show it: the first three and last two digits. */
function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 3)}******${mobile.slice(-2)}`;
}

/** An outbox text with its one-time codes (runs of 4 to 8 digits) replaced by asterisks. */
export function maskCodes(content: string): string {
  return content.replace(/\d{4,8}/g, (d) => '*'.repeat(d.length));
}

export interface SmsOutboxView {
  id: string;
  mobile: string;
  smsType: string;
  content: string;
  createTime: Date;
}

export class SmsService {
  private readonly resend: RateLimit;
  private readonly perMobileHour: RateLimit;
  private readonly perMobileDay: RateLimit;
  private readonly perIpHour: RateLimit;
  private readonly perIpDay: RateLimit;

  constructor(
    private readonly infra: Infra,
    private readonly captcha: CaptchaService,
    private readonly config: ConfigService,
  ) {
    const rule = (name: string, points: number, durationSeconds: number) =>
      new RateLimit({ name, points, durationSeconds, blockSeconds: 0 }, infra.redis);
    this.resend = rule('sms:resend', 1, infra.env.SMS_RESEND_SECONDS);
    this.perMobileHour = rule('sms:mobile:h', 5, 3600);
    this.perMobileDay = rule('sms:mobile:d', 10, 86_400);
    this.perIpHour = rule('sms:ip:h', 20, 3600);
    this.perIpDay = rule('sms:ip:d', 100, 86_400);
  }

  /**
   * Sends a code: captcha, then the scene's precheck, then the limits, then delivery (only where
   * the precheck allows it; the answer is the same either way). Returns the seconds before another
   * code may be asked for.
   */
  async requestCode(
    raw: RequestCodeInput,
    ip: string,
    precheck: ScenePrecheck,
  ): Promise<{ waitSeconds: number; scene: SmsScene; mobile: string }> {
    const input = parseInput(RequestCodeSchema, raw);
    const mobile = toMobile(input.mobile);
    const scene = toScene(input.smsType);
    if (this.captcha.enabled) {
      const key = input.captchaKey ?? '';
      const value =
        input.captchaValue === null || input.captchaValue === undefined
          ? ''
          : String(input.captchaValue);
      if (key === '' || value === '') throw new AppError('SMS_CAPTCHA_REQUIRED');
      await this.captcha.verify(key, value);
    }
    const deliver = await precheck({ mobile, scene });

    const wait = await this.resend.retryAfterSeconds(mobile);
    if (wait > 0) throw new AppError('SMS_RESEND_WAIT', { n: wait });
    await this.perIpHour.take(ip);
    await this.perIpDay.take(ip);
    await this.perMobileHour.take(mobile);
    try {
      await this.perMobileDay.take(mobile);
    } catch (e) {
      if (isAppError(e) && e.errorName === 'TOO_MANY_ATTEMPTS')
        throw new AppError('SMS_DAILY_LIMIT');
      throw e;
    }
    try {
      await this.resend.take(mobile);
    } catch (e) {
      // Two requests raced past the wait check: the later one waits like any other.
      if (isAppError(e) && e.errorName === 'TOO_MANY_ATTEMPTS')
        throw new AppError('SMS_RESEND_WAIT', e.args);
      throw e;
    }

    // A code is made either way, so both cases do the same work; an undelivered one is unknown to all.
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const db = this.infra.prisma;
    const row = await db.$transaction(async (tx) => {
      // Only the newest code of a number and scene counts.
      await tx.smsCode.updateMany({
        where: { mobile, scene, usedAt: null },
        data: { usedAt: new Date() },
      });
      return tx.smsCode.create({
        data: {
          mobile,
          scene,
          codeHash: this.hash(mobile, scene, code),
          expiresAt: new Date(Date.now() + SMS_CODE_TTL_SECONDS * 1000),
        },
        select: { id: true },
      });
    });
    if (!deliver) {
      logger.info({ scene, mobile: maskMobile(mobile) }, 'SMS code not sent: not for this number');
      return { waitSeconds: this.infra.env.SMS_RESEND_SECONDS, scene, mobile };
    }
    try {
      const sender = await this.sender();
      await sender.send({ mobile, scene, code, validMinutes: SMS_CODE_TTL_SECONDS / 60 });
    } catch (e) {
      await db.smsCode.delete({ where: { id: row.id } });
      // The wait is for a delivered code; a failed delivery may be retried at once.
      await this.resend.reset(mobile);
      throw e;
    }
    return { waitSeconds: this.infra.env.SMS_RESEND_SECONDS, scene, mobile };
  }

  /**
   * Uses up the code of a number and scene. A wrong, expired, used or missing code throws
   * `wrongCode` (SMS_CODE_WRONG unless told); the fifth wrong answer ends the code. One statement
   * locks the newest live code, counts a wrong answer or uses the code up on a match, so parallel
   * guesses queue on the row and none is checked once the limit is reached.
   */
  async consumeCode(
    mobile: string,
    scene: SmsScene,
    code: string,
    wrongCode: 'SMS_CODE_WRONG' | 'BIND_SMS_CODE_WRONG' = 'SMS_CODE_WRONG',
  ): Promise<void> {
    const hash = this.hash(mobile, scene, code.trim());
    const rows = await this.infra.prisma.$queryRaw<Array<{ matched: boolean }>>`
      WITH live AS (
        SELECT "id" FROM "SmsCode"
        WHERE "mobile" = ${mobile} AND "scene" = ${scene}
          AND "usedAt" IS NULL AND "expiresAt" > now()
        ORDER BY "createdAt" DESC, "id" DESC
        LIMIT 1
        FOR UPDATE
      )
      UPDATE "SmsCode" c
      SET "attempts" = c."attempts" + CASE WHEN c."codeHash" = ${hash} THEN 0 ELSE 1 END,
          "usedAt" = CASE
            WHEN c."codeHash" = ${hash} OR c."attempts" + 1 >= ${SMS_MAX_WRONG} THEN now()
            ELSE NULL END
      FROM live
      WHERE c."id" = live."id" AND c."usedAt" IS NULL AND c."attempts" < ${SMS_MAX_WRONG}
      RETURNING (c."codeHash" = ${hash}) AS "matched"`;
    if (rows[0]?.matched !== true) throw new AppError(wrongCode);
  }

  /**
   * Sends a notification text to a number through the sender in use (no captcha or limits: the
   * platform sends it, not a visitor). A provider's refusal is a catalogue error.
   */
  async sendNotice(mobile: string, text: string): Promise<void> {
    const sender = await this.sender();
    await sender.sendNotice({ mobile, text });
  }

  /** The sender in use: the provider an admin chose in the SMS settings, else the log sender. */
  async sender(): Promise<SmsSender> {
    const active = await this.config.activeProvider('sms');
    const data = active?.data ?? {};
    const text = (k: string) => (typeof data[k] === 'string' ? (data[k] as string) : '');
    const baseUrl = text('endpoint') === '' ? undefined : text('endpoint');
    switch (active?.provider) {
      case 'aliyun':
        return new AliyunSmsSender(
          {
            accessKeyId: text('accessKeyId'),
            accessKeySecret: text('accessKeySecret'),
            signName: text('signName'),
            templateCode: text('templateCode'),
            noticeTemplateCode: text('noticeTemplateCode'),
          },
          { baseUrl },
        );
      case 'qcloud':
        return new TencentSmsSender(
          {
            secretId: text('secretId'),
            secretKey: text('secretKey'),
            region: text('region'),
            sdkAppId: text('sdkAppId'),
            signName: text('signName'),
            templateId: text('templateId'),
            noticeTemplateId: text('noticeTemplateId'),
          },
          { baseUrl },
        );
      default:
        return new LogSmsSender(this.infra.prisma);
    }
  }

  /**
   * The SMS outbox (sys:sms:outbox): what the log sender delivered, newest first. The codes in it
   * sign in as their recipients, so only a super admin reads them; anyone else sees them masked.
   */
  async outbox(
    raw: OutboxPagingInput,
    reader: Pick<SessionUser, 'isSuperAdmin'>,
  ): Promise<Page<SmsOutboxView>> {
    const input = parseInput(OutboxPagingSchema, raw);
    const where = input.mobile === undefined ? {} : { mobile: containsText(input.mobile) };
    const [rows, total] = await Promise.all([
      this.infra.prisma.smsOutbox.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...pageWindow(input.current, input.size),
      }),
      this.infra.prisma.smsOutbox.count({ where }),
    ]);
    return toPage(
      rows.map((r) => ({
        id: r.id,
        mobile: r.mobile,
        smsType: r.scene,
        content: reader.isSuperAdmin ? r.content : maskCodes(r.content),
        createTime: r.createdAt,
      })),
      total,
      input.current,
      input.size,
    );
  }

  /** Deletes codes that expired more than a day ago (they can no longer be used or audited). */
  async purgeExpired(): Promise<number> {
    const res = await this.infra.prisma.smsCode.deleteMany({
      where: { expiresAt: { lt: new Date(Date.now() - 86_400_000) } },
    });
    return res.count;
  }

  private hash(mobile: string, scene: string, code: string): string {
    return secretBox(this.infra.env).mac('sms-code', `${mobile}|${scene}|${code}`);
  }
}

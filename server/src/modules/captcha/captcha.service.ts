import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { z } from 'zod';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import { RateLimit } from '../../core/rate-limit.ts';

export const CAPTCHA_TTL_SECONDS = 300;

/** Client-chosen keys (the legacy `?key=` form) are limited to a safe alphabet and length. */
export const CaptchaKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

export interface CaptchaChallenge {
  key: string;
  svg: string;
  expiresInSeconds: number;
}

/** Picture captcha: one answer per key, valid for 5 minutes, consumed by the first check. */
export class CaptchaService {
  // Generating pictures costs CPU; 60 a minute per IP is plenty for a person.
  private readonly generateLimit: RateLimit;

  constructor(private readonly infra: Infra) {
    this.generateLimit = new RateLimit(
      { name: 'captcha:ip', points: 60, durationSeconds: 60, blockSeconds: 60 },
      infra.redis,
    );
  }

  get enabled(): boolean {
    return this.infra.env.CAPTCHA_ENABLED;
  }

  async generate(requestedKey: string | undefined, ip: string): Promise<CaptchaChallenge> {
    const key =
      requestedKey === undefined ? randomUUID() : parseInput(CaptchaKeySchema, requestedKey);
    await this.generateLimit.assertAllowed(ip);
    await this.generateLimit.hit(ip);
    // No 0/o/1/l/i: they are hard to tell apart in a distorted picture.
    const { text, data } = svgCaptcha.create({
      size: 4,
      noise: 3,
      color: true,
      ignoreChars: '0oO1lIi',
      background: '#f4f7fb',
    });
    const expiresAt = new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000);
    await this.infra.prisma.captcha.upsert({
      where: { key },
      create: { key, answer: text.toLowerCase(), expiresAt },
      update: { answer: text.toLowerCase(), expiresAt },
    });
    return { key, svg: data, expiresInSeconds: CAPTCHA_TTL_SECONDS };
  }

  /**
   * Checks and consumes the answer (case-insensitive). Throws CAPTCHA_EXPIRED when the key is unknown,
   * used or stale, CAPTCHA_WRONG when the answer differs; either way the key cannot be tried again.
   */
  async verify(key: string, value: string): Promise<void> {
    const rows = await this.infra.prisma.$queryRaw<Array<{ answer: string; expiresAt: Date }>>`
      DELETE FROM "Captcha" WHERE "key" = ${key} RETURNING "answer", "expiresAt"`;
    const row = rows[0];
    if (row === undefined || row.expiresAt.getTime() <= Date.now()) {
      throw new AppError('CAPTCHA_EXPIRED');
    }
    if (row.answer !== value.trim().toLowerCase()) throw new AppError('CAPTCHA_WRONG');
  }

  async purgeExpired(): Promise<number> {
    const res = await this.infra.prisma.captcha.deleteMany({
      where: { expiresAt: { lt: new Date() } },
    });
    return res.count;
  }
}

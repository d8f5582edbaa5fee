import { z } from 'zod';
import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Lang } from '../../core/i18n.ts';
import type { Infra } from '../../core/infra.ts';
import { intLike, plainText } from '../../core/input.ts';
import { logger } from '../../core/logger.ts';
import { pageWindow, pagingFields, toPage, type Page } from '../../core/paging.ts';
import { RULE_CODES, type RuleCode } from './points.constants.ts';
import { renderRemark } from './points.texts.ts';

/** A ledger row (spec: refRemark, createTime, points), with the balance after it. */
export interface PointsLogView {
  id: string;
  refRemark: string;
  createTime: Date;
  points: number;
  balance: number;
}

export interface PointsRuleView {
  code: RuleCode;
  points: number;
  enabled: boolean;
}

export const MyPointsPagingSchema = z.object(pagingFields());
export const SaveRulesSchema = z.object({
  rules: z
    .array(
      z.object({
        code: z.enum(RULE_CODES),
        points: intLike.pipe(z.number().min(0).max(100_000)),
        enabled: z.boolean(),
      }),
    )
    .min(1)
    .max(RULE_CODES.length),
});
export type SaveRulesInput = z.input<typeof SaveRulesSchema>;

const SpendSchema = z.object({
  points: intLike.pipe(z.number().min(1).max(10_000_000)),
  remark: plainText(100),
  cause: z.string().min(1).max(200).optional(),
});

const isUniqueViolation = (e: unknown) => {
  const code = (e as { code?: unknown }).code;
  return code === 'P2002' || code === '23505';
};

/**
 * Points: the ledger of every change of a user's balance (User.points), with the balance after
 * it; the rules an admin sets, each awarding its points once per user and cause; and spending,
 * which never takes a balance below zero. Balance and ledger change in one transaction.
 */
export class PointsService {
  constructor(private readonly infra: Infra) {}

  private get db() {
    return this.infra.prisma;
  }

  async myPaging(
    session: SessionUser,
    raw: { current?: unknown; size?: unknown },
    lang: Lang,
  ): Promise<Page<PointsLogView>> {
    const input = parseInput(MyPointsPagingSchema, raw);
    const where = { userId: session.userId };
    const [total, rows] = await Promise.all([
      this.db.pointsLog.count({ where }),
      this.db.pointsLog.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...pageWindow(input.current, input.size),
      }),
    ]);
    return toPage(
      rows.map((r) => ({
        id: r.id,
        refRemark: renderRemark(r.kind, (r.args ?? {}) as Record<string, unknown>, lang),
        createTime: r.createdAt,
        points: r.points,
        balance: r.balance,
      })),
      total,
      input.current,
      input.size,
    );
  }

  async balance(userId: string): Promise<number> {
    const u = await this.db.user.findUnique({ where: { id: userId }, select: { points: true } });
    return u?.points ?? 0;
  }

  async rules(): Promise<PointsRuleView[]> {
    const rows = await this.db.pointsRule.findMany();
    const byCode = new Map(rows.map((r) => [r.code, r]));
    return RULE_CODES.map((code) => ({
      code,
      points: byCode.get(code)?.points ?? 0,
      enabled: byCode.get(code)?.enabled ?? false,
    }));
  }

  async saveRules(raw: SaveRulesInput): Promise<PointsRuleView[]> {
    const { rules } = parseInput(SaveRulesSchema, raw);
    await this.db.$transaction(
      rules.map((r) =>
        this.db.pointsRule.upsert({
          where: { code: r.code },
          create: r,
          update: { points: r.points, enabled: r.enabled },
        }),
      ),
    );
    return this.rules();
  }

  /**
   * Awards a rule's points for a cause, once per user and cause (a second call, a retried job or
   * another process finds the ledger row and adds nothing). Never throws: the caller's work
   * stands. Returns the points added.
   */
  async award(
    userId: string,
    code: RuleCode,
    cause: string,
    args: Record<string, string | number> = {},
  ): Promise<number> {
    try {
      const rule = await this.db.pointsRule.findUnique({ where: { code } });
      if (rule === null || !rule.enabled || rule.points <= 0) return 0;
      return await this.db.$transaction(async (tx) => {
        const exists = await tx.pointsLog.findUnique({
          where: { userId_cause: { userId, cause } },
          select: { id: true },
        });
        if (exists !== null) return 0;
        const [u] = await tx.$queryRaw<Array<{ points: number }>>`
          UPDATE "User" SET "points" = "points" + ${rule.points} WHERE "id" = ${userId}
          RETURNING "points"`;
        if (u === undefined) return 0;
        await tx.pointsLog.create({
          data: { userId, points: rule.points, balance: u.points, kind: code, args, cause },
        });
        return rule.points;
      });
    } catch (e) {
      // A concurrent award of the same cause lost the race: that one counted.
      if (!isUniqueViolation(e)) logger.error({ err: e, userId, code, cause }, 'award failed');
      return 0;
    }
  }

  /**
   * Spends points: refused with POINTS_INSUFFICIENT (13001019) when the balance is short, so
   * it never goes below zero; once per cause when one is given. Returns the balance after.
   */
  async spend(
    userId: string,
    raw: { points: unknown; remark: string; cause?: string },
  ): Promise<number> {
    const input = parseInput(SpendSchema, raw);
    try {
      return await this.db.$transaction(async (tx) => {
        const [u] = await tx.$queryRaw<Array<{ points: number }>>`
          UPDATE "User" SET "points" = "points" - ${input.points}
          WHERE "id" = ${userId} AND "points" >= ${input.points}
          RETURNING "points"`;
        if (u === undefined) throw new AppError('POINTS_INSUFFICIENT');
        await tx.pointsLog.create({
          data: {
            userId,
            points: -input.points,
            balance: u.points,
            kind: 'spend',
            args: { remark: input.remark },
            cause: input.cause ?? null,
          },
        });
        return u.points;
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError('PARAM_INVALID', {}, { cause: 'duplicate' });
      throw e;
    }
  }
}

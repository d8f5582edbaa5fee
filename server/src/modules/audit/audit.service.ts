import dayjs from 'dayjs';
import { z } from 'zod';
import { catalogue, parseInput, type ErrorName } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { pagingFields, toPage, type Page } from '../../core/paging.ts';
import { containsText } from '../../core/database/like.ts';

export interface AuditLogView {
  id: string;
  actorId: string;
  actorName: string;
  /** Mutation name or REST path. */
  action: string;
  targetType: string;
  targetId: string;
  outcome: string;
  /** Catalogue name of a refused or failed call. */
  errorName: string | null;
  /** Its legacy numeric code. */
  errorCode: number | null;
  /** Redacted input and transport facts. */
  detail: Record<string, unknown>;
  ip: string;
  createTime: Date;
}

const absent = (v: unknown) => (v === null || v === '' ? undefined : v);

/** yyyy-MM-dd HH:mm:ss (the legacy form), yyyy-MM-dd or ISO 8601. */
const time = z.preprocess(
  absent,
  z
    .union([z.date(), z.string().max(40)])
    .transform((v, ctx) => {
      const d = v instanceof Date ? dayjs(v) : dayjs(v.replace(' ', 'T'));
      if (!d.isValid()) {
        ctx.addIssue({ code: 'custom', message: 'invalid time' });
        return z.NEVER;
      }
      return d.toDate();
    })
    .optional(),
);

export const AuditPagingSchema = z.object({
  ...pagingFields(),
  /** Actor: user id, or part of the account name. */
  actor: z.preprocess(absent, z.string().trim().max(100).optional()),
  /** Action: part of the mutation name or REST path. */
  action: z.preprocess(absent, z.string().trim().max(200).optional()),
  outcome: z.preprocess(absent, z.enum(['ok', 'error']).optional()),
  startTime: time,
  endTime: time,
});
export type AuditPagingInput = z.input<typeof AuditPagingSchema>;

/** The audit log viewer (sys:audit:list); rows are written by core/audit.ts, never here. */
export class AuditLogService {
  constructor(private readonly infra: Infra) {}

  async paging(raw: AuditPagingInput): Promise<Page<AuditLogView>> {
    const input = parseInput(AuditPagingSchema, raw);
    const where: Prisma.AuditLogWhereInput = {
      ...(input.actor
        ? {
            OR: [{ actorId: input.actor }, { actorName: containsText(input.actor) }],
          }
        : {}),
      ...(input.action ? { action: containsText(input.action) } : {}),
      ...(input.outcome ? { outcome: input.outcome } : {}),
      ...(input.startTime || input.endTime
        ? {
            createdAt: {
              ...(input.startTime ? { gte: input.startTime } : {}),
              ...(input.endTime ? { lte: input.endTime } : {}),
            },
          }
        : {}),
    };
    const [total, rows] = await Promise.all([
      this.infra.prisma.auditLog.count({ where }),
      this.infra.prisma.auditLog.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (input.current - 1) * input.size,
        take: input.size,
      }),
    ]);
    return toPage(
      rows.map((r) => ({
        id: r.id,
        actorId: r.actorId ?? '',
        actorName: r.actorName,
        action: r.action,
        targetType: r.targetType,
        targetId: r.targetId,
        outcome: r.outcome,
        errorName: r.errorName,
        errorCode:
          r.errorName !== null && r.errorName in catalogue
            ? catalogue[r.errorName as ErrorName].code
            : null,
        detail: (typeof r.detail === 'object' && r.detail !== null && !Array.isArray(r.detail)
          ? r.detail
          : {}) as Record<string, unknown>,
        ip: r.ip,
        createTime: r.createdAt,
      })),
      total,
      input.current,
      input.size,
    );
  }
}

/**
 * Applications to join an exam. A learner outside the scope of an
 * exam that takes applications (applyOn) applies with a message; an admin approves or rejects with
 * a message; an approved apply admits the learner (exam-admission.ts).
 *
 * applyExam refuses: EXAM_NOT_FOUND (missing or disabled exam), EXAM_APPLY_NOT_ALLOWED 20010034
 * (applyOn off, or the learner is admitted anyway), EXAM_APPLY_UNDER_REVIEW 20010004 (one pending),
 * EXAM_APPLY_ALREADY_APPROVED 20010041. After a rejection the learner may apply again.
 */
import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { toPage, type Page } from '../../core/paging.ts';
import { admittedByRule } from './exam-admission.ts';
import { AuditState, ExamState } from './exam.constants.ts';
import {
  ApplyPageSchema,
  ApplySchema,
  AuditSchema,
  IdsSchema,
  type ApplyInput,
  type ApplyPageInput,
  type AuditInput,
} from './exam.inputs.ts';
import type { DbClient } from '../../core/prisma.ts';
import type { MessageService } from '../message/index.ts';
import { containsText } from '../../core/database/like.ts';

export interface ExamApplyView {
  id: string;
  examId: string;
  examTitle: string;
  userId: string;
  applyUser: string;
  familyName: string;
  userName: string;
  applyTime: Date;
  applyMsg: string;
  auditState: number;
  auditBy: string | null;
  auditByName: string | null;
  auditMsg: string;
  auditTime: Date | null;
  auditUsed: boolean;
}

type ApplyRow = Prisma.ExamApplyGetPayload<{ include: { exam: { select: { title: true } } } }>;

export class ExamApplyService {
  constructor(
    private readonly infra: Infra,
    private readonly messages: MessageService,
  ) {}

  private get db() {
    return this.infra.prisma;
  }

  /** A learner applies to an exam (any signed-in user). */
  async apply(session: SessionUser, raw: ApplyInput): Promise<ExamApplyView> {
    const input = parseInput(ApplySchema, raw);
    const userId = session.userId;
    const exam = await this.db.exam.findUnique({ where: { id: input.examId } });
    if (exam === null || exam.state === ExamState.DISABLED) throw new AppError('EXAM_NOT_FOUND');
    if (!exam.applyOn) throw new AppError('EXAM_APPLY_NOT_ALLOWED');
    if (await admittedByRule(this.db, exam, userId)) throw new AppError('EXAM_APPLY_NOT_ALLOWED');
    const id = await this.db.$transaction(async (tx) => {
      // One applicant's applies to one exam are serialised: two clicks make one apply.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`exam-apply:${exam.id}:${userId}`}))`;
      const previous = await tx.examApply.findMany({
        where: {
          examId: exam.id,
          userId,
          auditState: { in: [AuditState.PENDING, AuditState.APPROVED] },
        },
        select: { auditState: true },
      });
      if (previous.some((a) => a.auditState === AuditState.APPROVED)) {
        throw new AppError('EXAM_APPLY_ALREADY_APPROVED');
      }
      if (previous.length > 0) throw new AppError('EXAM_APPLY_UNDER_REVIEW');
      const created = await tx.examApply.create({
        data: { examId: exam.id, userId, applyMsg: input.applyMsg },
        select: { id: true },
      });
      return created.id;
    });
    const row = await this.db.examApply.findUniqueOrThrow({
      where: { id },
      include: { exam: { select: { title: true } } },
    });
    return (await this.views(this.db, [row]))[0]!;
  }

  /** Applies, newest first (exam:apply:list). */
  async paging(raw: ApplyPageInput): Promise<Page<ExamApplyView>> {
    const input = parseInput(ApplyPageSchema, raw);
    let userFilter: Prisma.ExamApplyWhereInput = {};
    if (input.realName) {
      const users = await this.db.user.findMany({
        where: {
          OR: [
            { realName: containsText(input.realName) },
            { userName: containsText(input.realName) },
          ],
        },
        select: { id: true },
        take: 5000,
      });
      userFilter = { userId: { in: users.map((u) => u.id) } };
    }
    const where: Prisma.ExamApplyWhereInput = {
      ...(input.examId ? { examId: input.examId } : {}),
      ...(input.auditState !== undefined ? { auditState: input.auditState } : {}),
      ...userFilter,
    };
    const [total, rows] = await Promise.all([
      this.db.examApply.count({ where }),
      this.db.examApply.findMany({
        where,
        include: { exam: { select: { title: true } } },
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        skip: (input.current - 1) * input.size,
        take: input.size,
      }),
    ]);
    return toPage(await this.views(this.db, rows), total, input.current, input.size);
  }

  /** Approves (1) or rejects (2) applies with a message (exam:apply:audit); returns the count. */
  async audit(session: SessionUser, raw: AuditInput): Promise<number> {
    const input = parseInput(AuditSchema, raw);
    const res = await this.db.examApply.updateMany({
      where: { id: { in: [...new Set(input.ids)] } },
      data: {
        auditState: input.auditState,
        auditMsg: input.auditMsg,
        auditBy: session.userId,
        auditAt: new Date(),
      },
    });
    await this.tellApplicants(input.ids, input.auditState, input.auditMsg);
    return res.count;
  }

  /** Each applicant is told the outcome once per apply and state (a repeated audit says nothing). */
  private async tellApplicants(ids: string[], auditState: number, auditMsg: string): Promise<void> {
    const rows = await this.db.examApply.findMany({
      where: { id: { in: [...new Set(ids)] }, auditState },
      select: { id: true, userId: true, exam: { select: { title: true } } },
    });
    await this.messages.notify(
      rows.map((r) => ({
        userId: r.userId,
        kind: auditState === AuditState.APPROVED ? 'applyApproved' : 'applyRejected',
        args: { exam: r.exam.title, msg: auditMsg },
        refKey: `apply:${r.id}:${auditState}`,
      })),
    );
  }

  /** Deletes applies (exam:apply:delete); unknown ids are ignored. */
  async delete(rawIds: string[]): Promise<number> {
    const ids = parseInput(IdsSchema, rawIds);
    const res = await this.db.examApply.deleteMany({ where: { id: { in: [...new Set(ids)] } } });
    return res.count;
  }

  private async views(db: DbClient, rows: ApplyRow[]): Promise<ExamApplyView[]> {
    if (rows.length === 0) return [];
    const userIds = [
      ...new Set([
        ...rows.map((r) => r.userId),
        ...rows.map((r) => r.auditBy).filter((x): x is string => x !== null),
      ]),
    ];
    const [users, papers] = await Promise.all([
      db.user.findMany({
        where: { id: { in: userIds } },
        select: { id: true, userName: true, realName: true, familyName: true },
      }),
      db.paper.findMany({
        where: { OR: rows.map((r) => ({ examId: r.examId, userId: r.userId })) },
        select: { examId: true, userId: true },
        distinct: ['examId', 'userId'],
      }),
    ]);
    const byId = new Map(users.map((u) => [u.id, u]));
    const sat = new Set(papers.map((p) => `${p.examId}\u0000${p.userId}`));
    return rows.map((r) => {
      const u = byId.get(r.userId);
      return {
        id: r.id,
        examId: r.examId,
        examTitle: r.exam.title,
        userId: r.userId,
        applyUser: u?.realName ?? '',
        familyName: u?.familyName ?? '',
        userName: u?.userName ?? '',
        applyTime: r.createdAt,
        applyMsg: r.applyMsg,
        auditState: r.auditState,
        auditBy: r.auditBy,
        auditByName: r.auditBy === null ? null : (byId.get(r.auditBy)?.realName ?? null),
        auditMsg: r.auditMsg,
        auditTime: r.auditAt,
        auditUsed: sat.has(`${r.examId}\u0000${r.userId}`),
      };
    });
  }
}

/**
 * Exams: authoring by admins (exam-authoring.ts) and the learner's list, check page and simple
 * detail (exam-learner.ts). Admission rules live in exam-admission.ts (shared with create-paper),
 * draw-rule feasibility in exam-rules.ts.
 */
import type { SessionUser } from '../../core/auth/session-user.ts';
import { secretBox } from '../../core/crypto.ts';
import type { Lang } from '../../core/i18n.ts';
import type { Infra } from '../../core/infra.ts';
import { logger } from '../../core/logger.ts';
import type { Page } from '../../core/paging.ts';
import type { MessageService } from '../message/index.ts';
import { ANNOUNCE_PUBLISHED_JOB, announcePublished, EXAM_QUEUE } from './exam-announce.ts';
import type { ApprovedFaceLookup } from './exam-admission.ts';
import {
  adminExamPaging,
  deleteExams,
  examDetail,
  saveExam,
  setExamState,
} from './exam-authoring.ts';
import { ExamState } from './exam.constants.ts';
import { checkInfo, learnerExamPaging, simpleExamDetail } from './exam-learner.ts';
import type { AdminExamPageInput, ExamSaveInput, LearnerExamPageInput } from './exam.inputs.ts';
import type {
  AdminExamView,
  CheckInfoView,
  ExamDetailView,
  LearnerExamView,
  SimpleExamView,
} from './exam.views.ts';

export type {
  AdminExamView,
  CheckInfoView,
  ExamDetailView,
  LearnerExamView,
} from './exam.views.ts';

export class ExamService {
  constructor(
    private readonly infra: Infra,
    private readonly identities: ApprovedFaceLookup,
    private readonly messages: MessageService,
  ) {}

  /** Exams for the admin list (exam:list), newest first. */
  adminPaging(
    session: SessionUser,
    raw: AdminExamPageInput,
    lang: Lang,
  ): Promise<Page<AdminExamView>> {
    return adminExamPaging(this.infra.prisma, session, raw, lang);
  }

  /** Everything the editor needs (exam:list), the password in clear. */
  detail(rawId: string, lang: Lang): Promise<ExamDetailView> {
    return examDetail(this.infra.prisma, secretBox(this.infra.env), rawId, lang);
  }

  /** Basic facts of an exam (REST simple-detail), for admins and the exam's participants. */
  simpleDetail(session: SessionUser, rawId: string, lang: Lang): Promise<SimpleExamView> {
    return simpleExamDetail(this.infra.prisma, session, rawId, lang);
  }

  /**
   * Creates (no id: exam:add) or updates (exam:update) an exam; returns its id. An enabled exam's
   * audience is then told it is open to them (those told before are not told again).
   */
  async save(session: SessionUser, raw: ExamSaveInput): Promise<string> {
    const id = await saveExam(this.infra.prisma, secretBox(this.infra.env), session, raw);
    await this.queueAnnouncement(id);
    return id;
  }

  /** Enables (0) or disables (1) an exam (exam:update); enabling tells its audience once. */
  async setState(raw: { id: string; state: number }): Promise<boolean> {
    const done = await setExamState(this.infra.prisma, raw);
    if (raw.state === ExamState.ENABLED) await this.queueAnnouncement(raw.id);
    return done;
  }

  /** The job's part: tells an enabled exam's audience once; returns how many were told. */
  announcePublished(examId: string): Promise<number> {
    return announcePublished(this.infra.prisma, this.messages, examId);
  }

  /** Deletes exams (exam:delete); one with papers refuses the whole call (EXAM_LOCKED_BY_STATE). */
  delete(rawIds: string[]): Promise<number> {
    return deleteExams(this.infra.prisma, rawIds);
  }

  /** The learner's exam list: exams they may sit, plus those taking applications. */
  learnerPaging(
    session: SessionUser,
    raw: LearnerExamPageInput,
    lang: Lang,
  ): Promise<Page<LearnerExamView>> {
    return learnerExamPaging(this.infra.prisma, session, raw, lang);
  }

  /**
   * Queues the "exam published" messages (the job reads the exam's state when it runs). The
   * admin's change stands even if the queue cannot be reached: the failure is logged.
   */
  private async queueAnnouncement(examId: string): Promise<void> {
    try {
      await this.infra.queues.queue(EXAM_QUEUE).add(ANNOUNCE_PUBLISHED_JOB, { examId });
    } catch (e) {
      logger.error({ err: e, examId }, 'could not queue the exam published messages');
    }
  }

  /** The check page before starting: the exam, the learner's attempts, and what blocks a start. */
  checkInfo(session: SessionUser, rawId: string, lang: Lang): Promise<CheckInfoView> {
    return checkInfo(this.infra.prisma, this.identities, session, rawId, lang);
  }
}

/**
 * Exams: authoring by admins (exam-authoring.ts) and the learner's list, check page and simple
 * detail (exam-learner.ts). Admission rules live in exam-admission.ts (shared with create-paper),
 * draw-rule feasibility in exam-rules.ts.
 */
import type { SessionUser } from '../../core/auth/session-user.ts';
import { secretBox } from '../../core/crypto.ts';
import type { Lang } from '../../core/i18n.ts';
import type { Infra } from '../../core/infra.ts';
import type { Page } from '../../core/paging.ts';
import type { ApprovedFaceLookup } from './exam-admission.ts';
import {
  adminExamPaging,
  deleteExams,
  examDetail,
  saveExam,
  setExamState,
} from './exam-authoring.ts';
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
  ) {}

  /** Exams for the admin list (exam:list), newest first. */
  adminPaging(raw: AdminExamPageInput, lang: Lang): Promise<Page<AdminExamView>> {
    return adminExamPaging(this.infra.prisma, raw, lang);
  }

  /** Everything the editor needs (exam:list), the password in clear. */
  detail(rawId: string, lang: Lang): Promise<ExamDetailView> {
    return examDetail(this.infra.prisma, secretBox(this.infra.env), rawId, lang);
  }

  /** Basic facts of an exam (REST simple-detail), for admins and the exam's participants. */
  simpleDetail(session: SessionUser, rawId: string, lang: Lang): Promise<SimpleExamView> {
    return simpleExamDetail(this.infra.prisma, session, rawId, lang);
  }

  /** Creates (no id: exam:add) or updates (exam:update) an exam; returns its id. */
  save(session: SessionUser, raw: ExamSaveInput): Promise<string> {
    return saveExam(this.infra.prisma, secretBox(this.infra.env), session, raw);
  }

  /** Enables (0) or disables (1) an exam (exam:update). */
  setState(raw: { id: string; state: number }): Promise<boolean> {
    return setExamState(this.infra.prisma, raw);
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

  /** The check page before starting: the exam, the learner's attempts, and what blocks a start. */
  checkInfo(session: SessionUser, rawId: string, lang: Lang): Promise<CheckInfoView> {
    return checkInfo(this.infra.prisma, this.identities, session, rawId, lang);
  }
}

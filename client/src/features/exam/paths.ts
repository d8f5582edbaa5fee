/** Learner exam routes. */
const enc = encodeURIComponent;

export const EXAM_LIST_PATH = '/web/index';
export const MY_PAPERS_PATH = '/web/paper';
/** The personal centre's real-name tab (features/user-centre). */
export const REAL_NAME_TAB_PATH = '/web/uc?tab=real';

export function examCheckPath(examId: string): string {
  return `/web/exam/check/${enc(examId)}`;
}

/** The exam page (features/exam-take). */
export function examStartPath(examId: string): string {
  return `/web/exam/start/${enc(examId)}`;
}

/** The result of one paper. */
export function paperResultPath(paperId: string): string {
  return `/web/exam/result/${enc(paperId)}`;
}

/** The learner's papers of one exam. */
export function examRecordsPath(examId: string, userId: string): string {
  return `/web/paper/list/${enc(examId)}/${enc(userId)}`;
}

import { EXAM_LIST_PATH } from '../exam/paths';

/** Where the learner goes when the paper's questions were deleted, and when. */
export const BREAK_PATH = `${EXAM_LIST_PATH}?break`;
export const BREAK_DELAY_MS = 1500;

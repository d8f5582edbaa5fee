export {
  AnswerDisplay,
  GRACE_MS,
  GRACE_SQL_INTERVAL,
  HandBy,
  PaperState,
  answersVisible,
  assertNotSittingExam,
  isSittingExam,
  openPaperWhere,
  type HandByCode,
} from './sitting.ts';

export {
  AnswerDisplay,
  GRACE_MS,
  GRACE_SQL_INTERVAL,
  HandBy,
  PaperState,
  answersVisible,
  assertNotSittingExam,
  isSittingExam,
  learnerPapers,
  openPaperWhere,
  type HandByCode,
} from './sitting.ts';
export {
  LearnerEventKind,
  WatchEventKind,
  type LearnerEvent,
  type LearnerEventKindCode,
  type WatchEvent,
  type WatchEventKindCode,
} from './sitting.topics.ts';

/** The grading engine shared by exams and practice: pure functions, no services of its own. */
export * from './grading.ts';
export * from './grading.types.ts';
export * from './answer-reading.ts';

import type { ExamFormValues } from '../examForm';

/** Fields of the form held as input text. */
export type TextKey = {
  [K in keyof ExamFormValues]-?: ExamFormValues[K] extends string ? K : never;
}[keyof ExamFormValues];

/** Fields of the form that are switches. */
export type SwitchKey = {
  [K in keyof ExamFormValues]-?: ExamFormValues[K] extends boolean ? K : never;
}[keyof ExamFormValues];

/** What a section of the exam editor reads and changes of the form. */
export interface ExamFormApi {
  values: ExamFormValues;
  set: <K extends keyof ExamFormValues>(key: K, value: ExamFormValues[K]) => void;
  /** A field's error for its Field: the check's message, else the server's. */
  err: (field: string) => { invalid: boolean; errorText: string | undefined };
}

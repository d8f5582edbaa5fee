/**
 * A question as the learner sees it: the shape of the API's TrainingQuestion (training, results)
 * and what the admin preview builds from a question being edited.
 */
export interface ViewOption {
  id: string;
  /** A, B, C ... */
  abc: string;
  /** Server-sanitized HTML; null for a fill-blank blank. */
  content?: string | null;
  image: string;
  /** Types 1-3: chosen by the learner. */
  checked: boolean;
  /** Revealed only. Types 1-3: a right option; 5 and 6: the learner's blank / pair is right. */
  isRight?: boolean | null;
}

export interface ViewPair {
  leftId: string;
  text: string;
}

export interface ViewQuestion {
  id: string;
  quType: number;
  level: number;
  /** Server-sanitized HTML. */
  content: string;
  /** Checked and locked. */
  answered: boolean;
  /** Revealed only: the learner's answer is right (null: subjective or no answer). */
  isRight?: boolean | null;
  /** Revealed only (HTML). */
  analysis?: string | null;
  /** Type 4: the learner's text. */
  answer?: string | null;
  /** Type 5: the learner's value per blank. */
  blanks: readonly string[];
  /** Revealed only, type 4 (HTML). */
  referenceAnswer?: string | null;
  /** Revealed only, type 5: accepted values per blank. */
  rightBlanks?: readonly (readonly string[])[] | null;
  /** Type 6: the right-side texts to choose from. */
  matchChoices: readonly string[];
  options: readonly ViewOption[];
  /** Type 6: the learner's pairs. */
  pairs: readonly ViewPair[];
  /** Revealed only, type 6. */
  rightPairs?: readonly ViewPair[] | null;
  /** Composite: the parts. */
  subList?: readonly ViewQuestion[] | null;
}

/** The rules an admin sets; each awards its points once per user and cause. */
export const RULE_CODES = ['examPass', 'trainFinish', 'dailyLogin'] as const;
export type RuleCode = (typeof RULE_CODES)[number];

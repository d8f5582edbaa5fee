import type { Lang } from '../i18n.ts';
import { AppError } from './app-error.ts';
import { fillTemplate } from './render.ts';

/** A feature's field rule messages: rule name -> zh and en templates with `{name}` placeholders. */
export type FieldRuleMessages = Record<string, { zh: string; en: string }>;

/** One problem with one field of an input: its path, the rule it breaks and the rule's values. */
export interface FieldIssue<R extends string = string> {
  /** Path in the request body, e.g. `chapters.2.title`. */
  field: string;
  rule: R;
  args?: Record<string, string | number>;
}

export function fieldIssueMessage<M extends FieldRuleMessages>(
  messages: M,
  issue: Pick<FieldIssue<keyof M & string>, 'rule' | 'args'>,
  lang: Lang,
): string {
  const entry = messages[issue.rule]!;
  return fillTemplate(lang === 'en' ? entry.en : entry.zh, issue.args);
}

/**
 * PARAM_INVALID (10010001) naming every problem in `details` (field path -> message, rendered in
 * the language of the request that sends it), so a form can show all of them at once.
 */
export function fieldIssuesError<M extends FieldRuleMessages>(
  messages: M,
  issues: ReadonlyArray<FieldIssue<keyof M & string>>,
): AppError {
  const own = [...issues];
  return new AppError('PARAM_INVALID', {}, (lang) => {
    const details: Record<string, string> = {};
    for (const issue of own) details[issue.field] ??= fieldIssueMessage(messages, issue, lang);
    return details;
  });
}

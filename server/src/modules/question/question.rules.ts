/**
 * The shape and the rules of a question, shared by the editor (save), the xlsx import and the seed.
 * `SaveQuestionSchema` checks the shape at the boundary; `cleanQuestion` sanitizes the text and
 * applies the per-type rules, returning every problem found (field path + rule) instead of the
 * first, so the editor and the import report can show them all.
 */
import { z } from 'zod';
import type { AppError } from '../../core/errors/index.ts';
import {
  fieldIssueMessage,
  fieldIssuesError,
  type FieldIssue,
} from '../../core/errors/field-issues.ts';
import type { Lang } from '../../core/i18n.ts';
import {
  COMPOSITE,
  MAX_OPTIONS,
  PART_TYPES,
  SHORT_ANSWER,
  isQuType,
} from './question.constants.ts';
import { isAllowedImageSrc, isBlankRich, plainText, sanitizeRich } from './question.sanitize.ts';
import { id } from '../../core/input.ts';

export const OptionInputSchema = z.object({
  id: id.nullish(),
  content: z.string().max(100_000).nullish(),
  image: z.string().max(1_000_000).nullish(),
  isRight: z.boolean().nullish(),
  answer: z.string().max(10_000).nullish(),
});
export type OptionInput = z.input<typeof OptionInputSchema>;

const questionFields = {
  id: id.nullish(),
  quType: z.number().int(),
  content: z.string().max(200_000).nullish(),
  analysis: z.string().max(200_000).nullish(),
  level: z.number().int().nullish(),
  answerList: z.array(OptionInputSchema).max(200).nullish(),
};

/** A composite's part: the question body without repoId (a part's chapterId is ignored). */
export const PartInputSchema = z.object({
  ...questionFields,
  // Parts cannot have parts; only the count is looked at (rule subsNotAllowed).
  subList: z.array(z.unknown()).max(200).nullish(),
});
export type PartInput = z.input<typeof PartInputSchema>;

export const SaveQuestionSchema = z.object({
  ...questionFields,
  repoId: id,
  chapterId: z.string().trim().max(64).nullish(),
  subList: z.array(PartInputSchema).max(50).nullish(),
});
export type SaveQuestionInput = z.input<typeof SaveQuestionSchema>;
export type SaveQuestionParsed = z.output<typeof SaveQuestionSchema>;

/** A question as the rules read it (editor input after parsing, or an xlsx row group). */
export interface QuestionDraft {
  id?: string | null;
  quType: number;
  content?: string | null;
  analysis?: string | null;
  level?: number | null;
  answerList?: OptionInput[] | null;
  subList?: ReadonlyArray<QuestionDraft | unknown> | null;
}

export interface CleanOption {
  /** The id the editor sent, if any (kept when it names an option of the same question). */
  id: string | null;
  content: string;
  image: string;
  isRight: boolean;
  /** Type 6 only: the right-hand text. */
  answer: string | null;
}

export interface CleanQuestion {
  id: string | null;
  quType: number;
  level: number;
  content: string;
  analysis: string;
  options: CleanOption[];
  /** Composites only. */
  parts: CleanQuestion[];
}

/** Rule messages, zh and en, with `{n}` style placeholders. */
export const RULE_MESSAGES = {
  required: { zh: '不能为空', en: 'is required' },
  typeInvalid: { zh: '题型无效，应为1-6或99', en: 'must be a question type: 1-6 or 99' },
  levelInvalid: { zh: '难度只能是1（普通）或2（较难）', en: 'must be 1 (normal) or 2 (harder)' },
  optionsMin: { zh: '至少需要{n}个选项', en: 'needs at least {n} options' },
  optionsMax: { zh: '最多只能有{n}个选项', en: 'allows at most {n} options' },
  optionsExact: { zh: '必须正好有{n}个选项', en: 'needs exactly {n} options' },
  oneRight: { zh: '必须有且只有一个正确选项', en: 'needs exactly one right option' },
  someRight: { zh: '至少需要一个正确选项', en: 'needs at least one right option' },
  optionEmpty: { zh: '选项内容和图片不能都为空', en: 'needs a text or an image' },
  blanksMin: { zh: '至少需要{n}个填空', en: 'needs at least {n} blank' },
  blankEmpty: {
    zh: '每个填空至少需要一个答案（多个可接受答案用||分隔）',
    en: "needs at least one accepted value (several are joined by '||')",
  },
  pairsMin: { zh: '至少需要{n}组配对', en: 'needs at least {n} pairs' },
  pairAnswerEmpty: { zh: '配对答案不能为空', en: 'needs the matching right-hand text' },
  imageInvalid: {
    zh: '图片地址无效（仅支持http(s)地址、相对路径或图片data URL）',
    en: 'is not an allowed image address (http(s), a relative path or an image data URL)',
  },
  compositeNoOptions: {
    zh: '组合题本身不能有选项，请把选项放在子题中',
    en: 'a composite has no options of its own; put them in its parts',
  },
  subsMin: { zh: '组合题至少需要{n}道子题', en: 'a composite needs at least {n} part' },
  subsNotAllowed: { zh: '只有组合题可以包含子题', en: 'only a composite can have parts' },
  nestedComposite: {
    zh: '组合题的子题不能是组合题',
    en: 'a part of a composite cannot be a composite',
  },
  chapterNotInRepo: { zh: '章节不属于该题库', en: 'is not a chapter of this bank' },
  partOfComposite: {
    zh: '这是组合题的子题，请通过所属组合题编辑或删除',
    en: 'is a part of a composite; edit or delete it through its composite',
  },
  // xlsx import
  headerMissing: { zh: '缺少表头列：{name}', en: 'the header column {name} is missing' },
  fileEmpty: { zh: '文件中没有试题', en: 'the file holds no questions' },
  noQuestion: {
    zh: '该行不属于任何试题，请先在题号列填写题号',
    en: 'this row belongs to no question; fill in the No. column first',
  },
  duplicateNo: { zh: '题号{no}重复', en: 'the No. {no} is used twice' },
  parentNotFound: {
    zh: '找不到题号为{no}的组合题',
    en: 'there is no composite with the No. {no}',
  },
  parentNotComposite: {
    zh: '题号{no}对应的试题不是组合题',
    en: 'the question with the No. {no} is not a composite',
  },
  partFailed: {
    zh: '组合题的子题有错误，整道组合题未导入',
    en: 'a part has errors, so the whole composite was not imported',
  },
  tooLong: { zh: '不能超过{n}个字符', en: 'allows at most {n} characters' },
  rightInvalid: {
    zh: '是否正确只能填写Y或N（是/否）',
    en: 'must be Y or N (yes/no)',
  },
} as const satisfies Record<string, { zh: string; en: string }>;

export type RuleName = keyof typeof RULE_MESSAGES;

/** Whether a stored rule name is one of these rules. */
export function isRuleName(rule: string): rule is RuleName {
  return Object.hasOwn(RULE_MESSAGES, rule);
}

/** A problem with a field of a question, e.g. `answerList.2.content` or `subList.0.quType`. */
export type RuleIssue = FieldIssue<RuleName>;

export function ruleMessage(issue: Pick<RuleIssue, 'rule' | 'args'>, lang: Lang): string {
  return fieldIssueMessage(RULE_MESSAGES, issue, lang);
}

/** PARAM_INVALID (10010001) with every problem as `fields` (path -> message, request language). */
export function paramInvalid(issues: readonly RuleIssue[]): AppError {
  return fieldIssuesError(RULE_MESSAGES, issues);
}

function cleanImage(image: string | null | undefined, field: string, issues: RuleIssue[]): string {
  const s = (image ?? '').trim();
  if (s === '') return '';
  if (!isAllowedImageSrc(s)) {
    issues.push({ field, rule: 'imageInvalid' });
    return '';
  }
  return s;
}

/**
 * Sanitizes a question (and its parts) and checks the per-type rules:
 * - 1 single: >= 2 options, exactly one right. 3 true/false: exactly 2 options, exactly one right.
 * - 2 multiple: >= 2 options, at least one right.
 * - 1-3: each option has a text or an image (and a valid image address).
 * - 4 short answer: at most one option, the reference answer (rich text); an empty one is dropped.
 * - 5 fill blank: >= 1 blank; a blank's content holds its accepted values joined by '||' (plain
 *   text; empty alternatives dropped), at least one per blank.
 * - 6 matching: >= 2 pairs; each has a left item (text or image) and a right-hand text.
 * - 99 composite: no options of its own, >= 1 part, parts of the types 1-6 (checked as above).
 * - all: a non-empty stem, level 1 or 2, at most 26 options (A-Z).
 * For types 4-6 every stored option is part of the key, so isRight is stored true.
 */
export function cleanQuestion(
  draft: QuestionDraft,
  prefix = '',
  asPart = false,
): { question: CleanQuestion; issues: RuleIssue[] } {
  const issues: RuleIssue[] = [];
  const f = (name: string) => `${prefix}${name}`;
  const quType = draft.quType;
  if (!isQuType(quType)) issues.push({ field: f('quType'), rule: 'typeInvalid' });
  else if (asPart && !PART_TYPES.includes(quType)) {
    issues.push({ field: f('quType'), rule: 'nestedComposite' });
  }
  const level = draft.level ?? 1;
  if (level !== 1 && level !== 2) issues.push({ field: f('level'), rule: 'levelInvalid' });
  const content = sanitizeRich(draft.content ?? '');
  if (isBlankRich(content)) issues.push({ field: f('content'), rule: 'required' });
  const analysis = sanitizeRich(draft.analysis ?? '');

  const raw = draft.answerList ?? [];
  if (raw.length > MAX_OPTIONS) {
    issues.push({ field: f('answerList'), rule: 'optionsMax', args: { n: MAX_OPTIONS } });
  }
  const options: CleanOption[] = [];
  const opt = (i: number, name: string) => f(`answerList.${i}.${name}`);

  switch (quType) {
    case 1:
    case 2:
    case 3: {
      raw.forEach((o, i) => {
        const c = sanitizeRich(o.content ?? '');
        const image = cleanImage(o.image, opt(i, 'image'), issues);
        if (isBlankRich(c) && image === '')
          issues.push({ field: opt(i, 'content'), rule: 'optionEmpty' });
        options.push({
          id: o.id ?? null,
          content: c,
          image,
          isRight: o.isRight === true,
          answer: null,
        });
      });
      const right = options.filter((o) => o.isRight).length;
      if (quType === 3 && options.length !== 2) {
        issues.push({ field: f('answerList'), rule: 'optionsExact', args: { n: 2 } });
      } else if (options.length < 2) {
        issues.push({ field: f('answerList'), rule: 'optionsMin', args: { n: 2 } });
      }
      if (quType === 2 ? right < 1 : right !== 1) {
        issues.push({ field: f('answerList'), rule: quType === 2 ? 'someRight' : 'oneRight' });
      }
      break;
    }
    case SHORT_ANSWER: {
      const kept = raw
        .map((o, i) => ({
          id: o.id ?? null,
          content: sanitizeRich(o.content ?? ''),
          image: cleanImage(o.image, opt(i, 'image'), issues),
          isRight: true,
          answer: null,
        }))
        .filter((o) => !isBlankRich(o.content) || o.image !== '');
      if (kept.length > 1)
        issues.push({ field: f('answerList'), rule: 'optionsMax', args: { n: 1 } });
      options.push(...kept);
      break;
    }
    case 5: {
      raw.forEach((o, i) => {
        const values = (o.content ?? '')
          .split('||')
          .map(plainText)
          .filter((v) => v !== '');
        if (values.length === 0) issues.push({ field: opt(i, 'content'), rule: 'blankEmpty' });
        options.push({
          id: o.id ?? null,
          content: values.join('||'),
          image: '',
          isRight: true,
          answer: null,
        });
      });
      if (options.length < 1)
        issues.push({ field: f('answerList'), rule: 'blanksMin', args: { n: 1 } });
      break;
    }
    case 6: {
      raw.forEach((o, i) => {
        const c = sanitizeRich(o.content ?? '');
        const image = cleanImage(o.image, opt(i, 'image'), issues);
        const answer = plainText(o.answer ?? '');
        if (isBlankRich(c) && image === '')
          issues.push({ field: opt(i, 'content'), rule: 'optionEmpty' });
        if (answer === '') issues.push({ field: opt(i, 'answer'), rule: 'pairAnswerEmpty' });
        options.push({ id: o.id ?? null, content: c, image, isRight: true, answer });
      });
      if (options.length < 2)
        issues.push({ field: f('answerList'), rule: 'pairsMin', args: { n: 2 } });
      break;
    }
    case COMPOSITE:
      if (raw.length > 0) issues.push({ field: f('answerList'), rule: 'compositeNoOptions' });
      break;
    default:
      break;
  }

  const parts: CleanQuestion[] = [];
  const subList = draft.subList ?? [];
  if (quType === COMPOSITE && !asPart) {
    if (subList.length < 1) issues.push({ field: f('subList'), rule: 'subsMin', args: { n: 1 } });
    subList.forEach((sub, i) => {
      const r = cleanQuestion(sub as QuestionDraft, f(`subList.${i}.`), true);
      parts.push(r.question);
      issues.push(...r.issues);
    });
  } else if (subList.length > 0 && quType !== COMPOSITE) {
    issues.push({ field: f('subList'), rule: 'subsNotAllowed' });
  }

  return {
    question: { id: draft.id ?? null, quType, level, content, analysis, options, parts },
    issues,
  };
}

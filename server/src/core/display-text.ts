/**
 * Names people read on screens, lists, exports and messages (a person's name, an account, a
 * department or group name): one rule for every write path and one for every template that
 * inserts them.
 *
 * - A name is NFKC-normalised, so full-width and other compatibility look-alikes become their plain
 *   form (`ＡＤＭＩＮ` is stored as `ADMIN`, `＜` as `<`), then checked.
 * - Refused: control and format characters (Cc, Cf: zero-width spaces and joiners, bidi overrides
 *   and isolates, soft hyphens, byte-order marks), line and paragraph separators, private-use,
 *   unassigned and surrogate code points, the invisible fillers that render as nothing, and the
 *   characters that only make sense as markup or template syntax for that kind of name.
 * - Chinese names keep working, with their middle dot (阿依古丽·买买提).
 */
import { z } from 'zod';

/** Code points that show nothing (or nothing of their own) and so let one name pose as another. */
/* eslint-disable no-misleading-character-class -- lone joiners and selectors are what is matched */
const INVISIBLE =
  /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\u034F\u115F\u1160\u17B4\u17B5\u2800\u3164\uFE00-\uFE0F\uFFA0\u{E0100}-\u{E01EF}]/u;

const EVERY_INVISIBLE = new RegExp(INVISIBLE.source, 'gu');
/* eslint-enable no-misleading-character-class */

/** Which characters are markup or template syntax, by kind of name. */
const MARKUP: Record<NameKind, RegExp> = {
  // A person's name: tags, entities, attribute quotes, script quotes and `{placeholder}`s.
  person: /[<>&"`{}]/,
  // An account name: the same, and no white space at all.
  login: /[<>&"`{}]/,
  // A department, group or class name may read "R&D" or "Grade 3 \"A\"": only tags are refused.
  display: /[<>]/,
};

export type NameKind = 'person' | 'login' | 'display';

/** What is wrong with a normalised name, or null. */
export type NameProblem = 'invisible' | 'markup' | 'spaces';

/** NFKC, trimmed, inner runs of spaces as one (ideographic and no-break spaces become spaces). */
export function normaliseName(value: string): string {
  return value.normalize('NFKC').trim().replace(/ {2,}/g, ' ');
}

/** The first rule a normalised name breaks, or null. */
export function nameProblem(normalised: string, kind: NameKind): NameProblem | null {
  if (INVISIBLE.test(normalised)) return 'invisible';
  if (MARKUP[kind].test(normalised)) return 'markup';
  if (kind === 'login' && /\s/.test(normalised)) return 'spaces';
  return null;
}

const PROBLEM_MESSAGES: Record<NameProblem, string> = {
  invisible: 'control, invisible or format characters are not allowed',
  markup: 'markup characters (< > & " ` { }) are not allowed',
  spaces: 'white space is not allowed',
};

/** A name of a kind, normalised; '' passes here (the caller decides whether it is required). */
function nameSchema(kind: NameKind, max: number) {
  return z
    .string()
    .transform(normaliseName)
    .pipe(
      z
        .string()
        .max(max)
        .superRefine((v, ctx) => {
          const problem = nameProblem(v, kind);
          if (problem !== null)
            ctx.addIssue({ code: 'custom', message: PROBLEM_MESSAGES[problem] });
        }),
    );
}

const required = <S extends z.ZodType<string>>(schema: S) =>
  schema.refine((v) => v !== '', 'required');

/** A required person's name (real name, family name): no markup, no invisible characters. */
export function personName(max = 100) {
  return required(nameSchema('person', max));
}

/** An optional person's name: null and absent stay as given, '' is allowed. */
export function optionalPersonName(max = 100) {
  return nameSchema('person', max).nullish();
}

/** A required account name: a person's name's rules, and no white space. */
export function loginName(max = 64) {
  return required(nameSchema('login', max));
}

/** A required name of a thing (department, group): no tags, no invisible characters. */
export function displayName(max = 100) {
  return required(nameSchema('display', max));
}

/** An optional name of a thing (a class): null and absent stay as given, '' is allowed. */
export function optionalDisplayName(max = 100) {
  return nameSchema('display', max).nullish();
}

/**
 * A stored value made safe to insert into a plain-text message (an in-site message's title or
 * content, an SMS): invisible and control characters are dropped and `<` `>` become their
 * full-width forms, so a value stored before these rules still reads the same to a person and is
 * never a tag to any client that renders the text as HTML.
 */
export function inertText(value: string): string {
  return value.replace(EVERY_INVISIBLE, '').replace(/</g, '＜').replace(/>/g, '＞');
}

import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors/index.ts';
import {
  cleanQuestion,
  paramInvalid,
  ruleMessage,
  RULE_MESSAGES,
  type QuestionDraft,
} from './question.rules.ts';
import {
  htmlToText,
  isAllowedImageSrc,
  isBlankRich,
  plainText,
  sanitizeRich,
} from './question.sanitize.ts';
import { optionLabel } from './question.constants.ts';

const o = (content: string, isRight = false, extra: Record<string, unknown> = {}) => ({
  content,
  isRight,
  ...extra,
});

function rules(draft: QuestionDraft): Array<[string, string]> {
  return cleanQuestion(draft).issues.map((i) => [i.field, i.rule]);
}

describe('sanitizeRich', () => {
  it('strips scripts, styles and event handlers but keeps formatting, tables and images', () => {
    const dirty =
      '<p style="color:red" onclick="x()">Hi <b>bold</b><script>alert(1)</script>' +
      '<img src="x.png" onerror="alert(1)"><style>p{}</style></p>' +
      '<table><tr><td colspan="2">t</td></tr></table><ul><li>a</li></ul>';
    const clean = sanitizeRich(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|style|alert/i);
    expect(clean).toContain('<b>bold</b>');
    expect(clean).toContain('<img src="x.png" />');
    expect(clean).toContain('<td colspan="2">t</td>');
    expect(clean).toContain('<li>a</li>');
  });

  it('keeps http(s), relative and raster data images; drops javascript, svg and other data', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(sanitizeRich(`<img src="${png}">`)).toBe(`<img src="${png}" />`);
    expect(sanitizeRich('<img src="https://a.b/c.png">')).toBe('<img src="https://a.b/c.png" />');
    expect(sanitizeRich('<img src="/upload/c.png">')).toBe('<img src="/upload/c.png" />');
    expect(sanitizeRich('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeRich('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    expect(sanitizeRich('<img src="data:text/html,<script>">')).toBe('');
    expect(sanitizeRich('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRich('<a href="https://x.y" target="_blank">x</a>')).toBe(
      '<a href="https://x.y" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('is stable: cleaning clean text changes nothing', () => {
    const once = sanitizeRich('<p>a &amp; b <i>c</i><br><img src="/x.png" alt="x"></p>');
    expect(sanitizeRich(once)).toBe(once);
  });

  it('text helpers', () => {
    expect(htmlToText('<p>a&amp;b</p><p>c&#20013;</p>')).toBe('a&b c中');
    expect(isBlankRich('<p> </p>')).toBe(true);
    expect(isBlankRich('<p><img src="/a.png" /></p>')).toBe(false);
    expect(plainText(' a<b>c\u0007 ')).toBe('a\uFF1Cb\uFF1Ec');
    expect(isAllowedImageSrc('//evil.com/x.png')).toBe(false);
    expect(isAllowedImageSrc('uploads/x.png')).toBe(true);
    expect(optionLabel(0)).toBe('A');
    expect(optionLabel(25)).toBe('Z');
  });
});

describe('cleanQuestion rules', () => {
  it('accepts a valid question of every type', () => {
    const drafts: QuestionDraft[] = [
      { quType: 1, content: 'q', answerList: [o('a', true), o('b')] },
      { quType: 2, content: 'q', answerList: [o('a', true), o('b')] },
      { quType: 3, content: 'q', answerList: [o('对', true), o('错')] },
      { quType: 4, content: 'q' },
      { quType: 4, content: 'q', answerList: [o('ref')] },
      { quType: 5, content: 'q', answerList: [o('x||y')] },
      {
        quType: 6,
        content: 'q',
        answerList: [o('l1', false, { answer: 'r1' }), o('l2', false, { answer: 'r2' })],
      },
      { quType: 99, content: 'q', subList: [{ quType: 4, content: 'p' }] },
    ];
    for (const d of drafts) expect(rules(d), String(d.quType)).toEqual([]);
  });

  it('single choice: two options at least, exactly one right', () => {
    expect(rules({ quType: 1, content: 'q', answerList: [o('a', true)] })).toEqual([
      ['answerList', 'optionsMin'],
    ]);
    expect(rules({ quType: 1, content: 'q', answerList: [o('a', true), o('b', true)] })).toEqual([
      ['answerList', 'oneRight'],
    ]);
    expect(rules({ quType: 1, content: 'q', answerList: [o('a'), o('b')] })).toEqual([
      ['answerList', 'oneRight'],
    ]);
  });

  it('true/false: exactly two options, exactly one right', () => {
    expect(rules({ quType: 3, content: 'q', answerList: [o('a', true), o('b'), o('c')] })).toEqual([
      ['answerList', 'optionsExact'],
    ]);
    expect(rules({ quType: 3, content: 'q', answerList: [o('a'), o('b')] })).toEqual([
      ['answerList', 'oneRight'],
    ]);
  });

  it('multiple choice: two options at least, one right at least', () => {
    expect(rules({ quType: 2, content: 'q', answerList: [o('a'), o('b')] })).toEqual([
      ['answerList', 'someRight'],
    ]);
    expect(rules({ quType: 2, content: 'q', answerList: [o('a', true)] })).toEqual([
      ['answerList', 'optionsMin'],
    ]);
  });

  it('choice options need a text or an image, and images a safe address', () => {
    expect(
      rules({ quType: 1, content: 'q', answerList: [o('<script>x</script>', true), o('b')] }),
    ).toEqual([['answerList.0.content', 'optionEmpty']]);
    expect(
      rules({
        quType: 1,
        content: 'q',
        answerList: [o('', true, { image: '/a.png' }), o('b', false, { image: 'javascript:x' })],
      }),
    ).toEqual([['answerList.1.image', 'imageInvalid']]);
  });

  it('at most 26 options', () => {
    const many = Array.from({ length: 27 }, (_, i) => o(`o${i}`, i === 0));
    expect(rules({ quType: 1, content: 'q', answerList: many })).toEqual([
      ['answerList', 'optionsMax'],
    ]);
  });

  it('short answer: at most one reference; an empty one is dropped', () => {
    expect(rules({ quType: 4, content: 'q', answerList: [o('a'), o('b')] })).toEqual([
      ['answerList', 'optionsMax'],
    ]);
    const r = cleanQuestion({ quType: 4, content: 'q', answerList: [o('<p></p>')] });
    expect(r.issues).toEqual([]);
    expect(r.question.options).toEqual([]);
  });

  it('fill blank: a blank at least, each with a value after splitting ||', () => {
    expect(rules({ quType: 5, content: 'q', answerList: [] })).toEqual([
      ['answerList', 'blanksMin'],
    ]);
    expect(rules({ quType: 5, content: 'q', answerList: [o('a'), o(' || ')] })).toEqual([
      ['answerList.1.content', 'blankEmpty'],
    ]);
    const r = cleanQuestion({ quType: 5, content: 'q', answerList: [o(' a || ||b<i> ')] });
    expect(r.question.options[0]).toMatchObject({ content: 'a||b\uFF1Ci\uFF1E', isRight: true });
  });

  it('matching: two pairs at least, each with both sides', () => {
    expect(
      rules({ quType: 6, content: 'q', answerList: [o('l', false, { answer: 'r' })] }),
    ).toEqual([['answerList', 'pairsMin']]);
    expect(
      rules({
        quType: 6,
        content: 'q',
        answerList: [o('l', false, { answer: ' ' }), o('', false, { answer: 'r' })],
      }),
    ).toEqual([
      ['answerList.0.answer', 'pairAnswerEmpty'],
      ['answerList.1.content', 'optionEmpty'],
    ]);
  });

  it('composite: parts at least one, none nested, no own options; parts checked by type', () => {
    expect(rules({ quType: 99, content: 'q', subList: [] })).toEqual([['subList', 'subsMin']]);
    expect(
      rules({
        quType: 99,
        content: 'q',
        answerList: [o('x')],
        subList: [
          { quType: 99, content: 'p', subList: [{ quType: 1, content: 'x' }] },
          { quType: 1, content: 'p', answerList: [o('a'), o('b')] },
        ],
      }),
    ).toEqual([
      ['answerList', 'compositeNoOptions'],
      ['subList.0.quType', 'nestedComposite'],
      ['subList.1.answerList', 'oneRight'],
    ]);
  });

  it('stem, type, level and parts of non-composites', () => {
    expect(rules({ quType: 7, content: '' })).toEqual([
      ['quType', 'typeInvalid'],
      ['content', 'required'],
    ]);
    expect(rules({ quType: 4, content: 'q', level: 3, subList: [{ quType: 1 }] })).toEqual([
      ['level', 'levelInvalid'],
      ['subList', 'subsNotAllowed'],
    ]);
  });

  it('renders every rule in both languages and reports them as PARAM_INVALID fields', () => {
    for (const rule of Object.keys(RULE_MESSAGES) as Array<keyof typeof RULE_MESSAGES>) {
      expect(ruleMessage({ rule, args: { n: 2, no: '3', name: 'x', title: 't' } }, 'zh')).toMatch(
        /\p{Script=Han}/u,
      );
      expect(
        ruleMessage({ rule, args: { n: 2, no: '3', name: 'x', title: 't' } }, 'en'),
      ).not.toMatch(/\{/);
    }
    const err = paramInvalid([{ field: 'answerList', rule: 'optionsMin', args: { n: 2 } }]);
    expect(err).toBeInstanceOf(AppError);
    expect(err.legacyCode).toBe(10010001);
    // Rendered in the language of whoever sends the error, not fixed when it is thrown.
    expect(err.detailsIn('zh')).toEqual({ answerList: '至少需要2个选项' });
    expect(err.detailsIn('en')).toEqual({ answerList: 'needs at least 2 options' });
  });
});

import { inertText } from '../../core/display-text.ts';
import { isErrorName, renderMessage } from '../../core/errors/index.ts';
import type { Lang } from '../../core/i18n.ts';

/**
 * The platform's messages, by kind: a title and a content template in zh and en with `{name}`
 * placeholders. A message stores its kind and args, so each reader sees it in their language.
 */
export const PLATFORM_MESSAGES = {
  applyApproved: {
    zh: ['考试报名已通过', '您报名的考试「{exam}」已审核通过，可以参加考试了。{msg}'],
    en: [
      'Exam application approved',
      'Your application for the exam "{exam}" was approved: you may sit it now. {msg}',
    ],
  },
  applyRejected: {
    zh: ['考试报名未通过', '您报名的考试「{exam}」未通过审核。{msg}'],
    en: ['Exam application rejected', 'Your application for the exam "{exam}" was rejected. {msg}'],
  },
  paperMarked: {
    zh: ['试卷已阅', '您在考试「{exam}」中的试卷已阅卷完成，得分 {score}。'],
    en: ['Paper marked', 'Your paper of the exam "{exam}" has been marked: you scored {score}.'],
  },
  realNameApproved: {
    zh: ['实名认证已通过', '您提交的实名认证已审核通过。{msg}'],
    en: ['Real-name verification approved', 'Your real-name verification was approved. {msg}'],
  },
  realNameRejected: {
    zh: ['实名认证未通过', '您提交的实名认证未通过审核：{msg}'],
    en: ['Real-name verification rejected', 'Your real-name verification was rejected: {msg}'],
  },
  examPublished: {
    zh: ['新考试发布', '考试「{exam}」已发布，考试时间 {start} 至 {end}，可在在线考试中查看。'],
    en: [
      'New exam published',
      'The exam "{exam}" is open to you from {start} to {end}: see it under Online exams.',
    ],
  },
  examStarting: {
    zh: [
      '考试即将开始',
      '考试「{exam}」将于 {start} 开始，考试时长 {minutes} 分钟，请提前做好准备。',
    ],
    en: [
      'Exam starting soon',
      'The exam "{exam}" starts at {start} and lasts {minutes} minutes. Please get ready.',
    ],
  },
} as const satisfies Record<string, Record<Lang, readonly [string, string]>>;

export type PlatformMessageKind = keyof typeof PLATFORM_MESSAGES;

export function isPlatformKind(kind: string): kind is PlatformMessageKind {
  return Object.hasOwn(PLATFORM_MESSAGES, kind);
}

/**
 * Fills `{name}` placeholders in one pass (an inserted value is never read as a placeholder); a
 * missing arg reads as empty. Messages and SMS texts are plain text (the client shows them as
 * text, never as HTML), so each value is made inert rather than HTML-escaped: no control or
 * invisible characters, and `<` `>` as their full-width forms.
 */
export function fillTemplate(template: string, args: Readonly<Record<string, unknown>>): string {
  return template
    .replace(/\{(\w+)\}/g, (_whole, name: string) => {
      const v = args[name];
      return typeof v === 'string' || typeof v === 'number' ? inertText(String(v)) : '';
    })
    .trim();
}

/** A platform message's title and content in a language. */
export function renderPlatformMessage(
  kind: PlatformMessageKind,
  args: Readonly<Record<string, unknown>>,
  lang: Lang,
): { title: string; content: string } {
  const [title, content] = PLATFORM_MESSAGES[kind][lang];
  // An automatic review's reason is a catalogue name: shown in the reader's language.
  const reason = args.reason;
  const filled =
    typeof reason === 'string' && isErrorName(reason) && (args.msg ?? '') === ''
      ? { ...args, msg: renderMessage(reason, lang) }
      : args;
  return { title: fillTemplate(title, filled), content: fillTemplate(content, filled) };
}

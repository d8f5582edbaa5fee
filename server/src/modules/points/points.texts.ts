import type { Lang } from '../../core/i18n.ts';
import { fillTemplate } from '../message/index.ts';

/** The ledger's remarks (refRemark), by kind, in both languages. */
const REMARKS: Record<string, Record<Lang, string>> = {
  examPass: { zh: '通过考试「{exam}」', en: 'Passed the exam "{exam}"' },
  trainFinish: { zh: '完成练习「{repo}」', en: 'Finished a practice of "{repo}"' },
  dailyLogin: { zh: '每日首次登录', en: 'First login of the day' },
  spend: { zh: '{remark}', en: '{remark}' },
};

export function renderRemark(kind: string, args: Record<string, unknown>, lang: Lang): string {
  const t = REMARKS[kind];
  return t === undefined ? kind : fillTemplate(t[lang], args);
}

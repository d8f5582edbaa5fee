import { type AppError, catalogue, renderMessage, type ErrorName } from '../errors/index.ts';
import type { Lang } from '../i18n.ts';

/** The legacy REST body: code 0 on success, `success` mirrors it as the YunFan servers do. */
export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
  success: boolean;
}

const OK_MSG: Record<Lang, string> = { zh: '操作成功', en: 'Success' };

export function ok(data: unknown, lang: Lang): Envelope {
  return { code: 0, msg: OK_MSG[lang], data: data ?? null, success: true };
}

export function fail(
  name: ErrorName,
  lang: Lang,
  args: Record<string, string | number> = {},
): Envelope {
  return {
    code: catalogue[name].code,
    msg: renderMessage(name, lang, args),
    data: null,
    success: false,
  };
}

export function failFrom(err: AppError, lang: Lang): Envelope {
  return fail(err.errorName, lang, err.args);
}

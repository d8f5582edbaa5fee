import adminEn from './admin.en.json';
import adminZh from './admin.zh.json';
import courseEn from './course.en.json';
import courseZh from './course.zh.json';
import en from './en.json';
import errorsEn from './errors.en.json';
import errorsZh from './errors.zh.json';
import zh from './zh.json';
import type { Locale } from './locale';

export type Catalog = Record<string, string>;

/**
 * UI catalogues (the app's, the back office's admin.*.json and the courses' course.*.json) merged with the generated error
 * catalogues (`error.<SUBCODE>`).
 */
export const MESSAGES: Record<Locale, Catalog> = {
  zh: {
    ...(errorsZh as Catalog),
    ...(zh as Catalog),
    ...(adminZh as Catalog),
    ...(courseZh as Catalog),
  },
  en: {
    ...(errorsEn as Catalog),
    ...(en as Catalog),
    ...(adminEn as Catalog),
    ...(courseEn as Catalog),
  },
};

import { catalogue, type ErrorName } from './catalogue.ts';

export type MessageArgs = Record<string, string | number>;

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Fill `{name}` placeholders from args; a missing (or null) arg leaves its placeholder visible. */
export function fillTemplate(template: string, args?: MessageArgs): string {
  if (!args) return template;
  return template.replace(PLACEHOLDER, (whole, key: string) => {
    const value: unknown = Object.hasOwn(args, key) ? args[key] : undefined;
    return value == null ? whole : String(value);
  });
}

/**
 * The catalogue message for `name` in `lang`, with placeholders filled from args.
 * Never throws: an unknown name (e.g. from untyped input) renders as the name itself.
 */
export function renderMessage(name: ErrorName, lang: 'zh' | 'en', args?: MessageArgs): string {
  const entry = Object.hasOwn(catalogue, name) ? catalogue[name] : undefined;
  if (!entry) return String(name);
  return fillTemplate(lang === 'en' ? entry.en : entry.zh, args);
}

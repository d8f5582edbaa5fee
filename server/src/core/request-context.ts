import { AsyncLocalStorage } from 'node:async_hooks';
import type { Lang } from './i18n.ts';

export interface RequestScope {
  requestId: string;
  lang: Lang;
}

/** Per-request facts needed deep in shared code (error rendering, logs) without threading them. */
export const requestScope = new AsyncLocalStorage<RequestScope>();

export function currentLang(): Lang {
  return requestScope.getStore()?.lang ?? 'zh';
}

export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

/** Spec section 9: a dictionary fetched by its code is cached for 5 minutes. */
export const DICT_CACHE_MS = 5 * 60 * 1000;

const fetchedAt = new Map<string, number>();

export function isDictFresh(code: string, now = Date.now()): boolean {
  const at = fetchedAt.get(code);
  return at !== undefined && now - at < DICT_CACHE_MS;
}

export function markDictFetched(code: string, now = Date.now()): void {
  fetchedAt.set(code, now);
}

/** After an edit of a dictionary its next use fetches it again. */
export function forgetDict(code?: string): void {
  if (code === undefined) fetchedAt.clear();
  else fetchedAt.delete(code);
}

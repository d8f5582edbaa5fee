/**
 * Who something is open to: departments, groups and individual
 * users, each kept with its display name.
 */
export interface ScopeItem {
  id: string;
  name: string;
}

export interface Scope {
  departs: ScopeItem[];
  groups: ScopeItem[];
  users: ScopeItem[];
}

export type ScopeKind = keyof Scope;

export const EMPTY_SCOPE: Scope = { departs: [], groups: [], users: [] };

/** Adds items of one kind, each once (a repeated id keeps its first entry). */
export function addToScope(scope: Scope, kind: ScopeKind, items: readonly ScopeItem[]): Scope {
  const seen = new Set(scope[kind].map((i) => i.id));
  const added = items.filter((i) => (seen.has(i.id) ? false : (seen.add(i.id), true)));
  return added.length === 0 ? scope : { ...scope, [kind]: [...scope[kind], ...added] };
}

export function removeFromScope(scope: Scope, kind: ScopeKind, id: string): Scope {
  return { ...scope, [kind]: scope[kind].filter((i) => i.id !== id) };
}

export function scopeSize(scope: Scope): number {
  return scope.departs.length + scope.groups.length + scope.users.length;
}

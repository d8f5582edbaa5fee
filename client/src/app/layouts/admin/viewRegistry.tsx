import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';

/**
 * Back-office views by the `component` key a menu route carries (a view file's relative path in
 * the legacy client). Only views that exist are listed; any other key renders the 404 page.
 */
const VIEWS: Record<string, LazyExoticComponent<ComponentType>> = {
  'dashboard/index': lazy(() =>
    import('../../../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
  ),
};

/** 'dashboard/index', '/dashboard/index', 'views/dashboard/index.vue' all mean the same view. */
export function normalizeViewKey(component: string): string {
  return component
    .trim()
    .replace(/^\/+/, '')
    .replace(/^views\//, '')
    .replace(/\.(vue|tsx|jsx|ts|js)$/, '')
    .replace(/\/+$/, '');
}

export function hasView(component: string): boolean {
  return lookup(component) !== null;
}

/** The element for a view key, or null when no such view exists. */
export function renderView(component: string): ReactElement | null {
  const View = lookup(component);
  return View === null ? null : <View />;
}

function lookup(component: string): LazyExoticComponent<ComponentType> | null {
  const key = normalizeViewKey(component);
  return VIEWS[key] ?? VIEWS[`${key}/index`] ?? null;
}

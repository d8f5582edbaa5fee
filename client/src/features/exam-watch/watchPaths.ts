import { useMemo } from 'react';
import { generatePath } from 'react-router-dom';
import { findByName, type MenuNode } from '../../app/layouts/admin/menu';
import { useSession } from '../../app/session/SessionContext';

/** Route names of the console and of the exam's watch detail (the seed's menus). */
export const WATCH_ROUTE = { console: 'ExamWatch', detail: 'ExamWatchDetail' } as const;

/** Where they live when the menu does not name them (the seed's paths). */
export const WATCH_PATH = {
  console: '/admin/exam/watch/:examId',
  detail: '/admin/exam/watch-detail',
} as const;

/** The console's address for an exam; null when this user's menu has no console route. */
export function consolePath(menu: readonly MenuNode[], examId: string): string | null {
  const node = findByName(menu, WATCH_ROUTE.console);
  if (node === null) return null;
  const path = node.fullPath.includes(':examId')
    ? generatePath(node.fullPath, { examId })
    : `${node.fullPath}?examId=${encodeURIComponent(examId)}`;
  return path;
}

/** Links between the live console and an exam's watch detail, from this user's menu. */
export function useWatchPaths() {
  const { menu } = useSession();
  return useMemo(
    () => ({
      /** null when the user may not open the console. */
      console: (examId: string) => consolePath(menu, examId),
      detail: (examId: string, tab?: string) => {
        const base = findByName(menu, WATCH_ROUTE.detail)?.fullPath ?? WATCH_PATH.detail;
        const q = encodeURIComponent;
        return `${base}?examId=${q(examId)}${tab === undefined ? '' : `&tab=${q(tab)}`}`;
      },
    }),
    [menu],
  );
}

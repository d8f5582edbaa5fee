import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_SITE } from '../../app/session/SessionContext';
import { renderWithApp } from '../../test/render';
import { QuickEntries, quickEntrySpan } from './QuickEntries';

function session(permissions: string[], moduleExam = true) {
  return {
    user: { id: 'u1', roleType: 2, permissions, shell: {} as never },
    menu: [],
    site: { ...EMPTY_SITE, moduleExam },
  };
}

describe('QuickEntries', () => {
  it('shows create exam and question banks with their permissions, half width each', async () => {
    renderWithApp(<QuickEntries />, { session: session(['exam:add', 'repo:list']) });
    const add = await screen.findByTestId('quick-entry-exam-add');
    expect(add.getAttribute('href')).toBe('/admin/exam/edit?id=0');
    expect(add.textContent).toContain('创建考试');
    const repo = screen.getByTestId('quick-entry-repo-list');
    expect(repo.getAttribute('href')).toBe('/admin/repo');
    expect(repo.textContent).toContain('题库管理');
    const spans = [...document.querySelectorAll('[data-span]')].map((e) =>
      e.getAttribute('data-span'),
    );
    expect(spans).toEqual(['12', '12']);
  });

  it('shows only what the permissions allow, full width when alone', async () => {
    renderWithApp(<QuickEntries />, { session: session(['repo:list']) });
    await screen.findByTestId('quick-entry-repo-list');
    expect(screen.queryByTestId('quick-entry-exam-add')).toBeNull();
    expect(document.querySelector('[data-span]')?.getAttribute('data-span')).toBe('24');
  });

  it('shows nothing without a permitted entry or with the exam module off', () => {
    const { unmount } = renderWithApp(<QuickEntries />, { session: session([]) });
    expect(screen.queryByTestId('quick-entries')).toBeNull();
    unmount();
    renderWithApp(<QuickEntries />, { session: session(['exam:add', 'repo:list'], false) });
    expect(screen.queryByTestId('quick-entries')).toBeNull();
  });
});

describe('QuickEntries: the notice card', () => {
  it('fills the layout: added beside two cards (three of 8) and beside one (two of 12)', async () => {
    const { unmount } = renderWithApp(<QuickEntries />, {
      session: session(['exam:add', 'repo:list', 'sys:notice:list']),
    });
    const notice = await screen.findByTestId('quick-entry-notice');
    expect(notice.getAttribute('href')).toBe('/admin/sys/notice');
    expect(notice.textContent).toContain('公告管理');
    expect(
      [...document.querySelectorAll('[data-span]')].map((e) => e.getAttribute('data-span')),
    ).toEqual(['8', '8', '8']);
    unmount();
    renderWithApp(<QuickEntries />, { session: session(['repo:list', 'sys:notice:list']) });
    await screen.findByTestId('quick-entry-notice');
    expect(document.querySelectorAll('[data-span="12"]')).toHaveLength(2);
  });

  it('alone with the permission, and never without it', async () => {
    const { unmount } = renderWithApp(<QuickEntries />, {
      session: session(['sys:notice:list'], false),
    });
    await screen.findByTestId('quick-entry-notice');
    unmount();
    renderWithApp(<QuickEntries />, { session: session(['exam:add', 'repo:list']) });
    await screen.findByTestId('quick-entry-repo-list');
    expect(screen.queryByTestId('quick-entry-notice')).toBeNull();
  });
});

describe('quickEntrySpan', () => {
  it('follows the spec: 24 / count under 3, then 8 by 3, 6 by 4, else 12', () => {
    expect([1, 2, 3, 4, 5, 6, 8].map(quickEntrySpan)).toEqual([24, 12, 8, 6, 12, 8, 6]);
  });
});

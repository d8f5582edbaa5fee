import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { RemoteOption } from '../../../components/ui/remote-select';
import { renderWithApp } from '../../../test/render';
import {
  AdminExamPickPagingDocument,
  RepoPickPagingDocument,
  TmplPickPagingDocument,
  UserPickPagingDocument,
} from './pickerDocuments';
import { ExamSelect, RepoSelect, TmplSelect, UserSelect, type SelectProps } from './Selects';

type Vars = Record<string, unknown>;

/** A paged list the mocks search like the server: title contains, first `size` rows. */
function pick<T extends { title: string }>(all: T[], title: unknown, size: unknown) {
  const rows = all.filter((r) => typeof title !== 'string' || r.title.includes(title));
  return { total: rows.length, records: rows.slice(0, Number(size)) };
}

const REPOS = ['代数', '几何', '代数进阶'].map((title, i) => ({
  __typename: 'RepoView',
  id: `r${i + 1}`,
  title,
  quCount: 10 + i,
  objCount: 8,
  subjCount: 2 + i,
}));

function repoMock(calls: Vars[]) {
  return {
    request: { query: RepoPickPagingDocument, variables: () => true },
    result: (v: Vars) => {
      const input = v.input as Vars;
      calls.push(input);
      return {
        data: {
          repoPaging: { __typename: 'RepoPage', ...pick(REPOS, input.title, input.size) },
        },
      };
    },
    maxUsageCount: 50,
  };
}

function Controlled(props: { kind: (p: SelectProps) => React.ReactNode; pageSize?: number }) {
  const [value, setValue] = useState<RemoteOption | null>(null);
  return (
    <>
      {props.kind({ value, onChange: setValue, pageSize: props.pageSize })}
      <output data-testid="chosen">{value === null ? '' : `${value.id}:${value.label}`}</output>
    </>
  );
}

describe('RepoSelect (remote-search selector)', () => {
  it('searches as you type after a pause, and chooses with the keyboard', async () => {
    const calls: Vars[] = [];
    renderWithApp(<Controlled kind={(p) => <RepoSelect {...p} />} />, { mocks: [repoMock(calls)] });
    const box = screen.getByRole('combobox', { name: '题库' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await screen.findByTestId('repo-select-option-r3');
    expect(calls[0]).toMatchObject({ current: 1, size: 100, title: null });

    fireEvent.change(box, { target: { value: '代数' } });
    fireEvent.change(box, { target: { value: '代数进' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    // One search for the settled text, none for the keys on the way.
    expect(calls.map((c) => c.title)).toEqual([null, '代数进']);
    expect(await screen.findByText('12 题（客观 8，主观 4）')).toBeTruthy();

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const option = screen.getByRole('option', { name: /代数进阶/ });
    expect(box.getAttribute('aria-activedescendant')).toBe(option.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('chosen').textContent).toBe('r3:代数进阶');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('代数进阶');

    // Escape closes without choosing; the clear button empties the choice.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '清除选择' }));
    expect(screen.getByTestId('chosen').textContent).toBe('');
  });

  it('wraps around with the arrows, chooses by click and loads more rows', async () => {
    const calls: Vars[] = [];
    renderWithApp(<Controlled kind={(p) => <RepoSelect {...p} />} pageSize={2} />, {
      mocks: [repoMock(calls)],
    });
    const box = screen.getByRole('combobox', { name: '题库' });
    fireEvent.focus(box);
    await screen.findByTestId('repo-select-option-r2');
    expect(screen.queryByTestId('repo-select-option-r3')).toBeNull();
    fireEvent.click(screen.getByTestId('repo-select-more'));
    await screen.findByTestId('repo-select-option-r3');
    expect(calls.at(-1)).toMatchObject({ size: 4 });
    expect(screen.queryByTestId('repo-select-more')).toBeNull();

    fireEvent.keyDown(box, { key: 'ArrowUp' }); // from nothing to the last
    expect(screen.getByRole('option', { name: /代数进阶/ }).id).toBe(
      box.getAttribute('aria-activedescendant'),
    );
    fireEvent.keyDown(box, { key: 'ArrowDown' }); // wraps to the first
    expect(screen.getByRole('option', { name: /^代数\s/ }).id).toBe(
      box.getAttribute('aria-activedescendant'),
    );
    fireEvent.click(screen.getByTestId('repo-select-option-r2'));
    expect(screen.getByTestId('chosen').textContent).toBe('r2:几何');
  });

  it('says when nothing matches', async () => {
    renderWithApp(<Controlled kind={(p) => <RepoSelect {...p} />} />, { mocks: [repoMock([])] });
    const box = screen.getByRole('combobox', { name: '题库' });
    fireEvent.change(box, { target: { value: '不存在' } });
    expect(await screen.findByText('暂无相关数据！')).toBeTruthy();
  });
});

describe('the other selectors', () => {
  it('ExamSelect searches exams and marks offline ones', async () => {
    const exams = [
      { id: 'e1', title: '期中考试', offline: false, examTypeText: '正式考试' },
      { id: 'e2', title: '线下补考', offline: true, examTypeText: '补考' },
    ].map((e) => ({
      __typename: 'AdminExamRow',
      examType: 1,
      startTime: '2026-11-20T01:00:00.000Z',
      totalScore: 100,
      ...e,
    }));
    const mocks = [
      {
        request: { query: AdminExamPickPagingDocument, variables: () => true },
        result: (v: Vars) => {
          const input = v.input as Vars;
          return {
            data: {
              adminExams: { __typename: 'AdminExamPage', ...pick(exams, input.title, input.size) },
            },
          };
        },
        maxUsageCount: 20,
      },
    ];
    renderWithApp(<Controlled kind={(p) => <ExamSelect {...p} />} />, { mocks });
    const box = screen.getByRole('combobox', { name: '考试' });
    fireEvent.change(box, { target: { value: '补考' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByTestId('exam-select-option-e2').textContent).toContain('线下');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('chosen').textContent).toBe('e2:线下补考');
  });

  it('TmplSelect searches message templates by title', async () => {
    const tmpls = [
      { id: 't1', title: '考试提醒', channels: ['site'] },
      { id: 't2', title: '成绩通知', channels: ['site', 'sms'] },
    ].map((t) => ({ __typename: 'NotifyTmpl', ...t }));
    const seen: Vars[] = [];
    const mocks = [
      {
        request: { query: TmplPickPagingDocument, variables: () => true },
        result: (v: Vars) => {
          seen.push(v);
          return {
            data: {
              notifyTmpls: { __typename: 'NotifyTmplPage', ...pick(tmpls, v.title, v.size) },
            },
          };
        },
        maxUsageCount: 20,
      },
    ];
    renderWithApp(<Controlled kind={(p) => <TmplSelect {...p} />} />, { mocks });
    const box = screen.getByRole('combobox', { name: '消息模板' });
    fireEvent.change(box, { target: { value: '成绩' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('tmpl-select-option-t2'));
    expect(screen.getByTestId('chosen').textContent).toBe('t2:成绩通知');
    expect(seen.at(-1)).toEqual({ title: '成绩', size: 100 });
  });

  it('UserSelect searches account, name or mobile and shows the full name', async () => {
    const users = [
      { id: 'u1', userName: 'zhang3', realName: '三', familyName: '张', mobile: '13800000001' },
      { id: 'u2', userName: 'li4', realName: '四', familyName: '李', mobile: null },
    ].map((u) => ({ __typename: 'AdminUserRow', deptCodeDictText: '教务处', ...u }));
    const mocks = [
      {
        request: { query: UserPickPagingDocument, variables: () => true },
        result: (v: Vars) => {
          const input = v.input as Vars;
          const q = typeof input.userName === 'string' ? input.userName : '';
          const rows = users.filter((u) => q === '' || u.userName.includes(q));
          return {
            data: {
              adminUserPaging: { __typename: 'AdminUserPage', total: rows.length, records: rows },
            },
          };
        },
        maxUsageCount: 20,
      },
    ];
    renderWithApp(<Controlled kind={(p) => <UserSelect {...p} />} />, { mocks });
    const box = screen.getByRole('combobox', { name: '用户' });
    fireEvent.change(box, { target: { value: 'li' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    fireEvent.keyDown(box, { key: 'End' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('chosen').textContent).toBe('u2:李四 (li4)');
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import type { RuleDraft } from '../examForm';
import {
  ExamTmplGroupsDocument,
  ExamTmplsDocument,
  SaveAsTmpl,
  SaveExamTmplDocument,
  TmplPicker,
} from './ExamTmplControls';

const TMPLS = {
  request: { query: ExamTmplsDocument },
  result: {
    data: {
      examTmpls: {
        __typename: 'ExamTmplPage',
        records: [
          { __typename: 'ExamTmpl', id: 't1', title: '周测', groupCount: 2, totalScore: 20 },
        ],
      },
    },
  },
  maxUsageCount: 5,
};

const GROUPS = {
  request: { query: ExamTmplGroupsDocument, variables: { tmplId: 't1' } },
  result: {
    data: {
      examTmplGroups: [
        {
          __typename: 'ExamTmplGroup',
          id: 'g1',
          repoId: 'r1',
          repoTitle: '题库',
          chapterId: 'c1',
          chapterTitle: '第一章',
          quType: 1,
          level: 1,
          quCount: 2,
          quScore: 5,
        },
        {
          __typename: 'ExamTmplGroup',
          id: 'g2',
          repoId: 'r1',
          repoTitle: '题库',
          chapterId: null,
          chapterTitle: null,
          quType: 2,
          level: null,
          quCount: 1,
          quScore: 10,
        },
      ],
    },
  },
  maxUsageCount: 5,
};

const withoutKeys = (rules: RuleDraft[]) => rules.map(({ key: _key, ...rest }) => rest);
const EXPECTED = [
  {
    repoId: 'r1',
    repoTitle: '题库',
    chapterId: 'c1',
    chapterTitle: '第一章',
    quType: 1,
    level: 1,
    quCount: '2',
    quScore: '5',
  },
  {
    repoId: 'r1',
    repoTitle: '题库',
    chapterId: '',
    chapterTitle: '',
    quType: 2,
    level: 0,
    quCount: '1',
    quScore: '10',
  },
];

describe('TmplPicker', () => {
  it("replaces the draw rules with the picked template's groups", async () => {
    const got: RuleDraft[][] = [];
    renderWithApp(<TmplPicker initialTmplId={null} onRules={(r) => got.push(r)} />, {
      mocks: [TMPLS, GROUPS],
    });
    const picker = await screen.findByTestId('exam-tmpl-picker');
    await screen.findByText('周测（2 条规则，20 分）');
    fireEvent.change(picker, { target: { value: 't1' } });
    await waitFor(() => expect(got).toHaveLength(1));
    expect(withoutKeys(got[0]!)).toEqual(EXPECTED);
  });

  it('applies the template named by the address once', async () => {
    const got: RuleDraft[][] = [];
    renderWithApp(<TmplPicker initialTmplId="t1" onRules={(r) => got.push(r)} />, {
      mocks: [TMPLS, GROUPS],
    });
    await waitFor(() => expect(got).toHaveLength(1));
    expect(withoutKeys(got[0]!)).toEqual(EXPECTED);
    expect((screen.getByTestId('exam-tmpl-picker') as HTMLSelectElement).value).toBe('t1');
  });
});

describe('SaveAsTmpl', () => {
  it("saves the exam's rules under the typed name", async () => {
    let saved = 0;
    renderWithApp(<SaveAsTmpl examId="e1" defaultTitle="安全考试" />, {
      mocks: [
        TMPLS,
        {
          request: { query: SaveExamTmplDocument, variables: { examId: 'e1', title: '安全模板' } },
          result: () => {
            saved += 1;
            return {
              data: { saveExamTmpl: { __typename: 'ExamTmpl', id: 't2', title: '安全模板' } },
            };
          },
        },
      ],
    });
    const title = await screen.findByTestId('exam-tmpl-title');
    expect((title as HTMLInputElement).value).toBe('安全考试');
    fireEvent.change(title, { target: { value: '安全模板' } });
    fireEvent.click(screen.getByTestId('exam-tmpl-save'));
    await waitFor(() => expect(saved).toBe(1));
  });
});

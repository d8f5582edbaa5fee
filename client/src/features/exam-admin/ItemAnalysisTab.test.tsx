import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../gql/permissions';
import { renderWithApp } from '../../test/render';
import {
  ApplySuggestedLevelDocument,
  ExamItemAnalysisDocument,
  ItemAnalysisTab,
} from './ItemAnalysisTab';

function item(over: Record<string, unknown>) {
  return {
    __typename: 'ItemAnalysis',
    quType: 1,
    level: 1,
    attempts: 6,
    meanScore: 0.5,
    fullScore: 1,
    discrimination: 0.5,
    itemRestCorrelation: 0.34,
    flags: [],
    suggestedLevel: 1,
    unanswered: 0,
    options: [],
    ...over,
  };
}

function analysis(q2Level: number) {
  return {
    data: {
      examItemAnalysis: {
        __typename: 'ExamItemAnalysis',
        examId: 'e1',
        title: 'Exam',
        papers: 6,
        alpha: 4 / 11,
        alphaItems: 2,
        minAttempts: 5,
        items: [
          item({
            quId: 'q1',
            content: 'Easy one',
            facility: 0.95,
            flags: ['tooEasy', 'poorDiscrimination'],
            options: [
              { __typename: 'OptionChoice', id: 'o1', abc: 'A', isRight: true, count: 5 },
              { __typename: 'OptionChoice', id: 'o2', abc: 'B', isRight: false, count: 0 },
            ],
            unanswered: 1,
          }),
          item({
            quId: 'q2',
            content: 'Hard one',
            facility: 0.2,
            level: q2Level,
            suggestedLevel: 2,
          }),
        ],
      },
    },
  };
}

const session = (permissions: string[]) => ({
  user: { id: 'u1', roleType: 2, permissions, shell: {} as never } as never,
});

describe('ItemAnalysisTab', () => {
  it('shows the figures, flags and option counts, and applies a suggested level', async () => {
    let applied = 0;
    let reads = 0;
    const mocks = [
      {
        request: { query: ExamItemAnalysisDocument, variables: { examId: 'e1' } },
        result: () => {
          reads += 1;
          return analysis(applied > 0 ? 2 : 1);
        },
        maxUsageCount: 5,
      },
      {
        request: { query: ApplySuggestedLevelDocument, variables: { examId: 'e1', quId: 'q2' } },
        result: () => {
          applied += 1;
          return {
            data: { applySuggestedLevel: { __typename: 'QuestionLevel', id: 'q2', level: 2 } },
          };
        },
      },
    ];
    renderWithApp(<ItemAnalysisTab examId="e1" />, {
      mocks,
      session: session([PERMISSIONS.examAnalysis, PERMISSIONS.quUpdate]),
    });
    expect(await screen.findByText('1. Easy one')).toBeTruthy();
    expect(screen.getByTestId('analysis-papers').textContent).toBe('6');
    expect(screen.getByTestId('analysis-alpha').textContent).toBe('0.36');
    expect(screen.getByTestId('analysis-facility-1').textContent).toBe('95%');
    expect(screen.getByTestId('analysis-flags-1').textContent).toBe('过易区分度差');
    expect(screen.getByTestId('analysis-options-1').textContent).toBe('A✓ 5 · B 0 · 未答 1');
    // The first question already has its suggested level: no button.
    expect(screen.queryByTestId('analysis-apply-1')).toBeNull();
    fireEvent.click(screen.getByTestId('analysis-apply-2'));
    await waitFor(() => expect(screen.getByTestId('analysis-level-2').textContent).toBe('较难'));
    expect(applied).toBe(1);
    expect(reads).toBeGreaterThanOrEqual(2);
    expect(screen.queryByTestId('analysis-apply-2')).toBeNull();
  });

  it('offers the level button disabled without qu:update', async () => {
    renderWithApp(<ItemAnalysisTab examId="e1" />, {
      mocks: [
        {
          request: { query: ExamItemAnalysisDocument, variables: { examId: 'e1' } },
          result: analysis(1),
        },
      ],
      session: session([PERMISSIONS.examAnalysis]),
    });
    const button = await screen.findByTestId('analysis-apply-2');
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

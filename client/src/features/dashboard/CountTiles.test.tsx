import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_SITE } from '../../app/session/SessionContext';
import type { FragmentType } from '../../gql';
import { renderWithApp } from '../../test/render';
import { CountTiles, type CountTilesFragment } from './CountTiles';

function counts(c: {
  userCount: number;
  examCount: number;
  repoCount: number;
  quCount: number;
  courseCount?: number;
  fileCount?: number;
}) {
  return {
    __typename: 'DashboardCounts',
    courseCount: 0,
    fileCount: 0,
    ...c,
  } as unknown as FragmentType<typeof CountTilesFragment>;
}

describe('CountTiles', () => {
  it('shows the exam module tiles with a count when the module is on', async () => {
    renderWithApp(
      <CountTiles counts={counts({ userCount: 3, examCount: 2, repoCount: 1, quCount: 0 })} />,
      { session: { site: { ...EMPTY_SITE, moduleExam: true } } },
    );
    expect(await screen.findByTestId('count-tile-exams')).toBeTruthy();
    expect(screen.getByTestId('count-tile-repos')).toBeTruthy();
    expect(screen.getByTestId('count-tile-users')).toBeTruthy();
    // A zero count hides its tile.
    expect(screen.queryByTestId('count-tile-questions')).toBeNull();
  });

  it('hides the exam module tiles when the module is off', async () => {
    renderWithApp(
      <CountTiles counts={counts({ userCount: 3, examCount: 2, repoCount: 1, quCount: 5 })} />,
      { session: { site: { ...EMPTY_SITE, moduleExam: false } } },
    );
    expect(await screen.findByTestId('count-tile-users')).toBeTruthy();
    expect(screen.queryByTestId('count-tile-exams')).toBeNull();
    expect(screen.queryByTestId('count-tile-questions')).toBeNull();
  });

  it('shows the course and courseware tiles when the course module is on', async () => {
    const c = counts({
      userCount: 1,
      examCount: 0,
      repoCount: 0,
      quCount: 0,
      courseCount: 2,
      fileCount: 3,
    });
    const { unmount } = renderWithApp(<CountTiles counts={c} />, {
      session: { site: { ...EMPTY_SITE, moduleCourse: true } },
    });
    expect(await screen.findByTestId('count-tile-courses')).toBeTruthy();
    expect(screen.getByTestId('count-tile-courseware')).toBeTruthy();
    unmount();
    renderWithApp(<CountTiles counts={c} />, {
      session: { site: { ...EMPTY_SITE, moduleCourse: false } },
    });
    expect(await screen.findByTestId('count-tile-users')).toBeTruthy();
    expect(screen.queryByTestId('count-tile-courses')).toBeNull();
  });
});

import type { QuestionKey } from '../fixtures/db.ts';
import { expect, test } from '../fixtures/index.ts';
import { RepoListPage, RepoViewPage } from '../pages/LearnerRepoPages.ts';
import { openStudyEntry } from '../pages/LearnerShell.ts';
import {
  checksOnPick,
  plainText,
  verdictOf,
  type Outcome,
  type Verdict,
} from '../pages/QuestionPanel.ts';
import { TrainingPage, TrainingResultPage, WrongBookPage } from '../pages/TrainingPages.ts';
import { STUDENT } from '../support/accounts.ts';
import { t } from '../support/i18n.ts';

/** The demo bank (prisma/seed/demo-bank.ts): every question type, two or three of each. */
const DEMO_REPO = 'repo-demo';
const SEQUENTIAL = 11;
/** The learner leaves the practice after this many questions and comes back later. */
const LEAVE_AFTER = 8;

const TYPE_NAMES: Record<number, string> = {
  1: 'single',
  2: 'multiple',
  3: 'judge',
  4: 'short',
  5: 'blank',
  6: 'matching',
  99: 'composite',
};

const SHEET_STATE: Record<Verdict, string> = { right: 'right', wrong: 'wrong', submitted: 'done' };

interface Planned {
  key: QuestionKey;
  outcome: Outcome;
  verdict: Verdict;
}

/**
 * Right or wrong on purpose: the first question of a type right, the second wrong, the third right
 * again; a composite is wrong when all its parts are objective (so the wrong-answer book gets one)
 * and right otherwise.
 */
function plan(keys: readonly QuestionKey[]): Planned[] {
  const seen = new Map<number, number>();
  return keys.map((key) => {
    const nth = seen.get(key.quType) ?? 0;
    seen.set(key.quType, nth + 1);
    const wrong = key.quType === 99 ? verdictOf(key, 'wrong') === 'wrong' : nth % 2 === 1;
    const outcome: Outcome = wrong ? 'wrong' : 'right';
    return { key, outcome, verdict: verdictOf(key, outcome) };
  });
}

test('a student practises a bank in order, leaves, continues, finishes and reviews the wrong answers', async ({
  page,
  asStudent: learner,
  db,
  screens,
}) => {
  test.setTimeout(180_000);
  const repoList = new RepoListPage(page);
  const repoView = new RepoViewPage(page);
  const training = new TrainingPage(page);
  const result = new TrainingResultPage(page);
  const wrongBook = new WrongBookPage(page);
  const bookBefore = new Set(await db.wrongBookQuestionIds(STUDENT.username));

  await test.step('the question-bank list shows the demo bank', async () => {
    await repoList.openFromHeader();
    await expect(repoList.card(DEMO_REPO)).toBeVisible();
    await expect(repoList.card(DEMO_REPO).getByTestId('repo-card-title')).toHaveText('示例题库');
    await screens.take('01-repo-list');
  });

  await test.step('the bank offers the three modes', async () => {
    await repoList.openBank(DEMO_REPO);
    await repoView.expectLoaded();
    for (const mode of [11, 12, 13]) await expect(repoView.modeCard(mode)).toBeVisible();
    await expect(repoView.modeCard(SEQUENTIAL)).toContainText(t('zh', 'training.mode.sequential'));
    await screens.take('02-repo-view');
  });

  let trainId = '';
  await test.step('sequential practice starts at question 1 with nothing answered', async () => {
    await repoView.modeButton(SEQUENTIAL).click();
    await expect(page).toHaveURL(new RegExp(`/web/repo/training/${DEMO_REPO}/${SEQUENTIAL}$`));
    trainId = await training.expectLoaded();
    if ((await training.sheet.locator('[data-state]:not([data-state="unanswered"])').count()) > 0) {
      // An unfinished training of an earlier run: start over, as a learner would.
      await page.goBack();
      await repoView.restartButton(SEQUENTIAL).click();
      await page.getByTestId('restart-dialog-confirm').click();
      trainId = await training.expectLoaded();
    }
    await expect(training.mode).toHaveText(t('zh', 'training.mode.sequential'));
    await expect(training.title).toHaveText('示例题库');
    await training.expectAt(1);
  });

  const keys = await Promise.all(
    (await db.trainingQuestionIds(trainId)).map((id) => db.questionKey(id)),
  );
  const planned = plan(keys);
  const total = planned.length;
  expect(new Set(keys.map((k) => k.quType)), 'the demo bank has every type').toEqual(
    new Set([1, 2, 3, 4, 5, 6, 99]),
  );
  await expect(training.number).toHaveText(t('zh', 'training.practice.number', { n: 1, total }));

  const shotTypes = new Set<string>();
  /** Answers question n (1-based), checks it and verifies the marks, verdict and analysis. */
  async function answer(n: number): Promise<void> {
    const { key, outcome, verdict } = planned[n - 1] as Planned;
    const name = `${TYPE_NAMES[key.quType] ?? key.quType}-${outcome}`;
    await test.step(`question ${n} (${name})`, async () => {
      await training.expectAt(n);
      await expect(training.number).toHaveText(t('zh', 'training.practice.number', { n, total }));
      await expect(training.question.root).toHaveAttribute('data-qu-type', String(key.quType));
      await expect(training.question.content).toContainText(plainText(key.content));
      await expect(training.question.verdict).toHaveCount(0);

      const marks = await training.question.answer(key, outcome);
      if (checksOnPick(key)) {
        await expect(training.checkButton).toHaveCount(0);
      } else {
        await training.checkButton.click();
      }
      await expect(training.question.verdict).toHaveAttribute('data-result', verdict);
      await expect(training.question.verdict).toContainText(t('zh', `question.view.${verdict}`));
      await expect(training.question.analysis).toContainText(plainText(key.analysis));
      await marks();
      await expect(training.sheetItem(n)).toHaveAttribute('data-state', SHEET_STATE[verdict]);
      await expect(training.checkButton).toHaveCount(0);
      // One screenshot per type and outcome.
      if (!shotTypes.has(name)) {
        shotTypes.add(name);
        await screens.take(`03-q${String(n).padStart(2, '0')}-${name}`);
      }
    });
  }

  const counts = (upTo: number) => {
    const done = planned.slice(0, upTo);
    return {
      right: done.filter((p) => p.verdict === 'right').length,
      wrong: done.filter((p) => p.verdict === 'wrong').length,
    };
  };

  for (let n = 1; n <= LEAVE_AFTER; n += 1) {
    await answer(n);
    await training.nextButton.click();
  }
  await expect(training.rightCount).toHaveText(
    t('zh', 'training.sheet.rightCount', { n: counts(LEAVE_AFTER).right }),
  );
  await expect(training.wrongCount).toHaveText(
    t('zh', 'training.sheet.wrongCount', { n: counts(LEAVE_AFTER).wrong }),
  );

  await test.step('the learner leaves for the home page midway', async () => {
    await training.expectAt(LEAVE_AFTER + 1);
    await openStudyEntry(page, 'nav-home');
    await learner.expectHome();
    await expect(training.root).toHaveCount(0);
  });

  await test.step('the bank shows the unfinished training and continues it', async () => {
    await repoList.openFromHeader();
    await repoList.openBank(DEMO_REPO);
    await repoView.expectLoaded();
    await expect(repoView.modeCard(SEQUENTIAL)).toHaveAttribute('data-unfinished', 'true');
    await expect(repoView.modeCard(SEQUENTIAL)).toContainText(
      t('zh', 'repo.view.unfinished', { answered: LEAVE_AFTER, total }),
    );
    await expect(repoView.modeButton(SEQUENTIAL)).toHaveText(t('zh', 'repo.view.continue'));
    await screens.take('04-repo-view-unfinished');
    await repoView.modeButton(SEQUENTIAL).click();
    expect(await training.expectLoaded(), 'the same training').toBe(trainId);
    await training.expectAt(LEAVE_AFTER + 1);
    for (let n = 1; n <= total; n += 1) {
      const state = n <= LEAVE_AFTER ? SHEET_STATE[planned[n - 1]!.verdict] : 'unanswered';
      await expect(training.sheetItem(n), `sheet item ${n}`).toHaveAttribute('data-state', state);
    }
    await screens.take('05-continued');
  });

  await test.step('an answered question is still marked and cannot be changed', async () => {
    const first = planned[0] as Planned;
    await training.sheetItem(1).click();
    await training.expectAt(1);
    await expect(training.question.verdict).toHaveAttribute('data-result', first.verdict);
    await expect(training.question.analysis).toBeVisible();
    await expect(training.checkButton).toHaveCount(0);
    await screens.take('06-answered-kept');
    await training.sheetItem(LEAVE_AFTER + 1).click();
  });

  for (let n = LEAVE_AFTER + 1; n <= total; n += 1) {
    await answer(n);
    if (n < total) await training.nextButton.click();
  }

  const { right, wrong } = counts(total);
  await test.step('the last question finishes the practice', async () => {
    await expect(training.nextButton).toHaveAttribute('data-last', 'true');
    await training.nextButton.click();
    await expect(training.finishDialog).toBeVisible();
    await expect(training.finishDialog).toContainText(t('zh', 'training.practice.finishMessage'));
    await screens.take('07-finish-dialog', page, { fullPage: false });
    await training.finishConfirm.click();
    await expect(page).toHaveURL(new RegExp(`/web/repo/repo/${trainId}$`));
  });

  await test.step('the result page shows the counts and each question', async () => {
    await expect(result.root).toBeVisible();
    await expect(result.state).toHaveText(t('zh', 'training.result.ended'));
    await expect(result.total).toHaveText(String(total));
    await expect(result.answered).toHaveText(String(total));
    await expect(result.right).toHaveText(String(right));
    await expect(result.wrong).toHaveText(String(wrong));
    await expect(result.accuracy).toHaveText(`${Math.round((right * 100) / (right + wrong))}%`);
    for (const [i, p] of planned.entries()) {
      await expect(result.item(i + 1)).toHaveAttribute('data-state', SHEET_STATE[p.verdict]);
    }
    await screens.take('08-result');
  });

  const wrongIds = planned.filter((p) => p.verdict === 'wrong').map((p) => p.key.id);
  const rightIds = planned.filter((p) => p.verdict === 'right').map((p) => p.key.id);
  await test.step('the wrong-answer book holds the wrong answers, not the right ones', async () => {
    await openStudyEntry(page, 'nav-book');
    await expect(page).toHaveURL(/\/web\/book$/);
    await expect(wrongBook.root).toBeVisible();
    await wrongBook.repo(DEMO_REPO).click();
    await expect(page).toHaveURL(new RegExp(`/web/book\\?repoId=${DEMO_REPO}$`));
    await expect(wrongBook.repo(DEMO_REPO)).toHaveAttribute('aria-pressed', 'true');
    for (const id of wrongIds) {
      const entry = wrongBook.question(id);
      await expect(entry, `wrong question ${id}`).toBeVisible();
      const key = keys.find((k) => k.id === id) as QuestionKey;
      await expect(entry).toContainText(plainText(key.content).slice(0, 12));
    }
    for (const id of rightIds.filter((r) => !bookBefore.has(r))) {
      await expect(wrongBook.question(id), `right question ${id}`).toHaveCount(0);
    }
    if (bookBefore.size === 0) {
      await expect(wrongBook.questions).toHaveCount(wrongIds.length);
      await expect(wrongBook.total).toHaveText(
        t('zh', 'common.pager.total', { total: wrongIds.length }),
      );
    }
    await screens.take('09-wrong-book');
  });
});

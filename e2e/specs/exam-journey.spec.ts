import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Db, PaperQuestionRow, QuestionKey } from '../fixtures/db.ts';
import { watchCaptchas } from '../fixtures/captcha.ts';
import { expect, test } from '../fixtures/index.ts';
import { ExamAdminList, ExamWatchDetail } from '../pages/ExamAdminPages.ts';
import { ExamListPage, ExamWrongBookPage, PaperResultPage } from '../pages/ExamPages.ts';
import { ExamTakePage } from '../pages/ExamTakePage.ts';
import { toasts } from '../pages/components.ts';
import { LearnerShell } from '../pages/LearnerShell.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { plainText } from '../pages/QuestionPanel.ts';
import { TrainingPage, WrongBookPage } from '../pages/TrainingPages.ts';
import { STUDENT, type Account } from '../support/accounts.ts';
import { authStateFile } from '../support/auth-state.ts';
import { graphql } from '../support/graphql.ts';
import { t } from '../support/i18n.ts';

/** The demo bank (prisma/seed/demo-bank.ts): three single choice, two true/false, two short answers. */
const DEMO_BANK = '示例题库';
const RULES = [
  { repo: DEMO_BANK, quType: 1, count: 3, score: 10 },
  { repo: DEMO_BANK, quType: 3, count: 2, score: 5 },
  { repo: DEMO_BANK, quType: 4, count: 1, score: 20 },
];
const TOTAL_SCORE = 60;
const QUALIFY_SCORE = 36;
/** Minutes: learner 2 waits this long for the server to hand the paper in. */
const TOTAL_TIME = 2;
/** Saves are accepted this long past the deadline; the deadline job fires then. */
const GRACE_MS = 5000;
/** The sweep (every 30 s) catches a paper the deadline job missed. */
const SWEEP_MS = 30_000;

const SHORT_ANSWER = '先切断电源或用干燥木棒使触电者脱离电源，再判断伤情、做心肺复苏，并拨打 120。';
const SHORT_SCORE = 14;
const SHORT_COMMENT = '步骤正确，缺少报告单位负责人。';

const OBJECTIVE = new Set([1, 2, 3]);

/** A learner in a browser context of their own (the admin keeps the test's page). */
interface Learner {
  context: BrowserContext;
  page: Page;
  uncaught: string[];
}

/** A new browser context set up as the test's own (added to `opened` at once, to be closed). */
async function openContext(
  browser: Browser,
  opened: Learner[],
  storageState?: string,
): Promise<Learner> {
  const { baseURL, locale, timezoneId, viewport } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, viewport, storageState });
  const page = await context.newPage();
  watchCaptchas(page);
  const uncaught: string[] = [];
  opened.push({ context, page, uncaught });
  page.on('pageerror', (error) => uncaught.push(error.stack ?? error.message));
  return { context, page, uncaught };
}

/** Signs `account` in through the login form, in a new browser context. */
async function signIn(
  browser: Browser,
  db: Db,
  account: Account,
  opened: Learner[],
): Promise<Learner> {
  const learner = await openContext(browser, opened);
  const login = new LoginPage(learner.page, db);
  await login.goto();
  await login.loginAs(account);
  await new LearnerShell(learner.page).expectHome();
  return learner;
}

/** The demo student in a new browser context, with the session the setup project saved. */
async function signedInStudent(browser: Browser, opened: Learner[]): Promise<Learner> {
  const learner = await openContext(browser, opened, authStateFile('student'));
  await learner.page.goto('/');
  await new LearnerShell(learner.page).expectHome();
  return learner;
}

/** The option texts that answer a choice question right or (on purpose) wrong. */
function choiceFor(
  key: QuestionKey,
  outcome: 'right' | 'wrong',
): { texts: string[]; ids: string[] } {
  const options = key.options.filter((o) => o.isRight === (outcome === 'right'));
  const picked = key.quType === 2 && outcome === 'right' ? options : options.slice(0, 1);
  if (picked.length === 0) throw new Error(`No ${outcome} option in ${key.id}`);
  return { texts: picked.map((o) => plainText(o.content)), ids: picked.map((o) => o.id) };
}

function sameIds(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

/**
 * Issue 5's journey, in three browser contexts: the admin (the test's page) authors an exam from the
 * demo bank (2 minutes, open to everyone, answers shown after hand-in); learner 2 starts it, answers
 * one question and drops off the network, so the page cannot hand in at its countdown's end and
 * the server's deadline job (or the sweep) must; meanwhile the demo student answers through a
 * network cut (the answers wait on the device and are replayed), hands in and is marked by the
 * admin; at the end learner 2's page shows the time-up and, back online, the result.
 */
test('an admin sets an exam; one learner loses the network and hands in, another is timed out by the server; the short answer is marked', async ({
  page,
  context,
  request,
  browser,
  asAdmin: admin,
  db,
  screens,
}) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const title = `安全生产测验 ${run}`;
  const learner2Account: Account = { username: `exam_${run}`, password: `Exam#${run}2026` };
  const learners: Learner[] = [];

  try {
    let examId = '';
    await test.step('the admin creates an exam from the demo bank', async () => {
      await admin.openFromSidebar('ExamList', await db.menuTitle('ExamManage'));
      const list = new ExamAdminList(page);
      await list.expectLoaded();
      const editor = await list.openNew();
      await editor.fill({
        title,
        start: new Date(),
        hours: 24,
        totalTime: TOTAL_TIME,
        qualifyScore: QUALIFY_SCORE,
        rules: RULES,
      });
      await editor.openType(1);
      await expect(page.getByTestId('exam-form-openType-1').locator('input')).toBeChecked();
      await editor.answerDisplay(1);
      for (const [i, rule] of RULES.entries()) {
        await expect(editor.rule(i).subtotal).toHaveText(String(rule.count * rule.score));
      }
      await expect(editor.totalScore).toContainText(String(TOTAL_SCORE));
      await screens.take('01-admin-editor');
      const saved = await editor.saveAndReturn();
      await expect(
        toasts(page, 'success').filter({ hasText: t('zh', 'sys.common.saved') }),
      ).toBeVisible();
      examId = await db.examIdByTitle(title);
      await saved.filter(title);
      await expect(saved.row(examId)).toBeVisible();
      await screens.take('02-admin-list');
    });

    await test.step('the admin adds a second learner account (GraphQL, with the admin session)', async () => {
      const access = await db.userAccess(STUDENT.username);
      const token = (await context.cookies()).find((c) => c.name === 'token')?.value ?? '';
      expect(token).not.toBe('');
      const created = await graphql(
        request,
        `mutation { saveUser(input: {
            userName: ${JSON.stringify(learner2Account.username)},
            password: ${JSON.stringify(learner2Account.password)},
            familyName: "赵", realName: "考生二",
            deptCode: ${JSON.stringify(access.deptCode ?? '')},
            roles: ${JSON.stringify(access.roleIds)} }) { id } }`,
        { token },
      );
      expect(created.errorCodes).toEqual([]);
      expect(await db.existingUserNames([learner2Account.username])).toEqual([
        learner2Account.username,
      ]);
    });

    // Learner 2 starts first: their clock runs while learner 1 takes the exam and is marked.
    const learner2 = await signIn(browser, db, learner2Account, learners);
    const take2 = new ExamTakePage(learner2.page);
    let paper2 = '';
    let deadline2 = 0;
    await test.step('learner 2 starts the exam and answers one question', async () => {
      const list = new ExamListPage(learner2.page);
      await list.goto();
      await list.searchTitle(title);
      await expect(list.card(examId)).toBeVisible();
      const check = await list.start(examId);
      await check.start();
      paper2 = await take2.expectLoaded();
      const items = await db.paperQuestions(paper2);
      const first = items[0] as PaperQuestionRow;
      const key = await db.questionKey(first.quId);
      await take2.expectAt(1);
      await take2.choose(choiceFor(key, 'right').texts);
      await take2.expectSaved();
      const row = (await db.paperQuestions(paper2))[0] as PaperQuestionRow;
      expect(row.answered).toBe(true);
      deadline2 = (await db.paper(paper2)).deadline.getTime();
      expect(await take2.secondsLeft()).toBeGreaterThan(TOTAL_TIME * 60 - 30);
      await screens.take('03-learner2-answered', learner2.page);
      // From here learner 2 does nothing, and their connection is gone: the page cannot hand the
      // paper in when its countdown ends (it would, online: handBy 1), so the server has to.
      await learner2.context.setOffline(true);
    });

    const learner1 = await signedInStudent(browser, learners);
    const p1 = learner1.page;
    const take1 = new ExamTakePage(p1);
    let paper1 = '';
    let items: PaperQuestionRow[] = [];
    const keys = new Map<string, QuestionKey>();

    await test.step('learner 1 finds the exam on the home page and starts it', async () => {
      const list = new ExamListPage(p1);
      await list.goto();
      await list.searchTitle(title);
      await expect(list.cards).toHaveCount(1);
      await expect(list.card(examId)).toHaveAttribute('data-state', '0');
      await screens.take('04-learner1-list', p1);
      const check = await list.start(examId);
      await expect(check.title).toHaveText(title);
      await expect(check.totalScore).toContainText(String(TOTAL_SCORE));
      await expect(check.startButton).toBeEnabled();
      await screens.take('05-learner1-check', p1);
      await check.start();
      paper1 = await take1.expectLoaded();
      items = await db.paperQuestions(paper1);
      expect(items.map((i) => i.quType).sort()).toEqual([1, 1, 1, 3, 3, 4]);
      for (const item of items) keys.set(item.quId, await db.questionKey(item.quId));
      await expect(take1.title).toHaveText(title);
    });

    const objective = items.filter((i) => OBJECTIVE.has(i.quType));
    const short = items.find((i) => i.quType === 4) as PaperQuestionRow;
    const numberOf = (item: PaperQuestionRow) => items.indexOf(item) + 1;
    const keyOf = (item: PaperQuestionRow) => keys.get(item.quId) as QuestionKey;
    /** What learner 1 does with each objective question, in paper order. */
    const plan = objective.map((item, i) => ({
      item,
      outcome: (i === 1 ? 'wrong' : 'right') as 'right' | 'wrong',
      /** The first two online, the next two offline, the last one only flagged (offline). */
      phase: i < 2 ? 'online' : i < 4 ? 'offline' : 'flag',
    }));
    const picks = new Map(
      plan
        .filter((p) => p.phase !== 'flag')
        .map((p) => [p.item.quId, choiceFor(keyOf(p.item), p.outcome)]),
    );
    const expectedObj = plan
      .filter((p) => p.phase !== 'flag' && p.outcome === 'right')
      .reduce((sum, p) => sum + p.item.score, 0);

    await test.step('learner 1 looks over the paper, then answers two questions online', async () => {
      for (let n = 1; n <= items.length; n += 1) {
        await take1.goTo(n);
        await expect(take1.question.root).toHaveAttribute(
          'data-qu-type',
          String(items[n - 1]?.quType),
        );
        await expect(take1.question.content).toContainText(
          plainText(keyOf(items[n - 1] as PaperQuestionRow).content),
        );
      }
      for (const p of plan.filter((x) => x.phase === 'online')) {
        await take1.goTo(numberOf(p.item));
        await take1.choose(picks.get(p.item.quId)?.texts ?? []);
        await expect(take1.sheetItem(numberOf(p.item))).toHaveAttribute('data-state', 'answered');
      }
      await take1.expectSaved();
      await expect(take1.banner).toHaveCount(0);
      const saved = await db.paperQuestions(paper1);
      for (const p of plan.filter((x) => x.phase === 'online')) {
        const row = saved.find((r) => r.quId === p.item.quId);
        expect(sameIds(row?.answer?.optionIds, picks.get(p.item.quId)?.ids ?? [])).toBe(true);
      }
      await screens.take('06-learner1-online', p1);
    });

    const offlineIds = [
      ...plan.filter((p) => p.phase !== 'online').map((p) => p.item.quId),
      short.quId,
    ];
    await test.step('the network is cut: the answers wait on the device and the banner says so', async () => {
      await learner1.context.setOffline(true);
      for (const p of plan.filter((x) => x.phase === 'offline')) {
        await take1.goTo(numberOf(p.item));
        await take1.choose(picks.get(p.item.quId)?.texts ?? []);
      }
      const flagged = plan.find((p) => p.phase === 'flag');
      if (flagged !== undefined) {
        await take1.goTo(numberOf(flagged.item));
        await take1.toggleFlag();
        await expect(take1.sheetItem(numberOf(flagged.item))).toHaveAttribute(
          'data-flagged',
          'true',
        );
      }
      await take1.goTo(numberOf(short));
      await take1.writeShortAnswer(SHORT_ANSWER);
      await expect(take1.sheetItem(numberOf(short))).toHaveAttribute('data-state', 'answered', {
        timeout: 15_000,
      });
      await expect(take1.banner).toHaveAttribute('data-state', 'failing');
      await expect(take1.banner).toHaveAttribute('data-waiting', String(offlineIds.length));
      await expect(take1.banner).toContainText(t('zh', 'examTake.banner.failing'));
      await expect(take1.banner).toContainText(
        t('zh', 'examTake.banner.waiting', { n: offlineIds.length }),
      );
      await expect(take1.saveState).toHaveAttribute('data-state', 'failing');
      await expect(take1.saveState).toHaveText(
        t('zh', 'examTake.page.waiting', { n: offlineIds.length }),
      );
      // Nothing of it reached the server.
      const onServer = await db.paperQuestions(paper1);
      for (const id of offlineIds) {
        const row = onServer.find((r) => r.quId === id);
        expect(row?.answer ?? null, `no answer of ${id} on the server yet`).toBeNull();
      }
      await screens.take('07-learner1-offline', p1);
    });

    await test.step('the network is back: the waiting answers are replayed and the banner says so', async () => {
      await learner1.context.setOffline(false);
      await expect(take1.banner).toHaveAttribute('data-state', 'restored');
      await expect(take1.banner).toContainText(t('zh', 'examTake.banner.restored'));
      await screens.take('08-learner1-restored', p1);
      await take1.expectSaved();
      const saved = await db.paperQuestions(paper1);
      for (const p of plan.filter((x) => x.phase === 'offline')) {
        const row = saved.find((r) => r.quId === p.item.quId);
        expect(row?.answered, `question ${numberOf(p.item)} answered`).toBe(true);
        expect(sameIds(row?.answer?.optionIds, picks.get(p.item.quId)?.ids ?? [])).toBe(true);
      }
      for (const p of plan.filter((x) => x.phase === 'flag')) {
        const row = saved.find((r) => r.quId === p.item.quId);
        expect(row?.answered).toBe(false);
      }
      const shortRow = saved.find((r) => r.quId === short.quId);
      expect(plainText(shortRow?.answer?.text ?? '')).toBe(SHORT_ANSWER);
      await expect(take1.banner).toHaveCount(0, { timeout: 10_000 });
    });

    await test.step('learner 1 hands in after confirming and sees the objective score', async () => {
      const unanswered = plan.filter((p) => p.phase === 'flag').length;
      expect(await take1.openHandIn()).toBe(unanswered);
      await expect(take1.handInUnanswered).toContainText(String(unanswered));
      await screens.take('09-learner1-hand-in', p1, { fullPage: false });
      await take1.handIn();
      const result = new PaperResultPage(p1);
      expect(await result.expectLoaded()).toBe(1);
      await expect(result.state).toHaveText(t('zh', 'exam.paperState.marking'));
      await expect(result.markingNote).toBeVisible();
      await expect(result.score).toHaveText(String(expectedObj));
      await expect(result.objScore).toHaveText(String(expectedObj));
      await expect(result.questions).toHaveCount(items.length);
      for (const p of plan) {
        const state = p.phase === 'flag' || p.outcome === 'wrong' ? 'wrong' : 'right';
        await expect(result.question(numberOf(p.item))).toHaveAttribute('data-state', state);
      }
      await expect(result.question(numberOf(short))).toHaveAttribute('data-state', 'marking');
      await screens.take('10-learner1-result', p1);

      const paper = await db.paper(paper1);
      expect(paper).toMatchObject({ state: 1, handBy: 1, objScore: expectedObj });
      const graded = await db.paperQuestions(paper1);
      for (const p of plan) {
        const row = graded.find((r) => r.quId === p.item.quId);
        const right = p.phase !== 'flag' && p.outcome === 'right';
        expect(row?.userScore, `score of question ${numberOf(p.item)}`).toBe(
          right ? p.item.score : 0,
        );
        if (p.phase !== 'flag') expect(row?.isRight).toBe(right);
      }
      for (const id of offlineIds) {
        const row = graded.find((r) => r.quId === id);
        if (id === short.quId || picks.has(id)) {
          expect(row?.answered, `offline answer of ${id} kept after hand-in`).toBe(true);
        }
      }
      expect(graded.find((r) => r.quId === short.quId)?.needsMarking).toBe(true);
    });

    await test.step('the admin marks the short answer from the exam papers', async () => {
      const list = new ExamAdminList(page);
      await list.goto();
      await list.filter(title);
      const detail = await list.openWatchDetail(examId);
      await expect(detail.title).toContainText(title);
      const papers = await detail.showPapers();
      await expect(papers.row(paper1)).toBeVisible();
      await expect(papers.state(paper1)).toHaveText(t('zh', 'examAdmin.paperState.toMark'));
      await screens.take('11-admin-papers');
      const review = await papers.openReview(paper1);
      await expect(review.toMark).toHaveCount(1);
      await expect(review.item(short.sort)).toHaveAttribute('data-needs-marking', 'true');
      await review.enterScore(short.sort, String(SHORT_SCORE), SHORT_COMMENT);
      await screens.take('12-admin-review');
      await review.submit.click();
      const total = expectedObj + SHORT_SCORE;
      await expect(
        toasts(page, 'success').filter({
          hasText: t('zh', 'examAdmin.review.saved', {
            score: total,
            total: TOTAL_SCORE,
          }),
        }),
      ).toBeVisible();
      await expect(review.toMark).toHaveCount(0);
      await expect(review.userScore).toContainText(`${total} / ${TOTAL_SCORE}`);
      await expect(review.state).toHaveText(t('zh', 'examAdmin.paperState.finished'));
      await screens.take('13-admin-reviewed');
      const paper = await db.paper(paper1);
      expect(paper).toMatchObject({ state: 2, userScore: total, subjScore: SHORT_SCORE });
      const row = (await db.paperQuestions(paper1)).find((r) => r.quId === short.quId);
      expect(row).toMatchObject({
        userScore: SHORT_SCORE,
        needsMarking: false,
        comment: SHORT_COMMENT,
      });
    });

    await test.step('learner 1 reloads the result: the final score and the finished state', async () => {
      const result = new PaperResultPage(p1);
      await p1.reload();
      expect(await result.expectLoaded()).toBe(2);
      const total = expectedObj + SHORT_SCORE;
      await expect(result.state).toHaveText(t('zh', 'exam.paperState.finished'));
      await expect(result.score).toHaveText(String(total));
      await expect(result.subjScore).toHaveText(String(SHORT_SCORE));
      await expect(result.markingNote).toHaveCount(0);
      await expect(result.passed).toHaveAttribute('data-passed', String(total >= QUALIFY_SCORE));
      // 14 of 20: part of the marks.
      await expect(result.question(numberOf(short))).toHaveAttribute('data-state', 'partial');
      await expect(result.questionScore(numberOf(short))).toContainText(String(SHORT_SCORE));
      await expect(result.questionComment(numberOf(short))).toContainText(SHORT_COMMENT);
      await screens.take('14-learner1-final', p1);
    });

    await test.step('learner 1 narrows the wrong-answer book to this exam in the exam dialog', async () => {
      const wrong = plan.filter((p) => p.phase !== 'flag' && p.outcome === 'wrong');
      const book = new WrongBookPage(p1);
      await p1.goto('/web/book');
      await expect(book.root).toBeVisible();
      await book.examFilter.click();
      await expect(book.examDialog).toBeVisible();
      await book.examDialog.getByTestId('wrongbook-exam-picker-search').fill(title);
      const choose = book.examDialog.getByRole('button', {
        name: t('zh', 'picker.common.chooseRowLabel', { title }),
        exact: true,
      });
      await expect(choose).toHaveCount(1);
      await screens.take('14a-learner1-book-exam-dialog', p1);
      await choose.click();
      await expect(book.examDialog).toHaveCount(0);
      await expect(book.examTag).toContainText(t('zh', 'wrongBook.page.examTag', { title }));
      // Only what was got wrong in this exam, whatever else the book holds.
      await expect(book.questions).toHaveCount(wrong.length);
      for (const p of wrong) await expect(book.question(p.item.quId)).toBeVisible();
      await expect(book.practise).toHaveText(
        t('zh', 'wrongBook.page.practiseExam', { exam: title }),
      );
      await screens.take('14a-learner1-book-by-exam', p1);
      await book.examClear.click();
      await expect(book.examTag).toHaveCount(0);
      await expect(book.examFilter).toBeFocused();
      await expect(book.practise).toHaveText(t('zh', 'wrongBook.page.practiseAll'));
    });

    await test.step("learner 1 opens this exam's wrong questions and practises just those", async () => {
      const wrong = plan.filter((p) => p.phase !== 'flag' && p.outcome === 'wrong');
      const book = new ExamWrongBookPage(p1);
      await book.goto(examId);
      await expect(book.questions).toHaveCount(wrong.length);
      for (const p of wrong) await expect(book.question(p.item.quId)).toBeVisible();
      await screens.take('14b-learner1-exam-wrong-book', p1);
      await book.practise.click();
      await p1.waitForURL(`**/web/book/training/all/11?examId=${examId}`);
      const training = new TrainingPage(p1);
      await training.expectLoaded();
      await expect(training.sheetItem(wrong.length)).toBeVisible();
      await expect(training.sheetItem(wrong.length + 1)).toHaveCount(0);
      await screens.take('14c-learner1-exam-practice', p1);
    });

    await test.step('learner 2 is timed out: the server hands the paper in at the deadline', async () => {
      await expect(take2.timeUp).toBeVisible({
        timeout: Math.max(0, deadline2 - Date.now()) + 15_000,
      });
      await expect(take2.timeUp).toContainText(t('zh', 'examTake.timeUp.title'));
      // Offline, the page says it hands in once the network is back.
      await expect(take2.timeUp).toContainText(t('zh', 'examTake.timeUp.offline'));
      await screens.take('15-learner2-time-up', learner2.page, { fullPage: false });
      await expect
        .poll(async () => (await db.paper(paper2)).handBy, {
          message: 'the deadline job (or the sweep) hands the paper in',
          timeout: Math.max(0, deadline2 + GRACE_MS - Date.now()) + SWEEP_MS + 15_000,
          intervals: [500],
        })
        .not.toBeNull();
      const paper = await db.paper(paper2);
      expect([2, 3]).toContain(paper.handBy);
      test.info().annotations.push({
        type: 'learner 2 handed in by',
        description: paper.handBy === 2 ? 'the deadline job (2)' : 'the sweep (3)',
      });
      expect(paper.state).not.toBe(0);
      expect((paper.handedAt as Date).getTime()).toBeGreaterThanOrEqual(deadline2 + GRACE_MS);
      const first = (await db.paperQuestions(paper2))[0] as PaperQuestionRow;
      expect(first.answered).toBe(true);

      // The connection comes back: the page learns the paper is in and shows the result.
      await learner2.context.setOffline(false);
      await expect(learner2.page).toHaveURL(new RegExp(`/web/exam/result/${paper2}$`), {
        timeout: 30_000,
      });
      const result = new PaperResultPage(learner2.page);
      expect(await result.expectLoaded()).toBe(paper.state);
      await expect(result.score).toHaveText(String(paper.userScore));
      await screens.take('16-learner2-result', learner2.page);
    });

    await test.step('the admin sees both papers handed in', async () => {
      const detail = new ExamWatchDetail(page);
      await detail.goto(examId, 'papers');
      await expect(detail.papers.rows).toHaveCount(2);
      await expect(detail.papers.state(paper1)).toHaveText(
        t('zh', 'examAdmin.paperState.finished'),
      );
      await expect(detail.papers.row(paper2)).toBeVisible();
      await screens.take('17-admin-papers-done');
    });

    for (const learner of learners) {
      expect(learner.uncaught, 'uncaught exceptions in a learner page').toEqual([]);
    }
  } finally {
    for (const learner of learners) await learner.context.close();
  }
});

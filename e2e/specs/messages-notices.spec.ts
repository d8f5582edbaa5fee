import { expect, test } from '../fixtures/index.ts';
import { chooseRemote, toasts } from '../pages/components.ts';
import { LearnerShell } from '../pages/LearnerShell.ts';
import { MessageSendPage, MessagesTab, NoticeAdminPage } from '../pages/MessagePages.ts';
import { ExamListPage } from '../pages/ExamPages.ts';
import { authStateFile, savedState } from '../support/auth-state.ts';
import { graphql } from '../support/graphql.ts';
import { t } from '../support/i18n.ts';

/** The seeded demo student (prisma/seed/seed.ts). */
const STUDENT_ID = 'user-student';

test('an admin publishes a notice and sends a message; the learner sees the badge rise, reads both', async ({
  page,
  browser,
  asAdmin: admin,
  db,
  screens,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const noticeTitle = `考场纪律通知 ${run}`;
  const noticeText = '请提前十五分钟进入考场，携带身份证件。';
  const draftTitle = `草稿公告 ${run}`;
  const messageTitle = `补考安排 ${run}`;
  const messageText = `补考定于周五下午两点。\n请准时参加。`;

  await db.markMessagesRead(STUDENT_ID);
  const { baseURL, locale, timezoneId, viewport } = test.info().project.use;
  const learnerContext = await browser.newContext({
    baseURL,
    locale,
    timezoneId,
    viewport,
    storageState: authStateFile('student'),
  });
  const uncaught: string[] = [];
  const learnerPage = await learnerContext.newPage();
  learnerPage.on('pageerror', (e) => uncaught.push(e.stack ?? e.message));
  const learner = new LearnerShell(learnerPage);
  const messages = new MessagesTab(learnerPage);

  try {
    await test.step('the admin publishes a notice and keeps another as a draft', async () => {
      await admin.openFromSidebar('SysNotice', await db.menuTitle('SysManage'));
      const notices = new NoticeAdminPage(page);
      await expect(notices.root).toBeVisible();
      await notices.add(noticeTitle, noticeText, true);
      await expect(notices.row(noticeTitle)).toContainText(t('zh', 'notice.state.published'));
      await notices.add(draftTitle, '还没写完', false);
      await expect(notices.row(draftTitle)).toContainText(t('zh', 'notice.state.draft'));
      await screens.take('01-admin-notices');
    });

    await test.step('the learner sees the published notice on the home page, not the draft', async () => {
      await learnerPage.goto('/web/index');
      await learner.expectHome();
      const cards = learnerPage.getByTestId('home-notices');
      await expect(cards).toContainText(noticeTitle);
      await expect(cards).not.toContainText(draftTitle);
      await expect(messages.bell).toBeVisible();
      await expect(messages.badge).toHaveCount(0);
      await screens.take('02-learner-home', learnerPage);
    });

    await test.step('the admin sends the learner a message', async () => {
      await admin.openFromSidebar('SysMessage', await db.menuTitle('SysManage'));
      const send = new MessageSendPage(page);
      await send.sendToUser({ id: STUDENT_ID, userName: 'student' }, messageTitle, messageText);
      await expect(
        toasts(page, 'success').filter({
          hasText: t('zh', 'message.send.sent').replace('{count}', '1'),
        }),
      ).toBeVisible();
      await expect(send.root.getByTestId('message-send-table')).toContainText(messageTitle);
      await screens.take('03-admin-message-sent');
    });

    await test.step('the learner badge rises without a reload', async () => {
      await expect(messages.badge).toHaveText('1');
      await expect(learnerPage).toHaveURL(/\/web\/index$/);
    });

    await test.step('the learner opens the message from the bell and reads it', async () => {
      await messages.bell.click();
      await expect(learnerPage).toHaveURL(/\/web\/uc\?to=msg$/);
      await expect(messages.root).toBeVisible();
      const row = messages.row(messageTitle);
      await expect(row).toContainText(t('zh', 'message.state.unread'));
      await screens.take('04-learner-messages', learnerPage);
      await row.getByRole('button', { name: messageTitle }).click();
      await expect(messages.detail).toBeVisible();
      await expect(messages.detail.getByTestId('message-detail-content')).toHaveText(messageText);
      await screens.take('05-learner-message-detail', learnerPage);
      await learnerPage.keyboard.press('Escape');
      await expect(messages.detail).toBeHidden();
      await expect(row).toContainText(t('zh', 'message.state.read'));
      await expect(messages.badge).toHaveCount(0);
    });

    await test.step('the learner deletes the message', async () => {
      const row = messages.row(messageTitle);
      await row.getByTestId(/^message-table-select-/).click();
      await expect(row.getByRole('checkbox')).toBeChecked();
      await messages.root.getByTestId('message-delete').click();
      const confirm = learnerPage.getByTestId('message-delete-confirm');
      await expect(confirm).toContainText(t('zh', 'message.list.deleteConfirm'));
      await confirm.getByTestId('message-delete-confirm-confirm').click();
      await expect(
        toasts(learnerPage, 'success').filter({ hasText: t('zh', 'message.list.deleted') }),
      ).toBeVisible();
      await expect(messages.row(messageTitle)).toHaveCount(0);
    });

    await test.step('the learner reads the notice from its home card, in a new window', async () => {
      await learnerPage.goto('/web/index');
      const card = learnerPage.getByTestId('home-notices').getByRole('link', {
        name: new RegExp(noticeTitle),
      });
      const [popup] = await Promise.all([learnerContext.waitForEvent('page'), card.click()]);
      await popup.waitForLoadState();
      await expect(popup).toHaveURL(/\/web\/notice\/detail\//);
      await expect(popup.getByTestId('notice-detail-title')).toHaveText(noticeTitle);
      await expect(popup.getByTestId('notice-detail-content')).toContainText(noticeText);
      await screens.take('06-learner-notice', popup);
      await popup.close();
    });

    await test.step('the notice list shows it; a draft is not found', async () => {
      await learnerPage.goto('/web/notice');
      const list = learnerPage.getByTestId('notice-list-page');
      await expect(list).toContainText(noticeTitle);
      await expect(list).not.toContainText(draftTitle);
      await screens.take('07-learner-notice-list', learnerPage);
      const draftId = await db.noticeId(draftTitle);
      await learnerPage.goto(`/web/notice/detail/${draftId}`);
      await expect(learnerPage.getByTestId('notice-detail-error')).toHaveText(
        t('zh', 'error.DATA_NOT_FOUND'),
      );
    });
    await test.step('the header with the notices entry and the bell fits narrow windows, in English', async () => {
      await learner.language.choose('en');
      await expect(learnerPage.getByTestId('nav-notice')).toHaveText(
        t('en', 'learner.header.notice'),
      );
      for (const width of [1280, 1024, 320]) {
        await learnerPage.setViewportSize({ width, height: 768 });
        await expect(messages.bell).toBeVisible();
        // The header rearranges itself after a resize: wait for the layout to settle.
        await expect
          .poll(
            () =>
              learnerPage.evaluate(
                () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
              ),
            { message: `horizontal overflow at ${width} px` },
          )
          .toBeLessThanOrEqual(0);
      }
      await screens.take('08-learner-notice-list-320-en', learnerPage);
    });
  } finally {
    await learnerContext.close();
  }
  expect(uncaught, 'uncaught exceptions in the learner page').toEqual([]);
});

test('an admin writes a notification template and notifies an exam; the learner is told', async ({
  page,
  browser,
  asAdmin: admin,
  db,
  screens,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const tmplName = `考前提醒 ${run}`;

  const { baseURL, locale, timezoneId, viewport } = test.info().project.use;
  const learnerContext = await browser.newContext({
    baseURL,
    locale,
    timezoneId,
    viewport,
    storageState: authStateFile('student'),
  });
  const learnerPage = await learnerContext.newPage();
  const messages = new MessagesTab(learnerPage);

  try {
    await learnerPage.goto('/web/uc?to=msg');
    await expect(messages.root).toBeVisible();

    await test.step('the admin adds a template; an unknown placeholder is refused first', async () => {
      await admin.openFromSidebar('NotifyTmplList', await db.menuTitle('SysManage'));
      const tmplPage = page.getByTestId('tmpl-page');
      await tmplPage.getByTestId('tmpl-add').click();
      const dialog = page.getByTestId('tmpl-dialog');
      await dialog.getByTestId('tmpl-title').fill(tmplName);
      await dialog.getByTestId('tmpl-msg-title').fill('考试提醒：{examTitle}');
      await dialog
        .getByTestId('tmpl-content')
        .fill('{realName}同学，考试「{examTitle}」{when}开始。');
      await dialog.getByTestId('tmpl-save').click();
      await expect(dialog).toContainText('{when}');
      await dialog
        .getByTestId('tmpl-content')
        .fill('{realName}同学，考试「{examTitle}」将于 {startTime} 开始，时长 {totalTime} 分钟。');
      await screens.take('09-admin-template');
      await dialog.getByTestId('tmpl-save').click();
      await expect(dialog).toBeHidden();
      await expect(tmplPage.getByTestId('tmpl-table')).toContainText(tmplName);
    });

    await test.step('the admin sends the demo exam notification and watches it finish', async () => {
      await admin.openFromSidebar('ExamList', await db.menuTitle('ExamManage'));
      const row = page
        .getByTestId('exam-admin-list')
        .getByRole('row')
        .filter({ hasText: '示例考试' });
      await row.getByTestId(/^exam-notify-/).click();
      const dialog = page.getByTestId('exam-notify-dialog');
      await chooseRemote(dialog.getByTestId('exam-notify-tmpl'), tmplName);
      await dialog.getByTestId('exam-notify-send').click();
      await expect(dialog.getByTestId('exam-notify-state')).toHaveAttribute(
        'data-state',
        'completed',
        { timeout: 20_000 },
      );
      await screens.take('10-admin-exam-notify');
      await dialog.getByRole('button', { name: t('zh', 'notify.exam.close') }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('the learner has the notification, rendered for them', async () => {
      // The list follows the pushed unread count: no reload.
      const row = messages.row('考试提醒：示例考试');
      await expect(row).toContainText(t('zh', 'message.state.unread'));
      await row.getByRole('button', { name: '考试提醒：示例考试' }).click();
      await expect(messages.detail.getByTestId('message-detail-content')).toContainText(
        '学员同学，考试「示例考试」将于',
      );
    });

    await test.step('the points log shows the first login of the day, with the balance', async () => {
      await learnerPage.goto('/web/uc?tab=points');
      const tab = learnerPage.getByTestId('points-tab');
      await expect(tab).toBeVisible();
      const row = tab.getByRole('row').filter({ hasText: '每日首次登录' });
      await expect(row).toContainText('+1');
      await screens.take('11-learner-points', learnerPage);
    });

    await test.step('the admin sets the points rules', async () => {
      await admin.openFromSidebar('PointsRule', await db.menuTitle('SysManage'));
      const rules = page.getByTestId('points-rule-page');
      await rules.getByTestId('points-rule-examPass-points').fill('20');
      await rules.getByTestId('points-rule-save').click();
      await expect(
        toasts(page, 'success').filter({ hasText: t('zh', 'sys.common.saved') }),
      ).toBeVisible();
      await screens.take('12-admin-points-rules');
    });
  } finally {
    await learnerContext.close();
  }
});

test('an admin audits an apply: the learner is told at once, reads and deletes it; a passed exam earns points', async ({
  page,
  browser,
  request,
  asAdmin: admin,
  db,
  screens,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const examTitle = `报名考试 ${run}`;
  const tokenOf = (role: 'admin' | 'student') =>
    savedState(role).cookies.find((c) => c.name === 'token')?.value ?? '';
  const adminToken = tokenOf('admin');
  const studentToken = tokenOf('student');

  await test.step('set-up (API): passing an exam earns 15 points; an exam taking applications', async () => {
    const rules = await graphql(
      request,
      'mutation { savePointsRules(rules: [{ code: "examPass", enabled: true, points: 15 }]) { code } }',
      { token: adminToken },
    );
    expect(rules.errorCodes).toEqual([]);
    const day = 24 * 3600_000;
    const saved = await graphql(
      request,
      `mutation { saveExam(input: {
          title: ${JSON.stringify(examTitle)}, openType: 3, applyOn: true, userIds: [],
          startTime: ${JSON.stringify(new Date(Date.now() - day).toISOString())},
          endTime: ${JSON.stringify(new Date(Date.now() + 30 * day).toISOString())},
          totalTime: 30, qualifyScore: 0, handMin: 0,
          ruleList: [{ repoId: "repo-demo", quType: 1, quCount: 1, quScore: 10 }] }) }`,
      { token: adminToken },
    );
    expect(saved.errorCodes).toEqual([]);
  });
  const examId = await db.examIdByTitle(examTitle);
  await db.markMessagesRead(STUDENT_ID);

  const { baseURL, locale, timezoneId, viewport } = test.info().project.use;
  const learnerContext = await browser.newContext({
    baseURL,
    locale,
    timezoneId,
    viewport,
    storageState: authStateFile('student'),
  });
  const learnerPage = await learnerContext.newPage();
  const messages = new MessagesTab(learnerPage);
  const approvedTitle = '考试报名已通过';
  // Earlier journeys may have approved other applies of the same learner: the list is newest
  // first, so this exam's message is the first row of that title.
  const approvedRow = () => messages.row(approvedTitle).first();

  try {
    await test.step('the learner applies to the exam', async () => {
      const list = new ExamListPage(learnerPage);
      await list.goto();
      await list.searchTitle(examTitle);
      await list.apply(examId, '我想参加这次考试');
      await expect(messages.bell).toBeVisible();
      await expect(messages.badge).toHaveCount(0);
    });

    await test.step('the admin approves the apply', async () => {
      await admin.openFromSidebar('ExamApplyList', await db.menuTitle('ExamManage'));
      const row = page.getByTestId('apply-table').getByRole('row').filter({ hasText: examTitle });
      await row.getByTestId(/^apply-audit-/).click();
      const dialog = page.getByTestId('apply-audit-dialog');
      await dialog.getByTestId('apply-audit-state-1').click();
      await dialog.getByTestId('apply-audit-message').fill('欢迎参加');
      await screens.take('13-admin-apply-audit');
      await dialog.getByTestId('apply-audit-submit').click();
      await expect(dialog).toBeHidden();
    });

    await test.step('the learner badge rises without a reload; the learner reads the message', async () => {
      await expect(messages.badge).toHaveText('1');
      // Still the exam list the learner applied from (with its title search): no reload.
      await expect(learnerPage).toHaveURL(/\/web\/index\?title=/);
      await messages.bell.click();
      await expect(learnerPage).toHaveURL(/\/web\/uc\?to=msg$/);
      const row = approvedRow();
      await expect(row).toContainText(t('zh', 'message.state.unread'));
      await row.getByRole('button', { name: approvedTitle }).click();
      await expect(messages.detail.getByTestId('message-detail-content')).toContainText(examTitle);
      await screens.take('14-learner-apply-approved', learnerPage);
      await learnerPage.keyboard.press('Escape');
      await expect(row).toContainText(t('zh', 'message.state.read'));
      await expect(messages.badge).toHaveCount(0);
    });

    await test.step('the learner deletes the message', async () => {
      const before = await messages.row(approvedTitle).count();
      const row = approvedRow();
      await row.getByTestId(/^message-table-select-/).click();
      await messages.root.getByTestId('message-delete').click();
      await learnerPage
        .getByTestId('message-delete-confirm')
        .getByTestId('message-delete-confirm-confirm')
        .click();
      await expect(messages.row(approvedTitle)).toHaveCount(before - 1);
    });

    await test.step('the learner turns SMS notifications off in the settings tab; the password has its own tab', async () => {
      await learnerPage.goto('/web/uc?tab=settings');
      const settings = learnerPage.getByTestId('user-settings');
      const smsSwitch = settings.getByTestId('settings-sms-notify');
      await expect(smsSwitch.getByRole('checkbox')).toBeChecked();
      await smsSwitch.click();
      await expect(
        toasts(learnerPage, 'success').filter({ hasText: t('zh', 'userCentre.settings.saved') }),
      ).toBeVisible();
      await expect(smsSwitch.getByRole('checkbox')).not.toBeChecked();
      await screens.take('16-learner-settings', learnerPage);
      await learnerPage.reload();
      await expect(
        learnerPage.getByTestId('settings-sms-notify').getByRole('checkbox'),
      ).not.toBeChecked();
      await learnerPage.getByTestId('settings-sms-notify').click();
      await expect(
        learnerPage.getByTestId('settings-sms-notify').getByRole('checkbox'),
      ).toBeChecked();
      await learnerPage.getByTestId('uc-tab-password').click();
      await expect(learnerPage).toHaveURL(/tab=password/);
      await expect(
        learnerPage.getByRole('heading', { name: t('zh', 'profile.password.heading') }),
      ).toBeVisible();
      await learnerPage.getByTestId('uc-tab-profile').click();
      await expect(learnerPage.getByTestId('profile-page')).toBeVisible();
      await expect(
        learnerPage.getByRole('heading', { name: t('zh', 'profile.password.heading') }),
      ).toHaveCount(0);
    });

    await test.step('the learner sits the exam and passes (API): the points log shows it', async () => {
      const paper = await graphql(
        request,
        `mutation { createPaper(input: { examId: "${examId}" }) { id } }`,
        { token: studentToken },
      );
      expect(paper.errorCodes).toEqual([]);
      const paperId = (paper.data?.createPaper as { id: string }).id;
      const handed = await graphql(request, `mutation { handExam(id: "${paperId}") { id } }`, {
        token: studentToken,
      });
      expect(handed.errorCodes).toEqual([]);
      await learnerPage.goto('/web/uc?tab=points');
      const tab = learnerPage.getByTestId('points-tab');
      const row = tab.getByRole('row').filter({ hasText: `通过考试「${examTitle}」` });
      await expect(row).toContainText('+15');
      await screens.take('15-learner-points-exam-pass', learnerPage);
    });
  } finally {
    await learnerContext.close();
  }
});

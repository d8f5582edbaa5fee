import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';

/**
 * Back-office views by the `component` key a menu route carries (a view file's relative path in
 * the legacy client). Only views that exist are listed; any other key renders the 404 page.
 */
const VIEWS: Record<string, LazyExoticComponent<ComponentType>> = {
  'dashboard/index': lazy(() =>
    import('../../../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
  ),
  'sys/user': lazy(() =>
    import('../../../features/users/UserPage').then((m) => ({ default: m.UserPage })),
  ),
  'sys/role': lazy(() =>
    import('../../../features/rbac/RolePage').then((m) => ({ default: m.RolePage })),
  ),
  'sys/depart': lazy(() =>
    import('../../../features/org/DepartmentPage').then((m) => ({ default: m.DepartmentPage })),
  ),
  'sys/group': lazy(() =>
    import('../../../features/groups/GroupPage').then((m) => ({ default: m.GroupPage })),
  ),
  'sys/dict': lazy(() =>
    import('../../../features/dict/DictPage').then((m) => ({ default: m.DictPage })),
  ),
  'sys/config': lazy(() =>
    import('../../../features/config/ConfigPage').then((m) => ({ default: m.ConfigPage })),
  ),
  // Real-name review (menu RealNameAudit).
  'sys/real': lazy(() =>
    import('../../../features/realname-admin/RealNameAuditView').then((m) => ({
      default: m.RealNameAuditView,
    })),
  ),
  'sys/audit': lazy(() =>
    import('../../../features/audit/AuditPage').then((m) => ({ default: m.AuditPage })),
  ),
  // The SMS outbox (menu SmsOutbox).
  'sys/sms': lazy(() =>
    import('../../../features/sms/SmsOutboxPage').then((m) => ({ default: m.SmsOutboxPage })),
  ),
  // Notices (menu SysNotice) and in-site messages (menu SysMessage).
  'sys/notice': lazy(() =>
    import('../../../features/notice/NoticeAdminView').then((m) => ({
      default: m.NoticeAdminView,
    })),
  ),
  'sys/msg': lazy(() =>
    import('../../../features/message/MessageSendView').then((m) => ({
      default: m.MessageSendView,
    })),
  ),
  // Notification templates (menu NotifyTmplList).
  'sys/tmpl': lazy(() =>
    import('../../../features/notify/NotifyTmplView').then((m) => ({
      default: m.NotifyTmplView,
    })),
  ),
  // Points rules (menu PointsRule).
  'sys/points': lazy(() =>
    import('../../../features/points/PointsRuleView').then((m) => ({
      default: m.PointsRuleView,
    })),
  ),
  'sys/menu': lazy(() =>
    import('../../../features/rbac/MenuPage').then((m) => ({ default: m.MenuPage })),
  ),
  // Question banks (menu RepoList) and questions (menu QuList).
  'repo/list': lazy(() =>
    import('../../../features/repo-admin/RepoListView').then((m) => ({ default: m.RepoListView })),
  ),
  'repo/qu-list': lazy(() =>
    import('../../../features/question-admin/QuListView').then((m) => ({ default: m.QuListView })),
  ),
  // Courses (menus CourseList, CourseFileList; hidden CourseEdit).
  'course/list': lazy(() =>
    import('../../../features/course-admin/CourseListView').then((m) => ({
      default: m.CourseListView,
    })),
  ),
  'course/file': lazy(() =>
    import('../../../features/course-admin/CourseFileView').then((m) => ({
      default: m.CourseFileView,
    })),
  ),
  'course/edit': lazy(() =>
    import('../../../features/course-admin/CourseEditView').then((m) => ({
      default: m.CourseEditView,
    })),
  ),
  // Exams (menus ExamList, ExamApplyList; hidden ExamAdd, ExamWatchDetail, ReviewPaperDetail).
  'exam/list': lazy(() =>
    import('../../../features/exam-admin/ExamListView').then((m) => ({ default: m.ExamListView })),
  ),
  'exam/exports': lazy(() =>
    import('../../../features/paper-export/ExportJobsView').then((m) => ({
      default: m.ExportJobsView,
    })),
  ),
  'exam/apply': lazy(() =>
    import('../../../features/exam-admin/ExamApplyListView').then((m) => ({
      default: m.ExamApplyListView,
    })),
  ),
  'exam/edit': lazy(() =>
    import('../../../features/exam-admin/ExamEditView').then((m) => ({ default: m.ExamEditView })),
  ),
  'exam/watch-detail': lazy(() =>
    import('../../../features/exam-admin/ExamWatchDetailView').then((m) => ({
      default: m.ExamWatchDetailView,
    })),
  ),
  // The live proctor console (hidden ExamWatch, /admin/exam/watch/:examId).
  'exam/watch': lazy(() =>
    import('../../../features/exam-watch/ExamWatchView').then((m) => ({
      default: m.ExamWatchView,
    })),
  ),
  'exam/review': lazy(() =>
    import('../../../features/exam-admin/PaperReviewView').then((m) => ({
      default: m.PaperReviewView,
    })),
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

import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/ui/page-spinner';
import { RouteGuard, type RouteHandle } from './guard/RouteGuard';
import { RouteErrorPage } from './RouteErrorPage';
import { registerNavigator } from './session/navigation';

const handle = (titleId: string): RouteHandle => ({ titleId });

/**
 * History-mode routes. Everything below the guard is lazy, so the login page, the learner side
 * and the back office load as separate chunks.
 */
export const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    HydrateFallback: PageSpinner,
    errorElement: <RouteErrorPage />,
    children: [
      // The guard sends "/" to the login page or, signed in, to the user's home path.
      { path: '/', element: <Navigate to="/login" replace /> },
      {
        path: '/login',
        handle: handle('auth.login.title'),
        lazy: async () => ({ Component: (await import('../features/auth/LoginPage')).LoginPage }),
      },
      {
        path: '/register',
        handle: handle('auth.register.title'),
        lazy: async () => ({
          Component: (await import('../features/auth/RegisterPage')).RegisterPage,
        }),
      },
      {
        path: '/forgot',
        handle: handle('auth.forgot.title'),
        lazy: async () => ({
          Component: (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage,
        }),
      },
      {
        // Where a chat-app sign-in lands (not cached: each visit trades a new ticket).
        path: '/sync',
        handle: handle('auth.sync.title'),
        lazy: async () => ({ Component: (await import('../features/auth/SyncPage')).SyncPage }),
      },
      {
        // Where a lapsed licence (10010015) sends everyone; the spec's /license/{path*}.
        path: '/license/*',
        handle: handle('licence.page.title'),
        lazy: async () => ({
          Component: (await import('../features/licence/LicencePage')).LicencePage,
        }),
      },
      {
        path: '/401',
        handle: handle('status.unauthorized.title'),
        lazy: async () => ({
          Component: (await import('../features/status/UnauthorizedPage')).UnauthorizedPage,
        }),
      },
      {
        path: '/404',
        handle: handle('status.notFound.title'),
        lazy: async () => ({
          Component: (await import('../features/status/NotFoundPage')).NotFoundPage,
        }),
      },
      {
        // Re-mounts a route: /redirect/admin/user goes on to /admin/user (local paths only).
        path: '/redirect/*',
        handle: handle('status.redirect.title'),
        lazy: async () => ({ Component: (await import('./RedirectRoute')).RedirectRoute }),
      },
      {
        path: '/profile',
        handle: handle('profile.page.title'),
        lazy: async () => ({ Component: (await import('./ProfileRoute')).ProfileRoute }),
      },
      {
        // Learner shell (header, main, footer)
        lazy: async () => ({
          Component: (await import('./layouts/learner/LearnerShell')).LearnerShell,
        }),
        children: [
          {
            path: '/web/index',
            handle: handle('learner.home.title'),
            lazy: async () => ({
              Component: (await import('../features/learner-home/LearnerHomePage')).LearnerHomePage,
            }),
          },
          {
            path: '/web/repo',
            handle: handle('repo.list.title'),
            lazy: async () => ({
              Component: (await import('../features/repo/RepoListPage')).RepoListPage,
            }),
          },
          {
            path: '/web/repo/view/:repoId',
            handle: handle('repo.view.title'),
            lazy: async () => ({
              Component: (await import('../features/repo/RepoViewPage')).RepoViewPage,
            }),
          },
          {
            path: '/web/repo/training/:repoId/:mode',
            handle: handle('training.practice.title'),
            lazy: async () => ({
              Component: (await import('../features/training/TrainingPage')).BankTrainingRoute,
            }),
          },
          {
            path: '/web/repo/repo/:trainId',
            handle: handle('training.result.title'),
            lazy: async () => ({
              Component: (await import('../features/training/TrainingResultPage'))
                .TrainingResultPage,
            }),
          },
          {
            path: '/web/book',
            handle: handle('wrongBook.page.title'),
            lazy: async () => ({
              Component: (await import('../features/wrongbook/WrongBookPage')).WrongBookPage,
            }),
          },
          {
            path: '/web/book/training/:repoId/:mode',
            handle: handle('training.practice.title'),
            lazy: async () => ({
              Component: (await import('../features/training/TrainingPage')).BookTrainingRoute,
            }),
          },
          {
            path: '/web/exam/check/:id',
            handle: handle('exam.check.title'),
            lazy: async () => ({
              Component: (await import('../features/exam/ExamCheckPage')).ExamCheckPage,
            }),
          },
          {
            // The exam itself: hidden from the menu, never cached.
            path: '/web/exam/start/:id',
            handle: handle('examTake.page.title'),
            lazy: async () => ({
              Component: (await import('../features/exam-take/ExamTakePage')).ExamTakePage,
            }),
          },
          {
            path: '/web/exam/result/:id',
            handle: handle('exam.result.title'),
            lazy: async () => ({
              Component: (await import('../features/exam/PaperResultPage')).PaperResultPage,
            }),
          },
          {
            path: '/web/qu/view/:id',
            handle: handle('question.detail.title'),
            lazy: async () => ({
              Component: (await import('../features/training/QuestionDetailPage'))
                .QuestionDetailPage,
            }),
          },
          {
            path: '/web/paper',
            handle: handle('exam.papers.title'),
            lazy: async () => ({
              Component: (await import('../features/exam/MyPapers')).MyPapersPage,
            }),
          },
          {
            path: '/web/paper/list/:examId/:userId',
            handle: handle('exam.records.title'),
            lazy: async () => ({
              Component: (await import('../features/exam/MyPapers')).ExamRecordsPage,
            }),
          },
          {
            path: '/web/book/list/:examId',
            handle: handle('exam.wrongBook.title'),
            lazy: async () => ({
              Component: (await import('../features/exam/ExamWrongBookPage')).ExamWrongBookPage,
            }),
          },
          {
            path: '/web/course',
            handle: handle('course.list.title'),
            lazy: async () => ({
              Component: (await import('../features/course/CourseListPage')).CourseListPage,
            }),
          },
          {
            path: '/web/course/:id',
            handle: handle('course.page.title'),
            lazy: async () => ({
              Component: (await import('../features/course/CoursePage')).CoursePage,
            }),
          },
          {
            path: '/web/course/study/:itemId',
            handle: handle('course.study.title'),
            lazy: async () => ({
              Component: (await import('../features/course/StudyPage')).StudyPage,
            }),
          },
          {
            path: '/web/notice',
            handle: handle('notice.list.title'),
            lazy: async () => ({
              Component: (await import('../features/notice/NoticeListPage')).NoticeListPage,
            }),
          },
          {
            path: '/web/notice/detail/:id',
            handle: handle('notice.detail.title'),
            lazy: async () => ({
              Component: (await import('../features/notice/NoticeDetailPage')).NoticeDetailPage,
            }),
          },
          {
            path: '/web/uc',
            handle: handle('userCentre.page.title'),
            lazy: async () => ({
              Component: (await import('../features/user-centre/UserCentrePage')).UserCentrePage,
            }),
          },
          {
            path: '/web/*',
            handle: handle('status.notFound.title'),
            lazy: async () => ({
              Component: (await import('../features/status/StatusContent')).NotFoundInShell,
            }),
          },
        ],
      },
      {
        // Back office: views come from the user's menu routes.
        path: '/admin/*',
        lazy: async () => ({ Component: (await import('./layouts/admin/AdminShell')).AdminShell }),
      },
      {
        path: '*',
        handle: handle('status.notFound.title'),
        lazy: async () => ({
          Component: (await import('../features/status/NotFoundPage')).NotFoundPage,
        }),
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  registerNavigator((to) => {
    void router.navigate(to);
  });
  return router;
}

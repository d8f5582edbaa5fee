import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { PageSpinner } from '../components/ui/page-spinner';
import { ProfilePage } from '../features/profile/ProfilePage';
import { ADMIN_ROLE_TYPE } from './guard/decideRoute';
import { useSession } from './session/SessionContext';

const LearnerShell = lazy(() =>
  import('./layouts/learner/LearnerShell').then((m) => ({ default: m.LearnerShell })),
);
const AdminShell = lazy(() =>
  import('./layouts/admin/AdminShell').then((m) => ({ default: m.AdminShell })),
);

/** /profile lives in the back-office frame for role type 2 and in the learner shell otherwise. */
export function ProfileRoute() {
  const intl = useIntl();
  const { user } = useSession();
  return (
    <Suspense fallback={<PageSpinner />}>
      {user?.roleType === ADMIN_ROLE_TYPE ? (
        <AdminShell title={intl.formatMessage({ id: 'profile.page.title' })}>
          <ProfilePage />
        </AdminShell>
      ) : (
        <LearnerShell>
          <ProfilePage />
        </LearnerShell>
      )}
    </Suspense>
  );
}

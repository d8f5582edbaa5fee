import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useLogout } from './useLogout';

/** "Log out?" confirmation used by both shells. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { logout, loading } = useLogout();
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      loading={loading}
      onConfirm={() => void logout()}
      title={<FormattedMessage id="auth.logout.title" />}
      confirmLabel={<FormattedMessage id="auth.logout.confirm" />}
      testId="logout-dialog"
    >
      <FormattedMessage id="auth.logout.message" />
    </ConfirmDialog>
  );
}

import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from './confirm-dialog';

interface Pending {
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: ReactNode;
  run: () => Promise<unknown>;
  testId: string;
  /** Close before running (the action opens a dialog of its own). */
  closeFirst?: boolean;
}

/**
 * One "are you sure?" dialog for a screen: `ask({...})` opens it; confirming runs the action with
 * a spinner and closes it (the action shows its own success or error).
 */
export function useConfirm() {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = (p: Omit<Pending, 'title' | 'testId'> & { title?: ReactNode; testId?: string }) =>
    setPending({
      title: p.title ?? <FormattedMessage id="sys.common.confirmTitle" />,
      message: p.message,
      confirmLabel: p.confirmLabel,
      run: p.run,
      testId: p.testId ?? 'confirm-dialog',
      closeFirst: p.closeFirst,
    });

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.title ?? ''}
      confirmLabel={pending?.confirmLabel}
      loading={busy}
      testId={pending?.testId ?? 'confirm-dialog'}
      onClose={() => {
        if (!busy) setPending(null);
      }}
      onConfirm={() => {
        if (pending === null) return;
        if (pending.closeFirst === true) {
          setPending(null);
          void pending.run();
          return;
        }
        setBusy(true);
        void pending.run().finally(() => {
          setBusy(false);
          setPending(null);
        });
      }}
    >
      {pending?.message}
    </ConfirmDialog>
  );

  return { ask, dialog };
}

import { Button } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  DialogBody,
  DialogCloseTrigger,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel?: ReactNode;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
}

/** A small "are you sure?" dialog with cancel and confirm buttons. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    open,
    title,
    children,
    confirmLabel,
    loading = false,
    onConfirm,
    onClose,
    testId,
  } = props;
  // Focus starts on Cancel: the safe choice for an "are you sure?" question.
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogRoot
      open={open}
      initialFocusEl={() => cancelRef.current}
      role="alertdialog"
      size="sm"
      placement="center"
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <DialogContent data-testid={testId}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <DialogBody>{children}</DialogBody>
        <DialogFooter>
          <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={loading}>
            <FormattedMessage id="common.action.cancel" />
          </Button>
          <Button
            colorPalette="brand"
            loading={loading}
            onClick={onConfirm}
            data-testid={testId != null ? `${testId}-confirm` : undefined}
          >
            {confirmLabel ?? <FormattedMessage id="common.action.confirm" />}
          </Button>
        </DialogFooter>
        <DialogCloseTrigger />
      </DialogContent>
    </DialogRoot>
  );
}

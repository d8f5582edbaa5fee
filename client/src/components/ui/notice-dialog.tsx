import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from './dialog';

export interface NoticeDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** The one button's content and what it does. */
  actionLabel: ReactNode;
  onAction: () => void;
  /** Escape closes the notice through this; without it only the button ends the notice. */
  onClose?: () => void;
  testId: string;
  actionTestId: string;
}

/**
 * A notice that interrupts the page (an alert dialog, centred, not closed by a click outside) with
 * one button that acknowledges it.
 */
export function NoticeDialog(props: NoticeDialogProps) {
  const { onClose } = props;
  return (
    <DialogRoot
      open={props.open}
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={false}
      closeOnEscape={onClose !== undefined}
      onOpenChange={(e) => {
        if (!e.open) onClose?.();
      }}
    >
      <DialogContent data-testid={props.testId}>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
        </DialogHeader>
        <DialogBody>{props.children}</DialogBody>
        <DialogFooter>
          <Button colorPalette="brand" onClick={props.onAction} data-testid={props.actionTestId}>
            {props.actionLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}

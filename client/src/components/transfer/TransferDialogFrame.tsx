import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  DialogBody,
  DialogCloseTrigger,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../ui/dialog';

/** The open dialog around an import or export: a title, the body and the footer's buttons. */
export function TransferDialogFrame(props: {
  size: 'sm' | 'lg';
  title: string;
  titleValues?: Record<string, string>;
  testId: string;
  onClose: () => void;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <DialogRoot
      open
      size={props.size}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) props.onClose();
      }}
    >
      <DialogContent data-testid={props.testId}>
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id={props.title} values={props.titleValues} />
          </DialogTitle>
        </DialogHeader>
        <DialogBody>{props.children}</DialogBody>
        <DialogFooter>{props.footer}</DialogFooter>
        <DialogCloseTrigger />
      </DialogContent>
    </DialogRoot>
  );
}

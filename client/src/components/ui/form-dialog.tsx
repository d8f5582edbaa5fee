import { Button } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
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

/** Cancel and Save buttons; Save submits the enclosing form unless onSave is given. */
export function DialogFormFooter(props: {
  saving: boolean;
  saveTestId: string;
  onCancel: () => void;
  onSave?: () => void;
  saveDisabled?: boolean;
}) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={props.onCancel}>
        <FormattedMessage id="sys.common.cancel" />
      </Button>
      <Button
        type={props.onSave === undefined ? 'submit' : 'button'}
        colorPalette="brand"
        loading={props.saving}
        disabled={props.saveDisabled}
        onClick={props.onSave}
        data-testid={props.saveTestId}
      >
        <FormattedMessage id="sys.common.save" />
      </Button>
    </DialogFooter>
  );
}

/** A centred modal that does not close on an outside click, with a title, a body and a Cancel/Save footer; with onSubmit the body and footer form one form. */
export function FormDialog(props: {
  title: ReactNode;
  testId: string;
  saveTestId: string;
  saving: boolean;
  onClose: () => void;
  onSubmit?: (e: FormEvent) => void;
  onSave?: () => void;
  saveDisabled?: boolean;
  size?: 'md' | 'lg';
  scrollInside?: boolean;
  children: ReactNode;
}) {
  const inner = (
    <>
      <DialogHeader>
        <DialogTitle>{props.title}</DialogTitle>
      </DialogHeader>
      <DialogBody>{props.children}</DialogBody>
      <DialogFormFooter
        saving={props.saving}
        saveTestId={props.saveTestId}
        onCancel={props.onClose}
        onSave={props.onSave}
        saveDisabled={props.saveDisabled}
      />
    </>
  );
  return (
    <DialogRoot
      open
      size={props.size}
      placement="center"
      scrollBehavior={props.scrollInside === true ? 'inside' : undefined}
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) props.onClose();
      }}
    >
      <DialogContent data-testid={props.testId}>
        {props.onSubmit === undefined ? (
          inner
        ) : (
          <form onSubmit={props.onSubmit} noValidate>
            {inner}
          </form>
        )}
        <DialogCloseTrigger />
      </DialogContent>
    </DialogRoot>
  );
}

import { useMutation } from '@apollo/client/react';
import { Button, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import {
  DialogBody,
  DialogCloseTrigger,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { ApplyExamDocument } from './examDocuments';

/** Longest apply message accepted. */
export const APPLY_MSG_MAX = 500;

export interface ApplyTarget {
  id: string;
  title: string;
}

/** Spec: the exam apply dialog, one required textarea for the apply message. */
export function ApplyDialog(props: {
  target: ApplyTarget | null;
  onClose: () => void;
  onApplied?: () => void;
}) {
  const { target, onClose } = props;
  return (
    <DialogRoot
      open={target !== null}
      size="md"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <DialogContent data-testid="apply-dialog">
        {target !== null && (
          <ApplyForm
            key={target.id}
            target={target}
            onClose={onClose}
            onApplied={props.onApplied}
          />
        )}
      </DialogContent>
    </DialogRoot>
  );
}

function ApplyForm(props: { target: ApplyTarget; onClose: () => void; onApplied?: () => void }) {
  const { target, onClose, onApplied } = props;
  const intl = useIntl();
  const [msg, setMsg] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [apply, { loading }] = useMutation(ApplyExamDocument);
  const problem =
    msg.trim() === ''
      ? 'exam.apply.msgRequired'
      : msg.trim().length > APPLY_MSG_MAX
        ? 'exam.apply.msgTooLong'
        : null;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    if (problem !== null) return;
    try {
      await apply({ variables: { input: { examId: target.id, applyMsg: msg.trim() } } });
      notifySuccess(intl.formatMessage({ id: 'exam.apply.success' }));
      onApplied?.();
      onClose();
    } catch (error) {
      notifyError(error, intl);
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <DialogHeader>
        <DialogTitle>
          <FormattedMessage id="exam.apply.title" />
        </DialogTitle>
      </DialogHeader>
      <DialogBody>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted" data-testid="apply-exam-title">
            {target.title}
          </Text>
          <Field
            label={<FormattedMessage id="exam.apply.msg" />}
            required
            invalid={submitted && problem !== null}
            errorText={
              problem !== null
                ? intl.formatMessage({ id: problem }, { max: APPLY_MSG_MAX })
                : undefined
            }
          >
            <Textarea
              value={msg}
              rows={4}
              placeholder={intl.formatMessage({ id: 'exam.apply.msgPlaceholder' })}
              onChange={(e) => setMsg(e.target.value)}
              data-testid="apply-msg"
            />
          </Field>
        </Stack>
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={loading}>
          <FormattedMessage id="common.action.cancel" />
        </Button>
        <Button type="submit" colorPalette="brand" loading={loading} data-testid="apply-submit">
          <FormattedMessage id="exam.apply.submit" />
        </Button>
      </DialogFooter>
      <DialogCloseTrigger />
    </form>
  );
}

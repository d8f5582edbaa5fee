import { useMutation } from '@apollo/client/react';
import { Alert, Button, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../app/errors/errorMessage';
import { notifySuccess } from '../../app/errors/notify';
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
import {
  ForceHandAllDocument,
  ForceHandDocument,
  SendWatchMessageDocument,
} from './watchDocuments';

/** The longest message or reason the server takes. */
export const MESSAGE_MAX = 500;

/** Paper states a proctor may record when handing everyone in: 0 normal, 1 exception (forced). */
export const HAND_ALL_STATES = [
  { value: 1, id: 'examWatch.handAll.stateForced' },
  { value: 0, id: 'examWatch.handAll.stateNormal' },
] as const;

/** A message or reason box (up to MESSAGE_MAX characters); a required one says so when empty. */
function TextField(props: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  rows?: number;
  required?: boolean;
  /** Required and left empty (after a try to send). */
  missing?: boolean;
  helperText?: ReactNode;
}) {
  return (
    <Field
      label={props.label}
      required={props.required}
      invalid={props.missing === true}
      helperText={props.helperText}
      errorText={<FormattedMessage id="examWatch.common.required" />}
    >
      <Textarea
        value={props.value}
        maxLength={MESSAGE_MAX}
        rows={props.rows ?? 3}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        data-testid={props.testId}
      />
    </Field>
  );
}

function WatchDialog(props: {
  title: ReactNode;
  testId: string;
  onClose: () => void;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <DialogRoot
      open
      placement="center"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) props.onClose();
      }}
    >
      <DialogContent data-testid={props.testId}>
        <form onSubmit={props.onSubmit} noValidate>
          <DialogHeader>
            <DialogTitle>{props.title}</DialogTitle>
          </DialogHeader>
          <DialogBody>{props.children}</DialogBody>
          <DialogFooter>{props.footer}</DialogFooter>
          <DialogCloseTrigger />
        </form>
      </DialogContent>
    </DialogRoot>
  );
}

function ErrorAlert({ text, testId }: { text: string | null; testId: string }) {
  if (text === null) return null;
  return (
    <Alert.Root status="error" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

function CancelButton({ onClose }: { onClose: () => void }) {
  return (
    <Button variant="outline" onClick={onClose}>
      <FormattedMessage id="sys.common.cancel" />
    </Button>
  );
}

/**
 * A message to one examinee (refused by the server while they are offline) or, without `to`, to
 * everyone sitting the exam; to all, the dialog then shows how many were reached and how many not.
 */
export function MessageDialog(props: {
  examId: string;
  to: { userId: string; name: string } | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ success: number; fail: number } | null>(null);
  const [send, { loading }] = useMutation(SendWatchMessageDocument);
  const empty = text.trim() === '';

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (empty) return;
    setError(null);
    try {
      const r = await send({
        variables: {
          input: { examId: props.examId, userId: props.to?.userId ?? null, message: text.trim() },
        },
      });
      const counts = r.data?.sendWatchMessage ?? { success: 0, fail: 0 };
      if (props.to === null) {
        setSent({ success: counts.success, fail: counts.fail });
      } else {
        notifySuccess(intl.formatMessage({ id: 'examWatch.message.sent' }));
        props.onClose();
      }
    } catch (err) {
      setError(errorMessage(intl, err));
    }
  }

  return (
    <WatchDialog
      testId="watch-message-dialog"
      title={
        props.to === null ? (
          <FormattedMessage id="examWatch.message.allTitle" />
        ) : (
          <FormattedMessage id="examWatch.message.oneTitle" values={{ name: props.to.name }} />
        )
      }
      onClose={props.onClose}
      onSubmit={(e) => void submit(e)}
      footer={
        sent === null ? (
          <>
            <CancelButton onClose={props.onClose} />
            <Button
              type="submit"
              colorPalette="brand"
              loading={loading}
              data-testid="watch-message-send"
            >
              <FormattedMessage id="examWatch.message.send" />
            </Button>
          </>
        ) : (
          <Button colorPalette="brand" onClick={props.onClose} data-testid="watch-message-done">
            <FormattedMessage id="examWatch.common.done" />
          </Button>
        )
      }
    >
      <Stack gap="3">
        {sent === null ? (
          <TextField
            label={<FormattedMessage id="examWatch.message.text" />}
            required
            missing={tried && empty}
            value={text}
            rows={4}
            onChange={setText}
            testId="watch-message-text"
          />
        ) : (
          <Text role="status" data-testid="watch-message-result">
            <FormattedMessage
              id="examWatch.message.result"
              values={{ success: sent.success, fail: sent.fail }}
            />
          </Text>
        )}
        <ErrorAlert text={error} testId="watch-message-error" />
      </Stack>
    </WatchDialog>
  );
}

/** Hands one examinee's paper in, with the reason recorded (the learner is told at once). */
export function ForceHandDialog(props: {
  paperId: string;
  name: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [hand, { loading }] = useMutation(ForceHandDocument);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      await hand({
        variables: {
          input: { paperId: props.paperId, message: reason.trim() === '' ? null : reason.trim() },
        },
      });
      notifySuccess(intl.formatMessage({ id: 'examWatch.hand.done' }, { name: props.name }));
      props.onDone();
    } catch (err) {
      setError(errorMessage(intl, err));
    }
  }

  return (
    <WatchDialog
      testId="watch-hand-dialog"
      title={<FormattedMessage id="examWatch.hand.title" values={{ name: props.name }} />}
      onClose={props.onClose}
      onSubmit={(e) => void submit(e)}
      footer={
        <>
          <CancelButton onClose={props.onClose} />
          <Button
            type="submit"
            colorPalette="red"
            loading={loading}
            data-testid="watch-hand-confirm"
          >
            <FormattedMessage id="examWatch.hand.confirm" />
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>
          <FormattedMessage id="examWatch.hand.warning" values={{ name: props.name }} />
        </Text>
        <TextField
          label={<FormattedMessage id="examWatch.hand.reason" />}
          helperText={<FormattedMessage id="examWatch.hand.reasonHint" />}
          value={reason}
          onChange={setReason}
          testId="watch-hand-reason"
        />
        <ErrorAlert text={error} testId="watch-hand-error" />
      </Stack>
    </WatchDialog>
  );
}

/**
 * Hands in every paper still being sat: the paper state and the reason (both required), then a
 * confirmation step; the outcome (handed in, failed) is reported.
 */
export function HandAllDialog(props: {
  examId: string;
  sitting: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const [exState, setExState] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [handAll, { loading }] = useMutation(ForceHandAllDocument);
  const stateMissing = exState === '';
  const reasonMissing = reason.trim() === '';

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (stateMissing || reasonMissing) return;
    if (!confirming) {
      setConfirming(true);
      return;
    }
    setError(null);
    try {
      const r = await handAll({
        variables: {
          input: { examId: props.examId, exState: Number(exState), message: reason.trim() },
        },
      });
      const counts = r.data?.forceHandAll ?? { success: 0, fail: 0 };
      notifySuccess(
        intl.formatMessage(
          { id: 'examWatch.handAll.done' },
          { success: counts.success, fail: counts.fail },
        ),
      );
      props.onDone();
    } catch (err) {
      setError(errorMessage(intl, err));
    }
  }

  return (
    <WatchDialog
      testId="watch-hand-all-dialog"
      title={<FormattedMessage id="examWatch.handAll.title" />}
      onClose={props.onClose}
      onSubmit={(e) => void submit(e)}
      footer={
        confirming ? (
          <>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              <FormattedMessage id="examWatch.common.back" />
            </Button>
            <Button
              type="submit"
              colorPalette="red"
              loading={loading}
              data-testid="watch-hand-all-confirm"
            >
              <FormattedMessage id="examWatch.handAll.confirm" />
            </Button>
          </>
        ) : (
          <>
            <CancelButton onClose={props.onClose} />
            <Button type="submit" colorPalette="red" data-testid="watch-hand-all-next">
              <FormattedMessage id="examWatch.handAll.next" />
            </Button>
          </>
        )
      }
    >
      <Stack gap="3">
        {confirming ? (
          <Alert.Root status="warning" data-testid="watch-hand-all-confirmation">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <FormattedMessage id="examWatch.handAll.question" values={{ n: props.sitting }} />
              </Alert.Title>
              <Alert.Description>
                <FormattedMessage
                  id="examWatch.handAll.summary"
                  values={{
                    state: intl.formatMessage({
                      id:
                        HAND_ALL_STATES.find((s) => String(s.value) === exState)?.id ??
                        'examWatch.handAll.stateForced',
                    }),
                    reason: reason.trim(),
                  }}
                />
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <>
            <Field
              label={<FormattedMessage id="examWatch.handAll.state" />}
              required
              invalid={tried && stateMissing}
              errorText={<FormattedMessage id="examWatch.common.required" />}
            >
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={exState}
                  onChange={(e) => setExState(e.currentTarget.value)}
                  data-testid="watch-hand-all-state"
                >
                  <option value="">
                    {intl.formatMessage({ id: 'examWatch.handAll.statePick' })}
                  </option>
                  {HAND_ALL_STATES.map((s) => (
                    <option key={s.value} value={s.value}>
                      {intl.formatMessage({ id: s.id })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field>
            <TextField
              label={<FormattedMessage id="examWatch.hand.reason" />}
              required
              missing={tried && reasonMissing}
              value={reason}
              onChange={setReason}
              testId="watch-hand-all-reason"
            />
          </>
        )}
        <ErrorAlert text={error} testId="watch-hand-all-error" />
      </Stack>
    </WatchDialog>
  );
}

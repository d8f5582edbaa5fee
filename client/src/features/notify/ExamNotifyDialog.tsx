import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuSend } from 'react-icons/lu';
import { notifyError } from '../../app/errors/notify';
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
import type { RemoteOption } from '../../components/ui/remote-select';
import { useFragment as getFragmentData } from '../../gql';
import { TmplSelect } from '../sys/pickers/Selects';
import {
  NotifyJobDocument,
  NotifyJobProgressFragment,
  PrepareExamNotifyDocument,
} from './notifyDocuments';
const POLL_MS = 1000;

/**
 * Sends an exam's notification to everyone in its scope through a chosen template; the job's
 * progress shows until it is done.
 */
export function ExamNotifyDialog(props: {
  examId: string;
  examTitle: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [tmpl, setTmpl] = useState<RemoteOption | null>(null);
  const tmplId = tmpl?.id ?? '';
  const [tried, setTried] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [prepare, preparing] = useMutation(PrepareExamNotifyDocument);
  const jobQuery = useQuery(NotifyJobDocument, {
    variables: { id: jobId ?? '' },
    skip: jobId === null,
    pollInterval: POLL_MS,
    fetchPolicy: 'network-only',
  });
  const job = getFragmentData(NotifyJobProgressFragment, jobQuery.data?.notifyJob);
  const done = job?.state === 'completed' || job?.state === 'failed';
  const { stopPolling } = jobQuery;
  useEffect(() => {
    if (done) stopPolling();
  }, [done, stopPolling]);

  async function start() {
    setTried(true);
    if (tmplId === '') return;
    try {
      const res = await prepare({ variables: { examId: props.examId, tmplId } });
      const made = getFragmentData(NotifyJobProgressFragment, res.data?.prepareExamNotify);
      if (made != null) setJobId(made.id);
    } catch (e) {
      notifyError(e, intl);
    }
  }

  return (
    <DialogRoot
      open
      placement="center"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) props.onClose();
      }}
    >
      <DialogContent data-testid="exam-notify-dialog">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="notify.exam.title" values={{ title: props.examTitle }} />
          </DialogTitle>
        </DialogHeader>
        <DialogBody>
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="notify.exam.hint" />
            </Text>
            <Field
              label={<FormattedMessage id="notify.exam.tmpl" />}
              required
              invalid={tried && tmplId === ''}
              errorText={<FormattedMessage id="sys.common.required" />}
            >
              <TmplSelect
                value={tmpl}
                onChange={setTmpl}
                label={intl.formatMessage({ id: 'notify.exam.tmpl' })}
                placeholder={intl.formatMessage({ id: 'notify.exam.choose' })}
                disabled={jobId !== null}
                invalid={tried && tmplId === ''}
                testId="exam-notify-tmpl"
              />
            </Field>
            {job != null && (
              <Stack gap="2" data-testid="exam-notify-progress" aria-live="polite">
                <Progress.Root value={job.progress} size="sm" colorPalette="brand">
                  <Progress.Track rounded="full">
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
                <Text fontSize="sm" data-testid="exam-notify-state" data-state={job.state}>
                  {job.state === 'failed' ? (
                    <FormattedMessage id="notify.exam.failed" />
                  ) : (
                    <FormattedMessage
                      id={job.state === 'completed' ? 'notify.exam.done' : 'notify.exam.sending'}
                      values={{ sent: job.sent, total: job.total }}
                    />
                  )}
                </Text>
                {job.smsSent + job.smsFailed > 0 && (
                  <Text fontSize="sm" color="fg.muted" data-testid="exam-notify-sms">
                    <FormattedMessage
                      id="notify.exam.sms"
                      values={{ sent: job.smsSent, failed: job.smsFailed }}
                    />
                  </Text>
                )}
              </Stack>
            )}
          </Stack>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={props.onClose}>
            <FormattedMessage id={done ? 'notify.exam.close' : 'sys.common.cancel'} />
          </Button>
          {jobId === null && (
            <Button
              colorPalette="brand"
              loading={preparing.loading}
              onClick={() => void start()}
              data-testid="exam-notify-send"
            >
              <LuSend />
              <FormattedMessage id="notify.exam.send" />
            </Button>
          )}
        </DialogFooter>
        <DialogCloseTrigger />
      </DialogContent>
    </DialogRoot>
  );
}

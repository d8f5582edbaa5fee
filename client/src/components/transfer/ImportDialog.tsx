import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuDownload, LuUpload } from 'react-icons/lu';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { restUpload } from '../../app/rest';
import { usePermissions } from '../../app/session/permissions';
import { ImportErrorTable } from './ImportErrorTable';
import { ImportFileField } from './ImportFileField';
import { TransferDialogFrame } from './TransferDialogFrame';
import { TransferProgress } from './TransferProgress';
import type { ImportSpec } from './transferSpec';
import { useTransferDownload } from './useTransferDownload';
import { useTransferJob } from './useTransferJob';

export interface ImportDialogProps<TData> {
  spec: ImportSpec<TData>;
  /** Values of the title message. */
  titleValues?: Record<string, string>;
  /** Form fields sent with the file (e.g. the bank to import into). */
  fields?: Record<string, string>;
  onClose: () => void;
  /** Called once a job has imported rows (the feature's lists changed). */
  onImported: () => void;
}

/**
 * Imports rows from an xlsx file: the template to download, one file to upload, then the job's
 * progress, its counts and, when rows were refused, each row's problem and the error report.
 * Shown while rendered; nothing without the spec's permission.
 */
export function ImportDialog<TData>(props: ImportDialogProps<TData>) {
  const { spec, titleValues, fields, onClose, onImported } = props;
  const { labels, testIds } = spec;
  const intl = useIntl();
  const can = usePermissions();
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  /** The chosen file has been sent (choose another to import again). */
  const [sent, setSent] = useState(false);
  const [uploading, setUploading] = useState(false);
  const { job, done } = useTransferJob(spec.job, jobId);
  const { downloading, download: save } = useTransferDownload();
  const running = uploading || (jobId !== null && !done);

  const completedId = job?.state === 'completed' ? job.id : null;
  useEffect(() => {
    if (job === undefined || completedId === null) return;
    if (job.imported > 0) onImported();
    const notice = job.failed === 0 ? labels.done : labels.partlyDone;
    if (notice !== undefined) {
      const counts = { count: job.imported, imported: job.imported, failed: job.failed };
      notifySuccess(intl.formatMessage({ id: notice }, counts));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per finished job
  }, [completedId]);

  function choose(next: File | null) {
    setFile(next);
    setJobId(null);
    setSent(false);
  }

  function download(path: string, body: unknown, nameId: string) {
    return save(path, body, intl.formatMessage({ id: nameId }));
  }

  async function start() {
    if (file === null) return;
    setUploading(true);
    try {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields ?? {})) form.append(name, value);
      form.append('file', file, file.name);
      const started = await restUpload<{ jobId: string }>(spec.uploadPath, form);
      setJobId(started.jobId);
      setSent(true);
    } catch (e) {
      notifyError(e, intl);
    } finally {
      setUploading(false);
    }
  }

  if (!can(spec.permission)) return null;
  return (
    <TransferDialogFrame
      size="lg"
      title={labels.title}
      titleValues={titleValues}
      testId={testIds.dialog}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={uploading}>
            <FormattedMessage
              id={done || labels.cancel === undefined ? labels.close : labels.cancel}
            />
          </Button>
          {done && labels.again !== undefined ? (
            <Button colorPalette="brand" onClick={() => choose(null)} data-testid={testIds.again}>
              <FormattedMessage id={labels.again} />
            </Button>
          ) : (
            <Button
              colorPalette="brand"
              disabled={file === null || running || sent}
              loading={running}
              onClick={() => void start()}
              data-testid={testIds.start}
            >
              <LuUpload />
              <FormattedMessage id={labels.start} />
            </Button>
          )}
        </>
      }
    >
      <Stack gap="5">
        <Stack gap="1.5">
          {labels.templateStep !== undefined && <StepTitle id={labels.templateStep} />}
          <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
            <Button
              size="xs"
              variant="outline"
              disabled={downloading}
              onClick={() => void download(spec.templatePath, {}, labels.templateFile)}
              data-testid={testIds.template}
            >
              <LuDownload />
              <FormattedMessage id={labels.template} />
            </Button>
            <Text>
              <FormattedMessage id={labels.templateHint} />
            </Text>
          </HStack>
        </Stack>

        <Stack gap="1.5">
          {labels.fileStep !== undefined && <StepTitle id={labels.fileStep} />}
          <ImportFileField file={file} onChange={choose} disabled={running} testIds={testIds} />
        </Stack>

        {jobId !== null && (
          <Stack gap="3">
            <TransferProgress job={job} labels={labels} testIds={testIds} />
            {job?.state === 'completed' && (
              <Alert.Root
                status={job.failed > 0 ? 'warning' : 'success'}
                size="sm"
                data-testid={testIds.summary}
              >
                <Alert.Indicator />
                <Alert.Title>
                  <FormattedMessage
                    id={labels.summary}
                    values={{ imported: job.imported, failed: job.failed, total: job.total }}
                  />
                </Alert.Title>
              </Alert.Root>
            )}
            {job !== undefined && job.errors.length > 0 && (
              <ImportErrorTable
                errors={job.errors}
                hasErrorReport={job.hasErrorReport}
                downloading={downloading}
                onReport={() =>
                  void download(
                    job.downloadPath,
                    { jobId: job.id, kind: 'errors' },
                    labels.errorFile,
                  )
                }
                labels={labels}
                testIds={testIds}
              />
            )}
          </Stack>
        )}
      </Stack>
    </TransferDialogFrame>
  );
}

function StepTitle({ id }: { id: string }) {
  return (
    <Text fontSize="sm" fontWeight="semibold">
      <FormattedMessage id={id} />
    </Text>
  );
}

import { Alert, Box, Button, HStack, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuDownload, LuFileSpreadsheet } from 'react-icons/lu';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { restDownload, restUpload } from '../../app/rest';
import {
  DialogBody,
  DialogCloseTrigger,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../components/ui/dialog';
import { FilePicker } from '../../components/ui/file-picker';
import { IMPORT_TYPES } from '../../components/ui/fileRules';
import { JOB_DOWNLOAD_PATH } from './ExportDialog';
import { isJobDone, useTransferJob } from './useTransferJob';

export const IMPORT_PATH = '/api/sys/user/import';
export const TEMPLATE_PATH = '/api/sys/user/import-template';
/** The server takes import files of at most 10 MB. */
const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/**
 * Import users from an xlsx: download the template, choose one file, upload; then the job's
 * progress and, when rows were refused, each row's problem (and the error report to download).
 */
export function ImportDialog({
  onClose,
  onImported,
}: {
  onClose: () => void;
  onImported: () => void;
}) {
  const intl = useIntl();
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const { job, error } = useTransferJob(jobId);
  const done = isJobDone(job?.state);

  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  useEffect(() => {
    if (job?.state !== 'completed') return;
    if (job.imported > 0) onImported();
    if (job.failed === 0) {
      notifySuccess(intl.formatMessage({ id: 'sysUser.import.success' }, { count: job.imported }));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once when the job completes
  }, [job?.state]);

  async function template() {
    try {
      await restDownload(
        TEMPLATE_PATH,
        {},
        intl.formatMessage({ id: 'sysUser.import.templateFile' }),
      );
    } catch (e) {
      notifyError(e, intl);
    }
  }

  async function upload() {
    const file = files[0];
    if (file === undefined) return;
    const form = new FormData();
    form.append('file', file, file.name);
    setUploading(true);
    try {
      const started = await restUpload<{ jobId: string }>(IMPORT_PATH, form);
      setJobId(started.jobId);
    } catch (e) {
      notifyError(e, intl);
    } finally {
      setUploading(false);
    }
  }

  async function errorReport() {
    if (jobId === null) return;
    try {
      await restDownload(
        job?.downloadPath ?? JOB_DOWNLOAD_PATH,
        { jobId, kind: 'errors' },
        intl.formatMessage({ id: 'sysUser.import.errorFile' }),
      );
    } catch (e) {
      notifyError(e, intl);
    }
  }

  const errors = job?.errors ?? [];
  return (
    <DialogRoot
      open
      size="lg"
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <DialogContent data-testid="user-import-dialog">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="sysUser.import.title" />
          </DialogTitle>
        </DialogHeader>
        <DialogBody>
          <Stack gap="4">
            {jobId === null && (
              <>
                <HStack
                  justify="space-between"
                  borderWidth="1px"
                  rounded="md"
                  px="3"
                  py="2"
                  bg="bg.muted"
                >
                  <HStack gap="2" fontSize="sm">
                    <LuFileSpreadsheet />
                    <Text>
                      <FormattedMessage id="sysUser.import.templateHint" />
                    </Text>
                  </HStack>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => void template()}
                    data-testid="user-import-template"
                  >
                    <LuDownload />
                    <FormattedMessage id="sysUser.import.template" />
                  </Button>
                </HStack>
                <FilePicker
                  types={IMPORT_TYPES}
                  maxFiles={1}
                  maxBytes={MAX_IMPORT_BYTES}
                  files={files}
                  onChange={setFiles}
                  disabled={uploading}
                  testId="user-import-file"
                />
              </>
            )}
            {jobId !== null && (
              <Progress.Root
                value={job?.progress ?? 0}
                size="sm"
                colorPalette={job?.state === 'failed' ? 'red' : 'brand'}
                striped={!done}
                animated={!done}
              >
                <HStack justify="space-between" mb="1">
                  <Progress.Label fontSize="sm" data-testid="user-import-state">
                    <FormattedMessage
                      id={
                        job?.state === 'failed'
                          ? 'sysUser.job.failed'
                          : done
                            ? 'sysUser.import.finished'
                            : 'sysUser.job.running'
                      }
                    />
                  </Progress.Label>
                  <Progress.ValueText />
                </HStack>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            )}
            {job?.state === 'failed' && (
              <Alert.Root status="error" size="sm">
                <Alert.Indicator />
                <Alert.Title>{job.failMessage ?? ''}</Alert.Title>
              </Alert.Root>
            )}
            {job?.state === 'completed' && (
              <Alert.Root status={job.failed > 0 ? 'warning' : 'success'} size="sm">
                <Alert.Indicator />
                <Alert.Title data-testid="user-import-summary">
                  <FormattedMessage
                    id="sysUser.import.summary"
                    values={{ imported: job.imported, failed: job.failed, total: job.total }}
                  />
                </Alert.Title>
              </Alert.Root>
            )}
            {errors.length > 0 && (
              <Box borderWidth="1px" rounded="md" overflow="auto" maxH="64">
                <Table.Root size="sm" stickyHeader data-testid="user-import-errors">
                  <Table.Header>
                    <Table.Row bg="bg.muted">
                      <Table.ColumnHeader w="20">
                        <FormattedMessage id="sysUser.import.row" />
                      </Table.ColumnHeader>
                      <Table.ColumnHeader w="32">
                        <FormattedMessage id="sysUser.import.column" />
                      </Table.ColumnHeader>
                      <Table.ColumnHeader>
                        <FormattedMessage id="sysUser.import.problem" />
                      </Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {errors.map((e, i) => (
                      <Table.Row
                        key={`${e.row}-${e.field}-${i}`}
                        data-testid={`user-import-error-${e.row}`}
                      >
                        <Table.Cell>{e.row}</Table.Cell>
                        <Table.Cell>{e.fieldName}</Table.Cell>
                        <Table.Cell color="fg.error">{e.message}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            )}
          </Stack>
        </DialogBody>
        <DialogFooter>
          {job?.hasErrorReport === true && (
            <Button
              variant="outline"
              me="auto"
              onClick={() => void errorReport()}
              data-testid="user-import-error-report"
            >
              <LuDownload />
              <FormattedMessage id="sysUser.import.errorReport" />
            </Button>
          )}
          <Button variant="outline" onClick={onClose}>
            <FormattedMessage id="sysUser.job.close" />
          </Button>
          {jobId === null && (
            <Button
              colorPalette="brand"
              disabled={files.length === 0}
              loading={uploading}
              onClick={() => void upload()}
              data-testid="user-import-start"
            >
              <FormattedMessage id="sysUser.import.start" />
            </Button>
          )}
          {jobId !== null && done && (
            <Button
              colorPalette="brand"
              onClick={() => {
                setJobId(null);
                setFiles([]);
              }}
              data-testid="user-import-again"
            >
              <FormattedMessage id="sysUser.import.again" />
            </Button>
          )}
        </DialogFooter>
        <DialogCloseTrigger />
      </DialogContent>
    </DialogRoot>
  );
}

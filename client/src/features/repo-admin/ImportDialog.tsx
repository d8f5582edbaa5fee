import { Alert, Box, Button, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuDownload, LuFileSpreadsheet, LuUpload } from 'react-icons/lu';
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
import { checkImportFiles, importProblemId } from './importFile';
import { JobProgress } from './JobProgress';
import { useQuestionJob } from './useQuestionJob';

export const IMPORT_PATH = '/api/repo/qu/import';
export const TEMPLATE_PATH = '/api/repo/qu/import-template';

export interface ImportDialogProps {
  repo: { id: string; title: string } | null;
  onClose: () => void;
  /** Called once a job has imported questions (the bank's counts changed). */
  onImported: () => void;
}

/**
 * Imports questions into a bank from an xlsx file: template download, one xlsx file, a worker job
 * with progress, then the per-row error report (table and download).
 */
export function ImportDialog({ repo, onClose, onImported }: ImportDialogProps) {
  return (
    <DialogRoot
      open={repo !== null}
      size="lg"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <DialogContent data-testid="import-dialog">
        {repo !== null && (
          <ImportBody key={repo.id} repo={repo} onClose={onClose} onImported={onImported} />
        )}
      </DialogContent>
    </DialogRoot>
  );
}

function ImportBody(props: {
  repo: { id: string; title: string };
  onClose: () => void;
  onImported: () => void;
}) {
  const { repo, onClose, onImported } = props;
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  /** The chosen file has been sent (choose another to import again). */
  const [sent, setSent] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const { job, done } = useQuestionJob(jobId);
  const running = uploading || (jobId !== null && !done);

  const imported = job !== undefined && job.state === 'completed' && job.imported > 0;
  useEffect(() => {
    if (imported) onImported();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per finished job
  }, [imported]);

  useEffect(() => {
    if (job?.state !== 'completed') return;
    notifySuccess(
      intl.formatMessage(
        { id: job.failed > 0 ? 'repoAdmin.import.partlyDone' : 'repoAdmin.import.done' },
        { imported: job.imported, failed: job.failed },
      ),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per finished job
  }, [job?.state]);

  function pick(list: FileList | null) {
    const files = list === null ? [] : Array.from(list);
    const found = checkImportFiles(files);
    setProblem(found === null ? null : intl.formatMessage({ id: importProblemId(found) }));
    setFile(found === null ? (files[0] ?? null) : null);
    setJobId(null);
    setSent(false);
  }

  async function download(path: string, body: unknown, name: string) {
    setDownloading(true);
    try {
      await restDownload(path, body, name);
    } catch (error) {
      notifyError(error, intl);
    } finally {
      setDownloading(false);
    }
  }

  async function start() {
    if (file === null) return;
    setUploading(true);
    try {
      const form = new FormData();
      form.append('repoId', repo.id);
      form.append('file', file, file.name);
      const { jobId: id } = await restUpload<{ jobId: string }>(IMPORT_PATH, form);
      setJobId(id);
      setSent(true);
    } catch (error) {
      notifyError(error, intl);
    } finally {
      setUploading(false);
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <FormattedMessage id="repoAdmin.import.title" values={{ title: repo.title }} />
        </DialogTitle>
      </DialogHeader>
      <DialogBody>
        <Stack gap="5">
          <Stack gap="1.5">
            <Text fontSize="sm" fontWeight="semibold">
              <FormattedMessage id="repoAdmin.import.step1" />
            </Text>
            <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
              <Link
                as="button"
                colorPalette="brand"
                color="brand.fg"
                onClick={() =>
                  void download(
                    TEMPLATE_PATH,
                    {},
                    intl.formatMessage({ id: 'repoAdmin.import.templateName' }),
                  )
                }
                aria-disabled={downloading}
                data-testid="import-template"
              >
                <LuDownload />
                <FormattedMessage id="repoAdmin.import.template" />
              </Link>
              <Text>
                <FormattedMessage id="repoAdmin.import.templateHint" />
              </Text>
            </HStack>
          </Stack>

          <Stack gap="1.5">
            <Text fontSize="sm" fontWeight="semibold">
              <FormattedMessage id="repoAdmin.import.step2" />
            </Text>
            <input
              ref={input}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              hidden
              onChange={(e) => {
                pick(e.currentTarget.files);
                e.currentTarget.value = '';
              }}
              data-testid="import-file"
            />
            <Box
              borderWidth="1px"
              borderStyle="dashed"
              borderColor={problem !== null ? 'border.error' : 'border.emphasized'}
              rounded="lg"
              px="4"
              py="4"
              bg="bg.subtle"
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                if (!running) pick(e.dataTransfer.files);
              }}
            >
              <HStack gap="3" wrap="wrap">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={running}
                  onClick={() => input.current?.click()}
                  data-testid="import-choose"
                >
                  <LuFileSpreadsheet />
                  <FormattedMessage id="repoAdmin.import.choose" />
                </Button>
                <Text
                  fontSize="sm"
                  color={file !== null ? 'fg' : 'fg.muted'}
                  data-testid="import-file-name"
                >
                  {file !== null ? file.name : <FormattedMessage id="repoAdmin.import.fileHint" />}
                </Text>
              </HStack>
            </Box>
            {problem !== null && (
              <Text fontSize="sm" color="fg.error" data-testid="import-file-problem">
                {problem}
              </Text>
            )}
          </Stack>

          {job !== undefined && (
            <Stack gap="3">
              <JobProgress
                state={job.state}
                progress={job.progress}
                failMessage={job.failMessage}
                testId="import-progress"
              />
              {job.state === 'completed' && (
                <Alert.Root
                  status={job.failed > 0 ? 'warning' : 'success'}
                  size="sm"
                  data-testid="import-summary"
                >
                  <Alert.Indicator />
                  <Alert.Title>
                    <FormattedMessage
                      id="repoAdmin.import.summary"
                      values={{ imported: job.imported, failed: job.failed, total: job.total }}
                    />
                  </Alert.Title>
                </Alert.Root>
              )}
              {job.errors.length > 0 && (
                <Stack gap="2">
                  <HStack justify="space-between">
                    <Text fontSize="sm" fontWeight="semibold">
                      <FormattedMessage
                        id="repoAdmin.import.errors"
                        values={{ n: job.errors.length }}
                      />
                    </Text>
                    {job.hasErrorReport && (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        loading={downloading}
                        onClick={() =>
                          void download(
                            job.downloadPath,
                            { jobId: job.id, kind: 'errors' },
                            intl.formatMessage({ id: 'repoAdmin.import.reportName' }),
                          )
                        }
                        data-testid="import-error-report"
                      >
                        <LuDownload />
                        <FormattedMessage id="repoAdmin.import.report" />
                      </Button>
                    )}
                  </HStack>
                  <Table.ScrollArea borderWidth="1px" rounded="md" maxH="64">
                    <Table.Root size="sm" stickyHeader data-testid="import-errors">
                      <Table.Header>
                        <Table.Row bg="bg.muted">
                          <Table.ColumnHeader w="16">
                            <FormattedMessage id="repoAdmin.import.row" />
                          </Table.ColumnHeader>
                          <Table.ColumnHeader w="28">
                            <FormattedMessage id="repoAdmin.import.column" />
                          </Table.ColumnHeader>
                          <Table.ColumnHeader>
                            <FormattedMessage id="repoAdmin.import.problem" />
                          </Table.ColumnHeader>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {job.errors.map((e, i) => (
                          <Table.Row
                            key={`${e.row}-${e.field}-${i}`}
                            data-testid={`import-error-${i}`}
                          >
                            <Table.Cell>{e.row}</Table.Cell>
                            <Table.Cell>{e.fieldName}</Table.Cell>
                            <Table.Cell color="fg.error">{e.message}</Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  </Table.ScrollArea>
                </Stack>
              )}
            </Stack>
          )}
        </Stack>
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={uploading}>
          <FormattedMessage id={done ? 'common.action.close' : 'common.action.cancel'} />
        </Button>
        <Button
          colorPalette="brand"
          disabled={file === null || running || sent}
          loading={running}
          onClick={() => void start()}
          data-testid="import-submit"
        >
          <LuUpload />
          <FormattedMessage id="repoAdmin.import.start" />
        </Button>
      </DialogFooter>
      <DialogCloseTrigger />
    </>
  );
}

import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuDownload } from 'react-icons/lu';
import { notifyError } from '../../app/errors/notify';
import { restDownload } from '../../app/rest';
import {
  DialogBody,
  DialogCloseTrigger,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../components/ui/dialog';
import { isJobDone, useTransferJob } from './useTransferJob';

export const JOB_DOWNLOAD_PATH = '/api/sys/user/job/download';

/** Progress of a user export; the file downloads by itself when ready (and on demand). */
export function ExportDialog({ jobId, onClose }: { jobId: string; onClose: () => void }) {
  const intl = useIntl();
  const { job, error } = useTransferJob(jobId);
  const [downloading, setDownloading] = useState(false);
  const downloadedRef = useRef(false);

  async function download() {
    setDownloading(true);
    try {
      await restDownload(
        job?.downloadPath ?? JOB_DOWNLOAD_PATH,
        { jobId, kind: 'result' },
        job?.fileName !== undefined && job.fileName !== '' ? job.fileName : 'users.xlsx',
      );
    } catch (e) {
      notifyError(e, intl);
    } finally {
      setDownloading(false);
    }
  }

  const ready = job?.state === 'completed' && job.hasResult;
  useEffect(() => {
    if (!ready || downloadedRef.current) return;
    downloadedRef.current = true;
    void download();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once when the file is ready
  }, [ready]);

  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  const failed = job?.state === 'failed';
  return (
    <DialogRoot
      open
      placement="center"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <DialogContent data-testid="user-export-dialog">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="sysUser.export.title" />
          </DialogTitle>
        </DialogHeader>
        <DialogBody>
          <Stack gap="3">
            <Progress.Root
              value={job?.progress ?? 0}
              colorPalette={failed ? 'red' : 'brand'}
              size="sm"
              striped={!isJobDone(job?.state)}
              animated={!isJobDone(job?.state)}
            >
              <HStack justify="space-between" mb="1">
                <Progress.Label fontSize="sm" data-testid="user-export-state">
                  <FormattedMessage
                    id={
                      failed
                        ? 'sysUser.job.failed'
                        : ready
                          ? 'sysUser.export.ready'
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
            {ready && (
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage id="sysUser.export.count" values={{ count: job.total }} />
              </Text>
            )}
            {failed && (
              <Text fontSize="sm" color="fg.error">
                {job.failMessage ?? ''}
              </Text>
            )}
          </Stack>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            <FormattedMessage id="sysUser.job.close" />
          </Button>
          <Button
            colorPalette="brand"
            disabled={!ready}
            loading={downloading}
            onClick={() => void download()}
            data-testid="user-export-download"
          >
            <LuDownload />
            <FormattedMessage id="sysUser.export.download" />
          </Button>
        </DialogFooter>
        <DialogCloseTrigger />
      </DialogContent>
    </DialogRoot>
  );
}

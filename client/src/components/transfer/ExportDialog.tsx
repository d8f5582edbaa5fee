import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { LuDownload } from 'react-icons/lu';
import { usePermissions } from '../../app/session/permissions';
import { TransferDialogFrame } from './TransferDialogFrame';
import { TransferProgress } from './TransferProgress';
import type { ExportSpec } from './transferSpec';
import { useTransferDownload } from './useTransferDownload';
import { useTransferJob } from './useTransferJob';

export interface ExportDialogProps<TData> {
  spec: ExportSpec<TData>;
  /** The started export job. */
  jobId: string;
  /** Values of the title message. */
  titleValues?: Record<string, string>;
  /** The saved file's name; by default the job's, else the spec's. */
  fileName?: string;
  onClose: () => void;
}

/**
 * Progress of a started export; the file downloads by itself once ready (and again on demand).
 * Shown while rendered; nothing without the spec's permission.
 */
export function ExportDialog<TData>(props: ExportDialogProps<TData>) {
  const { spec, jobId, titleValues, onClose } = props;
  const { labels, testIds } = spec;
  const can = usePermissions();
  const { job } = useTransferJob(spec.job, jobId);
  const { downloading, download: save } = useTransferDownload();
  const downloaded = useRef(false);

  async function download() {
    if (job === undefined) return;
    const fileName = props.fileName ?? (job.fileName !== '' ? job.fileName : spec.fileName);
    await save(job.downloadPath, { jobId: job.id, kind: 'result' }, fileName);
  }

  const ready = job?.state === 'completed' && job.hasResult;
  useEffect(() => {
    if (!ready || downloaded.current) return;
    downloaded.current = true;
    void download();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the file is ready
  }, [ready]);

  if (!can(spec.permission)) return null;
  return (
    <TransferDialogFrame
      size="sm"
      title={labels.title}
      titleValues={titleValues}
      testId={testIds.dialog}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            <FormattedMessage id={labels.close} />
          </Button>
          <Button
            colorPalette="brand"
            disabled={!ready}
            loading={downloading}
            onClick={() => void download()}
            data-testid={testIds.download}
          >
            <LuDownload />
            <FormattedMessage id={labels.download} />
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <TransferProgress job={job} labels={labels} testIds={testIds} />
        {ready && (
          <Text fontSize="sm" color="fg.muted" data-testid={testIds.ready}>
            <FormattedMessage id={labels.ready} values={{ count: job.total, n: job.total }} />
          </Text>
        )}
      </Stack>
    </TransferDialogFrame>
  );
}

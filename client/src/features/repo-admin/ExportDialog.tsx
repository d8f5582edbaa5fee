import { useMutation } from '@apollo/client/react';
import { Button, Stack, Text } from '@chakra-ui/react';
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
import { useFragment as getFragmentData } from '../../gql';
import { JobProgress } from './JobProgress';
import { QuestionJobFieldsFragment, StartQuestionExportDocument } from './repoAdminDocuments';
import { useQuestionJob } from './useQuestionJob';

/** Exports a bank's questions: starts the job, shows its progress, then downloads the file. */
export function ExportDialog(props: {
  repo: { id: string; title: string } | null;
  onClose: () => void;
}) {
  const { repo, onClose } = props;
  return (
    <DialogRoot
      open={repo !== null}
      size="sm"
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <DialogContent data-testid="export-dialog">
        {repo !== null && <ExportBody key={repo.id} repo={repo} onClose={onClose} />}
      </DialogContent>
    </DialogRoot>
  );
}

function ExportBody({
  repo,
  onClose,
}: {
  repo: { id: string; title: string };
  onClose: () => void;
}) {
  const intl = useIntl();
  const [start, started] = useMutation(StartQuestionExportDocument);
  const [downloading, setDownloading] = useState(false);
  const startedJob = getFragmentData(QuestionJobFieldsFragment, started.data?.startQuestionExport);
  const { job } = useQuestionJob(startedJob?.id ?? null);
  const current = job ?? startedJob;
  const autoSaved = useRef(false);

  useEffect(() => {
    start({ variables: { repoId: repo.id } }).catch((error: unknown) => notifyError(error));
  }, [start, repo.id]);

  const fileName = `${repo.title}.xlsx`;
  async function download() {
    if (current === undefined) return;
    setDownloading(true);
    try {
      await restDownload(current.downloadPath, { jobId: current.id, kind: 'result' }, fileName);
    } catch (error) {
      notifyError(error, intl);
    } finally {
      setDownloading(false);
    }
  }

  const ready = current?.state === 'completed' && current.hasResult;
  useEffect(() => {
    if (!ready || autoSaved.current) return;
    autoSaved.current = true;
    void download();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the file is ready
  }, [ready]);

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <FormattedMessage id="repoAdmin.export.title" values={{ title: repo.title }} />
        </DialogTitle>
      </DialogHeader>
      <DialogBody>
        <Stack gap="3">
          {current === undefined ? (
            <JobProgress state="waiting" progress={0} testId="export-progress" />
          ) : (
            <JobProgress
              state={current.state}
              progress={current.progress}
              failMessage={current.failMessage}
              testId="export-progress"
            />
          )}
          {ready && (
            <Text fontSize="sm" color="fg.muted" data-testid="export-ready">
              <FormattedMessage id="repoAdmin.export.ready" values={{ n: current.total }} />
            </Text>
          )}
        </Stack>
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          <FormattedMessage id="common.action.close" />
        </Button>
        <Button
          colorPalette="brand"
          disabled={!ready}
          loading={downloading}
          onClick={() => void download()}
          data-testid="export-download"
        >
          <LuDownload />
          <FormattedMessage id="repoAdmin.export.download" />
        </Button>
      </DialogFooter>
      <DialogCloseTrigger />
    </>
  );
}

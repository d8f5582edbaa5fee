import { useMutation } from '@apollo/client/react';
import { Button, Menu, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuChevronDown, LuDownload } from 'react-icons/lu';
import { notifyError } from '../../app/errors/notify';
import { useCan } from '../../app/session/permissions';
import { ExportDialog } from '../../components/transfer/ExportDialog';
import { PERMISSIONS } from '../../gql/permissions';
import { EXPORT_FORMATS, FORMAT_LABELS, PAPER_EXPORT, type ExportFormat } from './paperExport';
import { StartPaperExportDocument } from './paperExportDocuments';

/**
 * The export button of an exam's papers (paper:export): the ticked papers, or every handed-in paper
 * of the exam, as a zip of PDFs with the results sheet, one PDF, or the results sheet. The export
 * runs as a job; its progress shows in a dialog and the file downloads by itself when ready.
 */
export function PaperExportMenu(props: { examId: string; paperIds: readonly string[] }) {
  const { examId, paperIds } = props;
  const intl = useIntl();
  const can = useCan();
  const [start, { loading }] = useMutation(StartPaperExportDocument);
  const [jobId, setJobId] = useState<string | null>(null);
  if (!can(PERMISSIONS.paperExport)) return null;

  async function run(format: ExportFormat) {
    try {
      const res = await start({
        variables: {
          input: { examId, paperIds: paperIds.length > 0 ? [...paperIds] : null, format },
        },
      });
      if (res.data !== undefined && res.data !== null) setJobId(res.data.startPaperExport.id);
    } catch (e) {
      notifyError(e, intl);
    }
  }

  return (
    <>
      <Menu.Root onSelect={(d) => void run(d.value as ExportFormat)}>
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline" loading={loading} data-testid="paper-export">
            <LuDownload />
            <FormattedMessage
              id={paperIds.length > 0 ? 'paperExport.menu.selected' : 'paperExport.menu.all'}
              values={{ n: paperIds.length }}
            />
            <LuChevronDown />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {EXPORT_FORMATS.map((format) => (
                <Menu.Item key={format} value={format} data-testid={`paper-export-${format}`}>
                  <FormattedMessage id={FORMAT_LABELS[format]} />
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {jobId !== null && (
        <ExportDialog spec={PAPER_EXPORT} jobId={jobId} onClose={() => setJobId(null)} />
      )}
    </>
  );
}

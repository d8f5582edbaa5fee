import { useState } from 'react';
import { useIntl } from 'react-intl';
import { notifyError } from '../../app/errors/notify';
import { restDownload } from '../../app/rest';

/** Downloads a transfer file (template, result, error report); a failure is notified. */
export function useTransferDownload() {
  const intl = useIntl();
  const [downloading, setDownloading] = useState(false);
  async function download(path: string, body: unknown, fileName: string) {
    setDownloading(true);
    try {
      await restDownload(path, body, fileName);
    } catch (e) {
      notifyError(e, intl);
    } finally {
      setDownloading(false);
    }
  }
  return { downloading, download };
}

import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, DataList, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifyErrorText, notifySuccess } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { usePermissions } from '../../app/session/permissions';
import { Field } from '../../components/ui/field';
import { PERMISSIONS } from '../../gql/permissions';
import { LicenceDocument, UploadLicenceDocument } from './licenceDocuments';

/** Label and explanation of each state (literal ids, so the catalogue check sees them). */
const STATES: Record<string, { label: string; explain: string }> = {
  community: { label: 'licence.state.community', explain: 'licence.explain.community' },
  valid: { label: 'licence.state.valid', explain: 'licence.explain.valid' },
  expired: { label: 'licence.state.expired', explain: 'licence.explain.expired' },
  invalid: { label: 'licence.state.invalid', explain: 'licence.explain.invalid' },
};

const STATE_COLORS: Record<string, string> = {
  community: 'blue',
  valid: 'green',
  expired: 'red',
  invalid: 'red',
};

/** Licence files are a few hundred bytes; the server refuses anything over 16 KB. */
const MAX_LICENCE_BYTES = 16 * 1024;

/**
 * The licence's state (community edition, licensed to whom, seats, end) and, for administrators
 * with sys:config:update, the form that installs a signed licence file. Shown on /license and in
 * the system configuration.
 */
export function LicencePanel({ onInstalled }: { onInstalled?: () => void }) {
  const intl = useIntl();
  const can = usePermissions();
  const { data, error, refetch } = useQuery(LicenceDocument, { fetchPolicy: 'network-only' });
  const [upload, uploading] = useMutation(UploadLicenceDocument);
  const [files, setFiles] = useState<File[]>([]);

  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  const licence = data?.licence;
  if (licence === undefined) return <Skeleton h="40" data-testid="licence-loading" />;
  const canInstall = can(PERMISSIONS.configUpdate) && licence.keyConfigured;
  const state = STATES[licence.state] ?? STATES.invalid!;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const file = files[0];
    if (file === undefined) return;
    try {
      await upload({ variables: { file: await file.text() } });
      notifySuccess(intl.formatMessage({ id: 'licence.panel.installed' }));
      setFiles([]);
      await refetch();
      onInstalled?.();
    } catch (err) {
      notifyError(err, intl);
    }
  }

  return (
    <Stack gap="5" data-testid="licence-panel">
      <Stack gap="2" role="status" aria-live="polite">
        <Badge
          alignSelf="flex-start"
          size="lg"
          colorPalette={STATE_COLORS[licence.state] ?? 'gray'}
          data-testid="licence-state"
        >
          <FormattedMessage id={state.label} />
        </Badge>
        <Text color="fg.muted" fontSize="sm" data-testid="licence-explanation">
          <FormattedMessage id={state.explain} />
        </Text>
      </Stack>
      {licence.licensee !== null && (
        <DataList.Root orientation="horizontal" size="md">
          <DataList.Item>
            <DataList.ItemLabel>
              <FormattedMessage id="licence.field.licensee" />
            </DataList.ItemLabel>
            <DataList.ItemValue data-testid="licence-licensee">
              {licence.licensee}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <FormattedMessage id="licence.field.seats" />
            </DataList.ItemLabel>
            <DataList.ItemValue data-testid="licence-seats">
              {licence.usedSeats === null ? (
                licence.seats
              ) : (
                <FormattedMessage
                  id="licence.field.seatsUsed"
                  values={{ used: licence.usedSeats, seats: licence.seats }}
                />
              )}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <FormattedMessage id="licence.field.expireTime" />
            </DataList.ItemLabel>
            <DataList.ItemValue data-testid="licence-expire">
              {formatDateTime(intl, licence.expireTime)}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      )}
      {can(PERMISSIONS.configUpdate) && !licence.keyConfigured && (
        <Text fontSize="sm" color="fg.muted" data-testid="licence-no-key">
          <FormattedMessage id="licence.panel.noKey" />
        </Text>
      )}
      {canInstall && (
        <Stack as="form" gap="3" onSubmit={(e) => void submit(e)}>
          <Field
            label={intl.formatMessage({ id: 'licence.upload.title' })}
            helperText={intl.formatMessage({ id: 'licence.upload.hint' })}
          >
            <Input
              type="file"
              accept=".lic,.json,.txt"
              p="1"
              data-testid="licence-file-input"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file === undefined) setFiles([]);
                else if (file.size > MAX_LICENCE_BYTES) {
                  e.target.value = '';
                  setFiles([]);
                  notifyErrorText(intl.formatMessage({ id: 'error.LICENSE_FILE_INVALID' }));
                } else setFiles([file]);
              }}
            />
          </Field>
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="flex-start"
            disabled={files.length === 0}
            loading={uploading.loading}
            data-testid="licence-install"
          >
            <FormattedMessage id="licence.upload.submit" />
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

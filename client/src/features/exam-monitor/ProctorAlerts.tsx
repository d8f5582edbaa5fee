import { Alert, CloseButton, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../../app/format';
import type { ProctorMessage } from './learnerEvents';

/**
 * The proctor's messages, each a warning titled 'Alert message' that stays until the learner
 * dismisses it; several stack, newest last. Each is an alert, so a screen reader reads it out.
 */
export function ProctorAlerts(props: {
  messages: readonly ProctorMessage[];
  onDismiss: (id: string) => void;
}) {
  const intl = useIntl();
  if (props.messages.length === 0) return null;
  return (
    <Stack gap="2" data-testid="proctor-alerts">
      {props.messages.map((m) => (
        <Alert.Root key={m.id} status="warning" role="alert" data-testid="proctor-alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage id="examMonitor.alert.title" />
            </Alert.Title>
            <Alert.Description whiteSpace="pre-wrap" data-testid="proctor-alert-text">
              {m.text}
            </Alert.Description>
            <Alert.Description fontSize="xs" color="fg.muted">
              {formatDateTime(intl, new Date(m.at))}
            </Alert.Description>
          </Alert.Content>
          <CloseButton
            size="sm"
            pos="relative"
            top="-1"
            insetEnd="-1"
            aria-label={intl.formatMessage({ id: 'examMonitor.alert.dismiss' })}
            onClick={() => props.onDismiss(m.id)}
            data-testid="proctor-alert-dismiss"
          />
        </Alert.Root>
      ))}
    </Stack>
  );
}

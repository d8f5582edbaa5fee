import { Alert } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { bannerKind } from './realNameForm';

const STATUS = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

const TITLE_IDS = {
  pending: 'realName.banner.pendingTitle',
  approved: 'realName.banner.approvedTitle',
  rejected: 'realName.banner.rejectedTitle',
} as const;

/**
 * The state of the caller's record: waiting for review (warning), approved (success, with what an
 * approval allows) or rejected (error, with the reviewer's message).
 */
export function RealNameBanner({ state, auditMsg }: { state: number; auditMsg: string }) {
  const kind = bannerKind(state);
  return (
    <Alert.Root status={STATUS[kind]} data-testid="realname-banner" data-state={kind}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id={TITLE_IDS[kind]} />
        </Alert.Title>
        <Alert.Description>
          {kind === 'pending' && <FormattedMessage id="realName.banner.pendingText" />}
          {kind === 'approved' && <FormattedMessage id="realName.banner.approvedText" />}
          {kind === 'rejected' && (
            <FormattedMessage
              id="realName.banner.rejectedText"
              values={{ reason: auditMsg === '' ? '-' : auditMsg }}
            />
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * A new submission waits for review (or was rejected) while an earlier approval is in effect:
 * face login and face checks keep using the earlier identity until the new one is approved.
 */
export function EarlierApprovalNote() {
  return (
    <Alert.Root status="info" data-testid="realname-earlier-approval">
      <Alert.Indicator />
      <Alert.Title>
        <FormattedMessage id="realName.banner.earlierApproval" />
      </Alert.Title>
    </Alert.Root>
  );
}

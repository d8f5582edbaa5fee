import { Alert, Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { LuRefreshCw } from 'react-icons/lu';
import type { SaveStatus } from './saveQueue';

export type BannerState = 'hidden' | 'failing' | 'session' | 'restored';

/** The banner's state: failing while saves wait on the connection, restored once they went out. */
export function bannerState(status: SaveStatus, recovered: boolean): BannerState {
  if (status.halted === 'session') return 'session';
  if (status.failing && status.waiting > 0) return 'failing';
  if (recovered && status.waiting === 0) return 'restored';
  return 'hidden';
}

export interface SaveBannerProps {
  state: BannerState;
  waiting: number;
  /** False when answers only live in this page (no IndexedDB): keep it open. */
  persistent: boolean;
  onRetry: () => void;
}

/** Tells the learner that saving is failing (and how many answers wait), and when it is back. */
export function SaveBanner({ state, waiting, persistent, onRetry }: SaveBannerProps) {
  if (state === 'hidden') return null;
  if (state === 'restored') {
    return (
      <Alert.Root
        status="success"
        variant="surface"
        data-testid="save-banner"
        data-state="restored"
      >
        <Alert.Indicator />
        <Alert.Title>
          <FormattedMessage id="examTake.banner.restored" />
        </Alert.Title>
      </Alert.Root>
    );
  }
  const session = state === 'session';
  return (
    <Alert.Root
      status="error"
      variant="surface"
      role="alert"
      data-testid="save-banner"
      data-state={state}
      data-waiting={waiting}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id={session ? 'examTake.banner.session' : 'examTake.banner.failing'} />
        </Alert.Title>
        <Alert.Description>
          <FormattedMessage
            id={persistent ? 'examTake.banner.waiting' : 'examTake.banner.waitingKeepOpen'}
            values={{ n: waiting }}
          />
        </Alert.Description>
      </Alert.Content>
      {!session && (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          alignSelf="center"
          onClick={onRetry}
          data-testid="save-retry"
        >
          <LuRefreshCw />
          <FormattedMessage id="examTake.banner.retry" />
        </Button>
      )}
    </Alert.Root>
  );
}

import { Alert, Button, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  DialogBody,
  DialogCloseTrigger,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../components/ui/dialog';

/**
 * idle: asking; saving: sending the answers still waiting; saveFailed: some could not be sent
 * (retry, or hand in anyway); handing: handExam under way.
 */
export type HandStep = 'idle' | 'saving' | 'saveFailed' | 'handing';

export interface HandInDialogProps {
  open: boolean;
  step: HandStep;
  unanswered: number;
  /** Questions the learner flagged for review (mark). */
  flagged: number;
  /** Answers not yet on the server. */
  waiting: number;
  /** The server's refusal (e.g. 20010045: not before {n} minutes), already translated. */
  error: string | null;
  onClose: () => void;
  onConfirm: () => void;
  onForce: () => void;
}

/**
 * "Hand in your paper?" with the unanswered and flagged counts; the unsaved-answers warning when
 * needed.
 */
export function HandInDialog(props: HandInDialogProps) {
  const { open, step, unanswered, flagged, waiting, error, onClose, onConfirm, onForce } = props;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const busy = step === 'saving' || step === 'handing';
  return (
    <DialogRoot
      open={open}
      initialFocusEl={() => cancelRef.current}
      role="alertdialog"
      size="sm"
      placement="center"
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <DialogContent data-testid="hand-in-dialog" data-step={step}>
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="examTake.handIn.title" />
          </DialogTitle>
        </DialogHeader>
        <DialogBody display="flex" flexDirection="column" gap="3">
          <Text data-testid="hand-in-unanswered" data-count={unanswered}>
            {unanswered > 0 ? (
              <FormattedMessage id="examTake.handIn.unanswered" values={{ n: unanswered }} />
            ) : (
              <FormattedMessage id="examTake.handIn.allAnswered" />
            )}
          </Text>
          {flagged > 0 && (
            <Text color="orange.fg" data-testid="hand-in-flagged" data-count={flagged}>
              <FormattedMessage id="examTake.handIn.flagged" values={{ n: flagged }} />
            </Text>
          )}
          {step === 'saveFailed' && (
            <Alert.Root status="warning" data-testid="hand-in-save-failed">
              <Alert.Indicator />
              <Alert.Description>
                <FormattedMessage id="examTake.handIn.saveFailed" values={{ n: waiting }} />
              </Alert.Description>
            </Alert.Root>
          )}
          {error !== null && (
            <Alert.Root status="error" data-testid="hand-in-error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
        </DialogBody>
        <DialogFooter>
          <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={busy}>
            <FormattedMessage id="examTake.handIn.cancel" />
          </Button>
          {step === 'saveFailed' ? (
            <>
              <Button
                variant="outline"
                colorPalette="red"
                onClick={onForce}
                data-testid="hand-in-force"
              >
                <FormattedMessage id="examTake.handIn.force" />
              </Button>
              <Button colorPalette="brand" onClick={onConfirm} data-testid="hand-in-retry">
                <FormattedMessage id="examTake.handIn.retry" />
              </Button>
            </>
          ) : (
            <Button
              colorPalette="brand"
              loading={busy}
              loadingText={
                <FormattedMessage
                  id={step === 'saving' ? 'examTake.handIn.saving' : 'examTake.handIn.handing'}
                />
              }
              onClick={onConfirm}
              data-testid="hand-in-confirm"
            >
              <FormattedMessage id="examTake.handIn.confirm" />
            </Button>
          )}
        </DialogFooter>
        {!busy && <DialogCloseTrigger />}
      </DialogContent>
    </DialogRoot>
  );
}

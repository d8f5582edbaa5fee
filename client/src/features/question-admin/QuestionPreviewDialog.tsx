import { HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  DialogBody,
  DialogCloseTrigger,
  DialogContent,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../components/ui/dialog';
import { emptyAnswer, type AnswerState } from '../question/answerState';
import { QuestionView } from '../question/QuestionView';
import { draftToView, type QuestionDraft } from './questionDraft';

/**
 * A question as a learner would see it: answerable, and with "show answer" the key, the
 * accepted values and the analysis, as after a check.
 */
export function QuestionPreviewDialog(props: { draft: QuestionDraft | null; onClose: () => void }) {
  const { draft, onClose } = props;
  return (
    <DialogRoot
      open={draft !== null}
      size="lg"
      scrollBehavior="inside"
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <DialogContent data-testid="qu-preview">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="questionAdmin.preview.title" />
          </DialogTitle>
        </DialogHeader>
        <DialogBody pb="6">{draft !== null && <PreviewBody draft={draft} />}</DialogBody>
        <DialogCloseTrigger />
      </DialogContent>
    </DialogRoot>
  );
}

function PreviewBody({ draft }: { draft: QuestionDraft }) {
  const [revealed, setRevealed] = useState(false);
  const [state, setState] = useState<AnswerState>(emptyAnswer);
  return (
    <Stack gap="4">
      <HStack justify="space-between" bg="bg.muted" rounded="md" px="3" py="2">
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="questionAdmin.preview.hint" />
        </Text>
        <Switch.Root
          size="sm"
          colorPalette="brand"
          checked={revealed}
          onCheckedChange={(e) => setRevealed(e.checked)}
          data-testid="qu-preview-reveal"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>
            <FormattedMessage id="questionAdmin.preview.reveal" />
          </Switch.Label>
        </Switch.Root>
      </HStack>
      <QuestionView
        question={draftToView(draft, revealed)}
        state={state}
        onChange={setState}
        locked={revealed}
        revealed={revealed}
      />
    </Stack>
  );
}

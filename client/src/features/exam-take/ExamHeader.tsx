import { Button, Card, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuClock, LuPanelRightClose, LuPanelRightOpen, LuSend } from 'react-icons/lu';
import { formatClock } from './countdown';

/** Under five minutes left, the countdown turns red. */
const LOW_TIME_SECONDS = 300;

export type SaveState = 'saved' | 'saving' | 'failing';

export interface ExamHeaderProps {
  title: string;
  questionCount: number;
  totalScore: number;
  saveState: SaveState;
  /** Answers not yet on the server. */
  waiting: number;
  /** Seconds left. */
  left: number;
  /** The answer sheet is shown (side panel or drawer). */
  sheetShown: boolean;
  /** The sheet is an open side panel: the toggle shows the close icon. */
  sheetPanelOpen: boolean;
  onToggleSheet: () => void;
  onHandIn: () => void;
  handInDisabled: boolean;
}

/** The exam's header: title, question count and score, save state, countdown, sheet and hand-in. */
export function ExamHeader(props: ExamHeaderProps) {
  const { title, saveState, waiting } = props;
  return (
    <Card.Root borderWidth="0" shadow="xs">
      <Card.Body py="3" px={{ base: '4', md: '5' }}>
        <Flex gap="3" align="center" wrap="wrap">
          <Stack gap="0.5" flex="1" minW="48">
            <Heading size="md" truncate title={title} data-testid="exam-take-title">
              {title}
            </Heading>
            <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
              <Text>
                <FormattedMessage
                  id="examTake.page.summary"
                  values={{ total: props.questionCount, score: props.totalScore }}
                />
              </Text>
              <Text data-testid="save-state" data-state={saveState}>
                {saveState === 'saved' && <FormattedMessage id="examTake.page.saved" />}
                {saveState === 'saving' && <FormattedMessage id="examTake.page.saving" />}
                {saveState === 'failing' && (
                  <Text as="span" color="red.fg">
                    <FormattedMessage id="examTake.page.waiting" values={{ n: waiting }} />
                  </Text>
                )}
              </Text>
            </HStack>
          </Stack>
          <ExamCountdown left={props.left} />
          <HStack gap="2">
            <Button
              variant="outline"
              size="sm"
              onClick={props.onToggleSheet}
              aria-expanded={props.sheetShown}
              data-testid="toggle-side-panel"
            >
              {props.sheetPanelOpen ? <LuPanelRightClose /> : <LuPanelRightOpen />}
              <FormattedMessage id="examTake.sheet.title" />
            </Button>
            <Button
              size="sm"
              colorPalette="brand"
              onClick={props.onHandIn}
              disabled={props.handInDisabled}
              data-testid="hand-in"
            >
              <LuSend />
              <FormattedMessage id="examTake.handIn.button" />
            </Button>
          </HStack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** The time left as a timer, red when it runs low. */
function ExamCountdown({ left }: { left: number }) {
  const intl = useIntl();
  const low = left <= LOW_TIME_SECONDS;
  return (
    <HStack
      gap="2"
      px="3"
      py="1.5"
      rounded="l2"
      bg={low ? 'red.subtle' : 'bg.muted'}
      color={low ? 'red.fg' : 'fg'}
      role="timer"
      aria-label={intl.formatMessage({ id: 'examTake.page.timeLeft' }, { time: formatClock(left) })}
      data-testid="exam-countdown"
      data-seconds={left}
    >
      <LuClock />
      <Text fontFamily="mono" fontSize="xl" fontWeight="semibold" lineHeight="1">
        {formatClock(left)}
      </Text>
    </HStack>
  );
}

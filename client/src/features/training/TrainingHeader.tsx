import {
  Badge,
  Button,
  Card,
  Flex,
  HStack,
  Heading,
  Progress,
  Stack,
  Text,
} from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuFlagTriangleRight, LuLayoutGrid } from 'react-icons/lu';
import { modeLabelId } from '../question/questionTypes';

export interface TrainingHeaderProps {
  title: string;
  mode: number;
  rote: boolean;
  answered: number;
  total: number;
  percent: number;
  /** Small screens open the answer sheet from here. */
  onOpenSheet?: () => void;
  /** Every question is answered: finishing is the next step. */
  allDone: boolean;
  onFinish: () => void;
  finishDisabled: boolean;
}

/** The practice's header: title, mode, progress, the answer sheet button and finish. */
export function TrainingHeader(props: TrainingHeaderProps) {
  const intl = useIntl();
  const { rote, answered, total, percent } = props;
  return (
    <Card.Root borderWidth="0" shadow="xs">
      <Card.Body py="4" px={{ base: '4', md: '5' }}>
        <Flex gap="4" align={{ md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <Stack gap="1.5" flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Heading size="md" truncate data-testid="training-title">
                {props.title}
              </Heading>
              <Badge
                colorPalette={rote ? 'purple' : 'brand'}
                variant="subtle"
                data-testid="training-mode"
              >
                <FormattedMessage id={modeLabelId(props.mode)} />
              </Badge>
            </HStack>
            <HStack gap="3">
              <Progress.Root
                value={percent}
                size="sm"
                colorPalette="brand"
                flex="1"
                maxW="md"
                aria-label={intl.formatMessage({ id: 'training.practice.progress' })}
                data-testid="training-progress"
                data-value={percent}
              >
                <Progress.Track rounded="full">
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                <FormattedMessage
                  id="training.practice.progressText"
                  values={{ answered, total, percent }}
                />
              </Text>
            </HStack>
          </Stack>
          <HStack gap="2" flexShrink={0}>
            {props.onOpenSheet !== undefined && (
              <Button
                variant="outline"
                size="sm"
                onClick={props.onOpenSheet}
                data-testid="open-answer-sheet"
              >
                <LuLayoutGrid />
                <FormattedMessage id="training.practice.sheet" />
              </Button>
            )}
            <Button
              size="sm"
              colorPalette="brand"
              variant={props.allDone ? 'solid' : 'outline'}
              onClick={props.onFinish}
              disabled={props.finishDisabled}
              data-testid="finish-training"
            >
              <LuFlagTriangleRight />
              <FormattedMessage id="training.practice.finish" />
            </Button>
          </HStack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

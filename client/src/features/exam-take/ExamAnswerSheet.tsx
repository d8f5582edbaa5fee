import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuFlag } from 'react-icons/lu';
import { typeLabelId } from '../question/questionTypes';
import { SheetButton, SheetSwatch, type SheetColors } from '../question/SheetButton';
import {
  examSheetStatus,
  flaggedCount,
  groupByType,
  unansweredCount,
  type ExamSheetItem,
  type ExamSheetStatus,
} from './examSheet';

const COLORS: Record<ExamSheetStatus, SheetColors> = {
  unanswered: { bg: 'bg', color: 'fg', border: 'border.emphasized' },
  answered: { bg: 'brand.solid', color: 'white', border: 'brand.solid' },
};

export interface ExamAnswerSheetProps {
  items: readonly ExamSheetItem[];
  current: number;
  onJump: (index: number) => void;
}

/**
 * The exam's answer sheet: the questions grouped by type, answered ones filled, flagged ones with a
 * flag in the corner, the current one outlined; a click jumps to the question.
 */
export function ExamAnswerSheet({ items, current, onJump }: ExamAnswerSheetProps) {
  const intl = useIntl();
  const answered = items.length - unansweredCount(items);
  return (
    <Stack gap="4" data-testid="exam-sheet">
      <HStack gap="4" fontSize="sm" wrap="wrap">
        <Text data-testid="exam-sheet-progress">
          <FormattedMessage
            id="examTake.sheet.progress"
            values={{ answered, total: items.length }}
          />
        </Text>
        <Text color="orange.fg" data-testid="exam-sheet-flagged">
          <FormattedMessage id="examTake.sheet.flaggedCount" values={{ n: flaggedCount(items) }} />
        </Text>
      </HStack>
      <HStack gap="3" wrap="wrap" fontSize="xs" color="fg.muted">
        <HStack gap="1">
          <SheetSwatch border="border.emphasized" />
          <FormattedMessage id="examTake.sheet.unanswered" />
        </HStack>
        <HStack gap="1">
          <SheetSwatch bg="brand.solid" />
          <FormattedMessage id="examTake.sheet.answered" />
        </HStack>
        <HStack gap="1" color="orange.fg">
          <LuFlag size="10" />
          <FormattedMessage id="examTake.sheet.flagged" />
        </HStack>
      </HStack>
      {groupByType(items).map((group) => (
        <Stack key={`${group.quType}-${group.entries[0]?.index ?? 0}`} gap="2">
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
            <FormattedMessage id={typeLabelId(group.quType)} />
          </Text>
          <SimpleGrid columns={8} gap="1.5">
            {group.entries.map(({ item, index }) => {
              const status = examSheetStatus(item);
              const isCurrent = index === current;
              const done = status === 'answered';
              const label = intl.formatMessage(
                { id: 'examTake.sheet.itemLabel' },
                {
                  n: index + 1,
                  status: intl.formatMessage({
                    id: done ? 'examTake.sheet.answered' : 'examTake.sheet.unanswered',
                  }),
                  flagged: item.mark ? 'yes' : 'no',
                },
              );
              return (
                <SheetButton
                  key={item.quId}
                  n={index + 1}
                  current={isCurrent}
                  colors={COLORS[status]}
                  currentBorder="brand.700"
                  h="9"
                  label={label}
                  testId={`exam-sheet-item-${index + 1}`}
                  state={status}
                  onClick={() => onJump(index)}
                  flagged={item.mark}
                >
                  {item.mark && (
                    <Box
                      position="absolute"
                      top="-1.5"
                      right="-1.5"
                      bg="orange.solid"
                      color="white"
                      rounded="full"
                      p="0.5"
                      lineHeight="0"
                    >
                      <LuFlag size="9" />
                    </Box>
                  )}
                </SheetButton>
              );
            })}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

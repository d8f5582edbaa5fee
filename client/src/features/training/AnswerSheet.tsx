import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SheetButton, SheetSwatch, type SheetColors } from '../question/SheetButton';
import { sheetStatus, type SheetItem, type SheetStatus } from './sheet';

export const STATUS_STYLE: Record<SheetStatus, SheetColors> = {
  unanswered: { bg: 'bg', color: 'fg', border: 'border.emphasized' },
  right: { bg: 'green.solid', color: 'white', border: 'green.solid' },
  wrong: { bg: 'red.solid', color: 'white', border: 'red.solid' },
  done: { bg: 'brand.solid', color: 'white', border: 'brand.solid' },
  deleted: { bg: 'bg.muted', color: 'fg.subtle', border: 'border' },
};

const LEGEND: { status: SheetStatus; id: string }[] = [
  { status: 'unanswered', id: 'training.sheet.unanswered' },
  { status: 'right', id: 'training.sheet.right' },
  { status: 'wrong', id: 'training.sheet.wrong' },
  { status: 'done', id: 'training.sheet.done' },
];

const STATUS_LABEL_IDS: Record<SheetStatus, string> = {
  unanswered: 'training.sheet.unanswered',
  right: 'training.sheet.right',
  wrong: 'training.sheet.wrong',
  done: 'training.sheet.done',
  deleted: 'training.sheet.deleted',
};

export function statusLabelId(status: SheetStatus): string {
  return STATUS_LABEL_IDS[status];
}

export interface AnswerSheetProps {
  items: readonly SheetItem[];
  current: number;
  onJump: (index: number) => void;
  columns?: number;
}

/** The answer sheet: one numbered square per question, coloured by its state; click to jump. */
export function AnswerSheet({ items, current, onJump, columns = 6 }: AnswerSheetProps) {
  const intl = useIntl();
  return (
    <Stack gap="3" data-testid="answer-sheet">
      <HStack gap="3" wrap="wrap" fontSize="xs" color="fg.muted">
        {LEGEND.map(({ status, id }) => (
          <HStack key={status} gap="1">
            <SheetSwatch bg={STATUS_STYLE[status].bg} border={STATUS_STYLE[status].border} />
            <FormattedMessage id={id} />
          </HStack>
        ))}
      </HStack>
      <SimpleGrid columns={columns} gap="1.5">
        {items.map((item, i) => {
          const status = sheetStatus(item);
          return (
            <SheetButton
              key={item.quId}
              n={i + 1}
              current={i === current}
              colors={STATUS_STYLE[status]}
              currentBorder="brand.600"
              h="8"
              label={intl.formatMessage(
                { id: 'training.sheet.itemLabel' },
                { n: i + 1, status: intl.formatMessage({ id: statusLabelId(status) }) },
              )}
              testId={`sheet-item-${i + 1}`}
              state={status}
              onClick={() => onJump(i)}
              struck={status === 'deleted'}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** Counts under the sheet: answered / total, right, wrong. */
export function SheetCounts(props: {
  answered: number;
  total: number;
  right: number;
  wrong: number;
}) {
  return (
    <HStack gap="4" fontSize="sm" wrap="wrap">
      <Text>
        <FormattedMessage
          id="training.sheet.progress"
          values={{ answered: props.answered, total: props.total }}
        />
      </Text>
      <Text color="green.fg" data-testid="sheet-right-count">
        <FormattedMessage id="training.sheet.rightCount" values={{ n: props.right }} />
      </Text>
      <Text color="red.fg" data-testid="sheet-wrong-count">
        <FormattedMessage id="training.sheet.wrongCount" values={{ n: props.wrong }} />
      </Text>
    </HStack>
  );
}

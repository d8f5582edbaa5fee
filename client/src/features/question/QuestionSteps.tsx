import { Button, Flex, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LuArrowLeft, LuArrowRight } from 'react-icons/lu';

export interface QuestionStepsProps {
  isFirst: boolean;
  isLast: boolean;
  onPrev: () => void;
  onNext: () => void;
  /** What the last question's button does instead of moving on (hand in, finish). */
  onLast: () => void;
  lastDisabled: boolean;
  labels: { prev: string; next: string; last: string };
  lastIcon: ReactNode;
  testIds: { prev: string; next: string };
  /** Shown before the next button (e.g. the check button). */
  children?: ReactNode;
}

/** Previous and next under a question; on the last question, next becomes hand-in or finish. */
export function QuestionSteps(props: QuestionStepsProps) {
  const { labels, testIds } = props;
  return (
    <Flex gap="2" wrap="wrap" justify="space-between" borderTopWidth="1px" pt="4">
      <Button
        variant="outline"
        size="sm"
        disabled={props.isFirst}
        onClick={props.onPrev}
        data-testid={testIds.prev}
      >
        <LuArrowLeft />
        <FormattedMessage id={labels.prev} />
      </Button>
      <HStack gap="2" wrap="wrap">
        {props.children}
        {props.isLast ? (
          <Button
            size="sm"
            variant="subtle"
            colorPalette="brand"
            disabled={props.lastDisabled}
            onClick={props.onLast}
            data-testid={testIds.next}
            data-last="true"
          >
            <FormattedMessage id={labels.last} />
            {props.lastIcon}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="subtle"
            colorPalette="brand"
            onClick={props.onNext}
            data-testid={testIds.next}
          >
            <FormattedMessage id={labels.next} />
            <LuArrowRight />
          </Button>
        )}
      </HStack>
    </Flex>
  );
}

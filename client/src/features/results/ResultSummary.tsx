import {
  AbsoluteCenter,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  ProgressCircle,
  SimpleGrid,
  Stack,
  Stat,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface ResultSummaryProps {
  /** How full the ring is, in percent. */
  value: number;
  colorPalette: string;
  /** The ring's diameter (a CSS length). */
  ringSize: string;
  /** What the ring says in its middle (the score, the accuracy). */
  center: ReactNode;
  title: string;
  /** Badges after the title (state, pass, mode). */
  badges: ReactNode;
  /** Under the title: times, notes, the figures and the buttons. */
  children: ReactNode;
}

/** The head of a result page (exam or practice): a ring with the main figure beside the title. */
export function ResultSummary(props: ResultSummaryProps) {
  return (
    <Card.Root borderWidth="0" shadow="xs">
      <Card.Body p={{ base: '5', md: '6' }}>
        <Flex gap="6" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
          <ProgressCircle.Root
            value={props.value}
            size="xl"
            colorPalette={props.colorPalette}
            alignSelf={{ base: 'center', md: 'auto' }}
            position="relative"
            flexShrink={0}
          >
            <ProgressCircle.Circle css={{ '--size': props.ringSize, '--thickness': '10px' }}>
              <ProgressCircle.Track />
              <ProgressCircle.Range strokeLinecap="round" />
            </ProgressCircle.Circle>
            <AbsoluteCenter>
              <Stack gap="0" align="center">
                {props.center}
              </Stack>
            </AbsoluteCenter>
          </ProgressCircle.Root>

          <Stack gap="3" flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Heading size="lg" data-testid="result-title">
                {props.title}
              </Heading>
              {props.badges}
            </HStack>
            {props.children}
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

export interface ResultStat {
  /** Also the figure's test id: result-{key}. */
  key: string;
  labelId: string;
  value: ReactNode;
  color?: string;
}

/** The figures of a result, four to a row (two on a phone). */
export function ResultStats({ stats, valueSize }: { stats: ResultStat[]; valueSize?: string }) {
  return (
    <SimpleGrid columns={{ base: 2, sm: 4 }} gap="3">
      {stats.map((s) => (
        <Stat.Root key={s.key} borderWidth="1px" rounded="lg" px="3" py="2">
          <Stat.Label>
            <FormattedMessage id={s.labelId} />
          </Stat.Label>
          <Stat.ValueText fontSize={valueSize} color={s.color} data-testid={`result-${s.key}`}>
            {s.value}
          </Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}

/** A titled card of a result page (the answers, the questions). */
export function ResultSection(props: { titleId: string; gap?: string; children: ReactNode }) {
  return (
    <Card.Root borderWidth="0" shadow="xs">
      <Card.Header>
        <Heading size="md">
          <FormattedMessage id={props.titleId} />
        </Heading>
      </Card.Header>
      <Card.Body gap={props.gap}>{props.children}</Card.Body>
    </Card.Root>
  );
}

export interface ResultAction {
  testId: string;
  labelId: string;
  icon: ReactNode;
  onClick: () => void;
  variant?: 'solid' | 'outline' | 'ghost';
  colorPalette?: string;
  loading?: boolean;
}

/** The buttons under a result's figures (left out where false). */
export function ResultActions({ actions }: { actions: readonly (ResultAction | false)[] }) {
  return (
    <HStack gap="2" wrap="wrap">
      {actions.map(
        (a) =>
          a !== false && (
            <Button
              key={a.testId}
              size="sm"
              variant={a.variant}
              colorPalette={a.colorPalette}
              loading={a.loading}
              onClick={a.onClick}
              data-testid={a.testId}
            >
              {a.icon}
              <FormattedMessage id={a.labelId} />
            </Button>
          ),
      )}
    </HStack>
  );
}

import { Box, Button, Card, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuPlus } from 'react-icons/lu';

/** The brand "add" button of a list toolbar or panel heading. */
export function AddButton(props: {
  label: ReactNode;
  onClick: () => void;
  testId: string;
  size?: 'xs' | 'sm';
  ms?: string;
}) {
  return (
    <Button
      ms={props.ms}
      size={props.size ?? 'sm'}
      colorPalette="brand"
      onClick={props.onClick}
      data-testid={props.testId}
    >
      <LuPlus />
      {props.label}
    </Button>
  );
}

/** The heading of a master panel: its title with an action beside it and a search box below. */
export function PanelHeader(props: {
  title: ReactNode;
  action?: ReactNode;
  search: ReactNode;
  pb: string;
}) {
  return (
    <Card.Header pb={props.pb}>
      <HStack justify="space-between">
        <Heading size="md">{props.title}</Heading>
        {props.action}
      </HStack>
      <Box mt="3">{props.search}</Box>
    </Card.Header>
  );
}

/** The card shown in place of a detail panel while nothing is chosen. */
export function HintCard({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Card.Root borderWidth="0" shadow="xs">
      <Card.Body>
        <Text color="fg.muted" textAlign="center" py="10" data-testid={testId}>
          {children}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** A master list card beside its detail pane, stacked until the breakpoint; dialogs go in children. */
export function MasterDetail(props: {
  testId: string;
  breakpoint: 'lg' | 'xl';
  masterWidth: string;
  master: ReactNode;
  detail: ReactNode;
  children?: ReactNode;
}) {
  const { breakpoint } = props;
  return (
    <Flex
      gap="4"
      direction={{ base: 'column', [breakpoint]: 'row' }}
      align="flex-start"
      data-testid={props.testId}
    >
      <Card.Root
        borderWidth="0"
        shadow="xs"
        w={{ base: 'full', [breakpoint]: props.masterWidth }}
        flexShrink={0}
      >
        {props.master}
      </Card.Root>
      <Box flex="1" minW="0" w="full">
        {props.detail}
      </Box>
      {props.children}
    </Flex>
  );
}

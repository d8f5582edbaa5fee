import { Card, Flex, Heading, Icon, type CardRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';

/** Spec: chart cards are 360 px high. */
export const CHART_CARD_HEIGHT = '360px';

/** A dashboard card: a heading (with optional tools on its right) over the content. */
export function DashboardCard(props: {
  title: ReactNode;
  tools?: ReactNode;
  children: ReactNode;
  testId: string;
  h?: CardRootProps['h'];
}) {
  return (
    <Card.Root borderWidth="0" shadow="xs" h={props.h} data-testid={props.testId}>
      <Card.Header pb="2">
        <Flex gap="2" align="center" wrap="wrap" justify="space-between">
          <Heading size="sm">{props.title}</Heading>
          {props.tools}
        </Flex>
      </Card.Header>
      <Card.Body pt="0" minH="0">
        {props.children}
      </Card.Body>
    </Card.Root>
  );
}

/** Hover lift of the dashboard's link tiles (count tiles, quick entries). */
export const TILE_HOVER = {
  transition: 'box-shadow 0.2s, transform 0.2s',
  _hover: { shadow: 'md', transform: 'translateY(-1px)' },
} as const;

/** A tile's icon on a soft square of its colour palette. */
export function TileIcon(props: { icon: IconType; color: string; size: 'md' | 'lg' }) {
  const lg = props.size === 'lg';
  return (
    <Flex
      boxSize={lg ? '12' : '10'}
      rounded="lg"
      align="center"
      justify="center"
      bg={`${props.color}.subtle`}
      color={`${props.color}.fg`}
      flexShrink={0}
    >
      <Icon as={props.icon} boxSize={lg ? '6' : '5'} />
    </Flex>
  );
}

import { Card, Flex, Heading, SimpleGrid, Skeleton, type CardRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EmptyText } from './empty-state';
import { Pager } from './pager';

/** A learner list page's heading with its search box beside it (below it on phones). */
export function CardListHeader({ title, search }: { title: ReactNode; search: ReactNode }) {
  return (
    <Flex gap="3" align={{ sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
      <Heading size="xl" flex="1">
        {title}
      </Heading>
      {search}
    </Flex>
  );
}

export interface CardGridProps {
  /** The page's records once loaded; undefined while the first load runs. */
  records: readonly unknown[] | undefined;
  total: number;
  loading: boolean;
  /** The height of the three placeholder cards shown while loading. */
  skeletonH: string;
  page: number;
  size: number;
  onPageChange: (page: number) => void;
  pagerTestId?: string;
  /** The cards. */
  children: ReactNode;
}

/** Cards in a responsive grid: placeholders while loading, the empty text or the cards, a pager. */
export function CardGrid(props: CardGridProps) {
  const { records } = props;
  return (
    <>
      {records === undefined && props.loading && (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={props.skeletonH} rounded="l3" />
          ))}
        </SimpleGrid>
      )}
      {records !== undefined && records.length === 0 && (
        <Card.Root borderWidth="0" shadow="xs">
          <Card.Body>
            <EmptyText />
          </Card.Body>
        </Card.Root>
      )}
      {records !== undefined && records.length > 0 && (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {props.children}
        </SimpleGrid>
      )}
      {records !== undefined && (
        <Pager
          total={props.total}
          page={props.page}
          size={props.size}
          sizes={false}
          onChange={(p) => props.onPageChange(p)}
          testId={props.pagerTestId}
        />
      )}
    </>
  );
}

/** A card of a card grid that lifts on hover. */
export function GridCard(props: CardRootProps) {
  return (
    <Card.Root
      borderWidth="0"
      shadow="xs"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ shadow: 'md', transform: 'translateY(-1px)' }}
      {...props}
    />
  );
}

/** The square brand-tinted icon at the start of a grid card. */
export function CardIcon({ children }: { children: ReactNode }) {
  return (
    <Flex
      boxSize="10"
      rounded="lg"
      bg="brand.subtle"
      color="brand.fg"
      align="center"
      justify="center"
      flexShrink={0}
    >
      {children}
    </Flex>
  );
}

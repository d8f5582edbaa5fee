import { Card, Flex, Heading, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AdminPageProps {
  title: ReactNode;
  /** Buttons on the right of the title (add, import, ...). */
  actions?: ReactNode;
  /** Filters under the title. */
  filters?: ReactNode;
  children: ReactNode;
  testId: string;
}

/** The frame of a back-office screen: a card with a title row, optional filters and the content. */
export function AdminPage({ title, actions, filters, children, testId }: AdminPageProps) {
  return (
    <Card.Root borderWidth="0" shadow="xs" data-testid={testId}>
      <Card.Header pb="3">
        <Flex gap="3" align={{ md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <Heading size="md" flex="1">
            {title}
          </Heading>
          {actions !== undefined && (
            <HStack gap="2" wrap="wrap">
              {actions}
            </HStack>
          )}
        </Flex>
        {filters !== undefined && (
          <Flex gap="2" wrap="wrap" align="center" mt="3">
            {filters}
          </Flex>
        )}
      </Card.Header>
      <Card.Body pt="0">
        <Stack gap="4">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

import { EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LuInbox } from 'react-icons/lu';

/** Spec: an empty list says '暂无相关数据！'. */
export function EmptyText({ children, action }: { children?: ReactNode; action?: ReactNode }) {
  return (
    <EmptyState.Root size="sm" data-testid="empty-state">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuInbox />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <EmptyState.Description>
            {children ?? <FormattedMessage id="common.empty.noData" />}
          </EmptyState.Description>
          {action}
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

import { ButtonGroup, HStack, IconButton, NativeSelect, Pagination, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

/** Spec: paging defaults to page 1, size 10. */
export const DEFAULT_PAGE_SIZE = 10;
const SIZES = [10, 20, 50, 100];

export interface PagerProps {
  total: number;
  page: number;
  size: number;
  onChange: (page: number, size: number) => void;
  /** Offer a page-size choice (tables); cards keep their size. */
  sizes?: boolean;
  testId?: string;
}

/** The pagination bar under lists: total, pages, previous / next and the page size. */
export function Pager({ total, page, size, onChange, sizes = true, testId = 'pager' }: PagerProps) {
  const intl = useIntl();
  if (total <= 0) return null;
  return (
    <HStack justify="flex-end" gap="3" wrap="wrap" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted" data-testid={`${testId}-total`}>
        <FormattedMessage id="common.pager.total" values={{ total }} />
      </Text>
      {sizes && (
        <NativeSelect.Root size="xs" width="auto">
          <NativeSelect.Field
            value={String(size)}
            aria-label={intl.formatMessage({ id: 'common.pager.pageSize' }, { size })}
            onChange={(e) => onChange(1, Number(e.currentTarget.value))}
          >
            {SIZES.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage({ id: 'common.pager.pageSize' }, { size: s })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      <Pagination.Root
        count={total}
        pageSize={size}
        page={page}
        siblingCount={1}
        onPageChange={(e) => onChange(e.page, size)}
      >
        <ButtonGroup variant="ghost" size="xs" gap="1">
          <Pagination.PrevTrigger asChild>
            <IconButton
              aria-label={intl.formatMessage({ id: 'common.pager.prev' })}
              data-testid={`${testId}-prev`}
            >
              <LuChevronLeft />
            </IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            render={(item) => (
              <IconButton
                variant={{ base: 'ghost', _selected: 'solid' }}
                colorPalette="brand"
                data-testid={`${testId}-page-${item.value}`}
              >
                {item.value}
              </IconButton>
            )}
          />
          <Pagination.NextTrigger asChild>
            <IconButton
              aria-label={intl.formatMessage({ id: 'common.pager.next' })}
              data-testid={`${testId}-next`}
            >
              <LuChevronRight />
            </IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
    </HStack>
  );
}

import { useQuery } from '@apollo/client/react';
import {
  Card,
  Heading,
  HStack,
  LinkBox,
  LinkOverlay,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuMegaphone } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { notifyError } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { EmptyText } from '../../components/ui/empty-state';
import { Pager } from '../../components/ui/pager';
import { SearchBox } from '../../components/ui/search-box';
import { usePaging } from '../../components/ui/usePaging';
import { NoticesDocument } from './noticeDocuments';
import { noticePath } from './paths';

/** /web/notice: the published notices, newest first, 10 a page, with a title search. */
export function NoticeListPage() {
  const intl = useIntl();
  const [title, setTitle] = useState('');
  const { page, size, setPage, change } = usePaging();
  const { data, loading, error } = useQuery(NoticesDocument, {
    variables: { input: { current: page, size, title: title === '' ? null : title } },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);
  const rows = data?.notices.records ?? [];

  return (
    <Stack gap="5" data-testid="notice-list-page">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading size="xl">
          <FormattedMessage id="notice.list.title" />
        </Heading>
        <SearchBox
          value={title}
          onSearch={(t) => {
            setTitle(t);
            setPage(1);
          }}
          placeholder={intl.formatMessage({ id: 'notice.list.search' })}
          testId="notice-search"
        />
      </HStack>
      {data === undefined && loading && <Skeleton h="40" />}
      {data !== undefined && rows.length === 0 && <EmptyText />}
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
        {rows.map((n) => (
          <li key={n.id}>
            <LinkBox as="article" data-testid={`notice-item-${n.id}`}>
              <Card.Root size="sm" _hover={{ borderColor: 'brand.solid' }} transition="colors">
                <Card.Body>
                  <HStack gap="3" align="flex-start">
                    <Text color="brand.fg" mt="1" aria-hidden>
                      <LuMegaphone />
                    </Text>
                    <Stack gap="1" minW="0">
                      <LinkOverlay asChild>
                        <RouterLink to={noticePath(n.id)}>
                          <Text fontWeight="medium" lineClamp={2}>
                            {n.title}
                          </Text>
                        </RouterLink>
                      </LinkOverlay>
                      <Text fontSize="sm" color="fg.muted">
                        {formatDateTime(intl, n.publishTime)}
                      </Text>
                    </Stack>
                  </HStack>
                </Card.Body>
              </Card.Root>
            </LinkBox>
          </li>
        ))}
      </Stack>
      <Pager
        total={data?.notices.total ?? 0}
        page={page}
        size={size}
        onChange={change}
        testId="notice-pager"
      />
    </Stack>
  );
}

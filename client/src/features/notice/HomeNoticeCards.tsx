import { useQuery } from '@apollo/client/react';
import {
  Box,
  Card,
  Heading,
  HStack,
  Link,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Skeleton,
  Text,
} from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuChevronRight, LuExternalLink, LuMegaphone } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../app/format';
import { NoticesDocument } from './noticeDocuments';
import { NOTICE_LIST_PATH, noticePath } from './paths';

/**
 * The home page's 系统公告: the newest published notices as cards (spec: 4 or 6), each opening in
 * a new window, and a link to the whole list. Nothing is shown when there is no notice.
 */
export function HomeNoticeCards({ count }: { count: 4 | 6 }) {
  const intl = useIntl();
  const { data, loading } = useQuery(NoticesDocument, {
    variables: { input: { current: 1, size: count } },
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.notices.records ?? [];
  if (data === undefined && loading) return <Skeleton h="28" rounded="l3" />;
  if (rows.length === 0) return null;
  const newWindow = intl.formatMessage({ id: 'notice.home.newWindow' });

  return (
    <Box as="section" aria-labelledby="home-notices-heading" data-testid="home-notices">
      <HStack justify="space-between" mb="3">
        <Heading as="h2" size="md" id="home-notices-heading">
          <FormattedMessage id="notice.home.title" />
        </Heading>
        <Link asChild fontSize="sm" color="brand.fg">
          <RouterLink to={NOTICE_LIST_PATH} data-testid="home-notices-more">
            <FormattedMessage id="notice.home.more" />
            <LuChevronRight />
          </RouterLink>
        </Link>
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: count === 6 ? 3 : 4 }} gap="3">
        {rows.map((n) => (
          <LinkBox key={n.id} as="article" data-testid={`home-notice-${n.id}`}>
            <Card.Root size="sm" h="full" _hover={{ borderColor: 'brand.solid' }}>
              <Card.Body gap="2">
                <HStack gap="2" color="brand.fg" aria-hidden>
                  <LuMegaphone />
                </HStack>
                <LinkOverlay
                  href={noticePath(n.id)}
                  target="_blank"
                  rel="noopener"
                  aria-label={`${n.title} (${newWindow})`}
                >
                  <Text fontWeight="medium" lineClamp={2}>
                    {n.title}
                    <Box as="span" display="inline-block" ms="1" color="fg.muted" aria-hidden>
                      <LuExternalLink size="12" />
                    </Box>
                  </Text>
                </LinkOverlay>
                <Text fontSize="xs" color="fg.muted">
                  {formatDateTime(intl, n.publishTime)}
                </Text>
              </Card.Body>
            </Card.Root>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Box>
  );
}

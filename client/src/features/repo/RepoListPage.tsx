import { useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuArrowRight, LuLayers } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { notifyError } from '../../app/errors/notify';
import { EmptyText } from '../../components/ui/empty-state';
import { Pager } from '../../components/ui/pager';
import { SearchBox } from '../../components/ui/search-box';
import { graphql } from '../../gql';
import { repoViewPath } from '../training/paths';

const PAGE_SIZE = 12;

const LearnerRepoPagingDocument = graphql(`
  query LearnerRepoPaging($input: RepoPagingInput) {
    repoPaging(input: $input) {
      current
      size
      total
      records {
        id
        title
        remark
        quCount
        objCount
        subjCount
      }
    }
  }
`);

/** /web/repo: the question banks a learner can practise (title filter, paging). */
export function RepoListPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const title = params.get('title') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, loading } = useQuery(LearnerRepoPagingDocument, {
    variables: {
      input: { title: title === '' ? undefined : title, current: page, size: PAGE_SIZE },
    },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error !== undefined) notifyError(error);
  }, [error]);

  function update(next: { title?: string; page?: number }) {
    const p = new URLSearchParams(params);
    const t = next.title ?? title;
    if (t === '') p.delete('title');
    else p.set('title', t);
    const n = next.page ?? 1;
    if (n <= 1) p.delete('page');
    else p.set('page', String(n));
    setParams(p, { replace: true });
  }

  const result = data?.repoPaging;
  return (
    <Stack gap="5" data-testid="repo-list">
      <Flex gap="3" align={{ sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <Heading size="xl" flex="1">
          <FormattedMessage id="repo.list.title" />
        </Heading>
        <SearchBox
          value={title}
          onSearch={(t) => update({ title: t })}
          placeholder={intl.formatMessage({ id: 'repo.list.search' })}
          testId="repo-search"
        />
      </Flex>

      {result === undefined && loading && (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="40" rounded="l3" />
          ))}
        </SimpleGrid>
      )}
      {result !== undefined && result.records.length === 0 && (
        <Card.Root borderWidth="0" shadow="xs">
          <Card.Body>
            <EmptyText />
          </Card.Body>
        </Card.Root>
      )}
      {result !== undefined && result.records.length > 0 && (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {result.records.map((repo) => (
            <Card.Root
              key={repo.id}
              borderWidth="0"
              shadow="xs"
              transition="box-shadow 0.2s, transform 0.2s"
              _hover={{ shadow: 'md', transform: 'translateY(-1px)' }}
              data-testid={`repo-card-${repo.id}`}
            >
              <Card.Body gap="3" p="5">
                <HStack gap="3" align="flex-start">
                  <Flex
                    boxSize="10"
                    rounded="lg"
                    bg="brand.subtle"
                    color="brand.fg"
                    align="center"
                    justify="center"
                    flexShrink={0}
                  >
                    <LuLayers />
                  </Flex>
                  <Box minW="0">
                    <Heading size="md" lineClamp={2} data-testid="repo-card-title">
                      {repo.title}
                    </Heading>
                    <Text fontSize="sm" color="fg.muted" lineClamp={2} mt="1" minH="10">
                      {repo.remark !== ''
                        ? repo.remark
                        : intl.formatMessage({ id: 'repo.list.noRemark' })}
                    </Text>
                  </Box>
                </HStack>
                <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
                  <Text>
                    <FormattedMessage
                      id="repo.list.quCount"
                      values={{ n: <b key="n">{repo.quCount}</b> }}
                    />
                  </Text>
                  <Text>
                    <FormattedMessage id="repo.list.objCount" values={{ n: repo.objCount }} />
                  </Text>
                  <Text>
                    <FormattedMessage id="repo.list.subjCount" values={{ n: repo.subjCount }} />
                  </Text>
                </HStack>
              </Card.Body>
              <Card.Footer pt="0" px="5" pb="5">
                <Button asChild size="sm" colorPalette="brand" variant="subtle" w="full">
                  <RouterLink to={repoViewPath(repo.id)} data-testid={`repo-open-${repo.id}`}>
                    <FormattedMessage id="repo.list.practise" />
                    <LuArrowRight />
                  </RouterLink>
                </Button>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
      {result !== undefined && (
        <Pager
          total={result.total}
          page={page}
          size={PAGE_SIZE}
          sizes={false}
          onChange={(p) => update({ page: p })}
        />
      )}
    </Stack>
  );
}

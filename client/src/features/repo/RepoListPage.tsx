import { useQuery } from '@apollo/client/react';
import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuArrowRight, LuLayers } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { notifyError } from '../../app/errors/notify';
import { CardGrid, CardIcon, CardListHeader, GridCard } from '../../components/ui/card-list';
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
      <CardListHeader
        title={<FormattedMessage id="repo.list.title" />}
        search={
          <SearchBox
            value={title}
            onSearch={(t) => update({ title: t })}
            placeholder={intl.formatMessage({ id: 'repo.list.search' })}
            testId="repo-search"
          />
        }
      />

      <CardGrid
        records={result?.records}
        total={result?.total ?? 0}
        loading={loading}
        skeletonH="40"
        page={page}
        size={PAGE_SIZE}
        onPageChange={(p) => update({ page: p })}
      >
        {result?.records.map((repo) => (
          <GridCard key={repo.id} data-testid={`repo-card-${repo.id}`}>
            <Card.Body gap="3" p="5">
              <HStack gap="3" align="flex-start">
                <CardIcon>
                  <LuLayers />
                </CardIcon>
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
          </GridCard>
        ))}
      </CardGrid>
    </Stack>
  );
}

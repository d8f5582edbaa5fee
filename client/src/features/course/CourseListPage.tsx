import { useQuery } from '@apollo/client/react';
import {
  Card,
  Heading,
  HStack,
  Image,
  LinkBox,
  LinkOverlay,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuGraduationCap } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { notifyError } from '../../app/errors/notify';
import { EmptyText } from '../../components/ui/empty-state';
import { Pager } from '../../components/ui/pager';
import { SearchBox } from '../../components/ui/search-box';
import { usePaging } from '../../components/ui/usePaging';
import { MyCoursesDocument } from './courseDocuments';
import { coursePath } from './paths';

/** /web/course: the published courses open to the learner, with how far they got in each. */
export function CourseListPage() {
  const intl = useIntl();
  const [title, setTitle] = useState('');
  const { page, size, setPage, change } = usePaging();
  const { data, loading, error } = useQuery(MyCoursesDocument, {
    variables: { input: { current: page, size, title: title === '' ? null : title } },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);
  const rows = data?.myCourses.records ?? [];

  return (
    <Stack gap="5" data-testid="course-list-page">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading size="xl">
          <FormattedMessage id="course.list.title" />
        </Heading>
        <SearchBox
          value={title}
          onSearch={(t) => {
            setTitle(t);
            setPage(1);
          }}
          placeholder={intl.formatMessage({ id: 'course.list.search' })}
          testId="course-search"
        />
      </HStack>
      {data === undefined && loading && <Skeleton h="40" />}
      {data !== undefined && rows.length === 0 && <EmptyText />}
      <SimpleGrid
        as="ul"
        columns={{ base: 1, sm: 2, lg: 3 }}
        gap="4"
        listStyleType="none"
        m="0"
        p="0"
      >
        {rows.map((c) => (
          <li key={c.id}>
            <LinkBox as="article" h="full" data-testid={`course-card-${c.id}`}>
              <Card.Root h="full" overflow="hidden" _hover={{ borderColor: 'brand.solid' }}>
                {c.cover !== '' ? (
                  <Image src={c.cover} alt="" aspectRatio={16 / 9} objectFit="cover" />
                ) : (
                  <HStack
                    aspectRatio={16 / 9}
                    justify="center"
                    bg="brand.subtle"
                    color="brand.fg"
                    fontSize="4xl"
                    aria-hidden
                  >
                    <LuGraduationCap />
                  </HStack>
                )}
                <Card.Body gap="2">
                  <LinkOverlay asChild>
                    <RouterLink to={coursePath(c.id)}>
                      <Text fontWeight="medium" lineClamp={2}>
                        {c.title}
                      </Text>
                    </RouterLink>
                  </LinkOverlay>
                  <CourseProgressBar
                    percent={c.percent}
                    done={c.finishedCount}
                    total={c.itemCount}
                  />
                </Card.Body>
              </Card.Root>
            </LinkBox>
          </li>
        ))}
      </SimpleGrid>
      <Pager
        total={data?.myCourses.total ?? 0}
        page={page}
        size={size}
        onChange={change}
        testId="course-pager"
      />
    </Stack>
  );
}

/** Items finished of all, as a bar with its text. */
export function CourseProgressBar(props: { percent: number; done: number; total: number }) {
  const intl = useIntl();
  const label = intl.formatMessage(
    { id: 'course.progress.label' },
    { done: props.done, total: props.total, percent: props.percent },
  );
  return (
    <Stack gap="1">
      <Progress.Root value={props.percent} size="sm" colorPalette="brand" aria-label={label}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
    </Stack>
  );
}

import { useQuery } from '@apollo/client/react';
import { Badge, Card, Heading, HStack, Image, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuCircleCheck, LuCircleDashed } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { notifyError } from '../../app/errors/notify';
import { RichText } from '../../components/ui/rich-text';
import { CourseProgressBar } from './CourseListPage';
import { LearnerCourseDocument } from './courseDocuments';
import { ItemTypeIcon } from './ItemTypeIcon';
import { studyPath } from './paths';

/** /web/course/:id: the course's description, its chapters and items with the learner's progress. */
export function CoursePage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { data, error } = useQuery(LearnerCourseDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);
  const course = data?.learnerCourse;
  if (course === undefined) {
    return error === undefined ? <Skeleton h="60" /> : null;
  }
  const progressOf = new Map(course.progress.map((p) => [p.itemId, p]));

  return (
    <Stack gap="5" data-testid="course-page">
      <HStack gap="4" align="flex-start" wrap="wrap">
        {course.cover !== '' && (
          <Image
            src={course.cover}
            alt=""
            w="48"
            aspectRatio={16 / 9}
            objectFit="cover"
            borderRadius="md"
          />
        )}
        <Stack gap="2" flex="1" minW="60">
          <Heading size="xl">{course.title}</Heading>
          <CourseProgressBar
            percent={course.percent}
            done={course.finishedCount}
            total={course.itemCount}
          />
        </Stack>
      </HStack>
      {course.content !== '' && <RichText html={course.content} />}
      {course.chapters.map((chapter, ci) => (
        <Card.Root key={chapter.id} size="sm">
          <Card.Header>
            <Heading size="md" as="h2">
              <FormattedMessage
                id="course.chapter.heading"
                values={{ n: ci + 1, title: chapter.title }}
              />
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
              {chapter.items.map((item) => {
                const p = progressOf.get(item.id);
                const done = p?.finished === true;
                return (
                  <HStack as="li" key={item.id} gap="3" data-testid={`course-item-${item.id}`}>
                    <Text color="fg.muted" aria-hidden>
                      <ItemTypeIcon itemType={item.itemType} />
                    </Text>
                    <Link asChild colorPalette="brand" fontWeight="medium">
                      <RouterLink to={studyPath(item.id)}>{item.title}</RouterLink>
                    </Link>
                    <Badge colorPalette={done ? 'green' : 'gray'} ms="auto">
                      {done ? <LuCircleCheck /> : <LuCircleDashed />}
                      <FormattedMessage
                        id={
                          done
                            ? 'course.item.finished'
                            : p === undefined
                              ? 'course.item.notStarted'
                              : 'course.item.inProgress'
                        }
                      />
                    </Badge>
                  </HStack>
                );
              })}
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

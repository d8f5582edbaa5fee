import { Badge, Box, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuLayers } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../app/format';
import { EmptyText } from '../../components/ui/empty-state';
import { Pager } from '../../components/ui/pager';
import type { Paging } from '../../components/ui/usePaging';
import { typeLabelId } from '../question/questionTypes';
import { questionViewPath } from '../training/paths';

/** A question leaves the book after this many right answers in a row (server rule). */
export const STREAK_TO_LEAVE = 2;

/** One question of the wrong-answer book as the lists show it. */
export interface WrongQuestion {
  quId: string;
  quType: number;
  repoTitle: string;
  title: string;
  wrongCount: number;
  rightStreak: number;
  lastWrongAt: unknown;
}

/** The texts and test ids of the two lists: the whole book, and one exam's wrong questions. */
const LISTS = {
  book: {
    wrongCountId: 'wrongBook.page.wrongCount',
    streakId: 'wrongBook.page.streak',
    lastWrongId: 'wrongBook.page.lastWrong',
    emptyId: undefined,
    rowTestIdPrefix: 'wrongbook-question-',
    pagerTestId: 'wrongbook-pager',
  },
  exam: {
    wrongCountId: 'exam.wrongBook.wrongCount',
    streakId: undefined,
    lastWrongId: 'exam.wrongBook.lastWrong',
    emptyId: 'exam.wrongBook.empty',
    rowTestIdPrefix: 'exam-wrong-',
    pagerTestId: 'exam-wrongbook-pager',
  },
} as const;

export interface WrongQuestionListProps<T extends WrongQuestion> {
  /** The whole book (with the right-answer streak) or one exam's wrong questions. */
  list: keyof typeof LISTS;
  /** One page of questions (undefined while it loads). */
  result: { total: number; records: readonly T[] } | undefined;
  paging: Paging;
  /** Show each question's bank (a list across banks). */
  showRepo: boolean;
}

/** A paged list of wrong-answer book questions: number, type, bank, title and counts. */
export function WrongQuestionList<T extends WrongQuestion>(props: WrongQuestionListProps<T>) {
  const intl = useIntl();
  const { result, paging } = props;
  const texts = LISTS[props.list];
  if (result === undefined) return <Skeleton h="40" />;
  return (
    <>
      {result.records.length === 0 && (
        <EmptyText>
          {texts.emptyId === undefined ? undefined : <FormattedMessage id={texts.emptyId} />}
        </EmptyText>
      )}
      {result.records.length > 0 && (
        <Stack gap="2.5">
          {result.records.map((q, i) => (
            <Box
              key={q.quId}
              borderWidth="1px"
              rounded="lg"
              px="4"
              py="3"
              data-testid={`${texts.rowTestIdPrefix}${q.quId}`}
            >
              <HStack gap="2" mb="1.5" wrap="wrap">
                <Text fontSize="sm" color="fg.muted" fontWeight="semibold">
                  {(paging.page - 1) * paging.size + i + 1}.
                </Text>
                <Badge colorPalette="brand" variant="subtle" size="sm">
                  <FormattedMessage id={typeLabelId(q.quType)} />
                </Badge>
                {props.showRepo && (
                  <Badge variant="outline" size="sm">
                    <LuLayers />
                    {q.repoTitle}
                  </Badge>
                )}
              </HStack>
              <Text fontSize="sm" lineClamp={3}>
                <Link asChild colorPalette="brand" variant="underline">
                  <RouterLink to={questionViewPath(q.quId)} data-testid="wrong-question-view">
                    {q.title === '' ? intl.formatMessage({ id: 'question.detail.open' }) : q.title}
                  </RouterLink>
                </Link>
              </Text>
              <HStack gap="4" mt="2" fontSize="xs" color="fg.muted" wrap="wrap">
                <Text color="red.fg" data-testid="wrong-count">
                  <FormattedMessage id={texts.wrongCountId} values={{ n: q.wrongCount }} />
                </Text>
                {texts.streakId !== undefined && (
                  <Text>
                    <FormattedMessage
                      id={texts.streakId}
                      values={{ n: q.rightStreak, total: STREAK_TO_LEAVE }}
                    />
                  </Text>
                )}
                <Text>
                  <FormattedMessage
                    id={texts.lastWrongId}
                    values={{ time: formatDateTime(intl, q.lastWrongAt) }}
                  />
                </Text>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
      <Pager
        total={result.total}
        page={paging.page}
        size={paging.size}
        onChange={paging.change}
        testId={texts.pagerTestId}
      />
    </>
  );
}

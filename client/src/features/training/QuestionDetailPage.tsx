import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuArrowLeft, LuEye, LuEyeOff, LuLayers } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../app/errors/errorMessage';
import { useFragment as getFragmentData } from '../../gql';
import { AnsweredQuestion } from '../results/AnsweredQuestion';
import { repoViewPath } from './paths';
import { QuestionDetailDocument, TrainingQuestionFieldsFragment } from './trainingDocuments';

/**
 * /web/qu/view/{id}: one bank question with its key and analysis, as rote mode shows it (any
 * signed-in learner may practise any bank that way; the server refuses it while the learner sits
 * an exam). The key can be hidden to try the question first.
 */
export function QuestionDetailPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const [revealed, setRevealed] = useState(true);
  const { data, error } = useQuery(QuestionDetailDocument, {
    variables: { id },
    skip: id === '',
    fetchPolicy: 'cache-and-network',
  });
  const detail = data?.questionDetail;
  const q = getFragmentData(TrainingQuestionFieldsFragment, detail?.question);

  return (
    <Stack gap="4" maxW="4xl" mx="auto" w="full" data-testid="question-detail-page">
      <Button
        variant="ghost"
        size="sm"
        alignSelf="flex-start"
        onClick={() => void navigate(-1)}
        data-testid="question-detail-back"
      >
        <LuArrowLeft />
        <FormattedMessage id="question.detail.back" />
      </Button>
      {error !== undefined && (
        <Alert.Root status="error" data-testid="question-detail-error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(intl, error)}</Alert.Title>
        </Alert.Root>
      )}
      {error === undefined && (detail === undefined || q === undefined) && <Skeleton h="60" />}
      {detail !== undefined && q !== undefined && (
        <Card.Root as="article" aria-labelledby="question-detail-heading">
          <Card.Header gap="2">
            <Text as="h1" id="question-detail-heading" fontSize="lg" fontWeight="semibold">
              <FormattedMessage id="question.detail.title" />
            </Text>
            <HStack gap="2" wrap="wrap" fontSize="sm">
              <Badge variant="outline" asChild>
                <RouterLink to={repoViewPath(detail.repoId)} data-testid="question-detail-repo">
                  <LuLayers />
                  {detail.repoTitle}
                </RouterLink>
              </Badge>
              {detail.chapterTitle !== null && (
                <Text color="fg.muted" data-testid="question-detail-chapter">
                  <FormattedMessage
                    id="question.detail.chapter"
                    values={{ title: detail.chapterTitle }}
                  />
                </Text>
              )}
            </HStack>
          </Card.Header>
          <Card.Body gap="4">
            <AnsweredQuestion question={q} revealed={revealed} showVerdict={false} />
            <HStack gap="2" wrap="wrap">
              <Button
                size="sm"
                variant="outline"
                aria-pressed={revealed}
                onClick={() => setRevealed((r) => !r)}
                data-testid="question-detail-toggle"
              >
                {revealed ? <LuEyeOff /> : <LuEye />}
                <FormattedMessage
                  id={revealed ? 'question.detail.hideAnswer' : 'question.detail.showAnswer'}
                />
              </Button>
              <Button size="sm" variant="ghost" asChild>
                <RouterLink to={repoViewPath(detail.repoId)}>
                  <FormattedMessage id="question.detail.practise" />
                </RouterLink>
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}

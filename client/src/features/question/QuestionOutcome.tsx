import { Alert, Box, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { RichText } from '../../components/ui/rich-text';
import type { ViewQuestion } from './viewModel';

/** The verdict (once answered) and the analysis. */
export function QuestionOutcome(props: { q: ViewQuestion; nested: boolean; showVerdict: boolean }) {
  const { q, nested } = props;
  const prefix = nested ? 'part-' : '';
  const verdict =
    !q.answered || !props.showVerdict
      ? null
      : q.isRight === true
        ? 'right'
        : q.isRight === false
          ? 'wrong'
          : 'submitted';
  const analysis = q.analysis ?? '';
  if (verdict === null && analysis === '') return null;
  return (
    <Stack gap="3">
      {verdict !== null && (
        <Alert.Root
          size="sm"
          variant="subtle"
          status={verdict === 'right' ? 'success' : verdict === 'wrong' ? 'error' : 'info'}
          data-testid={`${prefix}result-badge`}
          data-result={verdict}
        >
          <Alert.Indicator />
          <Alert.Title>
            {verdict === 'right' && <FormattedMessage id="question.view.right" />}
            {verdict === 'wrong' && <FormattedMessage id="question.view.wrong" />}
            {verdict === 'submitted' && <FormattedMessage id="question.view.submitted" />}
          </Alert.Title>
        </Alert.Root>
      )}
      {analysis !== '' && (
        <Box
          borderStartWidth="3px"
          borderColor="brand.solid"
          bg="bg.muted"
          rounded="md"
          px="3"
          py="2"
          data-testid={`${prefix}analysis`}
        >
          <Text fontSize="sm" fontWeight="semibold" mb="1">
            <FormattedMessage id="question.view.analysis" />
          </Text>
          <RichText html={analysis} fontSize="sm" color="fg.muted" />
        </Box>
      )}
    </Stack>
  );
}

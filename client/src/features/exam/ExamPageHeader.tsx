import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LuArrowLeft } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { EXAM_LIST_PATH } from './paths';

/** The head of a page about one exam: its heading, the exam's title, back to the list, actions. */
export function ExamPageHeader(props: {
  titleId: string;
  /** The exam's title ('' until it is known). */
  examTitle: string;
  examTitleTestId: string;
  /** Buttons after the way back. */
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Flex gap="3" align={{ sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
      <Stack gap="1" flex="1" minW="0">
        <Heading size="xl">
          <FormattedMessage id={props.titleId} />
        </Heading>
        {props.examTitle !== '' && (
          <Text color="fg.muted" data-testid={props.examTitleTestId}>
            {props.examTitle}
          </Text>
        )}
      </Stack>
      <HStack gap="2">
        <Button variant="outline" size="sm" onClick={() => void navigate(EXAM_LIST_PATH)}>
          <LuArrowLeft />
          <FormattedMessage id="exam.result.backList" />
        </Button>
        {props.children}
      </HStack>
    </Flex>
  );
}

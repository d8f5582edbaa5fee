import { Badge, Box, Button, Card, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { PART_TYPES } from '../../question/questionTypes';
import {
  addPart,
  changeType,
  removePart,
  updatePart,
  type DraftLabels,
  type QuestionDraft,
} from '../questionDraft';
import { BodyEditor } from './BodyEditor';
import { LevelPicker } from './LevelPicker';
import { TypeSelect } from './TypeSelect';

/** A composite question's parts: each with its type, difficulty and own stem and answer. */
export function PartsEditor(props: {
  draft: QuestionDraft;
  onChange: (next: QuestionDraft) => void;
  labels: DraftLabels;
  problemAt: (path: string) => string | undefined;
}) {
  const { draft, onChange, labels, problemAt } = props;
  const intl = useIntl();
  const listProblem = problemAt('subList');
  return (
    <Stack gap="4" data-testid="qu-parts">
      {draft.parts.map((part, i) => (
        <Card.Root
          key={part.key}
          borderWidth="1px"
          borderColor="brand.muted"
          shadow="none"
          data-testid={`qu-part-${i}`}
        >
          <Card.Header py="3" bg="brand.subtle" roundedTop="l3">
            <Flex gap="3" align="center" wrap="wrap">
              <Badge colorPalette="brand" size="lg">
                <FormattedMessage id="question.view.part" values={{ n: i + 1 }} />
              </Badge>
              <Box w="40">
                <TypeSelect
                  value={part.quType}
                  types={PART_TYPES}
                  onChange={(t) => onChange(updatePart(draft, i, changeType(part, t, labels)))}
                  testId={`qu-part-${i}-type`}
                />
              </Box>
              <LevelPicker
                value={part.level}
                onChange={(level) => onChange(updatePart(draft, i, { ...part, level }))}
                testId={`qu-part-${i}-level`}
              />
              <IconButton
                ms="auto"
                size="xs"
                variant="ghost"
                colorPalette="red"
                disabled={draft.parts.length <= 1}
                aria-label={intl.formatMessage({ id: 'questionAdmin.editor.removePart' })}
                onClick={() => onChange(removePart(draft, i))}
                data-testid={`qu-part-${i}-remove`}
              >
                <LuTrash2 />
              </IconButton>
            </Flex>
          </Card.Header>
          <Card.Body>
            <BodyEditor
              draft={part}
              onChange={(next) => onChange(updatePart(draft, i, next))}
              prefix={`subList.${i}.`}
              tid={`qu-part-${i}`}
              problemAt={problemAt}
            />
          </Card.Body>
        </Card.Root>
      ))}
      {listProblem !== undefined && (
        <Text fontSize="sm" color="fg.error">
          {listProblem}
        </Text>
      )}
      <Button
        variant="outline"
        colorPalette="brand"
        borderStyle="dashed"
        onClick={() => onChange(addPart(draft, labels))}
        data-testid="qu-part-add"
      >
        <LuPlus />
        <FormattedMessage id="questionAdmin.editor.addPart" />
      </Button>
    </Stack>
  );
}

import {
  Alert,
  Badge,
  Box,
  Circle,
  HStack,
  Image,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuCheck, LuX } from 'react-icons/lu';
import { RichText } from '../../components/ui/rich-text';
import {
  chooseOption,
  choiceUsage,
  optionMark,
  partState,
  setBlank,
  setPair,
  setPart,
  setText,
  type AnswerState,
  type OptionMark,
} from './answerState';
import { isChoiceType, isCompositeType, levelLabelId, QU_TYPE, typeLabelId } from './questionTypes';
import type { ViewOption, ViewQuestion } from './viewModel';

export interface QuestionViewProps {
  question: ViewQuestion;
  state: AnswerState;
  onChange?: (next: AnswerState) => void;
  /** Inputs disabled (answered, finished, or a check under way). */
  locked: boolean;
  /** Show the key: right options, accepted values, reference answer, analysis. */
  revealed: boolean;
  /** Shown before the type badge (e.g. the question's number). */
  number?: ReactNode;
  /** A part of a composite (smaller heading, part test ids). */
  nested?: boolean;
  /**
   * Say right / wrong / submitted under the question (default). Off where the page already says
   * how the question went (an exam result or marking page, by points); a composite's parts keep
   * theirs.
   */
  showVerdict?: boolean;
}

const MARK_STYLE: Record<OptionMark, { border: string; bg: string; circle: string; fg: string }> = {
  none: { border: 'border', bg: 'bg', circle: 'bg', fg: 'fg.muted' },
  checked: { border: 'brand.solid', bg: 'brand.subtle', circle: 'brand.solid', fg: 'white' },
  right: { border: 'green.500', bg: 'green.subtle', circle: 'green.500', fg: 'white' },
  missed: { border: 'green.500', bg: 'bg', circle: 'bg', fg: 'green.fg' },
  wrong: { border: 'red.500', bg: 'red.subtle', circle: 'red.500', fg: 'white' },
};

/**
 * A question as the learner sees it (training, results, admin preview): stem, the answer control of
 * its type and, once revealed, right / wrong marks, the key and the analysis.
 */
export function QuestionView(props: QuestionViewProps) {
  const { question: q, state, locked, revealed, nested = false } = props;
  const change = (next: AnswerState) => {
    if (!locked) props.onChange?.(next);
  };
  const prefix = nested ? 'part-' : '';

  return (
    <Stack gap="4" data-testid={nested ? undefined : 'question-view'} data-qu-type={q.quType}>
      <HStack gap="2" wrap="wrap">
        {props.number}
        <Badge colorPalette="brand" variant="subtle" data-testid={`${prefix}question-type`}>
          <FormattedMessage id={typeLabelId(q.quType)} />
        </Badge>
        {q.level === 2 && (
          <Badge colorPalette="orange" variant="subtle">
            <FormattedMessage id={levelLabelId(q.level)} />
          </Badge>
        )}
      </HStack>
      <RichText
        html={q.content}
        fontSize={nested ? 'sm' : 'md'}
        lineHeight="tall"
        data-testid={`${prefix}question-content`}
      />

      {isChoiceType(q.quType) && (
        <ChoiceOptions q={q} state={state} locked={locked} revealed={revealed} onChange={change} />
      )}
      {q.quType === QU_TYPE.SHORT && (
        <ShortAnswer q={q} state={state} locked={locked} revealed={revealed} onChange={change} />
      )}
      {q.quType === QU_TYPE.BLANK && (
        <Blanks q={q} state={state} locked={locked} revealed={revealed} onChange={change} />
      )}
      {q.quType === QU_TYPE.MATCH && (
        <Matching q={q} state={state} locked={locked} revealed={revealed} onChange={change} />
      )}
      {isCompositeType(q.quType) && (
        <Stack gap="3">
          {(q.subList ?? []).map((part, i) => (
            <Box
              key={part.id}
              borderWidth="1px"
              rounded="lg"
              p={{ base: '3', md: '4' }}
              bg="bg"
              data-testid={`part-${i}`}
            >
              <QuestionView
                question={part}
                state={partState(state, part.id)}
                onChange={(next) => change(setPart(state, part.id, next))}
                locked={locked}
                revealed={revealed}
                nested
                number={
                  <Text as="span" fontWeight="semibold" fontSize="sm">
                    <FormattedMessage id="question.view.part" values={{ n: i + 1 }} />
                  </Text>
                }
              />
            </Box>
          ))}
        </Stack>
      )}

      {revealed && <Outcome q={q} nested={nested} showVerdict={props.showVerdict ?? true} />}
    </Stack>
  );
}

interface PartProps {
  q: ViewQuestion;
  state: AnswerState;
  locked: boolean;
  revealed: boolean;
  onChange: (next: AnswerState) => void;
}

/** The option to focus after `key` from option `index` of `count`, or null for other keys. */
export function optionFocusTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowUp':
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Options as a radio group (single, true/false) or a checkbox group (multiple). Arrow keys, Home
 * and End move the focus between options; Space or Enter picks (moving never answers: in training
 * a pick is checked at once). A radio group is one tab stop, on the picked option or the first.
 */
function ChoiceOptions({ q, state, locked, revealed, onChange }: PartProps) {
  const multiple = q.quType === QU_TYPE.MULTIPLE;
  const picked = new Set(state.optionIds);
  const rows = useRef<Array<HTMLDivElement | null>>([]);
  const tabStop = Math.max(
    0,
    q.options.findIndex((o) => picked.has(o.id)),
  );
  return (
    <Stack gap="2" role={multiple ? 'group' : 'radiogroup'}>
      {q.options.map((o, i) => (
        <OptionRow
          key={o.id}
          ref={(el) => {
            rows.current[i] = el;
          }}
          option={o}
          multiple={multiple}
          picked={picked.has(o.id)}
          mark={optionMark(picked.has(o.id), o.isRight, revealed, q.answered)}
          locked={locked}
          inTabOrder={multiple || i === tabStop}
          onPick={() => onChange(chooseOption(q.quType, state, o.id))}
          onMove={(key) => {
            const target = optionFocusTarget(key, i, q.options.length);
            if (target === null) return false;
            rows.current[target]?.focus();
            return true;
          }}
        />
      ))}
    </Stack>
  );
}

function OptionRow(props: {
  ref: Ref<HTMLDivElement>;
  option: ViewOption;
  multiple: boolean;
  picked: boolean;
  mark: OptionMark;
  locked: boolean;
  inTabOrder: boolean;
  onPick: () => void;
  /** Moves the focus for a navigation key; false when the key is not one. */
  onMove: (key: string) => boolean;
}) {
  const { ref, option: o, multiple, picked, mark, locked, inTabOrder, onPick, onMove } = props;
  const style = MARK_STYLE[mark];
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      if (!locked) onPick();
    } else if (!locked && onMove(e.key)) {
      e.preventDefault();
    }
  };
  return (
    <Box
      ref={ref}
      role={multiple ? 'checkbox' : 'radio'}
      aria-checked={picked}
      aria-disabled={locked}
      tabIndex={locked || !inTabOrder ? -1 : 0}
      onClick={() => {
        if (!locked) onPick();
      }}
      onKeyDown={onKeyDown}
      display="flex"
      alignItems="flex-start"
      gap="3"
      px={{ base: '3', md: '4' }}
      py="2.5"
      rounded="lg"
      borderWidth="1px"
      borderStyle={mark === 'missed' ? 'dashed' : 'solid'}
      borderColor={style.border}
      bg={style.bg}
      cursor={locked ? 'default' : 'pointer'}
      transition="border-color 0.15s, background 0.15s"
      _hover={locked ? undefined : { borderColor: 'brand.solid' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '1px' }}
      data-testid={`option-${o.abc}`}
      data-state={mark}
    >
      <Circle
        size="7"
        flexShrink={0}
        rounded={multiple ? 'md' : 'full'}
        borderWidth="1px"
        borderColor={mark === 'none' ? 'border.emphasized' : style.border}
        bg={style.circle}
        color={style.fg}
        fontSize="sm"
        fontWeight="semibold"
      >
        {o.abc}
      </Circle>
      <Stack flex="1" minW="0" gap="2" pt="0.5">
        {o.content != null && o.content !== '' && <RichText html={o.content} fontSize="sm" />}
        {o.image !== '' && (
          <Image src={o.image} alt={o.abc} maxH="40" objectFit="contain" alignSelf="flex-start" />
        )}
      </Stack>
      {(mark === 'right' || mark === 'missed') && (
        <Box color="green.fg" pt="1" flexShrink={0}>
          <LuCheck />
        </Box>
      )}
      {mark === 'wrong' && (
        <Box color="red.fg" pt="1" flexShrink={0}>
          <LuX />
        </Box>
      )}
    </Box>
  );
}

function ShortAnswer({ q, state, locked, revealed, onChange }: PartProps) {
  const intl = useIntl();
  const showInput = !(revealed && !q.answered && state.text === '');
  return (
    <Stack gap="3">
      {showInput && (
        <Textarea
          value={state.text}
          readOnly={locked}
          onChange={(e) => onChange(setText(state, e.target.value))}
          placeholder={intl.formatMessage({ id: 'question.view.shortPlaceholder' })}
          aria-label={intl.formatMessage({ id: 'question.view.yourAnswer' })}
          autoresize
          minH="28"
          bg={locked ? 'bg.muted' : 'bg'}
          data-testid="short-answer"
        />
      )}
      {revealed && (
        <Box borderWidth="1px" borderColor="green.muted" bg="green.subtle" rounded="lg" p="3">
          <Text fontSize="sm" fontWeight="semibold" color="green.fg" mb="1">
            <FormattedMessage id="question.view.referenceAnswer" />
          </Text>
          {q.referenceAnswer != null && q.referenceAnswer !== '' ? (
            <RichText html={q.referenceAnswer} fontSize="sm" data-testid="reference-answer" />
          ) : (
            <Text fontSize="sm" color="fg.muted" data-testid="reference-answer">
              <FormattedMessage id="question.view.noReference" />
            </Text>
          )}
        </Box>
      )}
    </Stack>
  );
}

function itemBorder(revealed: boolean, answered: boolean, isRight: boolean | null | undefined) {
  if (!revealed || !answered || isRight == null) return 'border';
  return isRight ? 'green.500' : 'red.500';
}

function ResultIcon({ isRight }: { isRight: boolean | null | undefined }) {
  if (isRight == null) return null;
  return (
    <Box color={isRight ? 'green.fg' : 'red.fg'} flexShrink={0}>
      {isRight ? <LuCheck /> : <LuX />}
    </Box>
  );
}

function Blanks({ q, state, locked, revealed, onChange }: PartProps) {
  const intl = useIntl();
  const count = q.options.length;
  // Review without an answer (rote mode, or a preview with the key): the accepted values only.
  const review = revealed && !q.answered && state.blanks.every((b) => b === '');
  return (
    <Stack gap="2.5">
      {q.options.map((o, i) => {
        const accepted = q.rightBlanks?.[i] ?? [];
        return (
          <Stack key={o.id} gap="1">
            <HStack gap="3">
              <Text fontSize="sm" color="fg.muted" flexShrink={0} minW="14">
                <FormattedMessage id="question.view.blank" values={{ n: i + 1 }} />
              </Text>
              {review ? (
                <Text fontSize="sm" color="green.fg" fontWeight="medium" data-testid={`blank-${i}`}>
                  {accepted.join(' / ')}
                </Text>
              ) : (
                <Input
                  size="sm"
                  value={state.blanks[i] ?? ''}
                  readOnly={locked}
                  bg={locked ? 'bg.muted' : 'bg'}
                  borderColor={itemBorder(revealed, q.answered, o.isRight)}
                  placeholder={intl.formatMessage({ id: 'question.view.blankPlaceholder' })}
                  aria-label={intl.formatMessage({ id: 'question.view.blank' }, { n: i + 1 })}
                  onChange={(e) => onChange(setBlank(state, count, i, e.target.value))}
                  data-testid={`blank-${i}`}
                  data-state={revealed && q.answered ? stateOf(o.isRight) : undefined}
                />
              )}
              {revealed && q.answered && <ResultIcon isRight={o.isRight} />}
            </HStack>
            {revealed && !review && accepted.length > 0 && (
              <Text fontSize="xs" color="green.fg" ps={{ base: '0', sm: '68px' }}>
                <FormattedMessage
                  id="question.view.accepted"
                  values={{ values: accepted.join(' / ') }}
                />
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

function stateOf(isRight: boolean | null | undefined): string {
  return isRight === true ? 'right' : isRight === false ? 'wrong' : 'none';
}

function Matching({ q, state, locked, revealed, onChange }: PartProps) {
  const intl = useIntl();
  const usage = choiceUsage(q, state);
  const rightText = new Map((q.rightPairs ?? []).map((p) => [p.leftId, p.text]));
  const review = revealed && !q.answered && Object.keys(state.pairs).length === 0;
  return (
    <Stack gap="2.5">
      {q.options.map((o) => {
        const chosen = state.pairs[o.id] ?? '';
        const right = rightText.get(o.id);
        return (
          <Box
            key={o.id}
            borderWidth="1px"
            borderColor={itemBorder(revealed, q.answered, o.isRight)}
            rounded="lg"
            px={{ base: '3', md: '4' }}
            py="2.5"
            bg="bg"
            data-testid={`match-row-${o.abc}`}
            data-state={revealed && q.answered ? stateOf(o.isRight) : undefined}
          >
            <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }}>
              <HStack flex="1" minW="0" gap="3" align="flex-start">
                <Circle
                  size="7"
                  flexShrink={0}
                  borderWidth="1px"
                  fontSize="sm"
                  fontWeight="semibold"
                >
                  {o.abc}
                </Circle>
                <Stack flex="1" minW="0" gap="2" pt="0.5">
                  {o.content != null && o.content !== '' && (
                    <RichText html={o.content} fontSize="sm" />
                  )}
                  {o.image !== '' && (
                    <Image
                      src={o.image}
                      alt={o.abc}
                      maxH="32"
                      objectFit="contain"
                      alignSelf="flex-start"
                    />
                  )}
                </Stack>
              </HStack>
              {review ? (
                <Text
                  fontSize="sm"
                  color="green.fg"
                  fontWeight="medium"
                  w={{ md: '64' }}
                  data-testid={`match-${o.abc}`}
                >
                  {right ?? ''}
                </Text>
              ) : (
                <HStack gap="2" w={{ base: 'full', md: '64' }} flexShrink={0}>
                  <NativeSelect.Root size="sm" disabled={locked}>
                    <NativeSelect.Field
                      value={chosen}
                      onChange={(e) => onChange(setPair(state, o.id, e.currentTarget.value))}
                      aria-label={intl.formatMessage(
                        { id: 'question.view.matchFor' },
                        { abc: o.abc },
                      )}
                      data-testid={`match-${o.abc}`}
                      bg={locked ? 'bg.muted' : 'bg'}
                    >
                      <option value="">{intl.formatMessage({ id: 'question.view.choose' })}</option>
                      {q.matchChoices.map((text) => {
                        const used = (usage.get(text) ?? 0) > 0 && text !== chosen;
                        return (
                          <option key={text} value={text}>
                            {used
                              ? intl.formatMessage({ id: 'question.view.choiceUsed' }, { text })
                              : text}
                          </option>
                        );
                      })}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  {revealed && q.answered && <ResultIcon isRight={o.isRight} />}
                </HStack>
              )}
            </Stack>
            {revealed && !review && right !== undefined && right !== '' && (
              <Text fontSize="xs" color="green.fg" mt="1.5" data-testid={`match-right-${o.abc}`}>
                <FormattedMessage id="question.view.rightPair" values={{ text: right }} />
              </Text>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

/** The verdict (once answered) and the analysis. */
function Outcome(props: { q: ViewQuestion; nested: boolean; showVerdict: boolean }) {
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

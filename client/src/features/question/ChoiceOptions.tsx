import { Box, Circle, Image, Stack } from '@chakra-ui/react';
import { useRef, type KeyboardEvent, type Ref } from 'react';
import { LuCheck, LuX } from 'react-icons/lu';
import { RichText } from '../../components/ui/rich-text';
import { chooseOption, optionMark, type OptionMark } from './answerState';
import type { AnswerControlProps } from './answerMarks';
import { QU_TYPE } from './questionTypes';
import type { ViewOption } from './viewModel';

const MARK_STYLE: Record<OptionMark, { border: string; bg: string; circle: string; fg: string }> = {
  none: { border: 'border', bg: 'bg', circle: 'bg', fg: 'fg.muted' },
  checked: { border: 'brand.solid', bg: 'brand.subtle', circle: 'brand.solid', fg: 'white' },
  right: { border: 'green.500', bg: 'green.subtle', circle: 'green.500', fg: 'white' },
  missed: { border: 'green.500', bg: 'bg', circle: 'bg', fg: 'green.fg' },
  wrong: { border: 'red.500', bg: 'red.subtle', circle: 'red.500', fg: 'white' },
};

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
export function ChoiceOptions({ q, state, locked, revealed, onChange }: AnswerControlProps) {
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

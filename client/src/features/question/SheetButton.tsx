import { Button, Square } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The colours of an answer sheet square. */
export interface SheetColors {
  bg: string;
  color: string;
  border: string;
}

export interface SheetButtonProps {
  /** The question's number (1-based). */
  n: number;
  current: boolean;
  colors: SheetColors;
  /** The outline of the current question. */
  currentBorder: string;
  h: string;
  /** The accessible name: number and state. */
  label: string;
  testId: string;
  state: string;
  onClick: () => void;
  /** The question is flagged for review (data-flagged). */
  flagged?: boolean;
  /** The number is struck through (a deleted question). */
  struck?: boolean;
  /** A mark in the corner (the flag). */
  children?: ReactNode;
}

/** One numbered square of an answer sheet: coloured by its state, outlined when current. */
export function SheetButton(props: SheetButtonProps) {
  const { colors, current } = props;
  return (
    <Button
      size="xs"
      h={props.h}
      minW="0"
      px="0"
      position="relative"
      variant="outline"
      bg={colors.bg}
      color={colors.color}
      borderColor={current ? props.currentBorder : colors.border}
      borderWidth={current ? '2px' : '1px'}
      fontWeight={current ? 'bold' : 'medium'}
      textDecoration={props.struck ? 'line-through' : undefined}
      // A raised square on hover: fading it would drop the number's contrast below 4.5:1.
      _hover={{ boxShadow: 'md' }}
      onClick={props.onClick}
      aria-current={current ? 'step' : undefined}
      aria-label={props.label}
      data-testid={props.testId}
      data-state={props.state}
      data-flagged={props.flagged ? 'true' : undefined}
      data-current={current ? 'true' : undefined}
    >
      {props.n}
      {props.children}
    </Button>
  );
}

/** A legend swatch of an answer sheet: its fill and its border (either may be left out). */
export function SheetSwatch({ bg, border }: { bg?: string; border?: string }) {
  return (
    <Square
      size="2.5"
      rounded="sm"
      bg={bg}
      borderWidth={border !== undefined ? '1px' : undefined}
      borderColor={border}
    />
  );
}

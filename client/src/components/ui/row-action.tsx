import { IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Tooltip } from './tooltip';

/** An icon button with its label as tooltip (table row actions). */
export function RowAction(props: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  testId: string;
  color?: string;
  disabled?: boolean;
}) {
  return (
    <Tooltip content={props.label}>
      <IconButton
        size="xs"
        variant="ghost"
        colorPalette={props.color}
        aria-label={props.label}
        onClick={props.onClick}
        disabled={props.disabled}
        data-testid={props.testId}
      >
        {props.icon}
      </IconButton>
    </Tooltip>
  );
}

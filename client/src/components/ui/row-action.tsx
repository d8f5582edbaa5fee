import { IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
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

/** The row's "edit" action. */
export function EditRowAction(props: { onClick: () => void; testId: string }) {
  const intl = useIntl();
  return (
    <RowAction
      label={intl.formatMessage({ id: 'common.action.edit' })}
      icon={<LuPencil />}
      onClick={props.onClick}
      testId={props.testId}
    />
  );
}

/** The row's "delete" action, in red. */
export function DeleteRowAction(props: { onClick: () => void; testId: string }) {
  const intl = useIntl();
  return (
    <RowAction
      label={intl.formatMessage({ id: 'common.action.delete' })}
      icon={<LuTrash2 />}
      onClick={props.onClick}
      testId={props.testId}
      color="red"
    />
  );
}

/** An icon button named by its label, shown as the native title (tree nodes and compact tables). */
export function TitledAction(props: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  testId: string;
  size?: '2xs' | 'xs';
  color?: string;
}) {
  return (
    <IconButton
      size={props.size ?? 'xs'}
      variant="ghost"
      colorPalette={props.color}
      aria-label={props.label}
      title={props.label}
      onClick={props.onClick}
      data-testid={props.testId}
    >
      {props.icon}
    </IconButton>
  );
}

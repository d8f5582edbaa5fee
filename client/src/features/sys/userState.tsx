import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useDictionary, type DictOption } from '../dict/useDictionary';

/** User states: 0 normal, 1 disabled, 2 pending review. */
export const USER_STATE = { normal: 0, disabled: 1, pending: 2 } as const;

const COLORS: Record<number, string> = { 0: 'green', 1: 'red', 2: 'orange' };

/** The user_state dictionary, with our own titles until (or unless) it loads. */
export function useUserStates(): readonly DictOption[] {
  const intl = useIntl();
  const fallback: DictOption[] = [
    { value: '0', title: intl.formatMessage({ id: 'sysUser.state.normal' }) },
    { value: '1', title: intl.formatMessage({ id: 'sysUser.state.disabled' }) },
    { value: '2', title: intl.formatMessage({ id: 'sysUser.state.pending' }) },
  ];
  return useDictionary('user_state', fallback);
}

export function UserStateBadge({
  state,
  states,
}: {
  state: number;
  states: readonly DictOption[];
}) {
  const title = states.find((s) => s.value === String(state))?.title ?? String(state);
  return (
    <Badge colorPalette={COLORS[state] ?? 'gray'} variant="subtle">
      {title}
    </Badge>
  );
}

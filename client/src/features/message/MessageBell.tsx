import { Box, Circle, Float, IconButton } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { LuBell } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { badgeText } from '../admin-shell/unreadBadge';
import { MESSAGES_PATH } from './paths';
import { useUnreadCount } from './useUnreadCount';

/**
 * The learner header's message bell: always there (it is the way to the messages), with the
 * unread count as a badge (at most 99+) when there is something unread.
 */
export function MessageBell() {
  const intl = useIntl();
  const navigate = useNavigate();
  const count = useUnreadCount();
  const text = badgeText(count);
  const label =
    text === null
      ? intl.formatMessage({ id: 'message.bell.none' })
      : intl.formatMessage({ id: 'message.bell.unread' }, { count });
  return (
    <IconButton
      variant="ghost"
      size="sm"
      position="relative"
      aria-label={label}
      title={label}
      onClick={() => void navigate(MESSAGES_PATH)}
      data-testid="header-message-bell"
    >
      <LuBell />
      {text !== null && (
        <Float placement="top-end" offset="1.5">
          <Circle
            size="4"
            minW="4"
            px="1"
            bg="red.solid"
            color="white"
            fontSize="2xs"
            fontWeight="bold"
            data-testid="header-unread-badge"
          >
            <Box as="span" aria-hidden>
              {text}
            </Box>
          </Circle>
        </Float>
      )}
    </IconButton>
  );
}

import { Box, Float, Circle, HStack, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuALargeSmall, LuBell, LuCheck, LuMaximize, LuMinimize, LuPalette } from 'react-icons/lu';
import { notifyErrorText, notifySuccess } from '../../app/errors/notify';
import { toggleFullscreen, useIsFullscreen } from './fullscreen';
import {
  FONT_SIZES,
  setFontSize,
  setThemeColor,
  THEME_PRESETS,
  useFontSize,
  useThemeColor,
  type FontSize,
} from './preferences';
import { badgeText } from './unreadBadge';

const FONT_SIZE_LABELS: Record<FontSize, string> = {
  default: 'adminShell.fontSize.default',
  medium: 'adminShell.fontSize.medium',
  small: 'adminShell.fontSize.small',
  mini: 'adminShell.fontSize.mini',
};

/** Enters or leaves full screen; says so when the browser cannot. */
export function FullscreenButton() {
  const intl = useIntl();
  const fullscreen = useIsFullscreen();
  const label = intl.formatMessage({
    id: fullscreen ? 'adminShell.fullscreen.exit' : 'adminShell.fullscreen.enter',
  });
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={label}
      title={label}
      onClick={() => {
        void toggleFullscreen().then((ok) => {
          if (!ok) notifyErrorText(intl.formatMessage({ id: 'adminShell.fullscreen.unsupported' }));
        });
      }}
      data-testid="fullscreen-toggle"
    >
      {fullscreen ? <LuMinimize /> : <LuMaximize />}
    </IconButton>
  );
}

/** Font size: default, medium, small, mini (kept on this device). */
export function FontSizeMenu() {
  const intl = useIntl();
  const size = useFontSize();
  const label = intl.formatMessage({ id: 'adminShell.fontSize.label' });
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={label}
          title={label}
          data-testid="font-size"
        >
          <LuALargeSmall />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="32">
            <Menu.RadioItemGroup
              value={size}
              onValueChange={(e) => {
                const next = FONT_SIZES.find((s) => s === e.value);
                if (next === undefined || next === size) return;
                setFontSize(next);
                notifySuccess(intl.formatMessage({ id: 'adminShell.fontSize.changed' }));
              }}
            >
              {FONT_SIZES.map((s) => (
                <Menu.RadioItem key={s} value={s} ps="8" data-testid={`font-size-${s}`}>
                  <Menu.ItemIndicator position="absolute" left="2" />
                  <Menu.ItemText>
                    <FormattedMessage id={FONT_SIZE_LABELS[s]} />
                  </Menu.ItemText>
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** Theme colour presets (kept on this device); the brand colour of the UI follows. */
export function ThemeColorMenu() {
  const intl = useIntl();
  const color = useThemeColor();
  const label = intl.formatMessage({ id: 'adminShell.theme.label' });
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={label}
          title={label}
          data-testid="theme-color"
        >
          <LuPalette />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content p="3" minW="auto">
            <Text fontSize="xs" color="fg.muted" mb="2">
              {label}
            </Text>
            <HStack gap="2" wrap="wrap" maxW="44">
              {THEME_PRESETS.map((preset, i) => {
                const selected = preset === color;
                return (
                  <Menu.Item
                    key={preset}
                    value={preset}
                    p="0"
                    w="7"
                    h="7"
                    minH="7"
                    rounded="md"
                    justifyContent="center"
                    bg={preset}
                    color="white"
                    _highlighted={{ bg: preset, outline: '2px solid', outlineColor: 'fg' }}
                    aria-label={intl.formatMessage(
                      { id: i === 0 ? 'adminShell.theme.default' : 'adminShell.theme.preset' },
                      { color: preset },
                    )}
                    title={preset}
                    onClick={() => setThemeColor(preset)}
                    data-testid={`theme-color-${preset.slice(1)}`}
                  >
                    {selected && <LuCheck />}
                  </Menu.Item>
                );
              })}
            </HStack>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export interface UnreadBellProps {
  /** Unread messages; nothing is rendered unless it is above 0. */
  count?: number | null;
  /** Opens the message list; without it the bell is not a link. */
  onOpen?: () => void;
}

/**
 * Slot for the unread message badge (the message feature comes later): a bell with the count,
 * capped at 99+, shown only when there is something unread.
 */
export function UnreadBell({ count, onOpen }: UnreadBellProps) {
  const intl = useIntl();
  const text = badgeText(count);
  if (text === null) return null;
  const label = intl.formatMessage({ id: 'adminShell.unread.label' }, { count: count ?? 0 });
  const badge = (
    <Float placement="top-end" offset="1.5">
      <Circle
        size="4"
        minW="4"
        px="1"
        bg="red.solid"
        color="white"
        fontSize="2xs"
        fontWeight="bold"
        data-testid="unread-badge"
      >
        {text}
      </Circle>
    </Float>
  );
  if (onOpen === undefined) {
    return (
      <Box position="relative" p="2" title={label} aria-label={label} role="status">
        <LuBell />
        {badge}
      </Box>
    );
  }
  return (
    <IconButton
      variant="ghost"
      size="sm"
      position="relative"
      aria-label={label}
      title={label}
      onClick={onOpen}
      data-testid="unread-bell"
    >
      <LuBell />
      {badge}
    </IconButton>
  );
}

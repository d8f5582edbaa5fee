import {
  Box,
  Button,
  HStack,
  Icon,
  IconButton,
  Input,
  Popover,
  Portal,
  SimpleGrid,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuChevronDown, LuX } from 'react-icons/lu';
import { MENU_ICONS, menuIcon } from '../../app/layouts/admin/menuIcons';

export interface IconPickerProps {
  value: string;
  onChange: (name: string) => void;
  testId?: string;
}

const NAMES = Object.keys(MENU_ICONS);

/** Picks a menu icon from a grid of icon names (with a name filter), or clears it. */
export function IconPicker({ value, onChange, testId = 'icon-picker' }: IconPickerProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const names = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return f === '' ? NAMES : NAMES.filter((n) => n.toLowerCase().includes(f));
  }, [filter]);
  const Current = menuIcon(value);

  return (
    <HStack gap="2" w="full">
      <Popover.Root
        open={open}
        onOpenChange={(e) => {
          setOpen(e.open);
          if (!e.open) setFilter('');
        }}
        positioning={{ placement: 'bottom-start' }}
        lazyMount
        unmountOnExit
      >
        <Popover.Trigger asChild>
          <Button
            variant="outline"
            size="sm"
            flex="1"
            justifyContent="space-between"
            fontWeight="normal"
            color="fg"
            data-testid={testId}
          >
            <HStack gap="2" minW="0">
              {value !== '' && <Icon as={Current} />}
              <Text as="span" truncate color={value === '' ? 'fg.subtle' : undefined}>
                {value !== '' ? value : intl.formatMessage({ id: 'sysMenu.icon.placeholder' })}
              </Text>
            </HStack>
            <LuChevronDown />
          </Button>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content w="sm" maxW="90vw">
              <Popover.Body p="3">
                <Input
                  size="xs"
                  mb="2"
                  value={filter}
                  placeholder={intl.formatMessage({ id: 'sysMenu.icon.filter' })}
                  onChange={(e) => setFilter(e.target.value)}
                  data-testid={`${testId}-filter`}
                />
                <Box maxH="64" overflowY="auto">
                  <SimpleGrid columns={8} gap="1">
                    {names.map((name) => {
                      const I = MENU_ICONS[name];
                      const selected = name === value;
                      return (
                        <IconButton
                          key={name}
                          size="sm"
                          variant={selected ? 'solid' : 'ghost'}
                          colorPalette={selected ? 'brand' : 'gray'}
                          aria-label={name}
                          title={name}
                          onClick={() => {
                            onChange(name);
                            setOpen(false);
                          }}
                          data-testid={`${testId}-option-${name}`}
                        >
                          {I !== undefined && <I />}
                        </IconButton>
                      );
                    })}
                  </SimpleGrid>
                  {names.length === 0 && (
                    <Text fontSize="sm" color="fg.muted">
                      <FormattedMessage id="ui.select.noMatch" />
                    </Text>
                  )}
                </Box>
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      {value !== '' && (
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={intl.formatMessage({ id: 'sysMenu.icon.clear' })}
          title={intl.formatMessage({ id: 'sysMenu.icon.clear' })}
          onClick={() => onChange('')}
          data-testid={`${testId}-clear`}
        >
          <LuX />
        </IconButton>
      )}
    </HStack>
  );
}

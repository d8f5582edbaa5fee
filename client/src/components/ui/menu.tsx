import { Menu as ChakraMenu, Portal } from '@chakra-ui/react';
import { forwardRef, type RefObject } from 'react';

interface MenuContentProps extends ChakraMenu.ContentProps {
  portalled?: boolean;
  portalRef?: RefObject<HTMLElement | null>;
}

export const MenuContent = forwardRef<HTMLDivElement, MenuContentProps>(
  function MenuContent(props, ref) {
    const { portalled = true, portalRef, ...rest } = props;
    return (
      <Portal disabled={!portalled} container={portalRef}>
        <ChakraMenu.Positioner>
          <ChakraMenu.Content ref={ref} {...rest} />
        </ChakraMenu.Positioner>
      </Portal>
    );
  },
);

export const MenuRadioItem = forwardRef<HTMLDivElement, ChakraMenu.RadioItemProps>(
  function MenuRadioItem(props, ref) {
    const { children, ...rest } = props;
    return (
      <ChakraMenu.RadioItem ps="8" ref={ref} {...rest}>
        <ChakraMenu.ItemIndicator position="absolute" left="2" />
        <ChakraMenu.ItemText>{children}</ChakraMenu.ItemText>
      </ChakraMenu.RadioItem>
    );
  },
);

export const MenuRoot = ChakraMenu.Root;
export const MenuTrigger = ChakraMenu.Trigger;
export const MenuItem = ChakraMenu.Item;
export const MenuSeparator = ChakraMenu.Separator;
export const MenuRadioItemGroup = ChakraMenu.RadioItemGroup;
export const MenuItemGroup = ChakraMenu.ItemGroup;

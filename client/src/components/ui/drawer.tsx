import { Drawer as ChakraDrawer, CloseButton, Portal } from '@chakra-ui/react';
import { forwardRef } from 'react';

interface DrawerContentProps extends ChakraDrawer.ContentProps {
  portalled?: boolean;
  offset?: ChakraDrawer.ContentProps['padding'];
}

export const DrawerContent = forwardRef<HTMLDivElement, DrawerContentProps>(
  function DrawerContent(props, ref) {
    const { children, portalled = true, offset, ...rest } = props;
    return (
      <Portal disabled={!portalled}>
        <ChakraDrawer.Backdrop />
        <ChakraDrawer.Positioner padding={offset}>
          <ChakraDrawer.Content ref={ref} {...rest} asChild={false}>
            {children}
          </ChakraDrawer.Content>
        </ChakraDrawer.Positioner>
      </Portal>
    );
  },
);

export const DrawerCloseTrigger = forwardRef<HTMLButtonElement, ChakraDrawer.CloseTriggerProps>(
  function DrawerCloseTrigger(props, ref) {
    return (
      <ChakraDrawer.CloseTrigger position="absolute" top="2" insetEnd="2" {...props} asChild>
        <CloseButton size="sm" ref={ref} />
      </ChakraDrawer.CloseTrigger>
    );
  },
);

export const DrawerRoot = ChakraDrawer.Root;
export const DrawerBody = ChakraDrawer.Body;
export const DrawerHeader = ChakraDrawer.Header;
export const DrawerTitle = ChakraDrawer.Title;

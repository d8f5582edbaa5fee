import { Tooltip as ChakraTooltip, Portal } from '@chakra-ui/react';
import { forwardRef, type ReactNode } from 'react';

export interface TooltipProps extends ChakraTooltip.RootProps {
  content: ReactNode;
  disabled?: boolean;
  portalled?: boolean;
}

/** Hover hint; renders just the children when disabled. */
export const Tooltip = forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(props, ref) {
  const { children, disabled = false, portalled = true, content, ...rest } = props;
  if (disabled) return children;
  return (
    <ChakraTooltip.Root {...rest}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal disabled={!portalled}>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content ref={ref}>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
});

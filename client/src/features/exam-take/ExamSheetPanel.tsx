import { Box, Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  DrawerBody,
  DrawerCloseTrigger,
  DrawerContent,
  DrawerHeader,
  DrawerRoot,
  DrawerTitle,
} from '../../components/ui/drawer';

/** The side panel's width when open (0 when closed). */
export const SIDE_PANEL_WIDTH = 500;
/** Narrower than this, the panel would squeeze the question: it starts closed (the toggle opens it). */
const SIDE_PANEL_ROOM_PX = 1200;

/** Whether the screen has room for the side panel beside the question. */
export function roomForSidePanel(): boolean {
  if (typeof window.matchMedia !== 'function') return true;
  return window.matchMedia(`(min-width: ${SIDE_PANEL_ROOM_PX}px)`).matches;
}

/** The answer sheet beside the question on a desktop: it slides open and closed. */
export function ExamSidePanel({ open, children }: { open: boolean; children: ReactNode }) {
  return (
    <Box
      w={open ? `${SIDE_PANEL_WIDTH}px` : '0'}
      ms={open ? '5' : '0'}
      flexShrink={0}
      overflow="hidden"
      transition="width 0.2s, margin 0.2s"
      position="sticky"
      top="20"
      data-testid="exam-side-panel"
      data-open={open ? 'true' : 'false'}
      aria-hidden={!open}
    >
      <Box w={`${SIDE_PANEL_WIDTH}px`}>
        <Card.Root borderWidth="0" shadow="xs">
          <Card.Header pb="0">
            <Heading size="sm">
              <FormattedMessage id="examTake.sheet.title" />
            </Heading>
          </Card.Header>
          <Card.Body>{open && children}</Card.Body>
        </Card.Root>
      </Box>
    </Box>
  );
}

/** The answer sheet in a bottom drawer on a small screen. */
export function ExamSheetDrawer(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <DrawerRoot
      open={props.open}
      placement="bottom"
      lazyMount
      unmountOnExit
      onOpenChange={(e) => props.onOpenChange(e.open)}
    >
      <DrawerContent roundedTop="l3">
        <DrawerHeader>
          <DrawerTitle>
            <FormattedMessage id="examTake.sheet.title" />
          </DrawerTitle>
        </DrawerHeader>
        <DrawerBody pb="6">{props.children}</DrawerBody>
        <DrawerCloseTrigger />
      </DrawerContent>
    </DrawerRoot>
  );
}

import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { SheetCard } from '../question/SheetPanels';

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
        <SheetCard title={<FormattedMessage id="examTake.sheet.title" />}>
          {open && children}
        </SheetCard>
      </Box>
    </Box>
  );
}

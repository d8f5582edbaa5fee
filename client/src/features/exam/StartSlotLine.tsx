import { HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuHourglass } from 'react-icons/lu';

/** While the server still says "before your slot" at 0, it is asked again this often. */
const RECHECK_MS = 2000;

/** 1:05:09 / 05:09. */
export function formatWait(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

/**
 * The learner's own start time of a staggered exam and, while it is ahead, a live countdown. The
 * countdown runs from the server's "seconds to your slot" (startSlotIn) on the page's monotonic
 * clock, so a wrong computer clock changes nothing. At 0, while the page still waits for the slot,
 * `onReached` asks the server again (and again every 2 s until the server agrees), so the start
 * button is enabled without a reload.
 */
export function StartSlotLine(props: {
  startSlot: string;
  startSlotIn: number;
  /** The start is blocked by the slot (EXAM_BEFORE_SLOT). */
  waiting: boolean;
  onReached: () => void;
}) {
  const { startSlot, startSlotIn, waiting, onReached } = props;
  const intl = useIntl();
  const [left, setLeft] = useState(startSlotIn);
  const reached = useRef(onReached);
  useEffect(() => {
    reached.current = onReached;
  }, [onReached]);

  useEffect(() => {
    const base = performance.now();
    const tick = () =>
      Math.max(0, Math.ceil(startSlotIn - (performance.now() - base) / 1000 - 1e-9));
    let lastAsk = -Infinity;
    const timer = window.setInterval(() => {
      const now = tick();
      setLeft(now);
      if (now === 0 && waiting && performance.now() - lastAsk >= RECHECK_MS) {
        lastAsk = performance.now();
        reached.current();
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [startSlot, startSlotIn, waiting]);

  const time = intl.formatDate(new Date(startSlot), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return (
    <HStack
      gap="2"
      px="3"
      py="2"
      rounded="l2"
      bg="bg.muted"
      wrap="wrap"
      data-testid="exam-check-slot"
    >
      <LuHourglass aria-hidden />
      <Text fontWeight="medium">
        <FormattedMessage id="exam.check.slotLabel" values={{ time }} />
      </Text>
      {left > 0 && (
        <Text
          role="timer"
          color="fg.muted"
          fontFamily="mono"
          data-testid="exam-check-slot-countdown"
          data-seconds={left}
        >
          <FormattedMessage id="exam.check.slotCountdown" values={{ time: formatWait(left) }} />
        </Text>
      )}
    </HStack>
  );
}

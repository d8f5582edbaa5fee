import { VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { timeAnnouncement } from './timeAnnouncements';

/**
 * A polite live region that says "5 minutes left", "1 minute left" and "extra time granted" once
 * each, while the visible countdown stays silent. The region is always present so that screen
 * readers notice its text changing.
 */
export function TimeAnnouncer({ left }: { left: number }) {
  const intl = useIntl();
  const previous = useRef(left);
  const [message, setMessage] = useState('');

  useEffect(() => {
    const said = timeAnnouncement(previous.current, left);
    previous.current = left;
    if (said === null) return;
    setMessage(
      said.kind === 'warning'
        ? intl.formatMessage({ id: 'examTake.time.warning' }, { minutes: said.minutes })
        : intl.formatMessage(
            { id: 'examTake.time.extra' },
            { added: said.addedMinutes, left: said.leftMinutes },
          ),
    );
  }, [intl, left]);

  return (
    <VisuallyHidden role="status" aria-live="polite" data-testid="time-announcer">
      {message}
    </VisuallyHidden>
  );
}

import { useEffect, useRef } from 'react';

/**
 * Spec section 4: paste, the context menu and text selection are blocked on the exam page.
 * Typing is fine, and so is moving the caret or selecting inside one's own answer (a text field),
 * so the learner can still edit it; copying out of the page, pasting into it and dropping text are
 * not.
 */
export function isEditable(target: EventTarget | null): boolean {
  if (target === null || typeof (target as Element).closest !== 'function') return false;
  return (target as Element).closest('input, textarea, select, [contenteditable="true"]') !== null;
}

export type GuardedEvent =
  'paste' | 'drop' | 'contextmenu' | 'selectstart' | 'copy' | 'cut' | 'dragstart';

/** Whether the page refuses this event (paste and drop everywhere; the rest outside text fields). */
export function blocks(type: GuardedEvent, target: EventTarget | null): boolean {
  if (type === 'paste' || type === 'drop' || type === 'contextmenu' || type === 'dragstart') {
    return true;
  }
  return !isEditable(target);
}

const EVENTS: GuardedEvent[] = [
  'paste',
  'drop',
  'contextmenu',
  'selectstart',
  'copy',
  'cut',
  'dragstart',
];

/** Installs the blocks on the document while the page is mounted; `onPaste` tells the learner. */
export function useExamGuards(active: boolean, onPasteBlocked?: () => void): void {
  const notify = useRef(onPasteBlocked);
  useEffect(() => {
    notify.current = onPasteBlocked;
  });
  useEffect(() => {
    if (!active) return undefined;
    const handler = (event: Event) => {
      const type = event.type as GuardedEvent;
      if (!blocks(type, event.target)) return;
      event.preventDefault();
      if (type === 'paste' || type === 'drop') notify.current?.();
    };
    for (const type of EVENTS) document.addEventListener(type, handler, true);
    return () => {
      for (const type of EVENTS) document.removeEventListener(type, handler, true);
    };
  }, [active]);
}

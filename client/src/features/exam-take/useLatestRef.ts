import { useEffect, useRef, type RefObject } from 'react';

/** A ref to the latest value, for callbacks of long-lived objects that must not restart them. */
export function useLatestRef<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

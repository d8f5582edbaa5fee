import { useEffect, useState } from 'react';

/** Animates from 0 to `target` over `durationMs` (ease-out); shows `target` at once without rAF. */
export function useCountUp(target: number, durationMs = 1500): number {
  const [value, setValue] = useState(0);
  const canAnimate = typeof requestAnimationFrame === 'function' && durationMs > 0;
  useEffect(() => {
    if (!canAnimate) return undefined;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const t = Math.min((now - start) / durationMs, 1);
      const eased = 1 - (1 - t) ** 3;
      setValue(Math.round(target * eased));
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [canAnimate, target, durationMs]);
  return canAnimate ? value : target;
}

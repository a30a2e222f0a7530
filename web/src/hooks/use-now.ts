import { useEffect, useState } from 'react';

/**
 * The time now, in ms, ticking every `intervalMs` while `running(now)` holds (a countdown on
 * screen); still otherwise, so a page with nothing counting down does not re-render. A still
 * clock is behind: `running` must hold for anything that would change as it catches up (an
 * order on the page whose hold is open by the last tick).
 */
export function useNow(running: (now: number) => boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  const on = running(now);
  useEffect(() => {
    if (!on) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [on, intervalMs]);
  return now;
}

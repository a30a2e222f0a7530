import { useEffect, useRef, useState, type ReactNode } from 'react';
import { afterPageLoad } from '@/lib/after-load';

/**
 * How far ahead of the viewport a section starts loading: half a screen. On a desktop, Home's
 * products start just below the fold and load at once; on a phone they are two screens down and
 * load as the visitor scrolls towards them.
 */
const AHEAD = '50% 0px';

/**
 * Shows `fallback` until its place comes within AHEAD of the viewport (and the page has loaded and
 * painted), then `children`. For sections below the fold whose code and data can wait: a visitor
 * who never scrolls to them never downloads them, and the first screen never waits for them.
 */
export function WhenNear({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    let active = true;
    const show = () => void afterPageLoad().then(() => active && setNear(true));
    if (typeof IntersectionObserver === 'undefined') {
      show();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        show();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [near]);

  return near ? children : <div ref={placeholder}>{fallback}</div>;
}

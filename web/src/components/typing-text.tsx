import { limits } from '@cps/domain';
import { useEffect, useState } from 'react';

const [TYPE_MS, DELETE_MS] = limits.typingSpeeds;
const HOLD_MS = 1500;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Types each word at 70 ms a letter, holds it, deletes it at 40 ms a letter (spec §9), in a loop.
 * Screen readers get the whole list once; reduced motion shows the first word still.
 */
export function TypingText({
  words,
  className = '',
}: {
  words: readonly string[];
  className?: string;
}) {
  const [index, setIndex] = useState(0);
  const [length, setLength] = useState(0);
  const [deleting, setDeleting] = useState(false);
  const still = prefersReducedMotion();
  const word = words[index % words.length] ?? '';

  useEffect(() => {
    if (still) return;
    let delay: number = deleting ? DELETE_MS : TYPE_MS;
    if (!deleting && length === word.length) delay = HOLD_MS;
    const timer = setTimeout(() => {
      if (!deleting && length === word.length) setDeleting(true);
      else if (deleting && length === 0) {
        setDeleting(false);
        setIndex((i) => i + 1);
      } else setLength((n) => n + (deleting ? -1 : 1));
    }, delay);
    return () => clearTimeout(timer);
  }, [length, deleting, word, still]);

  return (
    <span className={className}>
      <span className="sr-only">{words.join(', ')}</span>
      <span aria-hidden="true">
        {still ? words[0] : word.slice(0, length)}
        <span className="ml-0.5 inline-block w-[2px] animate-pulse bg-current">&nbsp;</span>
      </span>
    </span>
  );
}

import type { Part } from '@cps/domain';
import { startTransition, useEffect, useState } from 'react';
import { ProductCard } from '@/components/product-card';

/** Two columns from small screens, three beside the filters on wide ones. */
export const browseGridClass = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';

/** Cards a grid renders at a time: the first screen at any width (two rows of three). */
const cardsPerStep = 6;

/**
 * How many of `total` cards to render: one step more each turn of the event loop, each step its
 * own short task with a paint between, instead of one long task for the whole page. Once all
 * are shown, a new page of the same size renders at once.
 */
function useStepwise(total: number, first: number): number {
  const [shown, setShown] = useState(() => Math.min(total, first));
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + cardsPerStep)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}

/**
 * The page's cards, the first screen's first (useStepwise). `whole` renders every card at once:
 * a grid that replaces one already on screen must not shorten the page under the reader.
 */
export function CardGrid({ parts, whole = false }: { parts: Part[]; whole?: boolean }) {
  const shown = useStepwise(parts.length, whole ? parts.length : cardsPerStep);
  return (
    <div className={browseGridClass}>
      {parts.slice(0, shown).map((part, index) => (
        <ProductCard key={part._id} part={part} eager={index < 3} heading="h2" />
      ))}
    </div>
  );
}

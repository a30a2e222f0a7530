import type { Part } from '@cps/domain';
import { startTransition, useEffect, useState } from 'react';
import { ProductCard } from '@/components/product-card';
import { useLiveParts } from '@/hooks/use-live-parts';

/** Two columns from small screens, three beside the filters on wide ones. */
export const browseGridClass = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';

/** Cards a grid renders at a time: the first screen at any width (two rows of three). */
const cardsPerStep = 6;

/**
 * How many of `total` cards to render: one step more each turn of the event loop, each step its
 * own short task with a paint between, instead of one long task for the whole page. Once all
 * are shown, a new page of the same size renders at once.
 */
function useStepwise(total: number): number {
  const [shown, setShown] = useState(() => Math.min(total, cardsPerStep));
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + cardsPerStep)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}

/** The page's cards, live, the first screen's first (useStepwise). */
export function CardGrid({ parts }: { parts: Part[] }) {
  const live = useLiveParts(parts);
  const shown = useStepwise(live.length);
  return (
    <div className={browseGridClass}>
      {live.slice(0, shown).map((part, index) => (
        <ProductCard key={part._id} part={part} eager={index < 3} heading="h2" />
      ))}
    </div>
  );
}

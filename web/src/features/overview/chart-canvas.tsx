import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
  type ChartType,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Chart.js is imported by this feature only, so it lands in the overview's chunk; only the pieces
// its two charts draw are registered, so the rest of the library is left out of the bundle.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  DoughnutController,
  ArcElement,
  Tooltip,
  Legend,
);

/** The ways to pay and the categories in colours that keep apart on white. */
export const chartColors = {
  card: '#0369a1',
  sslcommerz: '#7c3aed',
  cod: '#059669',
  series: ['#0369a1', '#f59e0b', '#059669', '#7c3aed', '#dc2626', '#0891b2', '#65a30d', '#db2777'],
} as const;

interface Props<T extends ChartType> {
  config: ChartConfiguration<T>;
  /** What the picture shows, for a screen reader; the figures are in a table or list beside it. */
  label: string;
  className?: string;
}

/**
 * A Chart.js chart on a canvas that fills its box and follows its width (a phone's 360 px too).
 * Without a 2D context (jsdom) nothing is drawn: the text equivalent carries the figures.
 */
export function ChartCanvas<T extends ChartType>({ config, label, className = 'h-64' }: Props<T>) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const chart = new Chart(context, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className={`relative w-full min-w-0 ${className}`}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}

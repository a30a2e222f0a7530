import {
  categoryLabel,
  categoryShares,
  formatCents,
  formatPercent,
  fromCents,
  overviewCopy,
  type CategoryShare,
} from '@cps/domain';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { ChartCanvas, chartColors } from './chart-canvas';

const t = overviewCopy.categories;
const colorOf = (i: number) => chartColors.series[i % chartColors.series.length]!;

/** The 30 days' revenue by category: a doughnut, and the same figures as a list with each share. */
export function CategoryShares({ shares }: { shares: readonly CategoryShare[] }) {
  const rows = useMemo(() => categoryShares(shares), [shares]);
  const config = useMemo(
    (): ChartConfiguration<'doughnut'> => ({
      type: 'doughnut',
      data: {
        labels: rows.map((row) => categoryLabel(row.category)),
        datasets: [
          {
            data: rows.map((row) => fromCents(Math.max(0, row.revenueCents))),
            backgroundColor: rows.map((_, i) => colorOf(i)),
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          // The list beside it is the legend, with the figures.
          legend: { display: false },
          tooltip: {
            callbacks: {
              label: (item) =>
                `${formatCents(rows[item.dataIndex]!.revenueCents)} (${formatPercent(rows[item.dataIndex]!.percent)})`,
            },
          },
        },
      },
    }),
    [rows],
  );
  if (rows.length === 0) return <p className="text-sm text-slate-600">{t.none}</p>;
  return (
    <div className="grid items-center gap-4 sm:grid-cols-[12rem_1fr]">
      <ChartCanvas config={config} label={t.describe} className="mx-auto h-48 max-w-48" />
      <ul aria-label={t.heading} className="space-y-1 text-sm">
        {rows.map((row, i) => (
          <li key={row.category} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block h-3 w-3 shrink-0 rounded-sm"
              style={{ backgroundColor: colorOf(i) }}
            />
            <span className="min-w-0 flex-1 break-words">{categoryLabel(row.category)}</span>
            <span className="tabular-nums whitespace-nowrap">
              {formatPercent(row.percent)} · {formatCents(row.revenueCents)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

import {
  type ChartDay,
  checkoutCopy,
  formatCents,
  formatCount,
  formatNumber,
  fromCents,
  overviewCopy,
  paymentMethods,
  salesByMethod,
} from '@cps/domain';
import type { ChartConfiguration } from 'chart.js';
import { useMemo, useState } from 'react';
import { ChartCanvas, chartColors } from './chart-canvas';

const t = overviewCopy.chart;
const methodLabels = checkoutCopy.checkout.paymentMethods;
type Show = 'revenue' | 'orders';

function barConfig(days: readonly ChartDay[], show: Show): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels: days.map((day) => overviewCopy.shortDay(day.day)),
      datasets: paymentMethods.map((method) => ({
        label: methodLabels[method],
        backgroundColor: chartColors[method],
        data: days.map((day) =>
          show === 'revenue' ? fromCents(day.revenueCents[method]) : day.orders[method],
        ),
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      scales: {
        x: { stacked: true, ticks: { maxRotation: 0, autoSkipPadding: 8 } },
        y: {
          stacked: true,
          beginAtZero: true,
          ticks: {
            precision: 0,
            callback: (value) =>
              show === 'revenue'
                ? `$${formatNumber(Number(value), 0, 0)}`
                : formatNumber(Number(value)),
          },
        },
      },
      plugins: {
        legend: { position: 'bottom' },
        tooltip: {
          callbacks: {
            // The day's own figures, not the drawn dollars read back.
            label: (item) => {
              const day = days[item.dataIndex]!;
              const method = paymentMethods[item.datasetIndex]!;
              const figure =
                show === 'revenue'
                  ? formatCents(day.revenueCents[method])
                  : formatCount(day.orders[method]);
              return `${methodLabels[method]}: ${figure}`;
            },
          },
        },
      },
    },
  };
}

/** The chart's figures as a table: what a screen reader reads, and anyone who opens it. */
function SalesTable({ days }: { days: readonly ChartDay[] }) {
  const cell = 'px-2 py-1 text-right tabular-nums';
  return (
    <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={t.caption}>
      <table className="w-full text-sm">
        <caption className="sr-only">{t.caption}</caption>
        <thead className="text-xs text-slate-600">
          <tr>
            <th scope="col" rowSpan={2} className="px-2 py-1 text-left">
              {t.day}
            </th>
            <th
              scope="colgroup"
              colSpan={4}
              className="border-b border-slate-200 px-2 py-1 text-center"
            >
              {t.revenue}
            </th>
            <th
              scope="colgroup"
              colSpan={4}
              className="border-b border-slate-200 px-2 py-1 text-center"
            >
              {t.orders}
            </th>
          </tr>
          <tr>
            {(['revenue', 'orders'] as const).flatMap((what) => [
              ...paymentMethods.map((method) => (
                <th key={`${what}-${method}`} scope="col" className={cell}>
                  {methodLabels[method]}
                </th>
              )),
              <th key={`${what}-total`} scope="col" className={cell}>
                {t.total}
              </th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day} className="border-t border-slate-100">
              <th scope="row" className="whitespace-nowrap px-2 py-1 text-left font-medium">
                {overviewCopy.shortDay(day.day)}
              </th>
              {paymentMethods.map((method) => (
                <td key={method} className={cell}>
                  {formatCents(day.revenueCents[method])}
                </td>
              ))}
              <td className={`${cell} font-semibold`}>{formatCents(day.revenueTotalCents)}</td>
              {paymentMethods.map((method) => (
                <td key={method} className={cell}>
                  {formatCount(day.orders[method])}
                </td>
              ))}
              <td className={`${cell} font-semibold`}>{formatCount(day.ordersTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Revenue or orders per day over 30 days, stacked by the way paid; a switch between the two, the
 * figures as a table in a `<details>`, and each way to pay's share of the 30 days below.
 */
export function SalesChart({ days }: { days: readonly ChartDay[] }) {
  const [show, setShow] = useState<Show>('revenue');
  const config = useMemo(() => barConfig(days, show), [days, show]);
  const byMethod = useMemo(() => salesByMethod(days, paymentMethods), [days]);
  const toggle = (value: Show) =>
    `rounded-md px-3 py-1 text-sm font-medium ${
      show === value ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'
    }`;

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-ink">{t.heading}</h3>
        <div
          role="group"
          aria-label={t.show}
          className="inline-flex rounded-lg border border-slate-300 p-0.5"
        >
          {(['revenue', 'orders'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={show === value}
              className={toggle(value)}
              onClick={() => setShow(value)}
            >
              {t[value]}
            </button>
          ))}
        </div>
      </div>
      <ChartCanvas config={config} label={t.describe(t[show])} />
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">{t.table}</summary>
        <SalesTable days={days} />
      </details>
      <h4 className="mt-4 text-sm font-semibold text-slate-700">{t.byMethod}</h4>
      <ul className="mt-1 grid gap-1 text-sm sm:grid-cols-3">
        {paymentMethods.map((method) => (
          <li key={method} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block h-3 w-3 shrink-0 rounded-sm"
              style={{ backgroundColor: chartColors[method] }}
            />
            <span>
              {methodLabels[method]}: {formatCents(byMethod[method].revenueCents)},{' '}
              {overviewCopy.ordersCount(byMethod[method].orders)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

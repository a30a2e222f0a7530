import {
  customerOrderView,
  formatTaka,
  isPaymentHeld,
  lineTotalCents,
  payCopy,
  poishaOfUsdCents,
  type Order,
} from '@cps/domain';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/form';
import { ExpiredNotice, HeldNotice, TimeLeft } from '@/components/order-hold-status';
import { Spinner } from '@/components/spinner';
import type { HoldView } from '@/lib/order-hold';
import { useSslcommerzSession } from './use-sslcommerz-session';

const t = payCopy.sslcommerz;

/** Where SSLCommerz sent the buyer back from: `?sslcommerz=` on the payment page. */
export const sslcommerzOutcomes = ['success', 'fail', 'cancel'] as const;
export type SslcommerzOutcome = (typeof sslcommerzOutcomes)[number];

export function readSslcommerzOutcome(raw: string | null): SslcommerzOutcome | undefined {
  return sslcommerzOutcomes.find((outcome) => outcome === raw);
}

/**
 * The payment page of an order paid through SSLCommerz: Pay with SSLCommerz while it is payable,
 * and, back from the gateway, what happened and what to do next. The order is live: a payment the
 * server confirms turns the page paid.
 */
export function SslcommerzPay({
  order,
  hold,
  expiredForGood,
  outcome,
  go,
}: {
  order: Order;
  hold: HoldView;
  expiredForGood: boolean;
  outcome: SslcommerzOutcome | undefined;
  /** Sends the browser to the gateway (tests watch it instead). */
  go?: (url: string) => void;
}) {
  const { state, open } = useSslcommerzSession(order._id, go);
  const view = customerOrderView(order);

  let body: ReactNode;
  if (view.kind !== 'unpaid') {
    body = (
      <div aria-live="polite">
        <p className={view.kind === 'paid' ? 'text-green-700' : 'text-violet-800'}>
          {view.label}{' '}
          <span className="break-all font-mono font-semibold">{view.transectionId}</span>
        </p>
        {view.kind === 'paid' && <p className="mt-1 text-sm text-slate-600">{t.paid}</p>}
      </div>
    );
  } else if (isPaymentHeld(order)) {
    // The money is taken; the shop accepts or refunds it. Paying again would take it twice.
    body = (
      <div role="status">
        <HeldNotice />
      </div>
    );
  } else if (expiredForGood || hold.kind === 'expired') {
    body = <ExpiredNotice />;
  } else if (outcome === 'success') {
    // The gateway says paid; the server's check turns the live order paid in a moment.
    body = (
      <div role="status" className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="mt-0.5 h-5 w-5 shrink-0 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
        />
        <div className="text-sm">
          <p className="font-semibold text-ink">{t.outcomes.confirming.title}</p>
          <p className="mt-1 text-slate-600">{t.outcomes.confirming.text}</p>
        </div>
      </div>
    );
  } else {
    body = (
      <>
        {outcome && (
          <div
            role="alert"
            className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            <p className="font-semibold">{t.outcomes[outcome].title}</p>
            <p className="mt-1">{t.outcomes[outcome].text}</p>
          </div>
        )}
        {hold.kind === 'open' && <TimeLeft text={hold.timeLeft} className="mb-3" />}
        <p className="mb-1 font-semibold text-ink">
          {t.charge(formatTaka(poishaOfUsdCents(lineTotalCents(order.price, order.quanity))))}
        </p>
        <p className="mb-4 text-sm text-slate-600">{t.intro}</p>
        <button
          type="button"
          className={`${buttonClass} w-full`}
          disabled={state.kind === 'opening'}
          onClick={() => void open()}
        >
          {state.kind === 'opening' && <Spinner label={t.opening} />}
          {t.pay}
        </button>
        {state.kind === 'failed' && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {state.message}
          </p>
        )}
      </>
    );
  }

  return (
    <>
      <h2 className="mb-4 text-lg font-bold text-ink">{t.title}</h2>
      {body}
    </>
  );
}

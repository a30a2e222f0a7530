import { messages } from '@cps/domain';
import { buttonClass } from '@/components/form';
import type { PayState } from './use-payment';

/** The Pay button (or the disabled Loading... button) and the red or green result under it. */
export function PayOutcome({ state, ready }: { state: PayState; ready: boolean }) {
  return (
    <div className="mt-4">
      {state.kind === 'processing' ? (
        <button type="button" className={`${buttonClass} w-full`} disabled>
          {messages.payment.processing}
        </button>
      ) : (
        <button
          type="submit"
          className={`${buttonClass} w-full`}
          disabled={!ready || state.kind === 'complete'}
        >
          {messages.payment.pay}
        </button>
      )}
      <div aria-live="polite" className="mt-3 min-h-6 text-sm">
        {state.kind === 'failed' && <p className="text-red-600">{state.message}</p>}
        {state.kind === 'complete' && (
          <p className="text-green-700">
            {messages.payment.complete}
            <span className="font-mono font-semibold">{state.transactionId}</span>
          </p>
        )}
      </div>
    </div>
  );
}

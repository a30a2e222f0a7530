import { copy } from '@cps/domain';

/** 'Expired' and why, where Cancel and Pay were. */
export function ExpiredNotice({ className = '' }: { className?: string }) {
  return (
    <div className={`text-sm ${className}`}>
      <span className="inline-block rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
        {copy.orders.status.expired}
      </span>
      <p className="mt-1 text-slate-600">{copy.orders.expiredNotice}</p>
    </div>
  );
}

/** "Pay within 12:34": a timer (read on demand, not announced every second). */
export function TimeLeft({ text, className = '' }: { text: string; className?: string }) {
  return (
    <p role="timer" className={`text-sm font-medium tabular-nums text-amber-800 ${className}`}>
      {text}
    </p>
  );
}

/** 'Payment under review' and what happens next, where Cancel and Pay were. */
export function HeldNotice({ className = '' }: { className?: string }) {
  return (
    <div className={`text-sm ${className}`}>
      <span className="inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
        {copy.orders.status.held}
      </span>
      <p className="mt-1 text-slate-600">{copy.sslcommerz.held}</p>
    </div>
  );
}

import { ordersCopy } from '@cps/domain';

/** A state's badge and what it means, where Cancel and Pay were. */
function StateNotice({
  label,
  text,
  tone,
  className,
}: {
  label: string;
  text: string;
  tone: string;
  className: string;
}) {
  return (
    <div className={`text-sm ${className}`}>
      <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
        {label}
      </span>
      <p className="mt-1 text-slate-600">{text}</p>
    </div>
  );
}

/** 'Expired' and why. */
export const ExpiredNotice = ({ className = '' }: { className?: string }) => (
  <StateNotice
    label={ordersCopy.orders.status.expired}
    text={ordersCopy.orders.expiredNotice}
    tone="bg-slate-200 text-slate-700"
    className={className}
  />
);

/** 'Payment under review' and what happens next: the shop accepts or refunds it. */
export const HeldNotice = ({ className = '' }: { className?: string }) => (
  <StateNotice
    label={ordersCopy.orders.status.held}
    text={ordersCopy.sslcommerz.held}
    tone="bg-amber-100 text-amber-900"
    className={className}
  />
);

/** "Pay within 12:34": a timer (read on demand, not announced every second). */
export function TimeLeft({ text, className = '' }: { text: string; className?: string }) {
  return (
    <p role="timer" className={`text-sm font-medium tabular-nums text-amber-800 ${className}`}>
      {text}
    </p>
  );
}

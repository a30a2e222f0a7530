import { ordersCopy, type OrderEvent, type OrderEventType } from '@cps/domain';

const { orders } = ordersCopy;

/** "2 Dec 2026, 14:05:09" in the reader's own locale and time zone. */
export function formatEventTime(at: number): string {
  return new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
}

/** Who did it: the person's email, or the system's job name, after what kind of actor it is. */
export function eventActor(event: Pick<OrderEvent, 'by' | 'who'>): string {
  const kind = orders.actors[event.by] ?? event.by;
  return event.who ? `${kind} (${event.who})` : kind;
}

/**
 * An order's history, oldest first: what happened, when (local date and time) and by
 * whom or by which system. The same list in the admin's order details and in My Orders.
 */
export function OrderTimeline({
  timeline,
  notes,
}: {
  timeline: readonly OrderEvent[] | undefined;
  /** A line under each event of a type (the buyer's page: the tracking code under Shipped). */
  notes?: Partial<Record<OrderEventType, string>>;
}) {
  const events = [...(timeline ?? [])].sort((a, b) => a.at - b.at);
  return (
    <section aria-label={orders.timeline}>
      <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
        {orders.timeline}
      </h3>
      {events.length === 0 ? (
        <p className="text-sm text-slate-600">{orders.noHistory}</p>
      ) : (
        <ol className="relative space-y-3 border-l border-slate-200 pl-4">
          {events.map((event, index) => (
            <li key={`${event.type}-${event.at}-${index}`} className="relative">
              <span
                aria-hidden="true"
                className="absolute -left-[21px] top-1.5 h-2.5 w-2.5 rounded-full bg-brand-600"
              />
              <p className="font-medium text-ink">{orders.events[event.type] ?? event.type}</p>
              <p className="text-sm text-slate-600">
                <time dateTime={new Date(event.at).toISOString()}>{formatEventTime(event.at)}</time>
                {' · '}
                <span className="[overflow-wrap:anywhere]">{eventActor(event)}</span>
              </p>
              {notes?.[event.type] && (
                <p className="text-sm text-ink [overflow-wrap:anywhere]">{notes[event.type]}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

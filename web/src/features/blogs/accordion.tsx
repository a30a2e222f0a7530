import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * The WAI-ARIA accordion pattern: each header is a button (aria-expanded, aria-controls) inside
 * a heading; each panel is a region labelled by its header. One panel open at a time, and the
 * open one closes on a second click (spec §9). ArrowDown/ArrowUp move between headers (wrapping),
 * Home and End go to the first and last.
 */
export function Accordion({
  items,
  defaultOpenId = null,
}: {
  items: readonly AccordionItem[];
  defaultOpenId?: string | null;
}) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const headers = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const targets: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!Object.hasOwn(targets, event.key)) return;
    event.preventDefault();
    headers.current[targets[event.key] ?? index]?.focus();
  }

  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item, index) => {
        const open = openId === item.id;
        const headerId = `${baseId}-header-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id}>
            <h2 className="text-base sm:text-lg">
              <button
                ref={(element) => {
                  headers.current[index] = element;
                }}
                id={headerId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(event) => moveFocus(event, index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-slate-50 focus-visible:-outline-offset-4 sm:px-6"
              >
                <span>{item.title}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  fill="currentColor"
                  className={`h-5 w-5 shrink-0 text-brand-600 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
                >
                  <path d="M5.2 7.2a1 1 0 011.4 0L10 10.6l3.4-3.4a1 1 0 111.4 1.4l-4.1 4.1a1 1 0 01-1.4 0L5.2 8.6a1 1 0 010-1.4z" />
                </svg>
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={headerId}
              hidden={!open}
              className="space-y-3 px-5 pb-6 leading-relaxed text-slate-700 sm:px-6"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}

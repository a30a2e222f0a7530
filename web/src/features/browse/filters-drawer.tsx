import { messages } from '@cps/domain';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { buttonClass } from '@/components/form';

const { catalogue } = messages;

/** Tailwind's `lg`, from where the filters are a sidebar. */
const wideScreen = '(min-width: 64rem)';

/**
 * The filters on a phone: a sheet from the left on the native modal <dialog>, so focus moves in
 * and stays there and Escape closes it (the browser does both). Closing by Escape, the close
 * button, Show results or a click on the backdrop calls onClose, and focus goes back to `opener`.
 */
export function FiltersDrawer({
  open,
  onClose,
  opener,
  children,
}: {
  open: boolean;
  onClose: () => void;
  opener: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
    // However it closed (Escape closes it before React hears of it), focus goes back.
    if (!open && wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open, opener]);

  // Wide enough for the sidebar: the drawer is not needed (and a hidden modal would leave the
  // page behind it inert).
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(wideScreen);
    const closeIfWide = () => wide.matches && onClose();
    closeIfWide();
    wide.addEventListener('change', closeIfWide);
    return () => wide.removeEventListener('change', closeIfWide);
  }, [open, onClose]);

  return (
    <dialog
      ref={ref}
      aria-labelledby="filters-drawer-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-80 max-w-[85vw] overflow-y-auto overscroll-contain bg-white p-0 shadow-2xl backdrop:bg-black/40 lg:hidden"
    >
      {open && (
        <div className="flex min-h-full flex-col">
          <div className="sticky top-0 z-10 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3">
            <h2 id="filters-drawer-title" className="text-lg font-bold text-ink">
              {catalogue.filters}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={catalogue.closeFilters}
              className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-ink"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          <div className="flex-1 px-4 py-4">{children}</div>
          <div className="sticky bottom-0 border-t border-slate-200 bg-white px-4 py-3">
            <button type="button" onClick={onClose} className={`${buttonClass} w-full`}>
              {catalogue.showResults}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}

import { copy } from '@cps/domain';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { buttonClass } from '@/components/form';
import { CloseButton, ModalDialog } from '@/components/modal';

const { catalogue } = copy;

/** Tailwind's `lg`, from where the filters are a sidebar. */
export const wideScreen = '(min-width: 64rem)';

/**
 * The filters on a phone: a sheet from the left on the shared modal <dialog> (components/modal).
 * Closing by Escape, the close button, Show results or a click on the backdrop calls onClose,
 * and focus goes back to `opener`.
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
  const titleId = useId();
  const wasOpen = useRef(false);

  // However it closed (Escape closes it before React hears of it), focus goes back. This runs
  // after the dialog's own effect has closed it.
  useEffect(() => {
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
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-80 max-w-[85vw] overflow-y-auto overscroll-contain bg-white p-0 shadow-2xl backdrop:bg-black/40 lg:hidden"
    >
      <div className="flex min-h-full flex-col">
        <div className="sticky top-0 z-10 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3">
          <h2 id={titleId} className="text-lg font-bold text-ink">
            {catalogue.filters}
          </h2>
          <CloseButton onClick={onClose} label={catalogue.closeFilters} className="p-2" />
        </div>
        {/* Rendered only while open: the page's first render makes one filters form, not two. */}
        <div className="flex-1 px-4 py-4">{open && children}</div>
        <div className="sticky bottom-0 border-t border-slate-200 bg-white px-4 py-3">
          <button type="button" onClick={onClose} className={`${buttonClass} w-full`}>
            {catalogue.showResults}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

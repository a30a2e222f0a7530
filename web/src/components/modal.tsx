import { useEffect, useId, useRef, type ReactNode } from 'react';
import { crossPath, LineIcon } from './icon';

/**
 * The native modal <dialog> under every overlay here (Modal, the browse page's filters drawer):
 * shown while `open`, so focus moves in and stays there and Escape closes it (the browser does
 * both); its content is mounted only then. Escape or a click on the backdrop calls onClose.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The id of the heading that names the dialog. */
  labelledBy: string;
  className: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={className}
    >
      {open && children}
    </dialog>
  );
}

/** A dialog's × button. */
export function CloseButton({
  onClick,
  label = 'Close',
  className = 'p-1',
}: {
  onClick: () => void;
  label?: string;
  /** Its padding (the hit area around the 20 px cross). */
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`rounded-md text-slate-500 hover:bg-slate-100 hover:text-ink ${className}`}
    >
      <LineIcon className="h-5 w-5">{crossPath}</LineIcon>
    </button>
  );
}

/**
 * A modal with a title and a close button. Closing by Escape, the close button or a click on the
 * backdrop calls onClose.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl p-0 shadow-2xl backdrop:bg-black/40"
    >
      <div className="p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold text-ink">
            {title}
          </h2>
          <CloseButton onClick={onClose} />
        </div>
        {children}
      </div>
    </ModalDialog>
  );
}

// Confirmation dialogs of spec §8 on sweetalert2, loaded only when a dialog is first needed.

export interface ConfirmTexts {
  title: string;
  text: string;
  confirm: string;
  done: string;
}

/** Asks; resolves true when confirmed. */
export async function confirmAction(texts: ConfirmTexts): Promise<boolean> {
  const { default: Swal } = await import('sweetalert2');
  const result = await Swal.fire({
    title: texts.title,
    text: texts.text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: texts.confirm,
    confirmButtonColor: '#0284c7',
    cancelButtonColor: '#dc2626',
    focusCancel: true,
  });
  return result.isConfirmed;
}

/** The closing message once the action succeeded (e.g. 'Canceled!', 'Deleted!'). */
export async function announceDone(texts: ConfirmTexts, detail?: string): Promise<void> {
  const { default: Swal } = await import('sweetalert2');
  await Swal.fire({ title: texts.done, text: detail, icon: 'success', timer: 1500 });
}

import { documentsCopy, invoiceFileName, type Order } from '@cps/domain';
import { useState } from 'react';
import { apiFile } from '@/infra/api';
import { saveFile } from '@/lib/save-file';

/**
 * "Download invoice" of a paid order (one with an invoice number; nothing otherwise): fetches
 * GET /order/{id}/invoice as the signed-in caller and saves the PDF.
 */
export function InvoiceDownload({ order }: { order: Pick<Order, '_id' | 'invoiceNumber'> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { invoiceNumber } = order;
  if (!invoiceNumber) return null;
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      saveFile(await apiFile(`/order/${order._id}/invoice`), invoiceFileName(invoiceNumber));
    } catch {
      setError(documentsCopy.invoice.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-1 text-sm">
      <button
        type="button"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy}
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 disabled:opacity-60"
      >
        {busy ? documentsCopy.invoice.downloading : documentsCopy.invoice.download}
      </button>
      {error && (
        <p role="alert" className="mt-0.5 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

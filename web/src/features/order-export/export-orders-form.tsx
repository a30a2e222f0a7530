import {
  dhakaDay,
  documentsCopy,
  lastDays,
  orderExportFileName,
  overviewWindow,
  parseExportRange,
  type ExportRange,
} from '@cps/domain';
import { useId, useState } from 'react';
import { inputClass, labelClass, secondaryButtonClass } from '@/components/form';
import { ApiError } from '@/infra/api';
import { saveFile } from '@/lib/save-file';
import { fetchOrdersCsv } from './order-export-api';

const m = documentsCopy.orderExport;

export interface ExportOrdersFormProps {
  /** How many of the shop's days, ending today, the form starts with (30). */
  days?: number;
  /** Classes for the form's frame, so a page can place it. */
  className?: string;
  /** Fetches the file (the API as the signed-in admin; a stand-in in tests). */
  download?: (range: ExportRange) => Promise<Blob>;
}

/**
 * The accountant's export (admin): a "from" and a "to" day of the shop (Dhaka), the last 30 days
 * to start with, and Download, which saves every order placed in those days as a CSV file. The
 * range is checked here by the rules the API applies, and the API's refusal is shown as it says.
 */
export function ExportOrdersForm({
  days = overviewWindow.days,
  className = '',
  download = fetchOrdersCsv,
}: ExportOrdersFormProps) {
  const [range, setRange] = useState<ExportRange>(() => lastDays(dhakaDay(Date.now()), days));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const fromId = useId();
  const toId = useId();
  const errorId = useId();

  const submit = async () => {
    const checked = parseExportRange(new URLSearchParams({ ...range }));
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      saveFile(await download(checked.value), orderExportFileName(checked.value));
    } catch (caught) {
      // A refusal of the API says what to change; anything else is a failed download.
      setError(caught instanceof ApiError && caught.status === 400 ? caught.message : m.failed);
    } finally {
      setBusy(false);
    }
  };

  const dayInput = (id: string, name: keyof ExportRange, label: string) => (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        name={name}
        required
        value={range[name]}
        max={name === 'from' ? range.to : undefined}
        min={name === 'to' ? range.from : undefined}
        onChange={(event) => setRange((current) => ({ ...current, [name]: event.target.value }))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
      />
    </div>
  );

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      className={`rounded-lg border border-slate-200 bg-white p-4 ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit();
      }}
    >
      <h2 id={headingId} className="text-base font-semibold text-ink">
        {m.title}
      </h2>
      <p className="mb-3 text-sm text-slate-600">{m.hint}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {dayInput(fromId, 'from', m.from)}
        {dayInput(toId, 'to', m.to)}
        <button type="submit" className={secondaryButtonClass} disabled={busy} aria-busy={busy}>
          {busy ? m.downloading : m.download}
        </button>
      </div>
      <p
        id={errorId}
        role={error ? 'alert' : undefined}
        className="mt-2 text-sm text-red-600 empty:hidden"
      >
        {error}
      </p>
    </form>
  );
}

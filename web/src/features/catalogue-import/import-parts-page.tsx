import { catalogueImportCopy, type ImportProblemLine } from '@cps/domain';
import { useId, useRef, useState } from 'react';
import { buttonClass, labelClass, secondaryButtonClass } from '@/components/form';
import { Spinner } from '@/components/spinner';
import { fetchCatalogueCsv, sendChunk } from './import-api';
import { runImport, type ImportOutcome, type ImportProgress, type SendChunk } from './run-import';
import { saveFile } from '@/lib/save-file';

const m = catalogueImportCopy;

type State =
  | { step: 'idle' }
  | { step: 'reading' }
  | { step: 'running'; progress: ImportProgress }
  | { step: 'finished'; outcome: ImportOutcome }
  | { step: 'failed'; message: string };

/** The file's text (FileReader: every browser, and jsdom, has it). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(m.failed));
    reader.readAsText(file);
  });
}

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : m.failed;

function Progress({ progress }: { progress: ImportProgress }) {
  const id = useId();
  const text = (progress.phase === 'checking' ? m.checked : m.imported)(
    progress.done,
    progress.total,
  );
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClass}>
        {m.progressLabel}
      </label>
      <progress
        id={id}
        max={progress.total}
        value={progress.done}
        aria-valuetext={text}
        className="h-3 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600 [&::-moz-progress-bar]:bg-brand-600"
      />
      <p role="status" className="text-sm text-slate-700">
        {text}
      </p>
    </div>
  );
}

function ProblemTable({ problems, titleId }: { problems: ImportProblemLine[]; titleId: string }) {
  return (
    // Focusable, so that a keyboard can scroll a long list.
    <div
      className="max-h-96 overflow-auto rounded-lg border border-red-200"
      tabIndex={0}
      role="region"
      aria-labelledby={titleId}
    >
      <table className="w-full text-left text-sm" aria-labelledby={titleId}>
        <thead className="sticky top-0 bg-red-50 text-red-900">
          <tr>
            <th scope="col" className="w-20 px-3 py-2">
              {m.line}
            </th>
            <th scope="col" className="px-3 py-2">
              {m.reason}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-red-100 bg-white">
          {problems.map((problem) => (
            <tr key={`${problem.line}:${problem.message}`}>
              <td className="px-3 py-1.5 font-mono tabular-nums">{problem.line}</td>
              <td className="break-words px-3 py-1.5">{problem.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Outcome({ outcome }: { outcome: ImportOutcome }) {
  const titleId = useId();
  if (outcome.kind === 'done') {
    return (
      <p
        role="status"
        className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 font-medium text-green-800"
      >
        {m.done(outcome.created, outcome.updated)}
      </p>
    );
  }
  const title =
    outcome.kind === 'problems'
      ? m.problemsTitle(outcome.problems.length)
      : m.partial(outcome.imported, outcome.rows);
  return (
    <div className="space-y-2">
      <p id={titleId} role="alert" className="font-semibold text-red-700">
        {title}
      </p>
      <ProblemTable problems={outcome.problems} titleId={titleId} />
    </div>
  );
}

function ExportButton({ download }: { download: () => Promise<Blob> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const exportCsv = async () => {
    setBusy(true);
    setError(null);
    try {
      saveFile(await download(), 'catalogue.csv');
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : m.exportFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={() => void exportCsv()}
        disabled={busy}
      >
        {busy && <Spinner label={m.exporting} />}
        {m.export}
      </button>
      <p role={error ? 'alert' : undefined} className="mt-1 text-sm text-red-600 empty:hidden">
        {error}
      </p>
    </div>
  );
}

/**
 * The owner's catalogue import (admin): a CSV file is checked whole, chunk by chunk (a dry run
 * of POST /parts/import), with a progress bar; every bad row is listed by its line in the file
 * and nothing is written until the file is clean; then it is imported chunk by chunk. The export
 * downloads the catalogue in the same columns.
 */
export function ImportPartsPage({
  send = sendChunk,
  download = fetchCatalogueCsv,
}: {
  send?: SendChunk;
  download?: () => Promise<Blob>;
}) {
  const [state, setState] = useState<State>({ step: 'idle' });
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const busy = state.step === 'reading' || state.step === 'running';

  const start = async () => {
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setFileError(m.chooseFileFirst);
      fileInput.current?.focus();
      return;
    }
    setFileError(null);
    setState({ step: 'reading' });
    try {
      const text = await readText(file);
      const outcome = await runImport(text, send, (progress) =>
        setState({ step: 'running', progress }),
      );
      setState({ step: 'finished', outcome });
    } catch (error) {
      setState({ step: 'failed', message: errorText(error) });
    }
  };

  return (
    <section aria-labelledby="import-parts-heading" className="max-w-3xl space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <h1 id="import-parts-heading" className="text-2xl font-bold text-ink">
          {m.title}
        </h1>
        <ExportButton download={download} />
      </div>
      <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <p className="text-sm text-slate-700">{m.intro}</p>
        <form
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) void start();
          }}
        >
          <div className="min-w-0 flex-1">
            <label htmlFor={fileId} className={labelClass}>
              {m.chooseFile}
            </label>
            <input
              id={fileId}
              ref={fileInput}
              type="file"
              accept=".csv,text/csv"
              disabled={busy}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${fileId}-error` : undefined}
              onChange={() => setFileError(null)}
              className="w-full cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-600 shadow-sm file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-brand-700 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500"
            />
          </div>
          <button type="submit" className={buttonClass} disabled={busy}>
            {busy && <Spinner label={m.working} />}
            {m.check}
          </button>
        </form>
        <p
          id={`${fileId}-error`}
          role={fileError ? 'alert' : undefined}
          className="text-sm text-red-600 empty:hidden"
        >
          {fileError}
        </p>
        <div aria-live="polite" className="space-y-4">
          {state.step === 'reading' && <Spinner label={m.reading} />}
          {state.step === 'running' && <Progress progress={state.progress} />}
          {state.step === 'finished' && <Outcome outcome={state.outcome} />}
          {state.step === 'failed' && (
            <p role="alert" className="font-medium text-red-700">
              {state.message}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

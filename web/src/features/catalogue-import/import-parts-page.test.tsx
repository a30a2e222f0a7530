import { catalogueImportCopy, type CatalogueImportReport } from '@cps/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImportPartsPage } from './import-parts-page';

const m = catalogueImportCopy;
const header = 'name,price';
const csvFile = (lines: string[]) =>
  new File([[header, ...lines].join('\n')], 'parts.csv', { type: 'text/csv' });

afterEach(() => vi.restoreAllMocks());

function setup(send: (csv: string, dryRun: boolean) => Promise<CatalogueImportReport>) {
  const download = vi.fn(async () => new Blob(['name\n'], { type: 'text/csv' }));
  render(<ImportPartsPage send={send} download={download} />);
  const user = userEvent.setup();
  const choose = (file: File) => user.upload(screen.getByLabelText(m.chooseFile), file);
  const start = () => user.click(screen.getByRole('button', { name: m.check }));
  return { user, choose, start, download };
}

const report = (csv: string, dryRun: boolean): CatalogueImportReport => {
  const rows = csv.trim().split('\n').length - 1;
  return { dryRun, rows, created: rows, updated: 0, problems: [] };
};

describe('ImportPartsPage', () => {
  it('asks for a file before anything is sent', async () => {
    const send = vi.fn(report);
    const { start } = setup(async (...args) => send(...args));
    await start();
    expect(await screen.findByText(m.chooseFileFirst)).toBeInTheDocument();
    expect(screen.getByLabelText(m.chooseFile)).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('lists every bad row by line and reason, and writes nothing', async () => {
    const send = vi.fn(async (csv: string, dryRun: boolean) => ({
      ...report(csv, dryRun),
      problems: csv.includes('Bad') ? [{ line: 3, message: 'Price is Required' }] : [],
    }));
    const { choose, start } = setup(send);
    await choose(csvFile(['Good,1', 'Bad,', 'Good,2']));
    await start();
    const alert = await screen.findByText(m.problemsTitle(2));
    expect(alert).toHaveAttribute('role', 'alert');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '3Price is Required',
      `4${m.nameRepeated('Good', 2)}`,
    ]);
    expect(send.mock.calls.every(([, dryRun]) => dryRun)).toBe(true);
  });

  it('checks, then imports with a progress bar, then sums up what it created and updated', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send = vi.fn(async (csv: string, dryRun: boolean) => {
      if (!dryRun) await gate;
      return { ...report(csv, dryRun), created: 1, updated: 1 };
    });
    const { choose, start } = setup(send);
    await choose(csvFile(['A,1', 'B,2']));
    await start();
    const bar = await screen.findByRole('progressbar', { name: m.progressLabel });
    expect(bar).toHaveAttribute('max', '2');
    expect(screen.getByText(m.imported(0, 2))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(m.check) })).toBeDisabled();
    release();
    expect(await screen.findByText(m.done(1, 1))).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("shows the server's refusal when a chunk cannot be sent", async () => {
    const { choose, start } = setup(async () => {
      throw new Error('The request body is too large.');
    });
    await choose(csvFile(['A,1']));
    await start();
    expect(await screen.findByRole('alert')).toHaveTextContent('The request body is too large.');
  });

  it('Export downloads the catalogue as catalogue.csv', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:catalogue');
    URL.revokeObjectURL = vi.fn();
    const { user, download } = setup(
      vi.fn(async (csv: string, dryRun: boolean) => report(csv, dryRun)),
    );
    await user.click(screen.getByRole('button', { name: m.export }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(download).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('catalogue.csv');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:catalogue');
  });
});

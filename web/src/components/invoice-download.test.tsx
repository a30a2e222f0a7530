import { documentsCopy } from '@cps/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFile } from '@/infra/api';
import { InvoiceDownload } from './invoice-download';

vi.mock('@/infra/api', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  apiFile: vi.fn(),
}));

const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:invoice');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
  vi.mocked(apiFile).mockReset();
});

describe('InvoiceDownload', () => {
  it('shows nothing for an order without an invoice number', () => {
    const { container } = render(<InvoiceDownload order={{ _id: 'o1' }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('fetches the PDF as the caller and saves it under the invoice number, busy meanwhile', async () => {
    let answer: (blob: Blob) => void = () => undefined;
    vi.mocked(apiFile).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<InvoiceDownload order={{ _id: 'o1', invoiceNumber: '2026-27/000009' }} />);
    await userEvent.click(screen.getByRole('button', { name: documentsCopy.invoice.download }));
    expect(screen.getByRole('button', { name: documentsCopy.invoice.downloading })).toBeDisabled();
    expect(apiFile).toHaveBeenCalledWith('/order/o1/invoice');
    answer(new Blob(['%PDF-'], { type: 'application/pdf' }));
    expect(
      await screen.findByRole('button', { name: documentsCopy.invoice.download }),
    ).toBeEnabled();
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('invoice-2026-27-000009.pdf');
    expect(link.href).toBe('blob:invoice');
    click.mockRestore();
  });

  it('says so when the download fails, and may be tried again', async () => {
    vi.mocked(apiFile).mockRejectedValue(new Error('Network down'));
    render(<InvoiceDownload order={{ _id: 'o1', invoiceNumber: '2026-27/000009' }} />);
    await userEvent.click(screen.getByRole('button', { name: documentsCopy.invoice.download }));
    expect(await screen.findByRole('alert')).toHaveTextContent(documentsCopy.invoice.failed);
    expect(screen.getByRole('button', { name: documentsCopy.invoice.download })).toBeEnabled();
  });
});

import { ApiError } from '@/infra/api';
import { saveAccessToken } from '@/infra/access-token';
import { documentsCopy, type ExportRange } from '@cps/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExportOrdersForm } from './export-orders-form';

const m = documentsCopy.orderExport;

const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;
let click: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // 2026-11-29 01:00 in Dhaka is still the 28th in UTC: the form's days are the shop's.
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 28, 19), toFake: ['Date'] });
  URL.createObjectURL = vi.fn(() => 'blob:orders');
  URL.revokeObjectURL = vi.fn();
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  click.mockRestore();
  vi.useRealTimers();
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
});

const fromInput = () => screen.getByLabelText(m.from);
const toInput = () => screen.getByLabelText(m.to);
const setDay = (input: HTMLElement, day: string) =>
  fireEvent.change(input, { target: { value: day } });

describe('ExportOrdersForm', () => {
  it("starts at the shop's last 30 days, today included", () => {
    render(<ExportOrdersForm download={vi.fn()} />);
    expect(fromInput()).toHaveValue('2026-10-31');
    expect(toInput()).toHaveValue('2026-11-29');
  });

  it('downloads the chosen days, busy meanwhile, and saves the file under their names', async () => {
    let answer: (blob: Blob) => void = () => undefined;
    const download = vi.fn((_: ExportRange) => new Promise<Blob>((resolve) => (answer = resolve)));
    render(<ExportOrdersForm download={download} />);
    setDay(fromInput(), '2026-11-01');
    setDay(toInput(), '2026-11-15');
    await userEvent.click(screen.getByRole('button', { name: m.download }));
    expect(download).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-15' });
    const busy = screen.getByRole('button', { name: m.downloading });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    answer(new Blob(['Order ID\r\n'], { type: 'text/csv' }));
    expect(await screen.findByRole('button', { name: m.download })).toBeEnabled();
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('orders-2026-11-01-to-2026-11-15.csv');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a range the API would refuse, without asking it', async () => {
    const download = vi.fn();
    render(<ExportOrdersForm download={download} />);
    setDay(fromInput(), '2026-11-20');
    setDay(toInput(), '2026-11-10');
    await userEvent.click(screen.getByRole('button', { name: m.download }));
    expect(screen.getByRole('alert')).toHaveTextContent(m.fromAfterTo);
    expect(fromInput()).toHaveAttribute('aria-invalid', 'true');
    setDay(fromInput(), '2024-01-01');
    await userEvent.click(screen.getByRole('button', { name: m.download }));
    expect(screen.getByRole('alert')).toHaveTextContent(m.tooLong(366));
    setDay(fromInput(), '');
    await userEvent.click(screen.getByRole('button', { name: m.download }));
    expect(screen.getByRole('alert')).toHaveTextContent(m.badDay('from'));
    expect(download).not.toHaveBeenCalled();
  });

  it("shows the API's refusal as it says, and a failed download as one, and may try again", async () => {
    const download = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'Export at most 366 days at once.'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Blob(['x']));
    render(<ExportOrdersForm download={download} />);
    const button = () => screen.getByRole('button', { name: m.download });
    await userEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('Export at most 366 days at once.');
    await userEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(m.failed);
    await userEvent.click(button());
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("asks GET /api/admin/orders/export with the admin's login token", async () => {
    saveAccessToken('admin-login-token');
    const fetchMock = vi
      .fn()
      .mockResolvedValue(
        new Response('Order ID\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
      );
    vi.stubGlobal('fetch', fetchMock);
    render(<ExportOrdersForm />);
    await userEvent.click(screen.getByRole('button', { name: m.download }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/orders/export?from=2026-10-31&to=2026-11-29');
    expect(init.headers).toMatchObject({ authorization: 'Bearer admin-login-token' });
  });
});

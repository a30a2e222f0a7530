import { payCopy } from '@cps/domain';
import { act, renderHook } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmAction } from '@/components/confirm';
import { api, ApiError } from '@/infra/api';
import { useOrderAction, type OrderAction } from './use-order-action';

vi.mock('@/infra/api', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  api: vi.fn(),
}));
vi.mock('@/components/confirm', () => ({ confirmAction: vi.fn(), announceDone: vi.fn() }));

afterEach(() => {
  vi.mocked(api).mockReset();
  vi.mocked(confirmAction).mockReset();
  vi.restoreAllMocks();
});

const order = { _id: 'o/1', name: 'Corsair RM850x PSU' };

async function run(action: OrderAction, confirmed = true) {
  vi.mocked(confirmAction).mockResolvedValue(confirmed);
  const success = vi.spyOn(toast, 'success');
  const error = vi.spyOn(toast, 'error');
  const { result } = renderHook(() => useOrderAction());
  await act(() => result.current.run(action, order));
  return { success, error, pending: result.current.pending };
}

describe("the admin's steps on an order", () => {
  it.each([
    ['confirm', '/orders/o%2F1/cod/confirm'],
    ['collect', '/orders/o%2F1/cod/collect'],
    ['refuse', '/orders/o%2F1/cod/refuse'],
    ['accept', '/orders/o%2F1/payment/accept'],
    ['refund', '/orders/o%2F1/payment/refund'],
  ] as const)('%s posts to %s and says what it did', async (action, path) => {
    vi.mocked(api).mockResolvedValueOnce({ acknowledged: true });
    const { success, pending } = await run(action);
    expect(api).toHaveBeenCalledWith('POST', path);
    expect(success).toHaveBeenCalledWith(payCopy.orderActions.done[action](order.name));
    expect(pending).toBeNull();
  });

  it.each([
    ['restock', true],
    ['writeOff', false],
  ] as const)(
    '%s of a returned parcel posts resaleable %s, after asking',
    async (action, resaleable) => {
      vi.mocked(api).mockResolvedValueOnce({ acknowledged: true });
      const { success } = await run(action);
      expect(confirmAction).toHaveBeenCalledWith(payCopy.orderActions.dialogs[action]);
      expect(api).toHaveBeenCalledWith('POST', '/orders/o%2F1/courier/return', { resaleable });
      expect(success).toHaveBeenCalledWith(payCopy.orderActions.done[action](order.name));
    },
  );

  it('asks first where the step cannot be undone, and a No does nothing', async () => {
    await run('collect', false);
    expect(confirmAction).toHaveBeenCalledWith(payCopy.orderActions.dialogs.collect);
    await run('refuse', false);
    expect(confirmAction).toHaveBeenCalledWith(payCopy.orderActions.dialogs.refuse);
    await run('accept', false);
    expect(confirmAction).toHaveBeenCalledWith(payCopy.orderActions.dialogs.accept);
    await run('refund', false);
    expect(confirmAction).toHaveBeenCalledWith(payCopy.orderActions.dialogs.refund);
    expect(api).not.toHaveBeenCalled();
  });

  it('confirming the call asks nothing', async () => {
    vi.mocked(api).mockResolvedValueOnce({ acknowledged: true });
    await run('confirm');
    expect(confirmAction).not.toHaveBeenCalled();
    expect(api).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal, or a plain failure", async () => {
    vi.mocked(api).mockRejectedValueOnce(new ApiError(409, 'Only a shipped order can be refused.'));
    const refused = await run('refuse');
    expect(refused.error).toHaveBeenCalledWith('Only a shipped order can be refused.');
    expect(refused.success).not.toHaveBeenCalled();
    vi.mocked(api).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const failed = await run('confirm');
    expect(failed.error).toHaveBeenCalledWith(payCopy.orderActions.failed(order.name));
  });
});

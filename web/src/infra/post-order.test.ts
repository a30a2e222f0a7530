import { checkoutCopy, messages } from '@cps/domain';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/infra/api';
import { busyRetryMs, postOrder } from './post-order';

vi.mock('@/infra/api', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  api: vi.fn(),
}));
vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

const busy = () => new ApiError(409, checkoutCopy.busy.refusal);
const body = { partId: 'p1', quanity: 1 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.resetAllMocks();
});

/** Posts, letting the retry's pause pass. */
async function place(onRefused?: (message: string) => void) {
  const placed = postOrder('/orders', body, 'Ryzen', onRefused);
  await vi.advanceTimersByTimeAsync(busyRetryMs.max);
  return placed;
}

describe('postOrder', () => {
  it('tries a busy answer once more after a pause, and places the order', async () => {
    vi.mocked(api).mockRejectedValueOnce(busy()).mockResolvedValueOnce({ insertedId: 'o1' });
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const placed = postOrder('/orders', body, 'Ryzen');
    await vi.advanceTimersByTimeAsync(busyRetryMs.max - 1);
    expect(api).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(placed).resolves.toBe('o1');
    expect(api).toHaveBeenCalledTimes(2);
    expect(api).toHaveBeenLastCalledWith('POST', '/orders', body);
    expect(toast.success).toHaveBeenCalledWith(messages.success.orderPlaced('Ryzen'));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('busy twice: says what to do, without a third try', async () => {
    vi.mocked(api).mockRejectedValue(busy());
    const onRefused = vi.fn();
    await expect(place(onRefused)).resolves.toBeUndefined();
    expect(api).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenCalledWith(checkoutCopy.busy.orderNotPlaced);
    expect(onRefused).toHaveBeenCalledWith(checkoutCopy.busy.orderNotPlaced);
  });

  it('never tries a real refusal again: it shows the server’s message', async () => {
    vi.mocked(api).mockRejectedValue(new ApiError(409, messages.validation.quantityAboveStock));
    await expect(place()).resolves.toBeUndefined();
    expect(api).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(messages.validation.quantityAboveStock);
  });
});

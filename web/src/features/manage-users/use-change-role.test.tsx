import { accountsCopy, messages } from '@cps/domain';
import { act, renderHook } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/infra/api';
import { useChangeRole } from './use-users';

// Make Admin's answers to a refusal: the server's message is what the admin reads (an
// unverified email is refused with 409 and says why).
vi.mock('@/infra/api', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  api: vi.fn(),
}));
vi.mock('@/infra/live-page', () => ({ useKeptPage: vi.fn(), useLivePage: vi.fn() }));

afterEach(() => vi.restoreAllMocks());

async function changeWith(answer: () => Promise<unknown>, email: string, admin: boolean) {
  vi.mocked(api).mockImplementationOnce(answer as never);
  const error = vi.spyOn(toast, 'error');
  const success = vi.spyOn(toast, 'success');
  const { result } = renderHook(() => useChangeRole());
  await act(() => result.current.change(email, admin));
  return { error, success, pending: result.current.pending };
}

describe('useChangeRole', () => {
  it("shows the server's refusal of an unverified email, not a success", async () => {
    const email = 'colleague@example.com';
    const refusal = accountsCopy.roles.emailNotVerified(email);
    const { error, success, pending } = await changeWith(
      () => Promise.reject(new ApiError(409, refusal)),
      email,
      true,
    );
    expect(error).toHaveBeenCalledWith(refusal);
    expect(success).not.toHaveBeenCalled();
    expect(pending).toBeNull();
  });

  it('shows the last-admin refusal of Delete Admin', async () => {
    const { error } = await changeWith(
      () => Promise.reject(new ApiError(409, accountsCopy.roles.lastAdmin)),
      'boss@example.com',
      false,
    );
    expect(error).toHaveBeenCalledWith(accountsCopy.roles.lastAdmin);
  });

  it('a granted role says so', async () => {
    const email = 'verified@example.com';
    const { success } = await changeWith(
      () => Promise.resolve({ acknowledged: true }),
      email,
      true,
    );
    expect(success).toHaveBeenCalledWith(messages.success.madeAdmin(email));
  });
});

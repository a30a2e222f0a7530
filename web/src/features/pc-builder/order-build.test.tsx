import {
  checkBuild,
  checkoutCopy,
  messages,
  type BuildProblem,
  type Part,
  pcBuildCopy,
} from '@cps/domain';
import { demoParts } from '@cps/fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/infra/api';
import { useRole } from '@/lib/auth/role';
import type { Role } from '@/lib/auth/role-state';
import { renderAt } from '@/test/render-at';
import { OrderBuild } from './order-build';

vi.mock('@/infra/api', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  api: vi.fn(),
}));
vi.mock('@/lib/auth/role', () => ({ useRole: vi.fn() }));

afterEach(() => vi.restoreAllMocks());

const m = checkoutCopy.buildOrders;
const demo = (id: string): Part => {
  const found = demoParts.find((part) => part.id === id)!;
  return { ...found.doc, _id: found.id };
};
const ryzen = demo('amd-ryzen-7-7800x3d');
const b650 = demo('asus-rog-strix-b650-a');
const ddr4 = demo('kingston-fury-beast-ddr4-16gb');
const url = `/pc-builder?cpu=${ryzen._id}&motherboard=${b650._id}`;
const build = { cpu: ryzen._id, motherboard: b650._id };
const parts = { cpu: ryzen, motherboard: b650 };

const customer = {
  status: 'signedIn',
  user: { displayName: 'Rahim', email: 'rahim@example.com' },
  isAdmin: false,
} as unknown as Role;

function show(role: Role, props: { parts?: typeof parts; problems?: BuildProblem[] } = {}) {
  vi.mocked(useRole).mockReturnValue(role);
  const chosen = props.parts ?? parts;
  return renderAt(
    url,
    <OrderBuild
      build={build}
      parts={chosen}
      problems={props.problems ?? checkBuild(chosen)}
      settled
    />,
  );
}

const orderButton = () => screen.getByRole('button', { name: m.order });

describe('Order this build', () => {
  it('is disabled, saying why, without a CPU', () => {
    show(customer, { parts: { motherboard: b650 } as typeof parts });
    expect(orderButton()).toBeDisabled();
    expect(orderButton()).toHaveAccessibleDescription(m.needsCpu);
  });

  it('is disabled, saying why, while the build has an error', () => {
    const clash = { ...parts, memory: ddr4 };
    const problems = checkBuild(clash);
    expect(problems.some((x) => x.severity === 'error')).toBe(true);
    show(customer, { parts: clash, problems });
    expect(orderButton()).toHaveAccessibleDescription(m.hasErrors);
  });

  it('sends a visitor to sign in', async () => {
    const at = show({ status: 'signedOut', user: null, isAdmin: false });
    await userEvent.click(screen.getByRole('button', { name: m.signInToOrder }));
    expect(at.location()).toBe('/login');
  });

  it('checks the fields as the purchase page does, posts the build and opens its payment page', async () => {
    vi.mocked(api).mockResolvedValueOnce({ acknowledged: true, insertedId: 'order-1' });
    const success = vi.spyOn(toast, 'success');
    const at = show(customer);
    await userEvent.click(orderButton());
    await userEvent.click(screen.getByRole('button', { name: messages.purchase.purchase }));
    expect(await screen.findByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Address'), ' Road 7, Dhaka ');
    await userEvent.type(screen.getByLabelText('Phone'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: messages.purchase.purchase }));
    expect(await screen.findByText('Use digits only, e.g. 01711000000')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), '01711000000');
    await userEvent.click(screen.getByRole('button', { name: messages.purchase.purchase }));
    await waitFor(() => expect(at.location()).toBe('/payment/order-1'));
    expect(api).toHaveBeenCalledWith('POST', '/orders/build', {
      parts: build,
      customerPhone: '01711000000',
      customerAddress: 'Road 7, Dhaka',
    });
    expect(success).toHaveBeenCalledWith(
      messages.success.orderPlaced(pcBuildCopy.orderName(ryzen.name)),
    );
  });

  it("toasts the server's refusal and stays on the build", async () => {
    const refusal = m.outOfStock(b650.name);
    vi.mocked(api).mockRejectedValueOnce(new ApiError(409, refusal));
    const error = vi.spyOn(toast, 'error');
    const at = show(customer);
    await userEvent.click(orderButton());
    await userEvent.type(screen.getByLabelText('Address'), 'Road 7, Dhaka');
    await userEvent.type(screen.getByLabelText('Phone'), '01711000000');
    await userEvent.click(screen.getByRole('button', { name: messages.purchase.purchase }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(refusal));
    expect(at.location()).toBe(url);
  });
});

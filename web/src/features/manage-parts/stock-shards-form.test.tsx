import { copy, maxStockShards, type Part } from '@cps/domain';
import { makePart } from '@cps/fixtures';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubModalDialogs } from '@/test/modal-dialogs';
import { EditPartDialog } from './edit-part-dialog';

stubModalDialogs();

const t = copy.catalogue.stockShards;

const part: Part = {
  _id: 'gpu-1',
  ...makePart({ name: 'ASUS Dual GeForce RTX 4060 8GB', availableQuanity: 1200 }),
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function setup(target: Part = part) {
  render(<EditPartDialog part={target} onClose={() => {}} />);
  const user = userEvent.setup();
  const shards = () => screen.getByLabelText(t.label);
  const applyButton = () => screen.getByRole('button', { name: t.apply });
  return { user, shards, applyButton };
}

/** The one request the app sent: its method, path and JSON body. */
function sent() {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  return { method: init?.method, url, body: JSON.parse(String(init?.body)) as unknown };
}

describe('StockShardsForm in the Edit dialog', () => {
  it('shows 1 for a part never split, with every count up to the most, and the hint tied to it', () => {
    const { shards, applyButton } = setup();
    expect(shards()).toHaveValue('1');
    expect(within(shards()).getAllByRole('option')).toHaveLength(maxStockShards);
    expect(within(shards()).getByRole('option', { name: t.option(1) })).toBeInTheDocument();
    expect(shards()).toHaveAccessibleDescription(t.hint);
    // Nothing to apply until the count changes.
    expect(applyButton()).toBeDisabled();
  });

  it("shows a split part's own count", () => {
    const { shards } = setup({ ...part, stockShards: 8 });
    expect(shards()).toHaveValue('8');
  });

  it('sends PUT /part/{id}/stockShards with the chosen count, busy until answered, then says so', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { user, shards, applyButton } = setup();
    await user.selectOptions(shards(), '4');
    // While busy its name also carries the spinner's.
    const button = applyButton();
    await user.click(button);

    expect(sent()).toEqual({
      method: 'PUT',
      url: '/api/part/gpu-1/stockShards',
      body: { stockShards: 4 },
    });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(within(button).getByText(t.applying)).toBeInTheDocument();
    // A second press while busy sends nothing more.
    await user.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(json(200, { acknowledged: true, stockShards: 4, availableQuanity: 1200 }));
    expect(await screen.findByText(t.applied(4, 1200))).toHaveAttribute('role', 'status');
    expect(applyButton()).toBeDisabled();
  });

  it('joins a split part back with 1', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { acknowledged: true, stockShards: 1, availableQuanity: 1200 }),
    );
    const { user, shards, applyButton } = setup({ ...part, stockShards: 8 });
    await user.selectOptions(shards(), t.option(1));
    await user.click(applyButton());
    expect(await screen.findByText(t.applied(1, 1200))).toBeInTheDocument();
    expect(sent().body).toEqual({ stockShards: 1 });
  });

  it("shows the server's refusal and keeps the choice for a retry", async () => {
    const refusal = 'stockShards must be a whole number from 1 to 16.';
    fetchMock.mockResolvedValueOnce(json(400, { message: refusal }));
    const { user, shards, applyButton } = setup();
    await user.selectOptions(shards(), '16');
    await user.click(applyButton());
    expect(await screen.findByText(refusal)).toHaveAttribute('role', 'alert');
    expect(shards()).toHaveValue('16');
    expect(applyButton()).toBeEnabled();
    expect(applyButton()).not.toHaveAttribute('aria-disabled');
  });
});

import {
  bundleDiscountPercent,
  matchesSpecFilters,
  parseSpecFilters,
  type Part,
  pcBuildCopy,
} from '@cps/domain';
import { demoParts } from '@cps/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/test/render-at';
import { stubModalDialogs } from '@/test/modal-dialogs';
import { PcBuilderPage } from './pc-builder-page';
import { useBuildParts, type BuildPartsState } from './use-build-parts';

vi.mock('./use-build-parts', () => ({ useBuildParts: vi.fn() }));

const { page: p, slots } = pcBuildCopy;

const demo: Part[] = demoParts.map(({ id, doc }) => ({ ...doc, _id: id }));
/** A card longer than the demo case takes: a clash the search cannot filter (length is not a filter). */
const longCard: Part = {
  ...demo.find((x) => x._id === 'nvidia-geforce-rtx-4070-super')!,
  _id: 'long-card',
  name: 'Long Card 400 mm',
  specs: {
    chipMaker: 'NVIDIA',
    chip: 'Long',
    vram: 24,
    length: 400,
    tdp: 300,
    recommendedPsu: 750,
  },
};
const catalogue = [...demo, longCard];
const byId = new Map(catalogue.map((part) => [part._id, part]));
const part = (id: string) => byId.get(id)!;
const ryzen = part('amd-ryzen-7-7800x3d');
const b650 = part('asus-rog-strix-b650-a');
const b760 = part('msi-mag-b760-tomahawk');
const ddr5 = part('corsair-vengeance-ddr5-32gb');

// Focus kept inside and Escape are checked in tests/e2e/pc-builder.test.ts.
stubModalDialogs();

/** GET /api/parts as the search engine answers it: the category, its spec filters, a page. */
const api = vi.fn(async (url: string) => {
  const params = new URL(url, 'http://x').searchParams;
  const category = params.get('category') ?? undefined;
  const filters = parseSpecFilters(params, category);
  if (!filters.ok) return new Response(JSON.stringify({ message: filters.error }), { status: 400 });
  const found = catalogue.filter(
    (x) => x.category === category && matchesSpecFilters(x.specs, filters.value),
  );
  return new Response(JSON.stringify(found), {
    headers: { 'X-Total-Count': String(found.length) },
  });
});

beforeEach(() => {
  vi.stubGlobal('fetch', api);
  vi.mocked(useBuildParts).mockImplementation((ids): BuildPartsState => ({
    byId,
    missing: new Set(ids.filter((id) => !byId.has(id))),
    failed: false,
    remember: () => {},
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  api.mockClear();
});

const slot = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
const summary = () => screen.getByRole('region', { name: p.summary });

describe('PcBuilderPage', () => {
  it('shows every slot, the computer first and the extras apart, each to choose', () => {
    renderAt('/pc-builder', <PcBuilderPage />);
    const computer = screen.getByRole('region', { name: p.computer });
    expect(
      within(computer)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      slots.cpu,
      slots.cooler,
      slots.motherboard,
      slots.memory,
      slots.storage,
      slots.gpu,
      slots.psu,
      slots.case,
    ]);
    const extras = screen.getByRole('region', { name: p.extras });
    expect(
      within(extras)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([p.choose.monitor, p.choose.keyboard, p.choose.mouse]);
    expect(within(summary()).getByText(p.nothingChosen)).toBeVisible();
    expect(within(summary()).getByText(p.minimumsNote(4))).toBeVisible();
  });

  it('reads the build from the link: each part with its price and stock, the total with the bundle saving, the wattage', () => {
    renderAt(
      `/pc-builder?cpu=${ryzen._id}&motherboard=${b650._id}&memory=${ddr5._id}`,
      <PcBuilderPage />,
    );
    const cpu = slot(slots.cpu);
    expect(within(cpu).getByText(ryzen.name)).toBeVisible();
    expect(within(cpu).getByText('$389.00')).toBeVisible();
    expect(within(cpu).getByText(p.inStock(40))).toBeVisible();
    // 389 + 229.99 + 109.99 = 728.98; 5% of it is 36.449 → 36.45.
    const totals = within(summary());
    expect(totals.getByText('$728.98')).toBeVisible();
    expect(totals.getByText(p.bundleSaving(bundleDiscountPercent))).toBeVisible();
    expect(totals.getByText('−$36.45')).toBeVisible();
    expect(totals.getByText('$692.53')).toBeVisible();
    expect(totals.getByText(pcBuildCopy.bundleDeal(5))).toBeVisible();
    // 120 W CPU + 100 W for the rest; 30% more is 286 W.
    expect(totals.getByText(p.draw).nextSibling).toHaveTextContent('220 W');
    expect(totals.getByText(p.recommendedPsu).nextSibling).toHaveTextContent('286 W');
    expect(totals.getByText(p.noProblems)).toBeVisible();
  });

  it('says which part of a link is gone or unreadable, and shows the rest', () => {
    renderAt(`/pc-builder?cpu=${ryzen._id}&gpu=sold-out-card&case=__bad__`, <PcBuilderPage />);
    expect(within(slot(slots.gpu)).getByText(p.missing('sold-out-card'))).toBeVisible();
    expect(screen.getByText(p.linkUnread).closest('[role="status"]')).toHaveTextContent(
      p.notAnId(slots.case),
    );
    expect(within(slot(slots.cpu)).getByText(ryzen.name)).toBeVisible();
    expect(within(slot(slots.case)).getByRole('button', { name: p.choose.case })).toBeVisible();
  });

  it('lists only the boards that fit the CPU, asking the search for its socket; showing all, a clash says why and can be chosen anyway', async () => {
    const user = userEvent.setup();
    const { location } = renderAt(`/pc-builder?cpu=${ryzen._id}`, <PcBuilderPage />);
    await user.click(screen.getByRole('button', { name: p.choose.motherboard }));
    const dialog = screen.getByRole('dialog', { name: p.choose.motherboard });
    await within(dialog).findByRole('button', { name: p.pick(b650.name) });
    expect(within(dialog).queryByText(b760.name)).toBeNull();
    const asked = new URL(api.mock.calls.at(-1)![0], 'http://x').searchParams;
    expect(asked.get('category')).toBe('motherboards');
    expect(asked.getAll('spec.socket')).toEqual(['AM5']);

    await user.click(within(dialog).getByRole('switch', { name: p.fitOnly }));
    const anyway = await within(dialog).findByRole('button', { name: p.pickAnywayName(b760.name) });
    const reason = `${ryzen.name} fits socket AM5, but ${b760.name} has socket LGA1700.`;
    expect(anyway).toHaveAccessibleDescription(`${p.clashes} ${reason}`);

    await user.click(anyway);
    expect(location()).toBe(`/pc-builder?cpu=${ryzen._id}&motherboard=${b760._id}`);
    expect(screen.queryByRole('dialog')).toBeNull();
    const problems = within(summary()).getByRole('heading', { name: `${p.errors} (1)` });
    expect(problems.nextSibling).toHaveTextContent(`${p.error}: ${reason}`);
    expect(within(slot(slots.cpu)).getByText(p.slotHasError)).toBeVisible();
    expect(within(slot(slots.motherboard)).getByText(p.slotHasError)).toBeVisible();
  });

  it('hides a part that clashes on what the search cannot filter, says so, and shows it on asking', async () => {
    const user = userEvent.setup();
    const pcCase = part('lian-li-lancool-216');
    renderAt(`/pc-builder?case=${pcCase._id}`, <PcBuilderPage />);
    await user.click(screen.getByRole('button', { name: p.choose.gpu }));
    const dialog = screen.getByRole('dialog', { name: p.choose.gpu });
    await within(dialog).findByRole('button', { name: p.pick(part('amd-radeon-rx-7800-xt').name) });
    expect(within(dialog).queryByText(longCard.name)).toBeNull();
    expect(within(dialog).getByText(p.hidden(1))).toBeVisible();

    await user.click(within(dialog).getByRole('switch', { name: p.fitOnly }));
    const anyway = await within(dialog).findByRole('button', {
      name: p.pickAnywayName(longCard.name),
    });
    expect(anyway).toHaveAccessibleDescription(
      `${p.clashes} ${longCard.name} is 400 mm long, and ${pcCase.name} fits graphics cards up to 392 mm.`,
    );
  });

  it('a slot already chosen marks its part as chosen; Remove empties the slot', async () => {
    const user = userEvent.setup();
    const { location } = renderAt(
      `/pc-builder?cpu=${ryzen._id}&motherboard=${b650._id}`,
      <PcBuilderPage />,
    );
    await user.click(
      screen.getByRole('button', { name: p.changePart(slots.motherboard, b650.name) }),
    );
    const dialog = screen.getByRole('dialog', { name: p.choose.motherboard });
    await within(dialog).findByText(p.chosen);
    expect(within(dialog).queryByRole('button', { name: p.pick(b650.name) })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: p.removePart(b650.name) }));
    expect(location()).toBe(`/pc-builder?cpu=${ryzen._id}`);
  });

  it('storage takes up to four drives, each changed or removed on its own', async () => {
    const user = userEvent.setup();
    const ssd = part('samsung-990-pro-2tb');
    const hdd = part('seagate-barracuda-4tb');
    const { location } = renderAt(`/pc-builder?storage=${ssd._id}`, <PcBuilderPage />);
    await user.click(within(slot(slots.storage)).getByRole('button', { name: p.addDrive }));
    const dialog = screen.getByRole('dialog', { name: p.choose.storage });
    // SSDs first; hard drives a choice away.
    await user.click(within(dialog).getByRole('radio', { name: 'Hard Drives' }));
    await user.click(await within(dialog).findByRole('button', { name: p.pick(hdd.name) }));
    expect(location()).toBe(`/pc-builder?storage=${ssd._id},${hdd._id}`);
    expect(within(slot(slots.storage)).getByText(hdd.name)).toBeVisible();

    // Changing the first drive replaces it in its place; the other stays.
    const wd = part('wd-black-sn770-1tb');
    await user.click(screen.getByRole('button', { name: p.changePart(slots.storage, ssd.name) }));
    await user.click(await screen.findByRole('button', { name: p.pick(wd.name) }));
    expect(location()).toBe(`/pc-builder?storage=${wd._id},${hdd._id}`);
    await user.click(screen.getByRole('button', { name: p.removePart(hdd.name) }));
    expect(location()).toBe(`/pc-builder?storage=${wd._id}`);
  });

  it('copies the link of the build', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt(`/pc-builder?cpu=${ryzen._id}`, <PcBuilderPage />);
    await user.click(screen.getByRole('button', { name: p.copyLink }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/pc-builder?cpu=${ryzen._id}`);
    expect(await screen.findByText(p.copied)).toBeVisible();
  });
});

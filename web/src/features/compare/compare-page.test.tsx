import { copy, type Part } from '@cps/domain';
import { demoParts } from '@cps/fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCompare, toggleCompare, trayItemOf, useCompareTray } from '@/hooks/use-compare-tray';
import { renderAt } from '@/test/render-at';
import { ComparePage } from './compare-page';
import { ready, type ReadState } from '@/lib/read-state';
import type { PartsById } from '@/infra/live-parts';
import { useCompareParts } from './use-compare-parts';

vi.mock('./use-compare-parts', () => ({ useCompareParts: vi.fn() }));
const answer = vi.mocked(useCompareParts);

const { compare } = copy;

function demo(id: string): Part {
  const found = demoParts.find((part) => part.id === id);
  if (!found) throw new Error(`no demo part ${id}`);
  return { ...found.doc, _id: found.id };
}
const ryzen = demo('amd-ryzen-7-7800x3d');
const intel = demo('intel-core-i5-14600k');
const rtx = demo('nvidia-geforce-rtx-4070-super');

/** The hook answers with the parts of `found` among the ids it is asked for. */
function answerWith(found: Part[]) {
  answer.mockImplementation((ids): ReadState<PartsById> =>
    ready({
      parts: found.filter((part) => ids.includes(part._id)),
      missing: ids.filter((id) => !found.some((part) => part._id === id)),
    }),
  );
}

function TrayIds() {
  return (
    <output aria-label="tray">
      {useCompareTray()
        .map((item) => item.id)
        .join(',')}
    </output>
  );
}

const open = (url: string) =>
  renderAt(
    url,
    <>
      <ComparePage />
      <TrayIds />
    </>,
  );

beforeEach(() => {
  answer.mockReset();
});
afterEach(() => clearCompare());

describe('ComparePage', () => {
  it('shows the parts side by side in a table: pictures, names, price, stock, then spec rows', () => {
    answerWith([ryzen, intel]);
    open(`/compare?ids=${ryzen._id},${intel._id}`);

    expect(answer).toHaveBeenCalledWith([ryzen._id, intel._id]);
    const table = screen.getByRole('table', { name: /2 Processors side by side/ });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((c) => c.textContent)).toEqual([
      expect.stringContaining('AMD Ryzen 7 7800X3D'),
      expect.stringContaining('Intel Core i5-14600K'),
    ]);
    expect(within(columns[0]!).getByRole('link', { name: 'AMD Ryzen 7 7800X3D' })).toHaveAttribute(
      'href',
      '/purchase/amd-ryzen-7-7800x3d',
    );
    const row = (label: RegExp) =>
      within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLTableRowElement;
    expect(
      within(row(/^Price/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$389.00', '$289.00']);
    expect(
      within(row(/^Stock/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['40', '55']);
    expect(
      within(row(/^Socket/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['AM5', 'LGA1700']);
    // The groups of a part's specification table, in its order.
    expect(
      within(table)
        .getAllByRole('rowheader')
        .filter((th) => th.getAttribute('scope') === 'rowgroup')
        .map((th) => th.textContent),
    ).toEqual(['Performance', 'Compatibility', 'Power', 'Features']);
  });

  it('marks the rows that differ in their header, in words, and only those', () => {
    answerWith([ryzen, intel]);
    open(`/compare?ids=${ryzen._id},${intel._id}`);
    expect(screen.getByRole('rowheader', { name: `Cores ${compare.differs}` })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: `Socket ${compare.differs}` })).toBeVisible();
    // Both have integrated graphics: the same value, no mark.
    expect(screen.getByRole('rowheader', { name: 'Integrated graphics' })).toBeVisible();
  });

  it('says while loading, with one stand-in column per id', () => {
    answer.mockReturnValue({ status: 'loading' });
    open(`/compare?ids=${ryzen._id},${intel._id},x`);
    const loading = screen.getByRole('status', { name: compare.loading });
    const firstRow = loading.querySelector('tr');
    expect(firstRow?.querySelectorAll('td')).toHaveLength(4);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('names a part that is gone (by the name the tray kept) and shows the rest', () => {
    toggleCompare({
      id: 'sold-and-gone',
      name: 'Old Ryzen 5 3600',
      img: '/x.svg',
      category: 'processors',
    });
    answerWith([ryzen, intel]);
    open(`/compare?ids=${ryzen._id},sold-and-gone,${intel._id},__bad__`);
    expect(screen.getByText(compare.missing('__bad__, Old Ryzen 5 3600', 2))).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });

  it('with fewer than two parts says how to add more and links to their category', () => {
    answerWith([ryzen]);
    open(`/compare?ids=${ryzen._id}`);
    expect(screen.getByText(compare.fewer)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Processors' })).toHaveAttribute(
      'href',
      '/parts?category=processors',
    );
    expect(screen.getAllByRole('columnheader')).toHaveLength(1);
  });

  it('with no ids at all says how to add parts, and reads nothing', () => {
    open('/compare');
    expect(screen.getByText(compare.fewer)).toBeVisible();
    expect(screen.getByRole('link', { name: compare.browse })).toHaveAttribute('href', '/parts');
    expect(answer).not.toHaveBeenCalled();
  });

  it('refuses more than four ids before reading anything, and offers the first four', () => {
    open('/compare?ids=a,b,c,d,e');
    expect(screen.getByRole('alert')).toHaveTextContent(compare.tooMany(5, 4));
    expect(screen.getByRole('link', { name: compare.compareFirst(4) })).toHaveAttribute(
      'href',
      '/compare?ids=a,b,c,d',
    );
    expect(answer).not.toHaveBeenCalled();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('refuses parts of different categories, naming them, and offers each category alone', () => {
    answerWith([ryzen, intel, rtx]);
    open(`/compare?ids=${ryzen._id},${rtx._id},${intel._id}`);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'These parts are of different categories (Processors, Graphics Cards). Only parts of one category can be compared side by side.',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Compare only the Processors (2)' })).toHaveAttribute(
      'href',
      `/compare?ids=${ryzen._id},${intel._id}`,
    );
    expect(
      screen.getByRole('link', { name: 'Compare only the Graphics Cards (1)' }),
    ).toHaveAttribute('href', `/compare?ids=${rtx._id}`);
  });

  it('removing a column drops it from the URL and from the tray', async () => {
    const user = userEvent.setup();
    toggleCompare(trayItemOf(ryzen));
    toggleCompare(trayItemOf(intel));
    answerWith([ryzen, intel]);
    const { location } = open(`/compare?ids=${ryzen._id},${intel._id}`);

    await user.click(screen.getByRole('button', { name: compare.removeColumn(ryzen.name) }));
    expect(location()).toBe(`/compare?ids=${intel._id}`);
    expect(screen.getByRole('status', { name: 'tray' }).textContent).toBe(intel._id);
    expect(screen.getAllByRole('columnheader')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });
});

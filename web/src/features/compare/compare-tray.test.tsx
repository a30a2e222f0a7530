import { copy, type TrayItem } from '@cps/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearCompare, toggleCompare } from '@/hooks/use-compare-tray';
import { renderAt } from '@/test/render-at';
import { CompareTray } from './compare-tray';

const { compare } = copy;

const cpu = (id: string, name: string): TrayItem => ({
  id,
  name,
  img: `/images/parts/${id}.svg`,
  category: 'processors',
});
const ryzen = cpu('amd-ryzen-7-7800x3d', 'AMD Ryzen 7 7800X3D');
const intel = cpu('intel-core-i5-14600k', 'Intel Core i5-14600K');

const tray = () => screen.queryByRole('region', { name: compare.tray });

afterEach(() => clearCompare());

describe('CompareTray', () => {
  it('renders nothing while empty', () => {
    renderAt('/', <CompareTray />);
    expect(tray()).toBeNull();
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the chosen parts and a Compare (n) link to /compare with their ids', () => {
    toggleCompare(ryzen);
    toggleCompare(intel);
    renderAt('/parts', <CompareTray />);
    const bar = tray() as HTMLElement;
    expect(
      within(bar)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining(ryzen.name), expect.stringContaining(intel.name)]);
    expect(within(bar).getByRole('link', { name: compare.open(2) })).toHaveAttribute(
      'href',
      `/compare?ids=${ryzen.id},${intel.id}`,
    );
  });

  it('appears as soon as a part is added, and each part can be removed', async () => {
    const user = userEvent.setup();
    renderAt('/', <CompareTray />);
    expect(tray()).toBeNull();
    toggleCompare(ryzen);
    toggleCompare(intel);
    expect(await screen.findByRole('link', { name: compare.open(2) })).toBeVisible();

    await user.click(screen.getByRole('button', { name: compare.removeFromTray(ryzen.name) }));
    const link = screen.getByRole('link', { name: compare.open(1) });
    expect(link).toHaveAttribute('href', `/compare?ids=${intel.id}`);
    // The pressed button is gone; focus waits on the link instead of falling to the page.
    expect(link).toHaveFocus();
    await user.click(screen.getByRole('button', { name: compare.removeFromTray(intel.name) }));
    expect(tray()).toBeNull();
  });

  it('Clear empties it', async () => {
    const user = userEvent.setup();
    toggleCompare(ryzen);
    renderAt('/', <CompareTray />);
    await user.click(screen.getByRole('button', { name: compare.clear }));
    expect(tray()).toBeNull();
  });

  it('is hidden on the compare page itself', () => {
    toggleCompare(ryzen);
    renderAt(`/compare?ids=${ryzen.id}`, <CompareTray />);
    expect(tray()).toBeNull();
  });
});

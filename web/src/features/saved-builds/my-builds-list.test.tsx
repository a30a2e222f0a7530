import { savedBuildQuery, type SavedBuild, savedBuildsCopy } from '@cps/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { failed, ready, type ReadState } from '@/lib/read-state';
import { renderAt } from '@/test/render-at';
import { MyBuildsList, type BuildActions } from './my-builds-list';

const ms = savedBuildsCopy;

const gaming: SavedBuild = {
  _id: 'build-1',
  name: 'Gaming PC',
  parts: { cpu: 'amd-ryzen-7-7800x3d', memory: 'corsair-vengeance-ddr5-32gb', storage: ['a', 'b'] },
  createdAt: Date.UTC(2026, 10, 2),
  updatedAt: Date.UTC(2026, 10, 3),
};
const office: SavedBuild = {
  _id: 'build-2',
  name: 'Office PC',
  parts: { cpu: 'intel-core-i5-14600k' },
  createdAt: Date.UTC(2026, 10, 1),
  updatedAt: Date.UTC(2026, 10, 1),
};

function setup(state: ReadState<SavedBuild[]>, pendingId: string | null = null) {
  const actions: BuildActions = {
    openTo: (build) => paths.pcBuilder(savedBuildQuery(build._id, build.parts)),
    rename: vi.fn(),
    remove: vi.fn(),
    pendingId,
  };
  const at = renderAt(paths.myBuilds, <MyBuildsList state={state} actions={actions} />);
  return { actions, ...at };
}

describe('MyBuildsList', () => {
  it('shows that it is loading, and no build or action yet', () => {
    setup({ status: 'loading' });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(ms.loading);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when the builds could not be loaded', () => {
    setup(failed(new Error('unavailable')));
    expect(screen.getByRole('alert')).toHaveTextContent(ms.failed);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('with no build saved, says so and leads to the PC builder', async () => {
    const { location } = setup(ready([]));
    expect(screen.getByText(ms.empty)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: ms.openBuilder }));
    expect(location()).toBe(paths.pcBuilder());
  });

  it('lists each build with its name, part count and last change, and how many of 20 are kept', () => {
    setup(ready([gaming, office]));
    expect(screen.getByText(ms.count(2, 20))).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: ms.title })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Gaming PC',
      'Office PC',
    ]);
    expect(items[0]).toHaveTextContent('4 parts');
    expect(items[0]).toHaveTextContent(
      `${ms.updated} ${new Date(gaming.updatedAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}`,
    );
    expect(items[1]).toHaveTextContent('1 part');
    expect(items[1]).not.toHaveTextContent('1 parts');
  });

  it('opens a build on the builder with its parts and its id, so that changes can be saved to it', async () => {
    const { location } = setup(ready([gaming, office]));
    await userEvent.click(screen.getByRole('link', { name: ms.openName('Gaming PC') }));
    const url = new URL(location()!, 'http://x');
    expect(url.pathname).toBe(paths.pcBuilder());
    expect(url.searchParams.get('saved')).toBe('build-1');
    expect(url.searchParams.get('cpu')).toBe(gaming.parts.cpu);
    expect(url.searchParams.get('storage')).toBe('a,b');
  });

  it('renames and deletes the build each button is named after, from the keyboard too', async () => {
    const { actions } = setup(ready([gaming, office]));
    const rename = screen.getByRole('button', { name: ms.renameName('Office PC') });
    rename.focus();
    await userEvent.keyboard('{Enter}');
    expect(actions.rename).toHaveBeenCalledWith(office, rename);
    await userEvent.click(screen.getByRole('button', { name: ms.deleteName('Gaming PC') }));
    expect(actions.remove).toHaveBeenCalledWith(gaming);
    expect(actions.remove).toHaveBeenCalledTimes(1);
  });

  it('keeps the buttons of a build being deleted from being pressed again', () => {
    setup(ready([gaming, office]), 'build-1');
    expect(screen.getByRole('button', { name: ms.deleteName('Gaming PC') })).toBeDisabled();
    expect(screen.getByRole('button', { name: ms.renameName('Gaming PC') })).toBeDisabled();
    expect(screen.getByRole('button', { name: ms.deleteName('Office PC') })).toBeEnabled();
  });
});

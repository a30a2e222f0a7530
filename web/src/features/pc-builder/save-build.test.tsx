import { type SavedBuild, savedBuildsCopy } from '@cps/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useRole } from '@/lib/auth/role';
import type { Role } from '@/lib/auth/role-state';
import { saveBuild, updateSavedBuild } from '@/infra/saved-builds';
import { ready } from '@/lib/read-state';
import { renderAt } from '@/test/render-at';
import { stubModalDialogs } from '@/test/modal-dialogs';
import { SaveBuild } from './save-build';
import { useSavedBuild } from './use-saved-build';

vi.mock('@/lib/auth/role', () => ({ useRole: vi.fn() }));
vi.mock('@/infra/saved-builds', () => ({ saveBuild: vi.fn(), updateSavedBuild: vi.fn() }));
vi.mock('./use-saved-build', () => ({ useSavedBuild: vi.fn() }));

const ms = savedBuildsCopy;
const build = { cpu: 'amd-ryzen-7-7800x3d', memory: 'corsair-vengeance-ddr5-32gb' };
const saved: SavedBuild = {
  _id: 'saved-1',
  name: 'Gaming PC',
  parts: build,
  createdAt: 1,
  updatedAt: 1,
};

const role = (value: Record<string, unknown>) =>
  vi.mocked(useRole).mockReturnValue({
    status: 'signedIn',
    isAdmin: false,
    ...value,
  } as unknown as Role);
const customer = () => role({ user: { uid: 'alice' } });

stubModalDialogs();
beforeEach(() => {
  vi.mocked(useSavedBuild).mockReturnValue({ status: 'loading' });
});

function setup(props: { savedId?: string; partCount?: number; parts?: typeof build } = {}) {
  const onSaved = vi.fn();
  const at = renderAt(
    '/pc-builder?cpu=amd-ryzen-7-7800x3d',
    <SaveBuild
      build={props.parts ?? build}
      cpuName="AMD Ryzen 7 7800X3D"
      partCount={props.partCount ?? 2}
      savedId={props.savedId}
      onSaved={onSaved}
    />,
  );
  return { onSaved, ...at };
}

describe('SaveBuild', () => {
  it('offers a visitor to sign in, remembering this build for after the login', async () => {
    role({ status: 'signedOut', user: null });
    const { location } = setup();
    await userEvent.click(screen.getByRole('link', { name: ms.signInToSave }));
    expect(location()).toBe('/login');
    expect(screen.queryByRole('button', { name: ms.save })).toBeNull();
  });

  it("offers nothing to an admin: My Builds is in the customers' menu", () => {
    role({ isAdmin: true, user: { uid: 'boss' } });
    setup();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers a visitor with nothing chosen nothing to save', () => {
    role({ status: 'signedOut', user: null });
    setup({ partCount: 0, parts: {} as typeof build });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("saves a customer's build under the name they give, named after the CPU by default", async () => {
    customer();
    vi.mocked(saveBuild).mockResolvedValue('new-id');
    const { onSaved } = setup();
    await userEvent.click(screen.getByRole('button', { name: ms.save }));
    const field = screen.getByRole('textbox', { name: ms.nameLabel });
    expect(field).toHaveValue('Build with AMD Ryzen 7 7800X3D');
    await userEvent.clear(field);
    await userEvent.type(field, 'Gaming PC{Enter}');
    expect(saveBuild).toHaveBeenCalledWith('Gaming PC', build);
    expect(onSaved).toHaveBeenCalledWith('new-id');
  });

  it('on a build opened from My Builds: Save changes only once it changed, and Save as a new build', async () => {
    customer();
    vi.mocked(useSavedBuild).mockReturnValue(ready(saved));
    setup({ savedId: 'saved-1' });
    expect(screen.getByText(ms.openedFrom('Gaming PC'), { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ms.saveChanges })).toBeDisabled();
    expect(screen.getByText(ms.unchanged, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ms.saveAsNew })).toBeEnabled();
  });

  it('saves the changed parts to the build it was opened from', async () => {
    customer();
    vi.mocked(useSavedBuild).mockReturnValue(ready(saved));
    vi.mocked(updateSavedBuild).mockResolvedValue(saved);
    const changed = { ...build, case: 'lian-li-lancool-216' };
    setup({ savedId: 'saved-1', parts: changed, partCount: 3 });
    await userEvent.click(screen.getByRole('button', { name: ms.saveChanges }));
    expect(updateSavedBuild).toHaveBeenCalledWith('saved-1', { parts: changed });
  });
});

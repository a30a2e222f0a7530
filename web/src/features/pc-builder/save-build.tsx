import { defaultBuildName, sameBuild, type Build, savedBuildsCopy } from '@cps/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'react-router';
import { BuildNameForm } from '@/components/build-name-form';
import { buttonClass, secondaryButtonClass } from '@/components/form';
import { Modal } from '@/components/modal';
import { paths } from '@/config/paths';
import { useRole } from '@/lib/auth/role';
import { saveBuild, updateSavedBuild } from '@/infra/saved-builds';
import { useSavedBuild } from './use-saved-build';

const ms = savedBuildsCopy;

const failure = (error: unknown) =>
  error instanceof Error && error.message ? error.message : String(error);

interface SaveBuildProps {
  build: Build;
  cpuName: string | undefined;
  partCount: number;
  /** The saved build the page was opened from (`?saved=`), if any. */
  savedId: string | undefined;
  /** A new build was saved under this id: the page's link should carry it from now on. */
  onSaved: (id: string) => void;
}

/**
 * Saving the page's build to the customer's account. A customer gets Save build (named in a
 * dialog, after the CPU by default); on a build opened from My Builds (`savedId`), Save changes
 * to it, and Save as a new build. A visitor is offered to sign in, and comes back to this build.
 * Admins get neither: My Builds is in the customers' dashboard menu, not theirs.
 */
export function SaveBuild(props: SaveBuildProps) {
  const role = useRole();
  const location = useLocation();
  if (role.status === 'loading') {
    // The role arrives after the page has shown: its place is kept, so the slots do not move.
    if (props.partCount === 0) return null;
    return (
      <span aria-hidden="true" className={`${secondaryButtonClass} invisible min-h-11`}>
        {ms.signInToSave}
      </span>
    );
  }
  if (role.isAdmin) return null;
  if (role.status === 'signedIn' && role.user)
    return <CustomerSave uid={role.user.uid} {...props} />;
  if (props.partCount === 0) return null;
  return (
    <Link
      to={paths.login}
      // The login page returns to `from`: this build, as its link holds it.
      state={{ from: { pathname: location.pathname, search: location.search } }}
      className={`${secondaryButtonClass} min-h-11`}
    >
      {ms.signInToSave}
    </Link>
  );
}

/** A customer's Save build, Save changes and Save as a new build. */
function CustomerSave({
  uid,
  build,
  cpuName,
  partCount,
  savedId,
  onSaved,
}: SaveBuildProps & { uid: string }) {
  const saved = useSavedBuild(uid, savedId);
  const [naming, setNaming] = useState(false);
  const [busy, setBusy] = useState(false);

  const current = saved.status === 'ready' ? saved.data : undefined;
  const unchanged = current !== undefined && sameBuild(current.parts, build);

  const saveNew = async (name: string) => {
    const id = await saveBuild(name, build);
    toast.success(ms.saved(name));
    setNaming(false);
    onSaved(id);
  };

  const saveChanges = async () => {
    if (!current) return;
    setBusy(true);
    try {
      await updateSavedBuild(current._id, { parts: build });
      toast.success(ms.changesSaved(current.name));
    } catch (error) {
      toast.error(failure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="min-w-0">
      <div className="flex flex-wrap gap-3">
        {current && (
          <button
            type="button"
            className={`${buttonClass} min-h-11`}
            disabled={busy || unchanged || partCount === 0}
            onClick={() => void saveChanges()}
          >
            {busy ? ms.saving : ms.saveChanges}
          </button>
        )}
        {partCount > 0 && (
          <button
            type="button"
            className={`${current ? secondaryButtonClass : buttonClass} min-h-11`}
            onClick={() => setNaming(true)}
          >
            {current ? ms.saveAsNew : ms.save}
          </button>
        )}
      </div>
      {savedId && !current && <p className="mt-1 min-h-5" />}
      {current && (
        <p className="mt-1 min-h-5 text-sm text-slate-700">
          {ms.openedFrom(current.name)}
          {unchanged && <span className="text-slate-500"> · {ms.unchanged}</span>}{' '}
          <Link to={paths.myBuilds} className="font-semibold text-brand-700 underline">
            {ms.myBuilds}
          </Link>
        </p>
      )}
      <Modal open={naming} title={ms.saveTitle} onClose={() => setNaming(false)}>
        <BuildNameForm
          initial={defaultBuildName(cpuName)}
          submitLabel={ms.save}
          onSave={saveNew}
          onCancel={() => setNaming(false)}
        />
      </Modal>
    </div>
  );
}

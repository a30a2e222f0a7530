import { savedBuildQuery, type SavedBuild, savedBuildsCopy } from '@cps/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { BuildNameForm } from '@/components/build-name-form';
import { Modal } from '@/components/modal';
import { paths } from '@/config/paths';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { useRole } from '@/lib/auth/role';
import { savedBuildPath, updateSavedBuild } from '@/infra/saved-builds';
import { useSavedBuilds } from './use-saved-builds';
import { MyBuildsList, type BuildActions } from './my-builds-list';

const ms = savedBuildsCopy;

const openTo = (build: SavedBuild) => paths.pcBuilder(savedBuildQuery(build._id, build.parts));

function MyBuilds({ uid, heading }: { uid: string; heading: () => HTMLElement | null }) {
  const state = useSavedBuilds(uid);
  const [renaming, setRenaming] = useState<SavedBuild>();
  const renameButton = useRef<HTMLButtonElement | null>(null);
  const { run: remove, pendingId } = useConfirmedDelete(ms.confirmDelete, savedBuildPath);

  // A deleted build's card leaves the live list with its buttons: focus goes to the heading
  // rather than to nowhere.
  const deleting = useRef<string | null>(null);
  const builds = state.status === 'ready' ? state.data : undefined;
  useEffect(() => {
    const id = deleting.current;
    if (!id || !builds || builds.some((b) => b._id === id)) return;
    deleting.current = null;
    heading()?.focus();
  }, [builds, heading]);

  const closeRename = useCallback(() => {
    setRenaming(undefined);
    const button = renameButton.current;
    // The dialog gives focus back only after it has closed.
    requestAnimationFrame(() => button?.focus());
  }, []);

  const actions = useMemo<BuildActions>(
    () => ({
      openTo,
      rename: (build, button) => {
        renameButton.current = button;
        setRenaming(build);
      },
      remove: (build) => {
        deleting.current = build._id;
        void remove(build._id);
      },
      pendingId,
    }),
    [remove, pendingId],
  );

  const rename = async (name: string) => {
    if (!renaming) return;
    if (name !== renaming.name) {
      await updateSavedBuild(renaming._id, { name });
      toast.success(ms.renamed(name));
    }
    closeRename();
  };

  return (
    <>
      <MyBuildsList state={state} actions={actions} />
      <Modal open={renaming !== undefined} title={ms.renameTitle} onClose={closeRename}>
        {renaming && (
          <BuildNameForm
            key={renaming._id}
            initial={renaming.name}
            submitLabel={ms.rename}
            onSave={rename}
            onCancel={closeRename}
          />
        )}
      </Modal>
    </>
  );
}

/** My Builds: the customer's saved PC builds, live, with Open, Rename and Delete. */
export function MyBuildsPage() {
  const { user } = useRole();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const heading = useCallback(() => headingRef.current, []);
  return (
    <section aria-labelledby="my-builds-heading" className="min-h-screen">
      <h1
        id="my-builds-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mb-6 text-2xl font-bold text-ink"
      >
        {ms.title}
      </h1>
      {user && <MyBuilds uid={user.uid} heading={heading} />}
    </section>
  );
}

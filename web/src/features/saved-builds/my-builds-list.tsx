import { buildPartCount, savedBuildLimits, type SavedBuild, savedBuildsCopy } from '@cps/domain';
import { Link } from 'react-router';
import { buttonClass, secondaryButtonClass } from '@/components/form';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import type { ReadState } from '@/lib/read-state';

const ms = savedBuildsCopy;

const updatedOn = (at: number) =>
  new Date(at).toLocaleDateString(undefined, { dateStyle: 'medium' });

export interface BuildActions {
  /** Where Open leads: the builder with the build and its id (`savedBuildQuery`). */
  openTo: (build: SavedBuild) => string;
  /** `button`: where focus returns once the rename dialog closes. */
  rename: (build: SavedBuild, button: HTMLButtonElement) => void;
  remove: (build: SavedBuild) => void;
  /** The build being deleted: its buttons wait. */
  pendingId: string | null;
}

function BuildCard({ build, actions }: { build: SavedBuild; actions: BuildActions }) {
  const busy = actions.pendingId === build._id;
  const small = `${secondaryButtonClass} min-h-11 px-3`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="break-words text-lg font-bold text-ink">{build.name}</h2>
      <p className="mt-1 text-sm text-slate-600">
        {ms.partCount(buildPartCount(build.parts))}
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        {ms.updated} {updatedOn(build.updatedAt)}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={actions.openTo(build)}
          aria-label={ms.openName(build.name)}
          className={`${buttonClass} min-h-11 px-3`}
        >
          {ms.open}
        </Link>
        <button
          type="button"
          aria-label={ms.renameName(build.name)}
          className={small}
          disabled={busy}
          onClick={(event) => actions.rename(build, event.currentTarget)}
        >
          {ms.rename}
        </button>
        <button
          type="button"
          aria-label={ms.deleteName(build.name)}
          className={`${small} text-red-700`}
          disabled={busy}
          onClick={() => actions.remove(build)}
        >
          {busy ? <Spinner label={ms.deleteName(build.name)} /> : ms.delete}
        </button>
      </div>
    </li>
  );
}

/**
 * My Builds' list: each saved build's name, part count and last change, with Open, Rename and
 * Delete; or why there is none (still loading, failed, none saved yet).
 */
export function MyBuildsList({
  state,
  actions,
}: {
  state: ReadState<SavedBuild[]>;
  actions: BuildActions;
}) {
  if (state.status === 'loading') return <Spinner label={ms.loading} />;
  if (state.status === 'error' || state.status === 'missing') {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        {ms.failed}
      </p>
    );
  }
  if (state.data.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
        <p className="text-slate-700">{ms.empty}</p>
        <Link to={paths.pcBuilder()} className={`${buttonClass} mt-4 min-h-11`}>
          {ms.openBuilder}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-slate-600">
        {ms.count(state.data.length, savedBuildLimits.perAccount)}
      </p>
      <ul aria-label={ms.title} className="grid gap-3 md:grid-cols-2">
        {state.data.map((build) => (
          <BuildCard key={build._id} build={build} actions={actions} />
        ))}
      </ul>
    </>
  );
}

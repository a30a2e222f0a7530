import { type BuildProblem, pcBuildCopy } from '@cps/domain';
import { useEffect, useRef, useState } from 'react';

const say = pcBuildCopy.page.announce;

/**
 * What a screen reader should hear when the build's problems go from `before` to `after`: each
 * new problem (errors first), then each one fixed; that all are gone when none is left. Empty
 * when nothing changed, so that a render that changes nothing says nothing.
 */
export function problemChanges(
  before: readonly BuildProblem[],
  after: readonly BuildProblem[],
): string {
  const had = new Set(before.map((p) => p.message));
  const has = new Set(after.map((p) => p.message));
  const added = after.filter((p) => !had.has(p.message));
  const fixed = before.filter((p) => !has.has(p.message));
  if (!added.length && !fixed.length) return '';
  const lines = [
    ...added.filter((p) => p.severity === 'error').map((p) => say.newError(p.message)),
    ...added.filter((p) => p.severity === 'warning').map((p) => say.newWarning(p.message)),
    ...(after.length ? fixed.map((p) => say.fixed(p.message)) : [say.allClear]),
  ];
  return lines.join(' ');
}

/**
 * A polite live region that says how the build's problems change as the buyer picks parts, not
 * the whole list on every render. Nothing is said until the build's parts have loaded
 * (`settled`): the problems of a shared link are on the page to read, not news.
 */
export function ProblemAnnouncer({
  problems,
  settled,
}: {
  problems: readonly BuildProblem[];
  settled: boolean;
}) {
  const last = useRef<readonly BuildProblem[] | undefined>(undefined);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!settled) return;
    const before = last.current;
    last.current = problems;
    if (before === undefined) return;
    const change = problemChanges(before, problems);
    if (change) setText(change);
  }, [problems, settled]);
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {text}
    </p>
  );
}

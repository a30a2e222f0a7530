/** A small spinner with an accessible name; use wherever data or sign-in state is pending. */
export function Spinner({
  label = 'Loading',
  className = '',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <span role="status" className={`inline-flex items-center ${className}`}>
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * A screen-high loading state: the footer stays below the fold until the page comes, instead of
 * showing under the spinner and jumping down when the page is taller.
 */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label={label} className="scale-150" />
    </div>
  );
}

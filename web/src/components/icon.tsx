import type { ReactNode } from 'react';

/** A line icon drawn on a 24-unit grid in the text colour; decorative (its control is named). */
export function LineIcon({
  className = 'h-6 w-6',
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {children}
    </svg>
  );
}

/** The cross of a Close control. */
export const crossPath = <path d="M6 6l12 12M18 6L6 18" />;

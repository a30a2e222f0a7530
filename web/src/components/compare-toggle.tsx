import { copy, trayHas, type Part } from '@cps/domain';
import toast from 'react-hot-toast';
import { toggleCompare, trayItemOf, useCompareTray } from '@/hooks/use-compare-tray';

const { compare } = copy;

/** One toast for the latest refusal, however often the buyer presses. */
const refusalToast = 'compare-refused';

/**
 * Add to compare: a toggle button (aria-pressed) whose name stays the same pressed or not, as a
 * toggle's should; a box with a tick shows the state without relying on colour. A part of another
 * category than the tray's, or a fifth part, is refused with a toast and nothing changes.
 */
export function CompareToggle({
  part,
  short = false,
  className = '',
}: {
  part: Pick<Part, '_id' | 'name' | 'img' | 'category'>;
  /** "Compare" instead of "Add to compare", for a product card's narrow row. */
  short?: boolean;
  className?: string;
}) {
  const pressed = trayHas(useCompareTray(), part._id);
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={compare.toggle(part.name)}
      onClick={() => {
        const change = toggleCompare(trayItemOf(part));
        if (!change.ok) toast.error(change.message, { id: refusalToast });
      }}
      className={`inline-flex items-center justify-center gap-1.5 whitespace-nowrap ring-inset ${
        pressed
          ? 'bg-brand-50 text-brand-700 ring-2 ring-brand-600'
          : 'bg-white text-ink ring-1 ring-slate-300 hover:bg-slate-50'
      } ${className}`}
    >
      <svg viewBox="0 0 16 16" aria-hidden="true" className="h-4 w-4 shrink-0">
        <rect
          x="1.5"
          y="1.5"
          width="13"
          height="13"
          rx="3"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.5"
        />
        {pressed && (
          <path
            d="M4.5 8.2 7 10.6l4.6-5"
            fill="none"
            stroke="white"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        )}
      </svg>
      {short ? compare.short : compare.add}
    </button>
  );
}

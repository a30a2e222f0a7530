import { useEffect, useId, useState } from 'react';
import { inputClass, labelClass, secondaryButtonClass } from '@/components/form';
import { useDebounced } from '@/hooks/use-debounced';

/**
 * A dashboard list's search box, its text kept in the URL by the caller (`value` is the URL's).
 * `asYouType` searches once typing rests (a prefix search); otherwise on Enter or the Search
 * button (an exact search, where a half-typed word would only match nothing). Back or a link
 * that changes the URL's search moves the box with it.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
  asYouType = false,
  searchLabel = 'Search',
  hint,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (q: string) => void;
  asYouType?: boolean;
  searchLabel?: string;
  hint?: string;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const id = useId();
  const hintId = useId();
  if (value !== seen) {
    setSeen(value);
    if (text.trim() !== value) setText(value);
  }

  // As you type: once typing rests.
  const rested = useDebounced(text);
  useEffect(() => {
    if (asYouType && rested === text && rested.trim() !== value) onSearch(rested);
  }, [asYouType, rested, text, value, onSearch]);

  return (
    <form
      role="search"
      aria-label={label}
      className="min-w-0 flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // Emptied (say by the field's × button): the whole list again, no Enter needed.
            if (!asYouType && !event.target.value.trim() && value) onSearch('');
          }}
          aria-describedby={hint ? hintId : undefined}
          className={`${inputClass} min-w-0`}
        />
        {!asYouType && (
          <button type="submit" className={`${secondaryButtonClass} shrink-0 text-sm`}>
            {searchLabel}
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 min-h-4 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </form>
  );
}

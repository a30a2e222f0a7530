import { copy, formatPrice, isInStock, type Part } from '@cps/domain';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { suggestionQuery, usePartSuggestions } from '@/hooks/use-part-suggestions';
import { PartThumb } from './part-thumb';

const { suggest } = copy;
const noParts: Part[] = [];

/** Which option is active, for the list it was chosen in: a new list starts with none. */
interface Active {
  parts: Part[];
  index: number;
}

/**
 * The top bar's search field as a WAI-ARIA 1.2 combobox with a listbox popup: up to 8 parts
 * suggested as the buyer types, chosen with the arrows and Enter or the mouse. Enter with no
 * option active submits the surrounding form (the browse page's search), as the plain field did.
 * Nothing is asked before the buyer types. The popup spans the nearest positioned ancestor (the
 * top bar's form, so it lines up with the field and its button) and floats over the page, so
 * opening it, and the spinner, move nothing.
 */
export function PartSearchCombobox({
  id,
  value,
  onChange,
  placeholder,
  maxLength,
  className,
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
  maxLength?: number;
  className?: string;
}) {
  const navigate = useNavigate();
  const listId = useId();
  // The text the popup was opened for: typing opens it; Escape, Tab, Enter, leaving the field
  // and a new value from outside (Back, a link) close it.
  const [openFor, setOpenFor] = useState<string>();
  const open = openFor === value;
  const suggestions = usePartSuggestions(open ? value : '');
  const shown = suggestions?.status === 'ready' ? suggestions.data : noParts;
  // Asking: the last answer, if any, stays on screen meanwhile.
  const asking =
    suggestions?.status === 'loading' || (suggestions?.status === 'ready' && suggestions.stale);
  const answered = suggestions?.status === 'ready' && !suggestions.stale;
  const [active, setActive] = useState<Active>();
  const activeIndex = active?.parts === shown ? active.index : -1;
  const listVisible = open && shown.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;
  const activeId = listVisible && activeIndex >= 0 ? optionId(activeIndex) : undefined;

  let message: string | undefined;
  if (open && answered && shown.length === 0) message = suggest.empty;
  if (open && suggestions?.status === 'error') message = suggest.failed;
  const announcement =
    open && answered && shown.length > 0 ? suggest.count(shown.length) : (message ?? '');

  useEffect(() => {
    // A long list scrolls inside its popup on a small screen: keep the active option in view.
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  function close() {
    setOpenFor(undefined);
  }

  function choose(part: Part) {
    close();
    void navigate(paths.purchase(part._id));
  }

  function move(step: 1 | -1) {
    const count = shown.length;
    const from = activeIndex < 0 ? (step === 1 ? -1 : count) : activeIndex;
    setActive({ parts: shown, index: (from + step + count) % count });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (listVisible) {
          event.preventDefault();
          move(event.key === 'ArrowDown' ? 1 : -1);
        } else if (event.key === 'ArrowDown' && suggestionQuery(value)) {
          event.preventDefault();
          setOpenFor(value);
        }
        break;
      case 'Enter': {
        const part = activeIndex >= 0 && listVisible ? shown[activeIndex] : undefined;
        close();
        if (part) {
          event.preventDefault();
          choose(part);
        }
        // With no option active the form submits: the browse page's search, as before.
        break;
      }
      case 'Escape':
        // The first Escape closes the popup, the second clears the field (a search field
        // would clear itself at once otherwise).
        if (open && suggestions) {
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          close();
          onChange('');
        }
        break;
      // Tab needs nothing here: leaving the field closes the popup (onBlur).
    }
  }

  return (
    <>
      <div className="relative flex min-w-0 flex-1">
        <input
          id={id}
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listVisible}
          aria-controls={listId}
          aria-activedescendant={activeId}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setOpenFor(event.target.value);
            setActive(undefined);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
          enterKeyHint="search"
          className={className}
        />
        {open && asking && (
          <span
            aria-hidden="true"
            data-testid="suggestions-loading"
            className="pointer-events-none absolute right-2 top-1/2 h-4 w-4 -translate-y-1/2 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
          />
        )}
      </div>
      <div
        hidden={!listVisible && !message}
        // Keeps the focus in the field when an option is clicked or tapped.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white text-ink shadow-lg"
      >
        <ul
          id={listId}
          role="listbox"
          aria-label={suggest.listLabel}
          hidden={!listVisible}
          aria-busy={asking}
          className={`py-1 ${asking ? 'opacity-70' : ''}`}
        >
          {listVisible &&
            shown.map((part, index) => (
              <Suggestion
                key={part._id}
                id={optionId(index)}
                part={part}
                active={index === activeIndex}
                onChoose={choose}
              />
            ))}
        </ul>
        {message && <p className="px-3 py-2 text-sm text-slate-600">{message}</p>}
      </div>
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
    </>
  );
}

function Suggestion({
  id,
  part,
  active,
  onChoose,
}: {
  id: string;
  part: Part;
  active: boolean;
  onChoose: (part: Part) => void;
}) {
  const soldOut = !isInStock(part);
  const price = formatPrice(part.price);
  return (
    // The options are reached with the arrows from the field (aria-activedescendant) or clicked:
    // they take no focus themselves, as the combobox pattern has it.
    <li
      id={id}
      role="option"
      aria-selected={active}
      aria-label={[part.name, price, soldOut ? suggest.soldOut : undefined]
        .filter(Boolean)
        .join(', ')}
      onClick={() => onChoose(part)}
      className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${active ? 'bg-brand-50 outline outline-2 -outline-offset-2 outline-brand-600' : 'hover:bg-slate-100'}`}
    >
      <PartThumb
        src={part.img}
        alt={part.name}
        width={40}
        decoding="async"
        className="h-10 w-10 shrink-0 rounded bg-slate-100 object-contain"
      />
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 text-sm leading-snug">{part.name}</span>
        <span className="mt-0.5 flex items-center gap-2 text-sm">
          <span className="font-semibold text-brand-700">{price}</span>
          {soldOut && (
            <span className="rounded bg-slate-200 px-1.5 text-xs font-semibold text-slate-700">
              {suggest.soldOut}
            </span>
          )}
        </span>
      </span>
    </li>
  );
}

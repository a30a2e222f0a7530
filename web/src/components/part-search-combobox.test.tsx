import { copy, formatPrice, type Part } from '@cps/domain';
import { demoParts, makePart } from '@cps/fixtures';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typingRestMs as suggestDelayMs } from '@/hooks/use-debounced';
import { recentSuggestions } from '@/infra/part-suggestions';
import { renderAt } from '@/test/render-at';
import { TopBar } from './top-bar';

const { catalogue, suggest } = copy;

// The demo store, plus two sold-out switches (one with stock below its minimum order).
const parts: Part[] = [
  ...demoParts.map(({ id, doc }) => ({ _id: id, ...doc })),
  { _id: 'switch-empty', ...makePart({ name: 'TP-Link Switch 8 Port', availableQuanity: 0 }) },
  {
    _id: 'switch-short',
    ...makePart({ name: 'TP-Link Switch 16 Port', availableQuanity: 2, minimumOrderQuanity: 5 }),
  },
];

/** The parts whose name has a word starting with each word of `q`, as the API's search finds. */
function matching(q: string): Part[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return parts.filter((part) => {
    const name = part.name.toLowerCase().split(/[^a-z0-9]+/);
    return words.every((word) => name.some((w) => w.startsWith(word)));
  });
}

interface Call {
  q: string | null;
  limit: string | null;
  signal: AbortSignal | undefined;
  /** Answers with these parts (by default the catalogue's matches, at most 8). */
  answer: (body?: unknown, status?: number) => Promise<void>;
  /** The network fails (fetch rejects). */
  fail: () => Promise<void>;
}

/**
 * A stand-in for fetch that answers only when told (`auto` answers at once with the matches),
 * and, like a slow server whose answer was already on its way, ignores the abort signal: so an
 * answer for an old question can still arrive.
 */
function stubFetch({ auto = false } = {}): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://shop.test');
      expect(url.pathname).toBe('/api/parts');
      return new Promise<Response>((resolve, reject) => {
        const q = url.searchParams.get('q');
        const call: Call = {
          q,
          limit: url.searchParams.get('limit'),
          signal: init?.signal ?? undefined,
          answer: (body = matching(q ?? '').slice(0, 8), status = 200) =>
            act(async () => {
              resolve(new Response(JSON.stringify(body), { status }));
            }),
          fail: () =>
            act(async () => {
              reject(new TypeError('Failed to fetch'));
            }),
        };
        calls.push(call);
        // At once, outside act: the update lands within the act of the step that waits.
        if (auto) resolve(new Response(JSON.stringify(matching(q ?? '').slice(0, 8))));
      });
    }),
  );
  return calls;
}

/** Lets typing rest for the debounce delay (and the answers given meanwhile arrive). */
const rest = (ms = suggestDelayMs) => act(() => vi.advanceTimersByTimeAsync(ms));

function renderTopBarAt(url = '/') {
  const { location } = renderAt(
    url,
    <>
      <TopBar />
      <button type="button">Elsewhere</button>
    </>,
  );
  const input = screen.getByRole('combobox', { name: catalogue.searchLabel });
  return {
    user: userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }),
    input,
    location,
    /** The element the field says it controls. */
    listbox: () => document.getElementById(input.getAttribute('aria-controls') ?? '')!,
    options: () => screen.queryAllByRole('option'),
    live: () => document.querySelector('[aria-live="polite"]'),
    /** The popup under the field: the listbox, or a line saying why it is empty. */
    popup: () => document.getElementById(input.getAttribute('aria-controls') ?? '')!.parentElement!,
  };
}

const optionName = (part: Part) => new RegExp(`^${part.name.replace(/[().+]/g, '\\$&')},`);

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library waits a zero timer after each user-event step and advances fake timers
  // through the global `jest` only: without this stand-in each step would wait forever.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  recentSuggestions.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('search suggestions: when they are asked for', () => {
  it('asks once typing has rested for 250 ms, for the whole word typed, at most 8 parts', async () => {
    const calls = stubFetch();
    const { user, input } = renderTopBarAt();
    await user.type(input, 'cors');
    await rest(suggestDelayMs - 1);
    expect(calls).toHaveLength(0);
    await rest(1);
    expect(calls.map((c) => [c.q, c.limit])).toEqual([['cors', '8']]);
  });

  it('asks nothing on page load, on focus, under two letters or for spaces', async () => {
    const calls = stubFetch();
    const { user, input } = renderTopBarAt('/parts?q=ryzen');
    await user.click(input);
    await rest(1000);
    await user.clear(input);
    await user.type(input, 'c');
    await rest(1000);
    await user.clear(input);
    await user.type(input, '    ');
    await rest(1000);
    await user.type(input, '-');
    await rest(1000);
    expect(calls).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('aborts the question in flight when a new one starts, and drops its late answer', async () => {
    const calls = stubFetch();
    const { user, input, options } = renderTopBarAt();
    await user.type(input, 'co');
    await rest();
    await user.type(input, 'rsair');
    await rest();
    expect(calls.map((c) => c.q)).toEqual(['co', 'corsair']);
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(calls[1]!.signal?.aborted).toBe(false);

    // "co" also matches the Noctua cooler and more. Its answer arrives while "corsair" is still
    // being asked: nothing shows it.
    expect(matching('co').length).toBeGreaterThan(matching('corsair').length);
    await calls[0]!.answer(matching('co'));
    expect(options()).toHaveLength(0);
    expect(screen.getByTestId('suggestions-loading')).toBeInTheDocument();

    await calls[1]!.answer();
    expect(options().map((o) => o.getAttribute('aria-label'))).toEqual(
      matching('corsair').map((p) => `${p.name}, ${formatPrice(p.price)}`),
    );
  });

  it('an old question’s answer arriving after the new one’s changes nothing', async () => {
    const calls = stubFetch();
    const { user, input, options } = renderTopBarAt();
    await user.type(input, 'co');
    await rest();
    await user.type(input, 'rsair');
    await rest();
    await calls[1]!.answer();
    await calls[0]!.answer(matching('co'));
    expect(options()).toHaveLength(matching('corsair').length);
  });

  it('answers a question asked in the last minute from memory, with no request', async () => {
    const calls = stubFetch({ auto: true });
    const { user, input, options } = renderTopBarAt();
    await user.type(input, 'corsair');
    await rest();
    expect(options()).toHaveLength(2);
    // Spaces around the words, or doubled, and capitals ask the same question.
    await user.type(input, '  ');
    await rest();
    await user.type(input, 'RM');
    await rest();
    expect(options()).toHaveLength(1);
    await user.type(input, '{Backspace}{Backspace}');
    expect(options()).toHaveLength(2);
    await rest(1000);
    expect(calls.map((c) => c.q)).toEqual(['corsair', 'corsair rm']);
  });

  it('shows a spinner while asking, keeping the last list on screen', async () => {
    const calls = stubFetch();
    const { user, input, options } = renderTopBarAt();
    await user.type(input, 'corsair');
    await rest();
    expect(screen.getByTestId('suggestions-loading')).toBeInTheDocument();
    await calls[0]!.answer();
    expect(screen.queryByTestId('suggestions-loading')).not.toBeInTheDocument();
    await user.type(input, ' rm');
    await rest();
    expect(screen.getByTestId('suggestions-loading')).toBeInTheDocument();
    expect(options()).toHaveLength(2);
    await calls[1]!.answer();
    expect(options()).toHaveLength(1);
  });
});

describe('search suggestions: what they show', () => {
  it('lists each part with its picture, name and price, and says how many', async () => {
    stubFetch({ auto: true });
    const { user, input, options, live, listbox } = renderTopBarAt();
    await user.type(input, 'ddr');
    await rest();
    const found = matching('ddr');
    expect(found.length).toBeGreaterThan(1);
    expect(options()).toHaveLength(found.length);
    for (const [i, part] of found.entries()) {
      const option = within(listbox()).getByRole('option', { name: optionName(part) });
      expect(option).toBe(options()[i]);
      expect(option).toHaveTextContent(part.name);
      expect(option).toHaveTextContent(formatPrice(part.price));
      const img = within(option).getByRole('img', { name: part.name });
      expect(img).toHaveAttribute('src', part.img);
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '40');
      expect(img).toHaveAttribute('height', '40');
    }
    expect(live()).toHaveTextContent(suggest.count(found.length));
  });

  it('shows at most 8 parts even when the answer has more', async () => {
    const calls = stubFetch();
    const { user, input, options, live } = renderTopBarAt();
    await user.type(input, 'pa');
    await rest();
    await calls[0]!.answer(parts.slice(0, 12));
    expect(options()).toHaveLength(8);
    expect(live()).toHaveTextContent('8 suggestions');
  });

  it('marks parts that cannot be ordered "Sold out"', async () => {
    stubFetch({ auto: true });
    const { user, input } = renderTopBarAt();
    await user.type(input, 'tp link');
    await rest();
    for (const name of ['TP-Link Switch 8 Port', 'TP-Link Switch 16 Port']) {
      const option = screen.getByRole('option', { name: new RegExp(`^${name}, .*, Sold out$`) });
      expect(option).toHaveTextContent(suggest.soldOut);
    }
    await user.clear(input);
    await user.type(input, 'corsair');
    await rest();
    expect(screen.getAllByRole('option')[0]).not.toHaveTextContent(suggest.soldOut);
  });

  it('says "No parts match" when nothing does', async () => {
    stubFetch({ auto: true });
    const { user, input, options, live, popup } = renderTopBarAt();
    await user.type(input, 'zzzz');
    await rest();
    expect(options()).toHaveLength(0);
    expect(within(popup()).getByText(suggest.empty)).toBeVisible();
    expect(live()).toHaveTextContent(suggest.empty);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('says quietly that suggestions are unavailable when the API fails, and recovers', async () => {
    const calls = stubFetch();
    const { user, input, options, live, location, popup } = renderTopBarAt();
    await user.type(input, 'corsair');
    await rest();
    await calls[0]!.answer({ message: 'Internal error' }, 500);
    expect(within(popup()).getByText(suggest.failed)).toBeVisible();
    expect(live()).toHaveTextContent(suggest.failed);
    expect(options()).toHaveLength(0);

    await user.type(input, ' rm');
    await rest();
    await calls[1]!.fail();
    expect(within(popup()).getByText(suggest.failed)).toBeVisible();

    await user.type(input, '8');
    await rest();
    await calls[2]!.answer();
    expect(within(popup()).queryByText(suggest.failed)).not.toBeInTheDocument();
    expect(options()).toHaveLength(1);
    // The search itself still works.
    await user.keyboard('{Enter}');
    expect(location()).toBe('/parts?q=corsair+rm8');
  });
});

describe('search suggestions: the combobox by keyboard and mouse', () => {
  it('is a combobox that controls a listbox, expanded while it shows options', async () => {
    stubFetch({ auto: true });
    const { user, input, listbox } = renderTopBarAt();
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-controls', listbox().id);
    expect(listbox()).not.toBeVisible();
    await user.type(input, 'corsair');
    await rest();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(listbox()).toBeVisible();
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('moves through the options with the arrows, wrapping at both ends', async () => {
    stubFetch({ auto: true });
    const { user, input, options } = renderTopBarAt();
    await user.type(input, 'corsair');
    await rest();
    const [first, second] = options();
    const active = () => input.getAttribute('aria-activedescendant');
    const selected = () => options().filter((o) => o.getAttribute('aria-selected') === 'true');

    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(first!.id);
    expect(selected()).toEqual([first]);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(second!.id);
    expect(selected()).toEqual([second]);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(first!.id);
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe(second!.id);
    expect(input).toHaveFocus();

    // A new list starts with no option active; Up from there goes to the last.
    await user.type(input, ' ');
    await user.keyboard('{Backspace}');
    expect(active()).toBeNull();
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe(options().at(-1)!.id);
  });

  it('Enter on an option opens that part’s purchase page', async () => {
    stubFetch({ auto: true });
    const { user, input, location } = renderTopBarAt('/blogs');
    await user.type(input, 'corsair');
    await rest();
    const second = matching('corsair')[1]!;
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(location()).toBe(`/purchase/${second._id}`);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter with no option active searches the browse page, as before', async () => {
    stubFetch({ auto: true });
    const { user, input, location } = renderTopBarAt('/');
    await user.type(input, 'corsair');
    await rest();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/parts?q=corsair');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the list, a second Escape clears the field', async () => {
    stubFetch({ auto: true });
    const { user, input, listbox } = renderTopBarAt();
    await user.type(input, 'corsair');
    await rest();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(listbox()).not.toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('corsair');
    // ArrowDown opens it again (from memory).
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}{Escape}');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
  });

  it('Tab and a click elsewhere close the list', async () => {
    stubFetch({ auto: true });
    const { user, input, listbox } = renderTopBarAt();
    await user.type(input, 'corsair');
    await rest();
    expect(listbox()).toBeVisible();
    await user.tab();
    expect(listbox()).not.toBeVisible();

    await user.click(input);
    await user.type(input, ' rm');
    await rest();
    expect(listbox()).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(listbox()).not.toBeVisible();
    expect(input).toHaveValue('corsair rm');
  });

  it('a click on an option opens its purchase page', async () => {
    stubFetch({ auto: true });
    const { user, input, location } = renderTopBarAt();
    await user.type(input, 'ryzen');
    await rest();
    const [ryzen] = matching('ryzen');
    await user.click(screen.getByRole('option', { name: optionName(ryzen!) }));
    expect(location()).toBe(`/purchase/${ryzen!._id}`);
  });
});

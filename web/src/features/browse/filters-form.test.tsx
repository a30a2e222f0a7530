import { copy } from '@cps/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/test/render-at';
import type { Facets } from '@cps/domain';
import { browseHref, readBrowseSearch } from './browse-url';
import { FiltersForm } from './filters-form';

const { catalogue } = copy;

const processorFacets: Facets = {
  total: 5,
  categories: { processors: 5, memory: 7 },
  brands: { AMD: 3, Intel: 2 },
  price: { min: 150, max: 590 },
  specs: {
    socket: { AM5: 3, LGA1700: 2 },
    cores: { '6': 1, '8': 2, '14': 2 },
    tdp: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(65 + i * 10), 1])),
    integratedGraphics: { true: 4, false: 1 },
  },
};

/** The form as the page uses it: its filters are the URL's, and a change is a new URL. */
function Harness({ facets }: { facets: Facets | null | undefined }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return (
    <FiltersForm
      filters={readBrowseSearch(search).filters}
      facets={facets}
      onFilters={(filters) => void navigate(browseHref(filters))}
    />
  );
}

function renderForm(url: string, options: { facets?: Facets | null } = {}) {
  const facets = 'facets' in options ? options.facets : processorFacets;
  const { location } = renderAt(url, <Harness facets={facets} />);
  return { user: userEvent.setup(), location };
}

/** The fieldset a legend names. */
const group = (legend: string) => within(screen.getByRole('group', { name: legend }));

describe("the filters' specifications", () => {
  it('shows none until a category is chosen', () => {
    renderForm('/parts');
    expect(screen.queryByRole('group', { name: 'Socket' })).toBeNull();
  });

  it("lists the chosen category's filterable keys, each value with its count", () => {
    renderForm('/parts?category=processors');
    const socket = group('Socket');
    expect(socket.getByRole('checkbox', { name: 'AM5 (3)' })).not.toBeChecked();
    expect(socket.getByRole('checkbox', { name: 'LGA1700 (2)' })).toBeEnabled();
    // A value of the list with no match stays in place, and cannot be ticked.
    expect(socket.getByRole('checkbox', { name: 'AM4 (0)' })).toBeDisabled();
    // Numbers with few values are a list of them, in order, with their units.
    expect(
      group('Cores')
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent),
    ).toEqual(['6(1)', '8(2)', '14(2)']);
    expect(group('Integrated graphics').getByRole('checkbox', { name: 'Yes (4)' })).toBeEnabled();
    // Numbers with many values are a range.
    expect(group('TDP (W)').getByLabelText(catalogue.specMin)).toHaveAttribute('placeholder', '65');
    // Threads are not filterable.
    expect(screen.queryByRole('group', { name: 'Threads' })).toBeNull();
  });

  it('ticking a value applies it at once, on the first page, and unticking removes it', async () => {
    const { user, location } = renderForm(
      '/parts?category=processors&cursor=YTpwMQ&sort=price-asc',
    );
    await user.click(group('Socket').getByRole('checkbox', { name: 'AM5 (3)' }));
    expect(location()).toBe('/parts?category=processors&spec.socket=AM5&sort=price-asc');
    expect(group('Socket').getByRole('checkbox', { name: 'AM5 (3)' })).toBeChecked();

    await user.click(group('Socket').getByRole('checkbox', { name: 'LGA1700 (2)' }));
    expect(location()).toBe(
      '/parts?category=processors&spec.socket=AM5&spec.socket=LGA1700&sort=price-asc',
    );
    await user.click(group('Socket').getByRole('checkbox', { name: 'AM5 (3)' }));
    await user.click(group('Socket').getByRole('checkbox', { name: 'LGA1700 (2)' }));
    expect(location()).toBe('/parts?category=processors&sort=price-asc');
  });

  it('applies a range on Enter, with the other filters', async () => {
    const { user, location } = renderForm('/parts?category=processors&spec.socket=AM5');
    await user.type(group('TDP (W)').getByLabelText(catalogue.specMin), '100');
    await user.type(group('TDP (W)').getByLabelText(catalogue.specMax), '150{Enter}');
    expect(location()).toBe(
      '/parts?category=processors&spec.socket=AM5&spec.tdp.min=100&spec.tdp.max=150',
    );
  });

  it("a new category drops the old one's specification filters", async () => {
    const { user, location } = renderForm('/parts?category=processors&spec.socket=AM5');
    // Motherboards have a socket too: still, the filter was the processors'.
    await user.click(screen.getByRole('radio', { name: /^Motherboards/ }));
    expect(location()).toBe('/parts?category=motherboards');
  });

  it('Clear filters clears the specifications too', async () => {
    const { user, location } = renderForm('/parts?category=processors&spec.socket=AM5');
    await user.click(screen.getByRole('link', { name: catalogue.clearFilters }));
    expect(location()).toBe('/parts');
  });

  it('while counted, keeps every place with a stand-in for its count', () => {
    renderForm('/parts?category=processors&spec.socket=AM5', { facets: undefined });
    const socket = group('Socket');
    // The fixed list is there at once, the chosen value ticked, and nothing is disabled yet.
    expect(socket.getAllByRole('checkbox')).toHaveLength(4);
    expect(socket.getByRole('checkbox', { name: 'AM5' })).toBeChecked();
    expect(socket.getByRole('checkbox', { name: 'AM4' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Processors' })).toBeChecked();
  });

  it('where the counts could not be had, offers the choices without counts or stand-ins', () => {
    renderForm('/parts?category=processors', { facets: null });
    expect(screen.getByRole('radio', { name: 'Processors' })).toBeChecked();
    expect(group('Socket').getByRole('checkbox', { name: 'AM4' })).toBeEnabled();
    expect(document.querySelector('.animate-pulse')).toBeNull();
  });
});

import { copy, formatCount, specSchemaOf } from '@cps/domain';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { inputClass, secondaryButtonClass } from '@/components/form';
import { paths } from '@/config/paths';
import { useDraft } from '@/hooks/use-draft';
import type { Facets } from '@cps/domain';
import {
  brandOptions,
  categoryOptions,
  isFiltered,
  readBrowseSearch,
  type BrowseFilters,
} from './browse-url';
import { applyChoice, legendClass, OptionCount, optionClass, RangeInput } from './filter-controls';
import { SpecFacets } from './spec-facets';

const { catalogue } = copy;

interface Props {
  filters: BrowseFilters;
  /** The counts of each choice; undefined while counted, null where they could not be had. */
  facets: Facets | null | undefined;
  /** Goes to the browse page with these filters (and no cursor: a new filter starts at page 1). */
  onFilters: (filters: BrowseFilters) => void;
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className={legendClass}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The browse page's filters: category, brand, price range, in stock and, once a category is
 * chosen, its specifications, each choice with its count. A real GET form whose fields carry
 * the URL's names: a choice applies at once, a range on Enter or Apply, and what the form holds
 * is read back as the URL reads it.
 */
export function FiltersForm({ filters, facets, onFilters }: Props) {
  const id = useId();
  // Choices show at once, before the URL they lead to has rendered.
  const [category, setCategory] = useDraft(filters.category);
  const [brand, setBrand] = useDraft(filters.brand ?? '');
  const [inStock, setInStock] = useDraft(filters.inStock === true);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // A new category's specifications are not the old one's.
    if (data.get('category') !== (filters.category ?? '')) {
      for (const name of [...data.keys()]) if (name.startsWith('spec.')) data.delete(name);
    }
    const params = new URLSearchParams(
      [...data.entries()].filter((entry): entry is [string, string] => entry[1] !== ''),
    );
    onFilters(readBrowseSearch(params).filters);
  }

  const brands = brandOptions(facets?.brands, filters.brand);
  const price = facets?.price;

  return (
    <form
      action={paths.parts()}
      method="get"
      aria-label={catalogue.filters}
      onSubmit={apply}
      className="space-y-6"
    >
      {filters.q && <input type="hidden" name="q" value={filters.q} />}
      <input type="hidden" name="sort" value={filters.sort} />

      <Fieldset legend={catalogue.category}>
        <ul className="space-y-0.5">
          {categoryOptions(facets === null ? null : facets?.categories).map((option) => {
            const optionId = `${id}-category-${option.slug ?? 'all'}`;
            return (
              <li key={optionId}>
                <label htmlFor={optionId} className={optionClass}>
                  <input
                    id={optionId}
                    type="radio"
                    name="category"
                    value={option.slug ?? ''}
                    checked={category === option.slug}
                    onChange={(event) => {
                      setCategory(option.slug);
                      applyChoice(event);
                    }}
                    className="accent-brand-600"
                  />
                  <span className="flex-1">{option.label}</span>
                  <OptionCount count={option.count} />
                </label>
              </li>
            );
          })}
        </ul>
      </Fieldset>

      <div>
        <label htmlFor={`${id}-brand`} className={`block ${legendClass}`}>
          {catalogue.brand}
        </label>
        <select
          id={`${id}-brand`}
          name="brand"
          value={brand}
          onChange={(event) => {
            setBrand(event.target.value);
            applyChoice(event);
          }}
          className={inputClass}
        >
          <option value="">{catalogue.anyBrand}</option>
          {brands.map((name) => (
            <option key={name} value={name}>
              {facets
                ? `${name} (${formatCount(Object.hasOwn(facets.brands, name) ? facets.brands[name]! : 0)})`
                : name}
            </option>
          ))}
        </select>
      </div>

      <Fieldset legend={catalogue.price}>
        <div className="grid grid-cols-2 gap-3">
          <RangeInput
            name="min"
            label={catalogue.minPrice}
            value={filters.min}
            step="0.01"
            placeholder={price ? String(Math.floor(price.min)) : undefined}
          />
          <RangeInput
            name="max"
            label={catalogue.maxPrice}
            value={filters.max}
            step="0.01"
            placeholder={price ? String(Math.ceil(price.max)) : undefined}
          />
        </div>
        <button type="submit" className={`${secondaryButtonClass} mt-3 w-full text-sm`}>
          {catalogue.apply}
        </button>
      </Fieldset>

      <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-ink">
        <input
          type="checkbox"
          name="inStock"
          value="true"
          checked={inStock}
          onChange={(event) => {
            setInStock(event.target.checked);
            applyChoice(event);
          }}
          className="h-4 w-4 accent-brand-600"
        />
        {catalogue.inStockOnly}
      </label>

      {filters.category && (
        <SpecFacets
          key={filters.category}
          fields={specSchemaOf(filters.category).filter((field) => field.filterable)}
          filters={filters.specs ?? []}
          counts={facets === null ? null : facets?.specs}
        />
      )}

      {isFiltered(filters) && (
        <Link
          to={paths.parts()}
          className="inline-block text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          {catalogue.clearFilters}
        </Link>
      )}
    </form>
  );
}

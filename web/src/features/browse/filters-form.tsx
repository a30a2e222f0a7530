import { messages, parsePartFilters, type CatalogueStats, type PartFilters } from '@cps/domain';
import { useId, type FormEvent } from 'react';
import { Link } from 'react-router';
import { inputClass, secondaryButtonClass } from '@/components/form';
import { paths } from '@/config/paths';
import { useDraft } from '@/hooks/use-draft';
import { formatCount } from '@/lib/format-count';
import { brandOptions, categoryOptions, isFiltered, withFilters } from './browse-url';

const { catalogue } = messages;

const legendClass = 'mb-2 text-sm font-semibold text-ink';

interface Props {
  filters: PartFilters;
  /** The counters doc; undefined while it loads or where there is none (no counts shown). */
  stats: CatalogueStats | undefined;
  /** Goes to the browse page with these filters (and no cursor: a new filter starts at page 1). */
  onFilters: (filters: PartFilters) => void;
}

/** One end of the price range: a dollar amount, applied with the other on Enter or Apply. */
function PriceInput({
  id,
  name,
  label,
  value,
  onChange,
}: {
  id: string;
  name: 'min' | 'max';
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs text-slate-600">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    </div>
  );
}

/**
 * The browse page's filters: category (with counts), brand, price range and in stock. A choice
 * applies at once; the prices apply on Enter or Apply. A real GET form, so it works as a form.
 */
export function FiltersForm({ filters, stats, onFilters }: Props) {
  const id = useId();
  const [min, setMin] = useDraft(filters.min === undefined ? '' : String(filters.min));
  const [max, setMax] = useDraft(filters.max === undefined ? '' : String(filters.max));
  // Choices show at once, before the URL they lead to has rendered.
  const [category, setCategory] = useDraft(filters.category);
  const [brand, setBrand] = useDraft(filters.brand ?? '');
  const [inStock, setInStock] = useDraft(filters.inStock === true);
  const set = (change: Partial<PartFilters>) => onFilters(withFilters(filters, change));

  function applyPrices(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parsePartFilters(new URLSearchParams({ min, max }), true);
    const prices = parsed.ok ? parsed.value : { min: undefined, max: undefined };
    set({ min: prices.min, max: prices.max });
  }

  return (
    <form
      action={paths.parts()}
      method="get"
      aria-label={catalogue.filters}
      onSubmit={applyPrices}
      className="space-y-6"
    >
      {filters.q && <input type="hidden" name="q" value={filters.q} />}
      {filters.sort !== 'newest' && <input type="hidden" name="sort" value={filters.sort} />}

      <fieldset>
        <legend className={legendClass}>{catalogue.category}</legend>
        <ul className="space-y-0.5">
          {categoryOptions(filters, stats).map((option) => {
            const optionId = `${id}-category-${option.slug ?? 'all'}`;
            return (
              <li key={optionId}>
                <label
                  htmlFor={optionId}
                  className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:checked]:text-brand-700"
                >
                  <input
                    id={optionId}
                    type="radio"
                    name="category"
                    value={option.slug ?? ''}
                    checked={category === option.slug}
                    onChange={() => {
                      setCategory(option.slug);
                      set({ category: option.slug });
                    }}
                    className="accent-brand-600"
                  />
                  <span className="flex-1">{option.label}</span>
                  {option.count !== undefined && (
                    <span className="tabular-nums text-slate-500">
                      ({formatCount(option.count)})
                    </span>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>

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
            set({ brand: event.target.value || undefined });
          }}
          className={inputClass}
        >
          <option value="">{catalogue.anyBrand}</option>
          {brandOptions(stats, filters.brand).map((brand) => (
            <option key={brand} value={brand}>
              {brand}
            </option>
          ))}
        </select>
      </div>

      <fieldset>
        <legend className={legendClass}>{catalogue.price}</legend>
        <div className="grid grid-cols-2 gap-3">
          <PriceInput
            id={`${id}-min`}
            name="min"
            label={catalogue.minPrice}
            value={min}
            onChange={setMin}
          />
          <PriceInput
            id={`${id}-max`}
            name="max"
            label={catalogue.maxPrice}
            value={max}
            onChange={setMax}
          />
        </div>
        <button type="submit" className={`${secondaryButtonClass} mt-3 w-full text-sm`}>
          {catalogue.apply}
        </button>
      </fieldset>

      <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-ink">
        <input
          type="checkbox"
          name="inStock"
          value="true"
          checked={inStock}
          onChange={(event) => {
            setInStock(event.target.checked);
            set({ inStock: event.target.checked });
          }}
          className="h-4 w-4 accent-brand-600"
        />
        {catalogue.inStockOnly}
      </label>

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

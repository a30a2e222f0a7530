import {
  categoryLabel,
  copy,
  parseSpecText,
  specSchemaOf,
  specsProblems,
  specValueText,
  type SpecField,
  type Specs,
  type SpecValue,
} from '@cps/domain';
import { useId } from 'react';
import type { FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import { inputClass, labelClass, selectHeightClass } from '@/components/form';

// The specification fields of a part's category, in both admin forms: drawn from the domain's
// schema and checked by the server's own rule (specsProblems, which validateSpecs reports the
// first of), each problem shown beside its field.

/** A spec field's value as its input holds it: text, the ticked choices, or a flag. */
export type SpecFormValue = string | string[] | boolean;
export type SpecFormValues = Record<string, SpecFormValue>;

/** What the spec fields need of a form's values. */
export interface WithSpecs {
  category: string;
  specs: SpecFormValues;
}

/** The inputs' starting values for a part of `category` (blank where it says nothing). */
export function specFormValues(category: string, specs: Specs | undefined): SpecFormValues {
  return Object.fromEntries(
    specSchemaOf(category).map((field) => {
      const value = specs?.[field.key];
      if (field.type === 'flag') return [field.key, value === true];
      if (field.type === 'choices') return [field.key, Array.isArray(value) ? value : []];
      return [field.key, specValueText(value)];
    }),
  );
}

/**
 * The `specs` the inputs say, for `category`'s keys only: blank left out, text read as the key's
 * type (what does not read stays text, for the validation to name), a flag true or false.
 */
export function specsFromForm(category: string, values: SpecFormValues | undefined): Specs {
  const specs: Specs = {};
  for (const field of specSchemaOf(category)) {
    const value = values?.[field.key];
    if (field.type === 'flag') specs[field.key] = value === true;
    else if (field.type === 'choices') {
      if (Array.isArray(value) && value.length) specs[field.key] = value;
    } else {
      const read = parseSpecText(field, typeof value === 'string' ? value : '');
      if (read !== undefined) specs[field.key] = read;
    }
  }
  return specs;
}

/** No spec field filled in (an unticked flag counts as blank). */
export function specsBlank(category: string, values: SpecFormValues | undefined): boolean {
  return Object.values(specsFromForm(category, values)).every((value) => value === false);
}

/** The two maps say the same, key by key in the schema's order. */
export function sameSpecs(category: string, a: Specs, b: Specs): boolean {
  return specSchemaOf(category).every(
    (field) =>
      specValueText(a[field.key] as SpecValue) === specValueText(b[field.key] as SpecValue),
  );
}

function specError(errors: FieldErrors<WithSpecs>, key: string): string | undefined {
  const entry = (errors.specs as Record<string, { message?: string } | undefined> | undefined)?.[
    key
  ];
  return entry?.message;
}

const checkboxClass =
  'h-4 w-4 shrink-0 rounded border-slate-300 text-brand-600 focus:ring-2 focus:ring-brand-500';

function RequiredMark() {
  return (
    <>
      <span aria-hidden="true" className="text-red-600">
        {' '}
        *
      </span>
      <span className="sr-only"> ({copy.catalogue.specRequired})</span>
    </>
  );
}

function ErrorLine({ id, error }: { id: string; error: string | undefined }) {
  return (
    <p id={id} role={error ? 'alert' : undefined} className="mt-1 min-h-5 text-sm text-red-600">
      {error}
    </p>
  );
}

function SpecInput({
  field,
  register,
  error,
  check,
}: {
  field: SpecField;
  register: UseFormRegister<WithSpecs>;
  error: string | undefined;
  check: (values: WithSpecs) => string | true;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const name = `specs.${field.key}` as const;
  const registered = register(name, { validate: (_value, values) => check(values) });
  const invalid = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  const required = field.required ? <RequiredMark /> : null;

  if (field.type === 'flag') {
    return (
      <div>
        <label htmlFor={id} className="flex min-h-[2.625rem] items-center gap-2 text-sm text-ink">
          <input id={id} type="checkbox" className={checkboxClass} {...invalid} {...registered} />
          {field.label}
        </label>
        <ErrorLine id={errorId} error={error} />
      </div>
    );
  }

  if (field.type === 'choices') {
    return (
      <fieldset className="sm:col-span-2" aria-describedby={invalid['aria-describedby']}>
        <legend className={labelClass}>
          {field.label}
          {required}
        </legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {field.values.map((value) => (
            <label key={value} className="flex min-h-8 items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                value={value}
                className={checkboxClass}
                aria-invalid={invalid['aria-invalid']}
                {...registered}
              />
              {value}
            </label>
          ))}
        </div>
        <ErrorLine id={errorId} error={error} />
      </fieldset>
    );
  }

  const label = (
    <label htmlFor={id} className={labelClass}>
      {field.label}
      {required}
    </label>
  );

  if (field.type === 'choice') {
    return (
      <div>
        {label}
        <select
          id={id}
          className={`${inputClass} ${selectHeightClass}`}
          {...invalid}
          {...registered}
        >
          <option value="">{copy.catalogue.specChoose}</option>
          {field.values.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        <ErrorLine id={errorId} error={error} />
      </div>
    );
  }

  const unitId = `${id}-unit`;
  const unit = field.type === 'number' ? field.unit : undefined;
  return (
    <div>
      {label}
      <div className="flex items-stretch">
        <input
          id={id}
          type={field.type === 'number' ? 'number' : 'text'}
          inputMode={field.type === 'number' ? (field.integer ? 'numeric' : 'decimal') : undefined}
          min={field.type === 'number' ? field.min : undefined}
          max={field.type === 'number' ? field.max : undefined}
          step={field.type === 'number' ? (field.integer ? 1 : 'any') : undefined}
          maxLength={field.type === 'text' ? field.maxLength : undefined}
          autoComplete="off"
          className={`${inputClass} ${unit ? 'rounded-r-none' : ''}`}
          {...invalid}
          aria-describedby={
            [error && errorId, unit && unitId].filter(Boolean).join(' ') || undefined
          }
          {...registered}
        />
        {unit && (
          <span
            id={unitId}
            className="inline-flex items-center rounded-r-lg border border-l-0 border-slate-300 bg-slate-50 px-3 text-sm text-slate-600"
          >
            {unit}
          </span>
        )}
      </div>
      <ErrorLine id={errorId} error={error} />
    </div>
  );
}

/**
 * The chosen category's specification fields: numbers with their units, a select for one choice,
 * checkboxes for several and for a flag, text; required ones marked. `optional` leaves them
 * unchecked while every one is blank (a part written before specifications, edited as it is).
 */
export function SpecFields<T extends FieldValues & WithSpecs>({
  category,
  register: registerAny,
  errors: errorsAny,
  optional = false,
}: {
  category: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  optional?: boolean;
}) {
  // Only the `category` and `specs` of the form are read or registered here.
  const register = registerAny as unknown as UseFormRegister<WithSpecs>;
  const errors = errorsAny as FieldErrors<WithSpecs>;
  const schema = specSchemaOf(category);
  const check =
    (key: string) =>
    (values: WithSpecs): string | true => {
      // A field left over from another category is not this part's.
      if (values.category !== category) return true;
      if (optional && specsBlank(category, values.specs)) return true;
      const problem = specsProblems(category, specsFromForm(category, values.specs)).find(
        (p) => p.key === key,
      );
      return problem?.message ?? true;
    };
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-200 px-3 pb-1 pt-2 sm:col-span-2">
      <legend className="px-1 text-sm font-semibold text-ink">
        {schema.length
          ? copy.catalogue.specsOf(categoryLabel(category))
          : copy.catalogue.specsTitle}
      </legend>
      {schema.length ? (
        <>
          <p className="mb-2 text-xs text-slate-600">{copy.catalogue.specsRequiredNote}</p>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {schema.map((field) => (
              <SpecInput
                key={field.key}
                field={field}
                register={register}
                error={specError(errors, field.key)}
                check={check(field.key)}
              />
            ))}
          </div>
        </>
      ) : (
        <p className="pb-2 text-sm text-slate-600">{copy.catalogue.specsChooseCategory}</p>
      )}
    </fieldset>
  );
}

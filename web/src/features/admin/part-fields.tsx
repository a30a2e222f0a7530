import {
  addPartRules,
  categories,
  imageTypesLabel,
  isAcceptedImageType,
  isWholeCents,
  isWithinImageLimit,
  maxImageLabel,
  messages,
} from '@cps/domain';
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field, inputClass } from '@/components/form';

// The fields a part has in both admin forms (Add Part and the Edit dialog), with the same rules:
// the spec's "required" messages from the domain (addPartRules) and the server's own limits,
// checked here so the admin learns them before anything is sent.

/** What both forms hold, as the inputs give it (text); `img` is the Edit dialog's URL field. */
export interface PartFormValues {
  name: string;
  category: string;
  brand: string;
  price: string;
  availableQuanity: string;
  minimumOrderQuanity: string;
  description: string;
  img: string;
  /** Add Part only: the picked picture. */
  image: FileList | undefined;
}

export const partChecks = {
  price: 'Price must be a positive amount with at most 2 decimals',
  wholeNumber: 'Enter a whole number',
  minimumAtLeastOne: 'Minimum Order Quantity must be at least 1',
  minimumAboveStock: 'Minimum Order Quantity cannot be above Available Quantity',
  imageType: `The image must be a ${imageTypesLabel}`,
  imageSize: `The image must be ${maxImageLabel} or smaller`,
  imageUrl: 'The image must be an uploaded image URL',
} as const;

const isWhole = (value: string) => /^\d+$/.test(value.trim());

/** A required text field: only spaces count as empty too (the server trims). */
const filled = (message: string) => (value: string | undefined) =>
  (value ?? '').trim() !== '' || message;

/** The picked file, if any, is an accepted picture within the size limit. */
export function checkImageFile(file: File | undefined): true | string {
  if (!file) return true;
  if (!isAcceptedImageType(file.type)) return partChecks.imageType;
  return isWithinImageLimit(file.size) || partChecks.imageSize;
}

/** Where a part's picture may be: one uploaded here, a bundled one, or any https address. */
export function isPartImageUrl(url: string): boolean {
  const value = url.trim();
  return (
    value.startsWith('/api/images/') || value.startsWith('/images/') || /^https:\/\//.test(value)
  );
}

/** react-hook-form rules of every field, by name. */
export const partFieldRules = {
  name: { ...addPartRules.name, validate: filled(addPartRules.name.required) },
  category: addPartRules.category,
  brand: { ...addPartRules.brand, validate: filled(addPartRules.brand.required) },
  price: {
    ...addPartRules.price,
    validate: (value: string) => {
      const price = Number(value);
      return (price > 0 && isWholeCents(price)) || partChecks.price;
    },
  },
  availableQuanity: {
    ...addPartRules.availableQuanity,
    // The minimum is checked against the stock, so it is rechecked when the stock changes.
    deps: ['minimumOrderQuanity' as const],
    validate: (value: string) => isWhole(value) || partChecks.wholeNumber,
  },
  minimumOrderQuanity: {
    ...addPartRules.minimumOrderQuanity,
    validate: (value: string, { availableQuanity }: Pick<PartFormValues, 'availableQuanity'>) => {
      if (!isWhole(value)) return partChecks.wholeNumber;
      if (Number(value) < 1) return partChecks.minimumAtLeastOne;
      if (isWhole(availableQuanity) && Number(value) > Number(availableQuanity)) {
        return partChecks.minimumAboveStock;
      }
      return true;
    },
  },
  description: {
    ...addPartRules.description,
    validate: filled(addPartRules.description.required),
  },
  img: {
    ...addPartRules.image,
    validate: (value: string) => {
      if (value.trim() === '') return addPartRules.image.required;
      return isPartImageUrl(value) || partChecks.imageUrl;
    },
  },
};

/** A select as tall as the text inputs beside it (Chrome draws selects 4 px shorter). */
export const selectHeightClass = 'h-[2.625rem]';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** The select twin of Field (components/form): label, control, announced error line. */
function SelectField({ label, error, className = '', children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        className={`${inputClass} ${selectHeightClass}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {children}
      </select>
      <p
        id={`${id}-error`}
        role={error ? 'alert' : undefined}
        className="mt-1 min-h-5 text-sm text-red-600"
      >
        {error}
      </p>
    </div>
  );
}

/**
 * Name, Category, Brand, Price, Available Quantity and Minimum Order Quantity, in a two-column
 * grid from `sm` up. Category shows the labels and gives the slugs; an empty choice is required.
 * `children` fill the cell beside Minimum Order Quantity. `focusName` marks Name `autofocus`,
 * which a modal <dialog> focuses when it opens (instead of its first button).
 */
export function PartDetailFields({
  register,
  errors,
  focusName = false,
  children,
}: {
  register: UseFormRegister<PartFormValues>;
  errors: FieldErrors<PartFormValues>;
  focusName?: boolean;
  children?: ReactNode;
}) {
  const name = register('name', partFieldRules.name);
  return (
    <>
      <Field
        label="Name"
        className="sm:col-span-2"
        error={errors.name?.message}
        {...name}
        ref={(input) => {
          // React sets no `autofocus` attribute (it focuses on mount itself, too early here).
          if (input && focusName) input.autofocus = true;
          name.ref(input);
        }}
      />
      <SelectField
        label={messages.catalogue.category}
        error={errors.category?.message}
        {...register('category', partFieldRules.category)}
      >
        <option value="">Choose a category</option>
        {categories.map((category) => (
          <option key={category.slug} value={category.slug}>
            {category.label}
          </option>
        ))}
      </SelectField>
      <Field
        label={messages.catalogue.brand}
        autoComplete="off"
        placeholder="e.g. Samsung"
        error={errors.brand?.message}
        {...register('brand', partFieldRules.brand)}
      />
      <Field
        label="Price"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        placeholder="e.g. 189.99"
        error={errors.price?.message}
        {...register('price', partFieldRules.price)}
      />
      <Field
        label="Available Quantity"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        error={errors.availableQuanity?.message}
        {...register('availableQuanity', partFieldRules.availableQuanity)}
      />
      <Field
        label="Minimum Order Quantity"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        error={errors.minimumOrderQuanity?.message}
        {...register('minimumOrderQuanity', partFieldRules.minimumOrderQuanity)}
      />
      {children}
    </>
  );
}

import {
  addPartRules,
  documentsCopy,
  warrantyRules,
  categories,
  copy,
  imageTypesLabel,
  isAcceptedImageType,
  isShownImageUrl,
  isWholeCents,
  isWithinImageLimit,
  maxImageLabel,
  stockLimitsError,
  type PartFields,
  type Specs,
} from '@cps/domain';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Field, SelectField, useCheckedForm } from '@/components/form';
import { specFormValues, type SpecFormValues } from './spec-fields';

// The fields a part has in both admin forms (Add Part and the Edit dialog), with the same rules:
// the spec's "required" messages from the domain (addPartRules) and the server's own limits,
// checked here so the admin learns them before anything is sent.

/** What both forms hold, as the inputs give it (text); `img` is the Edit dialog's URL field. */
export interface PartFormValues {
  name: string;
  category: string;
  brand: string;
  /** Optional: "3 years"; left empty, the part names no warranty. */
  warranty: string;
  price: string;
  availableQuanity: string;
  minimumOrderQuanity: string;
  description: string;
  img: string;
  /** Add Part only: the picked picture. */
  image: FileList | undefined;
  /** The chosen category's specification inputs, by key. */
  specs: SpecFormValues;
}

/**
 * What both forms send of their common fields, as a part holds them: text trimmed, numbers as
 * numbers, the category's slug. (The picture differs: Add Part sends a file, the Edit dialog `img`.)
 */
export function partFieldsFromForm(values: PartFormValues): Omit<PartFields, 'img'> & {
  category: string;
  brand: string;
} {
  return {
    name: values.name.trim(),
    category: values.category,
    brand: values.brand.trim(),
    ...(values.warranty.trim() ? { warranty: values.warranty.trim() } : {}),
    price: Number(values.price),
    availableQuanity: Number(values.availableQuanity),
    minimumOrderQuanity: Number(values.minimumOrderQuanity),
    description: values.description.trim(),
  };
}

export const partChecks = {
  price: 'Price must be a positive amount with at most 2 decimals',
  wholeNumber: 'Enter a whole number',
  minimumAtLeastOne: 'Minimum Order Quantity must be at least 1',
  minimumAboveStock: copy.catalogue.minimumAboveStock,
  imageType: `The image must be a ${imageTypesLabel}`,
  imageSize: `The image must be ${maxImageLabel} or smaller`,
  imageUrl: copy.catalogue.imageUrl,
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

/**
 * The form both admin forms hold: checked on submit, then again as the admin types. A new
 * category swaps in its spec fields, filled from `specsOf(slug)` (none: blank). `category` is
 * the chosen one, for the spec fields to follow.
 */
export function usePartForm(
  defaultValues: PartFormValues,
  specsOf: (category: string) => Specs | undefined = () => undefined,
) {
  const form = useCheckedForm<PartFormValues>(defaultValues);
  const category = useWatch({ control: form.control, name: 'category' });
  const onCategoryChange = (slug: string) => {
    form.clearErrors('specs');
    form.setValue('specs', specFormValues(slug, specsOf(slug)));
  };
  return { ...form, category, onCategoryChange };
}

/** react-hook-form rules of every field, by name. */
export const partFieldRules = {
  name: { ...addPartRules.name, validate: filled(addPartRules.name.required) },
  category: addPartRules.category,
  brand: { ...addPartRules.brand, validate: filled(addPartRules.brand.required) },
  warranty: warrantyRules,
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
      if (!isWhole(availableQuanity)) return true;
      return (
        stockLimitsError({
          minimumOrderQuanity: Number(value),
          availableQuanity: Number(availableQuanity),
        }) ?? true
      );
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
      return isShownImageUrl(value) || partChecks.imageUrl;
    },
  },
};

/**
 * Name, Category, Brand, Price, Available Quantity and Minimum Order Quantity, in a two-column
 * grid from `sm` up. Category shows the labels and gives the slugs; an empty choice is required.
 * `children` fill the cell beside Minimum Order Quantity. `focusName` marks Name `autofocus`,
 * which a modal <dialog> focuses when it opens (instead of its first button).
 */
export function PartDetailFields({
  field,
  focusName = false,
  onCategoryChange,
  children,
}: {
  field: ReturnType<typeof usePartForm>['field'];
  focusName?: boolean;
  /** Called with the new slug when the admin picks another category (its spec fields swap). */
  onCategoryChange?: (category: string) => void;
  children?: ReactNode;
}) {
  const name = field('name', partFieldRules.name);
  return (
    <>
      <Field
        label="Name"
        className="sm:col-span-2"
        {...name}
        ref={(input) => {
          // React sets no `autofocus` attribute (it focuses on mount itself, too early here).
          if (input && focusName) input.autofocus = true;
          name.ref(input);
        }}
      />
      <SelectField
        label={copy.catalogue.category}
        {...field('category', {
          ...partFieldRules.category,
          onChange: (event: { target: { value: string } }) =>
            onCategoryChange?.(event.target.value),
        })}
      >
        <option value="">Choose a category</option>
        {categories.map((category) => (
          <option key={category.slug} value={category.slug}>
            {category.label}
          </option>
        ))}
      </SelectField>
      <Field
        label={copy.catalogue.brand}
        autoComplete="off"
        placeholder="e.g. Samsung"
        {...field('brand', partFieldRules.brand)}
      />
      <Field
        label={documentsCopy.invoice.warranty}
        autoComplete="off"
        placeholder="e.g. 3 years (optional)"
        {...field('warranty', partFieldRules.warranty)}
      />
      <Field
        label="Price"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        placeholder="e.g. 189.99"
        {...field('price', partFieldRules.price)}
      />
      <Field
        label="Available Quantity"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        {...field('availableQuanity', partFieldRules.availableQuanity)}
      />
      <Field
        label="Minimum Order Quantity"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        {...field('minimumOrderQuanity', partFieldRules.minimumOrderQuanity)}
      />
      {children}
    </>
  );
}

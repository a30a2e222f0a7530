import {
  addPartRules,
  imageMimeTypes,
  imageTypesLabel,
  isAcceptedImageType,
  isWholeCents,
  isWithinImageLimit,
  maxImageLabel,
} from '@cps/domain';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClass, Field, TextAreaField } from '@/components/form';
import { Spinner } from '@/components/spinner';

interface PartValues {
  name: string;
  price: string;
  availableQuanity: string;
  minimumOrderQuanity: string;
  image: FileList;
  description: string;
}

export interface NewPartInput {
  name: string;
  price: number;
  availableQuanity: number;
  minimumOrderQuanity: number;
  image: File;
  description: string;
}

// Beyond "required" (spec §5, exact strings in addPartRules) the server's own limits, checked
// here so the admin learns them before the upload.
export const partChecks = {
  price: 'Price must be a positive amount with at most 2 decimals',
  wholeNumber: 'Enter a whole number',
  minimumAtLeastOne: 'Minimum Order Quantity must be at least 1',
  minimumAboveStock: 'Minimum Order Quantity cannot be above Available Quantity',
  imageType: `The image must be a ${imageTypesLabel}`,
  imageSize: `The image must be ${maxImageLabel} or smaller`,
} as const;

const isWhole = (value: string) => /^\d+$/.test(value.trim());

/**
 * Add Part (spec §5): all six fields required with the spec's messages; price and quantities
 * numeric. `onSubmit` gets numbers and the picked file, and resolves true when the part was added,
 * which clears the form. `uploading` shows a spinner over the preview.
 */
export function AddPartForm({
  onSubmit,
  uploading = false,
}: {
  onSubmit: (part: NewPartInput) => Promise<boolean>;
  uploading?: boolean;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PartValues>({ mode: 'onSubmit', reValidateMode: 'onChange' });
  const [preview, setPreview] = useState<string | null>(null);
  const imageId = useId();

  // Each preview URL is released when it is replaced and when the form goes away.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const image = register('image', {
    ...addPartRules.image,
    validate: (files) => {
      const file = files?.[0];
      if (!file) return true;
      if (!isAcceptedImageType(file.type)) return partChecks.imageType;
      return isWithinImageLimit(file.size) || partChecks.imageSize;
    },
  });

  const submit = async (values: PartValues) => {
    const file = values.image[0];
    if (!file) return;
    const added = await onSubmit({
      name: values.name.trim(),
      price: Number(values.price),
      availableQuanity: Number(values.availableQuanity),
      minimumOrderQuanity: Number(values.minimumOrderQuanity),
      image: file,
      description: values.description.trim(),
    });
    if (added) {
      reset();
      setPreview(null);
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      className="grid gap-x-4 gap-y-2 sm:grid-cols-2"
    >
      <Field
        label="Name"
        className="sm:col-span-2"
        error={errors.name?.message}
        {...register('name', addPartRules.name)}
      />
      <Field
        label="Price"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        placeholder="e.g. 189.99"
        error={errors.price?.message}
        {...register('price', {
          ...addPartRules.price,
          validate: (value) => {
            const price = Number(value);
            return (price > 0 && isWholeCents(price)) || partChecks.price;
          },
        })}
      />
      <Field
        label="Available Quantity"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        error={errors.availableQuanity?.message}
        {...register('availableQuanity', {
          ...addPartRules.availableQuanity,
          // The minimum is checked against the stock, so it is rechecked when the stock changes.
          deps: ['minimumOrderQuanity'],
          validate: (value) => isWhole(value) || partChecks.wholeNumber,
        })}
      />
      <Field
        label="Minimum Order Quantity"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        error={errors.minimumOrderQuanity?.message}
        {...register('minimumOrderQuanity', {
          ...addPartRules.minimumOrderQuanity,
          validate: (value, { availableQuanity }) => {
            if (!isWhole(value)) return partChecks.wholeNumber;
            if (Number(value) < 1) return partChecks.minimumAtLeastOne;
            if (isWhole(availableQuanity) && Number(value) > Number(availableQuanity)) {
              return partChecks.minimumAboveStock;
            }
            return true;
          },
        })}
      />
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-start sm:gap-4">
        <div className="min-w-0 flex-1">
          <label htmlFor={imageId} className="mb-1 block text-sm font-medium text-slate-700">
            Image
          </label>
          <input
            id={imageId}
            type="file"
            accept={imageMimeTypes.join(',')}
            aria-invalid={errors.image ? true : undefined}
            aria-describedby={errors.image ? `${imageId}-error` : undefined}
            className="w-full cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-600 shadow-sm file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-brand-700 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500"
            {...image}
            onChange={(event) => {
              const file = event.target.files?.[0];
              setPreview(file ? URL.createObjectURL(file) : null);
              return image.onChange(event);
            }}
          />
          <p
            id={`${imageId}-error`}
            role={errors.image ? 'alert' : undefined}
            className="mt-1 min-h-5 text-sm text-red-600"
          >
            {errors.image?.message}
          </p>
        </div>
        <div className="relative flex h-24 w-24 sm:mt-6 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-dashed border-slate-300 bg-slate-50">
          {preview ? (
            <img
              src={preview}
              alt="Preview of the chosen image"
              className="h-full w-full object-contain"
            />
          ) : (
            <span className="px-2 text-center text-xs text-slate-500">No image chosen</span>
          )}
          {uploading && (
            <div className="absolute inset-0 flex items-center justify-center bg-white/70">
              <Spinner label="Uploading the image" />
            </div>
          )}
        </div>
      </div>
      <TextAreaField
        label="Description"
        rows={5}
        className="sm:col-span-2"
        error={errors.description?.message}
        {...register('description', addPartRules.description)}
      />
      <button
        type="submit"
        className={`${buttonClass} mt-2 w-full sm:col-span-2 sm:w-auto sm:justify-self-start`}
        disabled={isSubmitting}
      >
        {isSubmitting && <Spinner label="Adding the part" />}
        Add Product
      </button>
    </form>
  );
}

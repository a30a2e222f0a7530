import { imageMimeTypes, type CategorySlug, type Specs } from '@cps/domain';
import { useEffect, useId, useState } from 'react';
import { buttonClass, labelClass, TextAreaField } from '@/components/form';
import { Spinner } from '@/components/spinner';
import {
  checkImageFile,
  PartDetailFields,
  partFieldRules,
  partFieldsFromForm,
  usePartForm,
  type PartFormValues,
} from './part-fields';
import { SpecFields, specsFromForm } from './spec-fields';

export { partChecks } from './part-fields';

export interface NewPartInput {
  name: string;
  category: CategorySlug;
  brand: string;
  price: number;
  availableQuanity: number;
  minimumOrderQuanity: number;
  image: File;
  description: string;
  /** The category's specifications as the fields give them (checked by the domain's rule). */
  specs: Specs;
}

const emptyValues: PartFormValues = {
  name: '',
  category: '',
  brand: '',
  warranty: '',
  price: '',
  availableQuanity: '',
  minimumOrderQuanity: '',
  description: '',
  img: '',
  image: undefined,
  specs: {},
};

/**
 * Add Part (spec §5): all six fields of the spec required with its messages, and Category and
 * Brand in the same style; price and quantities numeric. `onSubmit` gets numbers, the
 * category's slug, the trimmed brand and the picked file, and resolves true when the part was
 * added, which clears the form. `uploading` shows a spinner over the preview.
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
    field,
    handleSubmit,
    reset,
    category,
    onCategoryChange,
    formState: { errors, isSubmitting },
  } = usePartForm(emptyValues);
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
    required: partFieldRules.img.required,
    validate: (files) => checkImageFile(files?.[0]),
  });

  const submit = async (values: PartFormValues) => {
    const file = values.image?.[0];
    if (!file) return;
    const added = await onSubmit({
      ...partFieldsFromForm(values),
      // The select offers only the domain's slugs and requires one.
      category: values.category as CategorySlug,
      image: file,
      specs: specsFromForm(values.category, values.specs),
    });
    if (added) {
      reset(emptyValues);
      setPreview(null);
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      className="grid gap-x-4 gap-y-2 sm:grid-cols-2"
    >
      <PartDetailFields field={field} onCategoryChange={onCategoryChange} />
      <SpecFields key={category} category={category} register={register} errors={errors} />
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-start sm:gap-4">
        <div className="min-w-0 flex-1">
          <label htmlFor={imageId} className={labelClass}>
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
        {...field('description', partFieldRules.description)}
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

import { copy, imageMimeTypes, isCategory, isShownImageUrl, type Part } from '@cps/domain';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import {
  buttonClass,
  Field,
  labelClass,
  secondaryButtonClass,
  TextAreaField,
} from '@/components/form';
import { Modal } from '@/components/modal';
import { Spinner } from '@/components/spinner';
import { updatePart, uploadImage, type PartChanges } from './part-api';
import {
  checkImageFile,
  PartDetailFields,
  partFieldRules,
  partFieldsFromForm,
  usePartForm,
  type PartFormValues,
} from './part-fields';
import { sameSpecs, SpecFields, specFormValues, specsBlank, specsFromForm } from './spec-fields';
import { StockShardsForm } from './stock-shards-form';

/** The form's starting values: the part as it is (a part from before categories starts empty). */
export function partFormValues(part: Part): PartFormValues {
  const category = isCategory(part.category) ? part.category : '';
  return {
    name: part.name,
    category,
    brand: part.brand ?? '',
    warranty: part.warranty ?? '',
    price: String(part.price),
    availableQuanity: String(part.availableQuanity),
    minimumOrderQuanity: String(part.minimumOrderQuanity),
    description: part.description,
    img: part.img,
    image: undefined,
    specs: specFormValues(category, part.specs),
  };
}

/**
 * A part written before specifications, its category unchanged: its spec fields may stay blank
 * (nothing is then sent), so that editing its price does not first ask for its specifications.
 */
function specsOptional(part: Part, category: string): boolean {
  return part.specs === undefined && category === (part.category ?? '');
}

/** The fields whose (trimmed, numeric where numeric) value differs from the part's: all a save sends. */
export function partChanges(part: Part, values: PartFormValues): PartChanges {
  const next: Required<Omit<PartChanges, 'specs'>> = {
    ...partFieldsFromForm(values),
    // Sent empty to take a warranty off (Add Part leaves an empty one out).
    warranty: values.warranty.trim(),
    img: values.img.trim(),
  };
  const changes = Object.fromEntries(
    Object.entries(next).filter(([field, value]) => value !== (part[field as keyof Part] ?? '')),
  ) as PartChanges;
  const { category } = values;
  if (specsOptional(part, category) && specsBlank(category, values.specs)) return changes;
  const specs = specsFromForm(category, values.specs);
  // A new category is sent with its specifications, so that they are checked together.
  const before = specsFromForm(category, specFormValues(category, part.specs));
  if ('category' in changes || !sameSpecs(category, specs, before)) changes.specs = specs;
  return changes;
}

type Save = (id: string, changes: PartChanges) => Promise<void>;
type Upload = (file: File) => Promise<string>;

function EditPartForm({
  part,
  save,
  upload,
  onDone,
}: {
  part: Part;
  save: Save;
  upload: Upload;
  onDone: () => void;
}) {
  const {
    register,
    field,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    control,
    category,
    onCategoryChange,
    formState: { errors, isSubmitting },
  } = usePartForm(partFormValues(part), (slug) =>
    // Back to its own category, the part's specifications come back too.
    slug === part.category ? part.specs : undefined,
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const uploadId = useId();
  const img = useWatch({ control, name: 'img' });
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  const replaceImage = async (file: File | undefined) => {
    const check = checkImageFile(file);
    if (!file) return;
    if (check !== true) {
      setError('img', { message: check });
      return;
    }
    clearErrors('img');
    setUploading(true);
    try {
      const url = await upload(file);
      setValue('img', url, { shouldDirty: true, shouldValidate: true });
    } catch (error) {
      setError('img', { message: error instanceof Error ? error.message : String(error) });
    } finally {
      setUploading(false);
    }
  };

  const submit = async (values: PartFormValues) => {
    const changes = partChanges(part, values);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    setServerError(null);
    try {
      await save(part._id, changes);
      toast.success(copy.catalogue.partUpdated(changes.name ?? part.name));
      onDone();
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : String(error);
      // Everything typed stays and the server's reason shows above the buttons; if the dialog
      // was closed meanwhile, the reason still reaches the admin.
      if (shown.current) setServerError(message);
      else toast.error(message);
    }
  };

  const busy = isSubmitting || uploading;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        void handleSubmit(submit)(event);
      }}
      className="grid gap-x-4 gap-y-2 sm:grid-cols-2"
    >
      <PartDetailFields field={field} focusName onCategoryChange={onCategoryChange}>
        {/* pb-6: the room a field keeps for its error line, so the rows line up. */}
        <div className="pb-6">
          <p className={labelClass}>Picture</p>
          <div className="flex items-center gap-3">
            <div className="relative flex h-[2.625rem] w-14 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50">
              {isShownImageUrl(img) ? (
                <img src={img.trim()} alt="" className="h-full w-full object-cover" />
              ) : (
                <span className="text-[10px] text-slate-500">None</span>
              )}
              {uploading && (
                <div className="absolute inset-0 flex items-center justify-center bg-white/70">
                  <Spinner label="Uploading the image" />
                </div>
              )}
            </div>
            {/* The native input stays focusable (and announced); its label is the button. */}
            <input
              id={uploadId}
              type="file"
              accept={imageMimeTypes.join(',')}
              disabled={busy}
              onChange={(event) => {
                void replaceImage(event.target.files?.[0]);
                event.target.value = '';
              }}
              className="peer sr-only"
            />
            <label
              htmlFor={uploadId}
              className="inline-flex h-[2.625rem] cursor-pointer items-center whitespace-nowrap rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
            >
              Upload image
            </label>
          </div>
        </div>
      </PartDetailFields>
      <Field
        label="Image URL"
        className="sm:col-span-2"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        {...field('img', partFieldRules.img)}
      />
      <SpecFields
        key={category}
        category={category}
        register={register}
        errors={errors}
        optional={specsOptional(part, category)}
      />
      <TextAreaField
        label="Description"
        rows={4}
        className="sm:col-span-2"
        {...field('description', partFieldRules.description)}
      />
      <p
        role="alert"
        className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700 empty:hidden sm:col-span-2"
      >
        {serverError}
      </p>
      <div className="mt-2 flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryButtonClass} onClick={onDone}>
          {copy.catalogue.cancel}
        </button>
        <button
          type="submit"
          className={`${buttonClass} aria-disabled:cursor-progress aria-disabled:bg-slate-400`}
          aria-disabled={busy || undefined}
        >
          {isSubmitting && <Spinner label="Saving" />}
          {copy.catalogue.save}
        </button>
      </div>
    </form>
  );
}

/**
 * The Edit dialog of Manage Product: every field of the part, pre-filled and checked
 * with Add Part's rules; Save sends only what changed (PATCH /part/{id}), toasts and closes. A
 * refusal shows the server's message in the dialog and keeps what was typed. Below, apart from
 * Save, the sale-day switch splits the part's stock over shards. Escape, Cancel and the close
 * button close it; the native dialog then gives focus back to the Edit button.
 */
export function EditPartDialog({
  part,
  onClose,
  save = updatePart,
  upload = uploadImage,
}: {
  part: Part | null;
  onClose: () => void;
  save?: Save;
  upload?: Upload;
}) {
  return (
    <Modal
      open={part !== null}
      title={part ? `${copy.catalogue.edit} ${part.name}` : copy.catalogue.edit}
      onClose={onClose}
    >
      {part && (
        <Fragment key={part._id}>
          <EditPartForm part={part} save={save} upload={upload} onDone={onClose} />
          <StockShardsForm part={part} />
        </Fragment>
      )}
    </Modal>
  );
}

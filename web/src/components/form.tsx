import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
} from 'react-hook-form';

export const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:bg-slate-100 read-only:bg-slate-100 aria-[invalid=true]:border-red-500';

/** A field's label, above its control. */
export const labelClass = 'mb-1 block text-sm font-medium text-slate-700';

/** A select as tall as the text inputs beside it (Chrome draws selects 4 px shorter). */
export const selectHeightClass = 'h-[2.625rem]';

export const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-400';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-ink hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * A form checked on submit, then again as the user types (spec §5). `field(name, rules)` is what
 * a control needs, its registration and its error, to spread on Field, TextAreaField or SelectField.
 */
export function useCheckedForm<T extends FieldValues>(defaultValues?: DefaultValues<T>) {
  const form = useForm<T>({ mode: 'onSubmit', reValidateMode: 'onChange', defaultValues });
  const field = <N extends Path<T>>(name: N, rules?: RegisterOptions<T, N>) => ({
    ...form.register(name, rules),
    // Only the errors are read: reading more of formState would re-render the form on each key.
    error: (get(form.formState.errors, name) as FieldError | undefined)?.message,
  });
  return { ...form, field };
}

interface FrameProps {
  id: string;
  label: string;
  error: string | undefined;
  className: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** Label, control and an error line that is announced and tied to the control. */
function FieldFrame({ id, label, error, className, hint, children }: FrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint}
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

const describedBy = (id: string, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function Field({ label, error, hint, id, ref, className = '', ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} className={className}>
      <input
        id={inputId}
        ref={ref}
        className={inputClass}
        {...describedBy(inputId, error)}
        {...input}
      />
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** The textarea twin of Field. */
export function TextAreaField({
  label,
  error,
  id,
  ref,
  className = '',
  ...area
}: TextAreaFieldProps) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <FieldFrame id={areaId} label={label} error={error} className={className}>
      <textarea
        id={areaId}
        ref={ref}
        className={inputClass}
        {...describedBy(areaId, error)}
        {...area}
      />
    </FieldFrame>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** The select twin of Field. */
export function SelectField({
  label,
  error,
  id,
  ref,
  className = '',
  children,
  ...select
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FieldFrame id={selectId} label={label} error={error} className={className}>
      <select
        id={selectId}
        ref={ref}
        className={`${inputClass} ${selectHeightClass}`}
        {...describedBy(selectId, error)}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

import {
  isNumeric,
  mailCopy,
  profileFields,
  type MailPreferences,
  type ProfileDoc,
} from '@cps/domain';
import { buttonClass, Field, useCheckedForm } from '@/components/form';
import { Spinner } from '@/components/spinner';
import { numberNotNumeric, profileLabels } from './profile-fields';

/** The spec's fields, and whether order updates come by email (the receipts always do). */
export type ProfileValues = ProfileDoc & Required<MailPreferences>;

const hint = (current: string, example: string) => current || example;

const preference = mailCopy.preference;

/**
 * The profile update form (spec §5): every field optional, an empty field keeps its value, so the
 * inputs start empty with the current values as placeholders. Number must be numeric.
 */
export function ProfileForm({
  current,
  onSubmit,
}: {
  current: ProfileDoc & MailPreferences;
  onSubmit: (values: ProfileValues) => Promise<void>;
}) {
  const {
    field,
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useCheckedForm<ProfileValues>({
    email: current.email,
    name: '',
    education: '',
    streetAddress: '',
    cuntry: '',
    number: '',
    linkedinProfile: '',
    orderUpdateMail: current.orderUpdateMail !== false,
  });

  const submit = (values: ProfileValues) => {
    const trimmed = { ...values };
    for (const field of profileFields) trimmed[field] = (values[field] ?? '').trim();
    return onSubmit(trimmed);
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      className="grid gap-x-4 gap-y-2 sm:grid-cols-2"
    >
      <Field
        label={profileLabels.email}
        type="email"
        readOnly
        className="sm:col-span-2"
        {...field('email')}
      />
      <Field
        label={profileLabels.name}
        autoComplete="name"
        placeholder={hint(current.name, 'Your name')}
        {...field('name')}
      />
      <Field
        label={profileLabels.education}
        placeholder={hint(current.education, 'e.g. BSc in CSE')}
        {...field('education')}
      />
      <Field
        label={profileLabels.streetAddress}
        autoComplete="street-address"
        placeholder={hint(current.streetAddress, 'House, road, area')}
        className="sm:col-span-2"
        {...field('streetAddress')}
      />
      <Field
        label={profileLabels.cuntry}
        autoComplete="country-name"
        placeholder={hint(current.cuntry, 'e.g. Bangladesh')}
        {...field('cuntry')}
      />
      <Field
        label={profileLabels.number}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={hint(current.number, 'e.g. 01711000000')}
        {...field('number', {
          validate: (value) => value.trim() === '' || isNumeric(value) || numberNotNumeric,
        })}
      />
      <Field
        label={profileLabels.linkedinProfile}
        type="url"
        autoComplete="url"
        placeholder={hint(current.linkedinProfile, 'https://www.linkedin.com/in/…')}
        className="sm:col-span-2"
        {...field('linkedinProfile')}
      />
      <p className="-mt-2 mb-4 text-sm text-slate-500 sm:col-span-2">
        Leave a field empty to keep its current value.
      </p>
      <fieldset className="mb-4 sm:col-span-2">
        <legend className="text-sm font-semibold text-ink">{preference.legend}</legend>
        <label className="mt-1 flex items-start gap-2 text-sm text-ink">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
            aria-describedby="order-mail-hint"
            {...register('orderUpdateMail')}
          />
          {preference.updates}
        </label>
        <p id="order-mail-hint" className="text-sm text-slate-500">
          {preference.hint}
        </p>
      </fieldset>
      <button
        type="submit"
        className={`${buttonClass} w-full sm:col-span-2`}
        disabled={isSubmitting}
      >
        {isSubmitting && <Spinner label="Saving" />}
        Save
      </button>
    </form>
  );
}

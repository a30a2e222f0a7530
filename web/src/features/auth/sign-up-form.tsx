import { signUpRules } from '@cps/domain';
import { buttonClass, Field, useCheckedForm } from '@/components/form';
import { Spinner } from '@/components/spinner';

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
}

/** Name, email, password and SIGN UP, validated on submit then on change (spec §5). */
export function SignUpForm({ onSubmit }: { onSubmit: (values: SignUpValues) => Promise<void> }) {
  const {
    field,
    handleSubmit,
    formState: { isSubmitting },
  } = useCheckedForm<SignUpValues>();

  return (
    <form noValidate onSubmit={handleSubmit((v) => onSubmit({ ...v, name: v.name.trim() }))}>
      <Field label="Name" autoComplete="name" {...field('name', signUpRules.name)} />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        {...field('email', signUpRules.email)}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        {...field('password', signUpRules.password)}
      />
      <button type="submit" className={`${buttonClass} w-full`} disabled={isSubmitting}>
        {isSubmitting && <Spinner label="Creating your account" />}
        SIGN UP
      </button>
    </form>
  );
}

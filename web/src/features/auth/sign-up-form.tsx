import { signUpRules } from '@cps/domain';
import { useForm } from 'react-hook-form';
import { buttonClass, Field } from '@/components/form';
import { Spinner } from '@/components/spinner';

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
}

/** Name, email, password and SIGN UP, validated on submit then on change (spec §5). */
export function SignUpForm({ onSubmit }: { onSubmit: (values: SignUpValues) => Promise<void> }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({ mode: 'onSubmit', reValidateMode: 'onChange' });

  return (
    <form noValidate onSubmit={handleSubmit((v) => onSubmit({ ...v, name: v.name.trim() }))}>
      <Field
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name', signUpRules.name)}
      />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', signUpRules.email)}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password', signUpRules.password)}
      />
      <button type="submit" className={`${buttonClass} w-full`} disabled={isSubmitting}>
        {isSubmitting && <Spinner label="Creating your account" />}
        SIGN UP
      </button>
    </form>
  );
}

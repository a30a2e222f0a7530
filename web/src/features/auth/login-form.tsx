import { loginRules } from '@cps/domain';
import { buttonClass, Field, useCheckedForm } from '@/components/form';
import { Spinner } from '@/components/spinner';

export interface LoginValues {
  email: string;
  password: string;
}

/**
 * Email, password and LOGIN, validated on submit then on change (spec §5). `onEmailBlur` hands
 * over the email last typed, for the password reset (spec §8).
 */
export function LoginForm({
  onSubmit,
  onEmailBlur,
}: {
  onSubmit: (values: LoginValues) => Promise<void>;
  onEmailBlur: (email: string) => void;
}) {
  const {
    field,
    handleSubmit,
    formState: { isSubmitting },
  } = useCheckedForm<LoginValues>();
  const email = field('email', loginRules.email);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        {...email}
        onBlur={(event) => {
          onEmailBlur(event.target.value.trim());
          return email.onBlur(event);
        }}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        {...field('password', loginRules.password)}
      />
      <button type="submit" className={`${buttonClass} w-full`} disabled={isSubmitting}>
        {isSubmitting && <Spinner label="Signing in" />}
        LOGIN
      </button>
    </form>
  );
}

import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from './auth-card';
import { GoogleButton } from './google-button';
import { SignUpForm } from './sign-up-form';
import { useSignIn } from './use-sign-in';

/** Spec §2 Sign Up: name, email, password, SIGN UP, a link to Log in, Google. */
export function SignUpPage() {
  const { signUp, google } = useSignIn();
  const location = useLocation();

  return (
    <AuthCard title="Sign Up">
      <SignUpForm onSubmit={(v) => signUp(v.name, v.email, v.password)} />
      <p className="mt-4 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link
          to={paths.login}
          state={location.state}
          className="font-semibold text-brand-700 underline"
        >
          Log in
        </Link>
      </p>
      <GoogleButton onClick={google} />
    </AuthCard>
  );
}

import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from './auth-card';
import { GoogleButton } from './google-button';
import { LoginForm } from './login-form';
import { useSignIn } from './use-sign-in';

/** Spec §2 Login: email, password, LOGIN, Create new Account, Forget Password, OR, Google. */
export function LoginPage() {
  const { logIn, google, resetPassword } = useSignIn();
  const location = useLocation();
  // Spec §8: the reset uses the email last typed in the login field, captured on blur.
  const resetEmail = useRef('');

  return (
    <AuthCard title="Login">
      <LoginForm
        onSubmit={(v) => logIn(v.email, v.password)}
        onEmailBlur={(email) => {
          resetEmail.current = email;
        }}
      />
      <p className="mt-4 text-center text-sm text-slate-600">
        New to Computer Parts BD?{' '}
        <Link
          to={paths.signUp}
          state={location.state}
          className="font-semibold text-brand-700 underline"
        >
          Create new Account
        </Link>
      </p>
      <p className="mt-2 text-center text-sm text-slate-600">
        Forget Password?{' '}
        <button
          type="button"
          className="font-semibold text-brand-700 underline"
          onClick={() => resetPassword(resetEmail.current)}
        >
          click here
        </button>
      </p>
      <GoogleButton onClick={google} />
    </AuthCard>
  );
}

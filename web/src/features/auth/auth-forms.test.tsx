import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';

describe('LoginForm', () => {
  function setup() {
    const onSubmit = vi.fn(async () => {});
    const onEmailBlur = vi.fn();
    render(<LoginForm onSubmit={onSubmit} onEmailBlur={onEmailBlur} />);
    return { onSubmit, onEmailBlur, user: userEvent.setup() };
  }

  it('shows the required messages on an empty submit and does not submit', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('Email is Required')).toBeInTheDocument();
    expect(screen.getByText('Password is Required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the format and length messages, then clears them on change', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('Provide a valid Email')).toBeInTheDocument();
    expect(screen.getByText('Must be 6 characters or longer')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    // After the first submit, fields revalidate on change.
    await user.type(screen.getByLabelText('Password'), '6');
    await waitFor(() => expect(screen.queryByText('Must be 6 characters or longer')).toBeNull());
  });

  it('submits valid values', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('Email'), 'customer@example.com');
    await user.type(screen.getByLabelText('Password'), 'customer123');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      { email: 'customer@example.com', password: 'customer123' },
      expect.anything(),
    ]);
  });

  it('remembers the email typed when the field loses focus, for the password reset', async () => {
    const { onEmailBlur, user } = setup();
    await user.type(screen.getByLabelText('Email'), ' rahim@example.com ');
    expect(onEmailBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onEmailBlur).toHaveBeenCalledWith('rahim@example.com');
  });
});

describe('SignUpForm', () => {
  it('shows all three required messages and does not submit', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<SignUpForm onSubmit={onSubmit} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'SIGN UP' }));
    expect(await screen.findByText('Name is Required')).toBeInTheDocument();
    expect(screen.getByText('Email is Required')).toBeInTheDocument();
    expect(screen.getByText('Password is Required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a trimmed name with the email and password', async () => {
    const onSubmit = vi.fn(async () => {});
    const user = userEvent.setup();
    render(<SignUpForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Name'), '  Karim  ');
    await user.type(screen.getByLabelText('Email'), 'karim@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'SIGN UP' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Karim',
        email: 'karim@example.com',
        password: 'secret1',
      }),
    );
  });
});

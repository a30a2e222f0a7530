import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Newsletter } from './newsletter';

// jsdom has no matchMedia; react-hot-toast's Toaster asks it about reduced motion.
beforeAll(() => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
});

// Toasts live in a module-level store: clear it so one test's toast cannot satisfy the next.
afterEach(() => act(() => toast.remove()));

function setup() {
  render(
    <>
      <Newsletter />
      <Toaster />
    </>,
  );
  return {
    user: userEvent.setup(),
    email: screen.getByLabelText('Email address'),
    subscribe: screen.getByRole('button', { name: 'Subscribe' }),
  };
}

describe('Newsletter', () => {
  it('has a required, labelled email input checked by the browser', () => {
    const { email } = setup();
    expect(screen.getByRole('heading', { name: 'News Letter' })).toBeInTheDocument();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(email.closest('form')).not.toHaveAttribute('novalidate');
  });

  it('shows the spec toast and clears the field on subscribe', async () => {
    const { user, email, subscribe } = setup();
    await user.type(email, 'reader@example.com');
    await user.click(subscribe);
    expect(await screen.findByText('Successfully Subscibed')).toBeInTheDocument();
    expect(email).toHaveValue('');
  });

  it('does not subscribe an empty or malformed email', async () => {
    const { user, email, subscribe } = setup();
    await user.click(subscribe);
    await user.type(email, 'not-an-email');
    await user.click(subscribe);
    expect(email).toBeInvalid();
    expect(screen.queryByText('Successfully Subscibed')).toBeNull();
  });
});

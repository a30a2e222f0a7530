import { makeProfile } from '@cps/fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProfileForm } from './profile-form';

const current = makeProfile({
  email: 'rahim@example.com',
  name: 'Rahim Uddin',
  education: 'BSc in CSE',
  streetAddress: 'House 12, Road 5, Dhanmondi',
  cuntry: 'Bangladesh',
  number: '01711000000',
  linkedinProfile: '',
});

function setup() {
  const onSubmit = vi.fn(async () => {});
  render(<ProfileForm current={current} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('ProfileForm', () => {
  it('starts empty with the current values as placeholders; the email is read-only', () => {
    setup();
    expect(screen.getByLabelText('Email')).toHaveValue('rahim@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Name')).toHaveAttribute('placeholder', 'Rahim Uddin');
    expect(screen.getByLabelText('Country')).toHaveAttribute('placeholder', 'Bangladesh');
    expect(screen.getByLabelText('Number')).toHaveAttribute('placeholder', '01711000000');
  });

  it('every field is optional: an empty submit sends empty values, which keep the old ones', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'rahim@example.com',
      name: '',
      education: '',
      streetAddress: '',
      cuntry: '',
      number: '',
      linkedinProfile: '',
      orderUpdateMail: true,
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a number that is not numeric and does not submit, then clears on change', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('Number'), '01711-abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Number must be numeric');
    expect(screen.getByLabelText('Number')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Number'));
    await user.type(screen.getByLabelText('Number'), '+880 1711-000000');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('submits the fields typed, trimmed', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('Education'), '  MSc in CSE ');
    await user.type(screen.getByLabelText('Number'), '01819000000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ education: 'MSc in CSE', number: '01819000000', name: '' }),
      ),
    );
  });

  it('order updates by email start as saved, and turning them off is sent (receipts stay on)', async () => {
    const onSubmit = vi.fn(async () => {});
    const user = userEvent.setup();
    const { unmount } = render(<ProfileForm current={current} onSubmit={onSubmit} />);
    const updates = screen.getByRole('checkbox', { name: /confirmed, shipped or delivered/ });
    expect(updates).toBeChecked();
    expect(updates).toHaveAccessibleDescription(
      'Receipts (order placed, order paid) are always sent.',
    );
    await user.click(updates);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ orderUpdateMail: false }));
    unmount();
    render(<ProfileForm current={{ ...current, orderUpdateMail: false }} onSubmit={onSubmit} />);
    expect(
      screen.getByRole('checkbox', { name: /confirmed, shipped or delivered/ }),
    ).not.toBeChecked();
  });
});

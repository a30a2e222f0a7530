import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReviewForm } from './review-form';

function setup(result = true) {
  const onSubmit = vi.fn(async () => result);
  render(<ReviewForm defaultName="Rahim Uddin" onSubmit={onSubmit} />);
  const user = userEvent.setup();
  const submit = () => user.click(screen.getByRole('button', { name: 'Add Review' }));
  return { onSubmit, user, submit };
}

async function ratingMessageFor(typed: string) {
  const { onSubmit, user, submit } = setup();
  await user.type(screen.getByLabelText('Rating'), typed);
  await user.type(screen.getByLabelText('Description'), 'Fast delivery.');
  await submit();
  await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
  expect(onSubmit).not.toHaveBeenCalled();
  return screen.getByRole('alert').textContent;
}

describe('ReviewForm', () => {
  it('prefills the name with the display name', () => {
    setup();
    expect(screen.getByLabelText('Name')).toHaveValue('Rahim Uddin');
  });

  it('an empty submit shows Name, Rating and Description required, and does not submit', async () => {
    const { onSubmit, user, submit } = setup();
    await user.clear(screen.getByLabelText('Name'));
    await submit();
    expect(await screen.findByText('Name is Required')).toBeInTheDocument();
    expect(screen.getByText('Rating is Required')).toBeInTheDocument();
    expect(screen.getByText('Description is Required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a rating above 5 is "please rate 0 - 5"', async () => {
    expect(await ratingMessageFor('7')).toBe('please rate 0 - 5');
  });

  it('a negative rating is "please rate 0 - 5"', async () => {
    expect(await ratingMessageFor('-1')).toBe('please rate 0 - 5');
  });

  it('a rating of more than one character is "please enter 1 number of rating"', async () => {
    expect(await ratingMessageFor('4.5')).toBe('please enter 1 number of rating');
  });

  it('revalidates on change after the first submit', async () => {
    const { user, submit } = setup();
    await submit();
    await screen.findByText('Rating is Required');
    await user.type(screen.getByLabelText('Rating'), '9');
    expect(await screen.findByText('please rate 0 - 5')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Rating'));
    await user.type(screen.getByLabelText('Rating'), '4');
    await waitFor(() => expect(screen.queryByText('please rate 0 - 5')).toBeNull());
  });

  it('submits the review with a numeric rating, then clears the form back to the name', async () => {
    const { onSubmit, user, submit } = setup();
    await user.type(screen.getByLabelText('Rating'), '4');
    await user.type(screen.getByLabelText('Description'), '  Genuine parts, fast delivery. ');
    await submit();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Rahim Uddin',
        review: 'Genuine parts, fast delivery.',
        rating: 4,
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Description')).toHaveValue(''));
    expect(screen.getByLabelText('Name')).toHaveValue('Rahim Uddin');
    expect(screen.getByLabelText('Rating')).toHaveValue(null);
  });

  it('keeps what was typed when posting failed', async () => {
    const { user, submit } = setup(false);
    await user.type(screen.getByLabelText('Rating'), '5');
    await user.type(screen.getByLabelText('Description'), 'Great.');
    await submit();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Review' })).toBeEnabled());
    expect(screen.getByLabelText('Description')).toHaveValue('Great.');
  });
});

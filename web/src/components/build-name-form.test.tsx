import { savedBuildsCopy } from '@cps/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BuildNameForm } from './build-name-form';

const ms = savedBuildsCopy;

function setup(onSave = vi.fn(async () => {})) {
  const onCancel = vi.fn();
  render(
    <BuildNameForm
      initial="Build with AMD Ryzen 7"
      submitLabel={ms.save}
      onSave={onSave}
      onCancel={onCancel}
    />,
  );
  return { onSave, onCancel, field: screen.getByRole('textbox', { name: ms.nameLabel }) };
}

describe('BuildNameForm', () => {
  it('offers the name it is given, and saves it trimmed', async () => {
    const { onSave, field } = setup();
    expect(field).toHaveValue('Build with AMD Ryzen 7');
    await userEvent.clear(field);
    await userEvent.type(field, '  Gaming PC  {Enter}');
    expect(onSave).toHaveBeenCalledWith('Gaming PC');
  });

  it('refuses a blank name with the reason, tied to the field, and saves nothing', async () => {
    const { onSave, field } = setup();
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: ms.save }));
    expect(screen.getByRole('alert')).toHaveTextContent(ms.nameRequired);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(ms.nameRequired);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('takes at most 60 characters', async () => {
    const { onSave, field } = setup();
    await userEvent.clear(field);
    await userEvent.type(field, 'x'.repeat(70));
    expect(field).toHaveValue('x'.repeat(60));
    await userEvent.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledWith('x'.repeat(60));
  });

  it("shows the server's refusal under the field", async () => {
    const { field } = setup(vi.fn(async () => Promise.reject(new Error(ms.full(20)))));
    await userEvent.type(field, '{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(ms.full(20));
  });

  it('cancels', async () => {
    const { onCancel, onSave } = setup();
    await userEvent.click(screen.getByRole('button', { name: ms.cancel }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });
});

import { checkBuildName, savedBuildLimits, savedBuildsCopy } from '@cps/domain';
import { useState, type FormEvent } from 'react';
import { buttonClass, Field, secondaryButtonClass } from '@/components/form';

const ms = savedBuildsCopy;

/**
 * The name of a saved build (the PC builder's Save, My Builds' Rename), checked as the server checks it (`checkBuildName`) before `onSave` is called;
 * a refusal from the server shows under the field too. `onSave` resolves once saved.
 */
export function BuildNameForm({
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  initial: string;
  submitLabel: string;
  onSave: (name: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkBuildName(name);
    if (!checked.ok) return setError(checked.message);
    setError(undefined);
    setBusy(true);
    try {
      await onSave(checked.value);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Field
        label={ms.nameLabel}
        value={name}
        error={error}
        // Focus starts here when the dialog opens, the name selected to type over. React sets
        // no `autofocus` attribute (it focuses on mount, before the dialog is shown): the
        // dialog reads this one.
        ref={(input) => {
          if (input) input.autofocus = true;
        }}
        maxLength={savedBuildLimits.nameMax}
        onChange={(event) => setName(event.target.value)}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <button type="button" className={`${secondaryButtonClass} min-h-11`} onClick={onCancel}>
          {ms.cancel}
        </button>
        <button type="submit" className={`${buttonClass} min-h-11`} disabled={busy}>
          {busy ? ms.saving : submitLabel}
        </button>
      </div>
    </form>
  );
}

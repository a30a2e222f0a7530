import {
  canOrder,
  formatPrice,
  initialQuantity,
  lineTotal,
  messages,
  quantityError,
  type Part,
} from '@cps/domain';
import { useForm, useWatch } from 'react-hook-form';
import { buttonClass, Field } from '@/components/form';
import { Spinner } from '@/components/spinner';
import { ContactFields, contactRules, type ContactValues } from '@/components/contact-fields';

export interface PurchaseValues extends ContactValues {
  quantity: number;
}

const wholeNumber = 'Enter a whole number of products';

/** The line total to show, or undefined while the quantity cannot be ordered. */
function estimate(part: Part, quantity: number): string | undefined {
  if (!canOrder(quantity, part)) return undefined;
  try {
    return formatPrice(lineTotal(part.price, quantity));
  } catch {
    return undefined;
  }
}

/**
 * The purchase form (spec §4, §5): name and email read-only from the account; address, phone
 * and quantity required. Quantity starts at the minimum; out of range shows the spec's message
 * and disables Purchase. When `onSubmit` resolves true the form resets to the minimum.
 */
export function PurchaseForm({
  part,
  userName,
  userEmail,
  onSubmit,
}: {
  part: Part;
  userName: string;
  userEmail: string;
  onSubmit: (values: PurchaseValues) => Promise<boolean>;
}) {
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PurchaseValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { address: '', phone: '', quantity: initialQuantity(part) },
  });

  const quantity = useWatch({ control, name: 'quantity' });
  const quantityMessage =
    quantityError(quantity, part) ?? (canOrder(quantity, part) ? undefined : wholeNumber);
  const total = estimate(part, quantity);

  const submit = handleSubmit(async (values) => {
    const placed = await onSubmit({
      address: values.address.trim(),
      phone: values.phone.trim(),
      quantity: values.quantity,
    });
    if (placed) reset({ address: '', phone: '', quantity: initialQuantity(part) });
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Purchase form">
      <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-1">
        <Field label="Name" value={userName} readOnly autoComplete="name" />
        <Field label="Email" type="email" value={userEmail} readOnly autoComplete="email" />
      </div>
      <ContactFields
        address={register('address', contactRules.address)}
        phone={register('phone', contactRules.phone)}
        errors={{ address: errors.address?.message, phone: errors.phone?.message }}
      />
      <Field
        label="Quantity"
        type="number"
        inputMode="numeric"
        min={part.minimumOrderQuanity}
        max={part.availableQuanity}
        step={1}
        error={quantityMessage}
        hint={
          <p className="mt-1 text-xs text-slate-500">
            {messages.card.minimumOrderQuantity}: {part.minimumOrderQuanity} · {messages.card.stock}
            : {part.availableQuanity}
          </p>
        }
        {...register('quantity', {
          valueAsNumber: true,
          validate: (value) => canOrder(value, part) || (quantityError(value, part) ?? wholeNumber),
        })}
      />
      <p className="mb-4 flex h-6 items-baseline justify-between text-sm text-slate-600">
        <span>Order total</span>
        <span className="text-lg font-bold text-ink">{total ?? '—'}</span>
      </p>
      <button
        type="submit"
        className={`${buttonClass} w-full py-3`}
        disabled={quantityMessage !== undefined || isSubmitting}
      >
        {isSubmitting && <Spinner label="Placing your order" />}
        {messages.purchase.purchase}
      </button>
    </form>
  );
}

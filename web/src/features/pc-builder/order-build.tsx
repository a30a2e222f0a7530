import {
  buildErrors,
  buildOrderFields,
  checkoutCopy,
  messages,
  priceBuild,
  type Build,
  type BuildProblem,
  type BySlot,
  type Part,
} from '@cps/domain';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { buttonClass, secondaryButtonClass, useCheckedForm } from '@/components/form';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useRole } from '@/lib/auth/role';
import { loginState } from '@/lib/auth/remembered-page';
import { ContactFields, contactRules, type ContactValues } from '@/components/contact-fields';
import { postOrder } from '@/infra/post-order';

const m = checkoutCopy.buildOrders;

/** Why the build cannot be ordered (or put in the cart) yet, or undefined when it can. */
export function blocker(
  parts: BySlot<Part>,
  problems: readonly BuildProblem[],
  settled: boolean,
): string | undefined {
  if (!settled) return m.loadingParts;
  if (!parts.cpu) return m.needsCpu;
  if (buildErrors(problems).length) return m.hasErrors;
  return undefined;
}

/** What an action on the whole build (order it, put it in the cart) is given. */
export interface BuildActionProps {
  build: Build;
  parts: BySlot<Part>;
  problems: readonly BuildProblem[];
  /** Every chosen part has answered. */
  settled: boolean;
}

/**
 * "Order this build" under the summary: POST /orders/build with the build's part ids and the
 * purchase page's address and phone fields. The server checks the build and the stock again and
 * prices it; its refusal is toasted as the purchase page toasts one, and a placed order opens its
 * payment page. A visitor is sent to sign in and comes back to this same build (its URL).
 */
export function OrderBuild({ build, parts, problems, settled }: BuildActionProps) {
  const role = useRole();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  const reason = role.status === 'loading' ? m.loadingParts : blocker(parts, problems, settled);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useCheckedForm<ContactValues>({ address: '', phone: '' });

  if (role.status === 'signedOut') {
    return (
      <button
        type="button"
        className={`${buttonClass} w-full py-3`}
        onClick={() => navigate(paths.login, { state: loginState(location, false) })}
      >
        {m.signInToOrder}
      </button>
    );
  }

  const submit = handleSubmit(async (values) => {
    const name = buildOrderFields(priceBuild(parts))?.name ?? m.order;
    const id = await postOrder(
      '/orders/build',
      {
        parts: build,
        customerPhone: values.phone.trim(),
        customerAddress: values.address.trim(),
      },
      name,
    );
    if (id) navigate(paths.payment(id));
  });

  if (!open || reason) {
    return (
      <div>
        <button
          type="button"
          className={`${buttonClass} w-full py-3`}
          disabled={reason !== undefined}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => setOpen(true)}
        >
          {m.order}
        </button>
        {reason && (
          <p id={reasonId} className="mt-2 text-sm text-slate-700">
            {reason}
          </p>
        )}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label={m.order}>
      <h3 className="mb-3 font-bold text-ink">{m.deliverTo}</h3>
      <ContactFields
        address={register('address', contactRules.address)}
        phone={register('phone', contactRules.phone)}
        errors={{ address: errors.address?.message, phone: errors.phone?.message }}
      />
      <div className="flex gap-3">
        <button type="submit" className={`${buttonClass} flex-1 py-3`} disabled={isSubmitting}>
          {isSubmitting && <Spinner label={m.placing} />}
          {messages.purchase.purchase}
        </button>
        <button
          type="button"
          className={`${secondaryButtonClass} py-3`}
          disabled={isSubmitting}
          onClick={() => setOpen(false)}
        >
          {m.cancel}
        </button>
      </div>
    </form>
  );
}

import {
  acceptedPaymentMethods,
  checkoutCopy,
  copy,
  districts,
  formatPrice,
  fromCents,
  messages,
  normaliseBdPhone,
  payCopy,
  slotEntries,
  toCents,
  type PaymentMethod,
} from '@cps/domain';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Field, SelectField, buttonClass } from '@/components/form';
import { LoadBoundary } from '@/components/load-boundary';
import { PageSpinner, Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { forgetCart, useCart } from '@/hooks/use-cart';
import { useCartReview } from '@/hooks/use-cart-review';
import { postOrder } from '@/infra/post-order';
import type { Cart } from '@/lib/cart';
import type { CartReview } from '@/lib/cart-review';
import {
  chargeOf,
  checkoutBody,
  checkoutErrors,
  detailsOf,
  initialValues,
  type CheckoutErrors,
  type CheckoutValues,
} from './checkout-values';

const k = checkoutCopy.checkout;
const t = checkoutCopy.checkout.page;
const p = payCopy.checkout;

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h2 className="text-2xl font-bold text-ink">{title}</h2>
      <div className="mt-2 text-slate-600">{children}</div>
    </div>
  );
}

function Choice({
  name,
  value,
  checked,
  onChange,
  label,
  hint,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  hint?: string;
}) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 ${
        checked ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white'
      }`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="mt-1 h-4 w-4 accent-brand-600"
      />
      <span>
        <span className="block font-semibold text-ink">{label}</span>
        {hint && <span className="block text-sm text-slate-600">{hint}</span>}
      </span>
    </label>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

/** What the buyer pays: the cart's lines and build, the delivery charge, the total. */
function Summary({ review, charge }: { review: CartReview; charge: number | undefined }) {
  const total = fromCents(toCents(review.subtotal) + toCents(charge ?? 0));
  return (
    <dl className="space-y-1">
      {review.lines.map(({ line, part, total: lineTotal }) => (
        <div key={line.partId} className="flex justify-between gap-3 text-sm">
          <dt className="min-w-0 text-slate-700 [overflow-wrap:anywhere]">
            {part?.name ?? copy.cart.page.unknownPart} × {line.quanity}
          </dt>
          <dd className="whitespace-nowrap tabular-nums">{formatPrice(lineTotal)}</dd>
        </div>
      ))}
      {review.build?.price && (
        <div className="flex justify-between gap-3 text-sm">
          <dt className="text-slate-700">
            {copy.cart.page.build} ({t.saving(formatPrice(review.build.price.bundleSaving))})
          </dt>
          <dd className="whitespace-nowrap tabular-nums">
            {formatPrice(review.build.price.total)}
          </dd>
        </div>
      )}
      <div className="flex justify-between gap-3 border-t border-slate-200 pt-2">
        <dt className="text-slate-700">{copy.cart.page.subtotal}</dt>
        <dd className="tabular-nums">{formatPrice(review.subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-slate-700">{k.deliveryCharge}</dt>
        <dd className="tabular-nums" data-testid="delivery-charge">
          {charge === undefined ? t.chooseDelivery : formatPrice(charge)}
        </dd>
      </div>
      <div className="flex justify-between gap-3 text-lg font-bold text-ink">
        <dt>{t.total}</dt>
        <dd className="tabular-nums">{formatPrice(total)}</dd>
      </div>
    </dl>
  );
}

/**
 * The checkout form: delivery (home to one of the 64 districts, or pickup), phone and address,
 * the way to pay, and the order's total with its delivery charge before it is placed. Each field
 * is checked by the domain's checkout rules, the ones the server runs, after the first submit and
 * then as the buyer types.
 */
export function CheckoutForm({
  cart,
  review,
  initial,
  onPlace,
}: {
  cart: Cart;
  review: CartReview;
  initial: CheckoutValues;
  /** Places the order; resolves to the refusal's message, or undefined once placed. */
  onPlace: (values: CheckoutValues) => Promise<string | undefined>;
}) {
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [placing, setPlacing] = useState(false);
  // The refusal, and the way to pay it was refused with: a refused cash-on-delivery order offers
  // the ways to pay online, and the form keeps everything else as typed.
  const [refused, setRefused] = useState<{ message: string; method: PaymentMethod }>();
  const refusal = refused?.message;
  const instead =
    refused?.method === 'cod' && values.paymentMethod === 'cod'
      ? acceptedPaymentMethods.filter((method) => method !== 'cod')
      : [];
  const ids = { method: useId(), district: useId(), pay: useId(), refusal: useId() };
  const errors: CheckoutErrors = checked ? checkoutErrors(cart, values) : {};
  const set = (change: Partial<CheckoutValues>) => setValues((last) => ({ ...last, ...change }));
  const choosePay = (form: HTMLFormElement | null, method: PaymentMethod) => {
    set({ paymentMethod: method });
    form
      ?.querySelector<HTMLInputElement>(`input[name="paymentMethod"][value="${method}"]`)
      ?.focus();
  };
  const charge = chargeOf(values);
  const home = values.method === 'home';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setChecked(true);
    if (Object.keys(checkoutErrors(cart, values)).length) {
      // The fields show their errors on the next render; the first of them takes the focus.
      requestAnimationFrame(() =>
        form
          .querySelector<HTMLElement>(
            '[role="radiogroup"][aria-invalid="true"] input, input[aria-invalid="true"], select[aria-invalid="true"]',
          )
          ?.focus(),
      );
      return;
    }
    setPlacing(true);
    setRefused(undefined);
    const message = await onPlace(values);
    setPlacing(false);
    if (message) setRefused({ message, method: values.paymentMethod });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t.title}
      className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]"
    >
      <div className="space-y-6">
        <fieldset className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <legend className="px-1 text-lg font-bold text-ink">{t.delivery}</legend>
          <div
            role="radiogroup"
            aria-label={t.method}
            aria-invalid={errors.method ? true : undefined}
            aria-describedby={errors.method ? ids.method : undefined}
            className="grid gap-2 sm:grid-cols-2"
          >
            <Choice
              name="method"
              value="home"
              checked={values.method === 'home'}
              onChange={() => set({ method: 'home' })}
              label={k.deliveryMethods.home}
              hint={t.homeHint}
            />
            <Choice
              name="method"
              value="pickup"
              checked={values.method === 'pickup'}
              onChange={() => set({ method: 'pickup' })}
              label={k.deliveryMethods.pickup}
              hint={t.pickupHint}
            />
          </div>
          <FieldError id={ids.method} message={errors.method} />
          {home && (
            <>
              <SelectField
                label={t.district}
                value={values.district}
                onChange={(event) => set({ district: event.currentTarget.value })}
                error={errors.district}
                aria-invalid={errors.district ? true : undefined}
              >
                <option value="">{t.chooseDistrict}</option>
                {districts.map((district) => (
                  <option key={district} value={district}>
                    {district}
                  </option>
                ))}
              </SelectField>
              <Field
                label={t.address}
                autoComplete="street-address"
                maxLength={500}
                placeholder={t.addressPlaceholder}
                value={values.address}
                onChange={(event) => set({ address: event.currentTarget.value })}
                error={errors.address}
                aria-invalid={errors.address ? true : undefined}
              />
            </>
          )}
          <Field
            label={t.phone}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={30}
            placeholder="01712-345678"
            value={values.phone}
            onChange={(event) => set({ phone: event.currentTarget.value })}
            error={errors.phone}
            aria-invalid={errors.phone ? true : undefined}
          />
        </fieldset>

        <fieldset className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <legend className="px-1 text-lg font-bold text-ink">{t.pay}</legend>
          <div
            role="radiogroup"
            aria-label={t.pay}
            aria-describedby={errors.paymentMethod ? ids.pay : undefined}
            className="grid gap-2"
          >
            {acceptedPaymentMethods.map((method) => (
              <Choice
                key={method}
                name="paymentMethod"
                value={method}
                checked={values.paymentMethod === method}
                onChange={() => set({ paymentMethod: method })}
                label={k.paymentMethods[method]}
                hint={p.hints[method]}
              />
            ))}
          </div>
          <FieldError id={ids.pay} message={errors.paymentMethod} />
        </fieldset>
      </div>

      <aside
        aria-label={t.summary}
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-20"
      >
        <h2 className="text-lg font-bold text-ink">{t.summary}</h2>
        <Summary review={review} charge={charge} />
        {(refusal ?? errors.cart) && (
          <div
            role="alert"
            id={ids.refusal}
            className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
          >
            <p>{refusal ?? errors.cart}</p>
            {instead.length > 0 && (
              <div className="mt-2">
                <p className="font-semibold">{p.instead}</p>
                <div className="mt-1 flex flex-wrap gap-2">
                  {instead.map((method) => (
                    <button
                      key={method}
                      type="button"
                      className="rounded-lg border border-red-300 bg-white px-3 py-1.5 font-semibold text-ink hover:bg-red-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                      onClick={(event) => choosePay(event.currentTarget.form, method)}
                    >
                      {p.payWith(k.paymentMethods[method])}
                    </button>
                  ))}
                </div>
              </div>
            )}
            <Link to={paths.cart} className="mt-1 inline-block font-semibold underline">
              {t.backToCart}
            </Link>
          </div>
        )}
        <button type="submit" className={`${buttonClass} w-full py-3`} disabled={placing}>
          {placing && <Spinner label={t.placing} />}
          {t.place}
        </button>
        <Link to={paths.cart} className="block text-center text-sm font-semibold text-brand-700">
          {t.backToCart}
        </Link>
      </aside>
    </form>
  );
}

function CheckoutView() {
  const { status, cart, owner, delivery } = useCart();
  const { review, failed } = useCartReview(cart);
  const navigate = useNavigate();
  if (failed) throw failed;
  if (status === 'loading' || review.pending) return <PageSpinner label={t.loading} />;
  if (!cart.lines.length && !cart.build) {
    return (
      <Notice title={copy.cart.page.empty}>
        <p>{copy.cart.page.emptyHint}</p>
        <Link to={paths.parts()} className={`${buttonClass} mt-6`}>
          {copy.cart.page.browse}
        </Link>
      </Notice>
    );
  }
  if (review.blocked) {
    return (
      <Notice title={t.decideTitle}>
        <p>{copy.cart.page.decideFirst}</p>
        <Link to={paths.cart} className={`${buttonClass} mt-6`}>
          {t.backToCart}
        </Link>
      </Notice>
    );
  }

  const place = async (values: CheckoutValues): Promise<string | undefined> => {
    let refusal: string | undefined;
    // The order's name as the server gives it: its first line's part, and how many more.
    const names = [
      ...review.lines.map(({ part }) => part?.name ?? ''),
      ...slotEntries(review.build?.parts ?? {}).map(([, part]) => part.name),
    ];
    const name = k.orderName(names[0] ?? '', names.length - 1);
    const id = await postOrder('/orders/checkout', checkoutBody(cart, values), name, (message) => {
      refusal = message;
    });
    if (!id) return refusal ?? messages.shop.orderNotCreated;
    const details = detailsOf(values);
    const kept = details && { ...details, phone: normaliseBdPhone(details.phone) ?? details.phone };
    // The payment page first, so this page never shows the emptied cart.
    navigate(paths.payment(id));
    forgetCart(kept);
    if (owner) {
      const { saveCheckedOut } = await import('@/infra/cart-doc');
      await saveCheckedOut(owner, kept).catch(() => undefined);
    }
    return undefined;
  };

  return (
    <CheckoutForm cart={cart} review={review} initial={initialValues(delivery)} onPlace={place} />
  );
}

/**
 * /checkout (signed in: the router wraps it in RequireAuth, which brings a visitor back here
 * after signing in). Reads the cart document and one listener per part, as /cart does.
 */
export function CheckoutPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="mb-6 text-2xl font-bold text-ink">{t.title}</h1>
      <LoadBoundary fallback={<Notice title={t.failed}>{copy.cart.page.failed}</Notice>}>
        <CheckoutView />
      </LoadBoundary>
    </div>
  );
}

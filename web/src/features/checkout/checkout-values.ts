import {
  acceptedPaymentMethods,
  checkoutCopy,
  checkoutProblems,
  deliveryChargeOf,
  districtNamed,
  type CheckoutProblem,
  type Delivery,
  type PaymentMethod,
} from '@cps/domain';
import type { Cart } from '@/lib/cart';
import type { DeliveryDetails } from '@/lib/delivery-details';

/** What the checkout form holds, as typed. */
export interface CheckoutValues {
  method: 'home' | 'pickup' | '';
  district: string;
  phone: string;
  address: string;
  paymentMethod: PaymentMethod;
}

export type CheckoutFieldName = 'method' | 'district' | 'phone' | 'address' | 'paymentMethod';
export type CheckoutErrors = Partial<Record<CheckoutFieldName | 'cart', string>>;

/** The form's first state: the buyer's last delivery details, or nothing chosen. */
export function initialValues(last: DeliveryDetails | undefined): CheckoutValues {
  return {
    method: last?.method ?? '',
    district: last?.district ?? '',
    phone: last?.phone ?? '',
    address: last?.address ?? '',
    paymentMethod: acceptedPaymentMethods[0] ?? 'card',
  };
}

/** POST /orders/checkout's body: the cart's lines and build, and the form's fields. */
export function checkoutBody(cart: Cart, values: CheckoutValues): Record<string, unknown> {
  const home = values.method === 'home';
  return {
    lines: cart.lines.map(({ partId, quanity }) => ({ partId, quanity })),
    ...(cart.build ? { build: cart.build.parts } : {}),
    delivery: home ? { method: 'home', district: values.district } : { method: values.method },
    customerPhone: values.phone,
    customerAddress: home ? values.address : '',
    paymentMethod: values.paymentMethod,
  };
}

const fieldOf: Record<CheckoutProblem['field'], CheckoutFieldName | 'cart'> = {
  lines: 'cart',
  build: 'cart',
  'delivery.method': 'method',
  'delivery.district': 'district',
  customerPhone: 'phone',
  customerAddress: 'address',
  paymentMethod: 'paymentMethod',
};

/**
 * The form's problems, one message per field: the domain's check, the one the server runs, so
 * the messages are the server's too.
 */
export function checkoutErrors(cart: Cart, values: CheckoutValues): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const problem of checkoutProblems(checkoutBody(cart, values))) {
    errors[fieldOf[problem.field]] ??= problem.message;
  }
  // The domain asks for the address once the district is known; the form says both at once.
  if (values.method === 'home' && !values.address.trim()) {
    errors.address ??= checkoutCopy.checkout.input.addressRequired;
  }
  return errors;
}

/** The delivery as chosen so far, once it has a price: pickup, or home to a known district. */
export function chosenDelivery(values: CheckoutValues): Delivery | undefined {
  if (values.method === 'pickup') return { method: 'pickup' };
  const district = values.method === 'home' ? districtNamed(values.district) : undefined;
  return district ? { method: 'home', district } : undefined;
}

/** The delivery charge of what is chosen, in USD; undefined until a delivery is chosen. */
export function chargeOf(values: CheckoutValues): number | undefined {
  const delivery = chosenDelivery(values);
  return delivery ? deliveryChargeOf(delivery) : undefined;
}

/** What the buyer's next checkout starts from: these details, as the cart document keeps them. */
export function detailsOf(values: CheckoutValues): DeliveryDetails | undefined {
  if (values.method === '') return undefined;
  const base = {
    method: values.method,
    phone: values.phone.trim(),
    address: values.address.trim(),
  };
  return values.method === 'home' ? { ...base, district: values.district } : base;
}

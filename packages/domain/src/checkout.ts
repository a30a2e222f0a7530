// A checkout's body (POST /orders/checkout) read from untrusted input: the one check the web form
// and the server run, with the messages both show. What depends on the stored parts (a line's
// minimum and stock, a build's compatibility, the prices) is the server's, when it places the
// order.
import { checkoutCopy } from './copy-checkout';
import { districtNamed, deliveryMethods, type Delivery, type DeliveryMethod } from './delivery';
import { isDocumentId } from './ids';
import { parseBuild, slotEntries, type Build } from './pc-build/slots';
import { normaliseBdPhone } from './phone';

export const paymentMethods = ['card', 'sslcommerz', 'cod'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/** The ways to pay a checkout takes now; the others are named so the form is built for them. */
export const acceptedPaymentMethods: readonly PaymentMethod[] = ['card', 'sslcommerz', 'cod'];

/** One line of a cart as checkout takes it: a part and how many. */
export interface CheckoutLine {
  partId: string;
  quanity: number;
}

/** A checkout as the server places it: every field read and normalised. */
export interface CheckoutBody {
  /** The parts bought on their own, each part once. */
  lines: CheckoutLine[];
  /** A PC build bought together, which keeps its bundle deal; absent when the cart has none. */
  build?: Build;
  delivery: Delivery;
  /** `01XXXXXXXXX` (normaliseBdPhone). */
  customerPhone: string;
  /** Where a home delivery goes; of a pickup, what the buyer wrote or the shop's pickup line. */
  customerAddress: string;
  paymentMethod: PaymentMethod;
}

/** At most this many lines in one checkout (a build counts as none: its slots bound it). */
export const maxCheckoutLines = 20;
/** A line's quantity is at most this, as an order's is (POST /orders). */
export const maxLineQuantity = 1_000_000;
/** An address is at most this long, as an order's is (POST /orders). */
export const maxAddressLength = 500;

export type CheckoutField =
  | 'lines'
  | 'build'
  | 'delivery.method'
  | 'delivery.district'
  | 'customerPhone'
  | 'customerAddress'
  | 'paymentMethod';

export interface CheckoutProblem {
  field: CheckoutField;
  /** The line's index in `lines`, when the problem is one line's. */
  line?: number;
  message: string;
}

export type CheckoutInput =
  { ok: true; value: CheckoutBody } | { ok: false; problems: CheckoutProblem[] };

const m = checkoutCopy.checkout.input;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readLines(raw: unknown, problems: CheckoutProblem[]): CheckoutLine[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    problems.push({ field: 'lines', message: m.linesNotAList });
    return [];
  }
  if (raw.length > maxCheckoutLines) {
    problems.push({ field: 'lines', message: m.tooManyLines(maxCheckoutLines) });
  }
  const lines: CheckoutLine[] = [];
  const seen = new Set<string>();
  raw.slice(0, maxCheckoutLines).forEach((item: unknown, line) => {
    const partId = isRecord(item) ? item.partId : undefined;
    const quanity = isRecord(item) ? item.quanity : undefined;
    if (typeof partId !== 'string' || !isDocumentId(partId)) {
      problems.push({ field: 'lines', line, message: m.lineNotAPart(line + 1) });
      return;
    }
    if (seen.has(partId)) {
      problems.push({ field: 'lines', line, message: m.duplicateLine(line + 1) });
      return;
    }
    seen.add(partId);
    if (
      typeof quanity !== 'number' ||
      !Number.isInteger(quanity) ||
      quanity < 1 ||
      quanity > maxLineQuantity
    ) {
      problems.push({ field: 'lines', line, message: m.lineQuantity(line + 1) });
      return;
    }
    lines.push({ partId, quanity });
  });
  return lines;
}

function readBuild(raw: unknown, problems: CheckoutProblem[]): Build | undefined {
  if (raw === undefined || raw === null) return undefined;
  const { build, problems: found } = parseBuild(raw);
  for (const problem of found) problems.push({ field: 'build', message: problem.message });
  return slotEntries(build).length ? build : undefined;
}

function readDelivery(raw: unknown, problems: CheckoutProblem[]): Delivery | undefined {
  const method = isRecord(raw) ? raw.method : undefined;
  if (!(deliveryMethods as readonly unknown[]).includes(method)) {
    problems.push({ field: 'delivery.method', message: m.method });
    return undefined;
  }
  if (method === 'pickup') return { method };
  const named = isRecord(raw) ? raw.district : undefined;
  if (typeof named !== 'string' || named.trim() === '') {
    problems.push({ field: 'delivery.district', message: m.districtRequired });
    return undefined;
  }
  const district = districtNamed(named);
  if (!district) {
    problems.push({ field: 'delivery.district', message: m.unknownDistrict });
    return undefined;
  }
  return { method: method as DeliveryMethod, district };
}

function readPaymentMethod(raw: unknown, problems: CheckoutProblem[]): PaymentMethod | undefined {
  if (!(paymentMethods as readonly unknown[]).includes(raw)) {
    problems.push({ field: 'paymentMethod', message: m.paymentMethod });
    return undefined;
  }
  const method = raw as PaymentMethod;
  if (!acceptedPaymentMethods.includes(method)) {
    problems.push({ field: 'paymentMethod', message: m.paymentMethodNotYet(method) });
    return undefined;
  }
  return method;
}

/**
 * Reads a checkout from untrusted input (a JSON body, or the form's state): each problem with the
 * field it is about, and the line's index when it is one line's. A cart needs a line or a build;
 * a line names a part once with a whole quantity from 1; the phone is a Bangladeshi mobile number;
 * home delivery needs one of the 64 districts and an address; the way to pay is one the store
 * takes now.
 */
export function parseCheckout(input: unknown): CheckoutInput {
  const raw = isRecord(input) ? input : {};
  const problems: CheckoutProblem[] = [];
  const lines = readLines(raw.lines, problems);
  const build = readBuild(raw.build, problems);
  if (!problems.length && !lines.length && !build) {
    problems.push({ field: 'lines', message: m.emptyCart });
  }
  const delivery = readDelivery(raw.delivery, problems);
  const phone = typeof raw.customerPhone === 'string' ? raw.customerPhone : '';
  const customerPhone = normaliseBdPhone(phone);
  if (!customerPhone) {
    problems.push({
      field: 'customerPhone',
      message: phone.trim() ? m.phone : m.phoneRequired,
    });
  }
  const address = typeof raw.customerAddress === 'string' ? raw.customerAddress.trim() : '';
  if (address.length > maxAddressLength) {
    problems.push({ field: 'customerAddress', message: m.addressTooLong(maxAddressLength) });
  } else if (!address && delivery?.method === 'home') {
    problems.push({ field: 'customerAddress', message: m.addressRequired });
  }
  const paymentMethod = readPaymentMethod(raw.paymentMethod, problems);
  if (problems.length || !delivery || !customerPhone || !paymentMethod) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    value: {
      lines,
      ...(build ? { build } : {}),
      delivery,
      customerPhone,
      customerAddress: address || checkoutCopy.checkout.pickupAddress,
      paymentMethod,
    },
  };
}

/** The problems of a checkout (parseCheckout's), none when it may be placed. */
export function checkoutProblems(input: unknown): CheckoutProblem[] {
  const parsed = parseCheckout(input);
  return parsed.ok ? [] : parsed.problems;
}

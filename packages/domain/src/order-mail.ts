// The messages the buyer gets about an order, as documents of Firebase's Trigger Email extension
// (`mail/{id}`: `to`, `message.subject`, `message.text`, `message.html`). Pure: the server writes
// one in the transaction that makes the change it tells of (functions/src/services/shared/
// order-mail.ts).
import { mailCopy } from './copy-mail';
import { formatPrice, lineTotalCents } from './money';
import type { OrderDoc } from './types';

/**
 * What a message tells of. Receipts (placed, paid, collected: delivered with the cash paid at the
 * door) always go; the updates (confirmed, shipped, delivered) are the ones a buyer can turn off.
 */
export const orderMailKinds = [
  'placed',
  'paid',
  'collected',
  'confirmed',
  'shipped',
  'delivered',
] as const;
export type OrderMailKind = (typeof orderMailKinds)[number];

export const orderReceiptKinds = [
  'placed',
  'paid',
  'collected',
] as const satisfies readonly OrderMailKind[];

/** Whether a message is an order's own receipt, which the buyer cannot turn off. */
export const isOrderReceipt = (kind: OrderMailKind): boolean =>
  (orderReceiptKinds as readonly OrderMailKind[]).includes(kind);

/**
 * The buyer's choice, kept on their profile (`orderUpdateMail`): absent or true sends the
 * updates too; false sends the receipts only.
 */
export const sendsOrderMail = (
  kind: OrderMailKind,
  orderUpdateMail: boolean | undefined,
): boolean => isOrderReceipt(kind) || orderUpdateMail !== false;

/**
 * The one id of an order's message of a kind: a change made again (a replayed payment event, a
 * repeated step) names the same document, so it can never be sent twice.
 */
export const orderMailId = (orderId: string, kind: OrderMailKind): string => `${orderId}-${kind}`;

/** The buyer's order page, under My Orders: the path the SPA routes, and every message's link. */
export const orderPagePath = (orderId: string): string =>
  `/dashboard/myOrder/${encodeURIComponent(orderId)}`;

/** The document in `mail`: the extension's fields, and the store's own for its outbox. */
export interface MailDoc {
  to: string;
  message: { subject: string; text: string; html: string };
  orderId: string;
  kind: OrderMailKind;
  createdAt: number;
}

export type MailOrder = Pick<
  OrderDoc,
  'customerName' | 'name' | 'price' | 'quanity' | 'lines' | 'paymentMethod'
> & { trackingCode?: string };

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** Text for HTML: the five characters that could end an element or an attribute, escaped. */
export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** What was ordered, a line each: "2 × Ryzen 5 7600 ($199.00 each)". */
function itemLines(order: MailOrder): string[] {
  const lines = order.lines?.length
    ? order.lines
    : [{ name: order.name, quanity: order.quanity, price: order.price }];
  return lines.map((line) => mailCopy.line(line.quanity, line.name, formatPrice(line.price)));
}

/**
 * The message of `kind` about an order: its subject, plain text and HTML (every value from the
 * order escaped), each with the link to the order's page at `origin` (the store's site).
 */
export function orderMailContent(
  order: MailOrder,
  orderId: string,
  kind: OrderMailKind,
  origin: string,
): MailContent {
  const m = mailCopy;
  const link = `${origin.replace(/\/+$/, '')}${orderPagePath(orderId)}`;
  const total = formatPrice(lineTotalCents(order.price, order.quanity) / 100);
  const subject = m.subjects[kind](orderId);
  const said: string[] = [m.bodies[kind]];
  if (kind === 'shipped' && order.trackingCode) said.push(m.tracking(order.trackingCode));
  const items = itemLines(order);
  const text = [
    m.greeting(order.customerName),
    '',
    ...said,
    '',
    ...items,
    m.total(total),
    '',
    m.linkText(link),
    '',
    m.signature,
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${escapeHtml(m.greeting(order.customerName))}</p>
${said.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<ul>${items.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><strong>${escapeHtml(m.total(total))}</strong></p>
<p><a href="${escapeHtml(link)}">${escapeHtml(m.linkLabel)}</a></p>
<p>${escapeHtml(m.signature)}</p>
</body></html>`;
  return { subject, text, html };
}

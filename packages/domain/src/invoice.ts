// Invoices: the number an order is given once it is paid, serial per financial year, and what
// its PDF shows, as plain rows and totals (the drawing is the server's, functions' invoice-pdf).
import { documentsCopy } from './copy-documents';
import { formatPrice, fromCents, lineTotalCents, toCents } from './money';
import { formatTaka, poishaOfBdtString } from './sslcommerz';
import type { OrderDoc } from './types';

/** Bangladesh's time: its financial year and the invoice's date are the shop's, not UTC's. */
export const invoiceTimeZone = 'Asia/Dhaka';

/** Digits of the serial: the shop issues far fewer than a million invoices a year. */
const serialDigits = 6;

const dhakaParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: invoiceTimeZone,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

function dhakaDate(at: number): { year: number; month: number; day: number } {
  const parts = Object.fromEntries(
    dhakaParts.formatToParts(new Date(at)).map((part) => [part.type, part.value]),
  );
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/**
 * Bangladesh's financial year runs from 1 July to 30 June: `startYear` 2026 is "2026-27", from
 * 1 July 2026 00:00 in Dhaka. The label is also the id of the year's counter document.
 */
export interface FinancialYear {
  startYear: number;
  label: string;
}

export function financialYearOf(at: number): FinancialYear {
  const { year, month } = dhakaDate(at);
  const startYear = month >= 7 ? year : year - 1;
  return { startYear, label: `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}` };
}

/** The year's `serial`th invoice (from 1): "2026-27/000123". */
export function formatInvoiceNumber(year: FinancialYear, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1) throw new RangeError(`not a serial: ${serial}`);
  return `${year.label}/${String(serial).padStart(serialDigits, '0')}`;
}

/** "28 Nov 2026", the day in Dhaka. */
export function invoiceDateOf(at: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: invoiceTimeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(at));
}

/** A file name for the invoice's download: "invoice-2026-27-000123.pdf". */
export function invoiceFileName(invoiceNumber: string): string {
  return `invoice-${invoiceNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}

/** The shop as its invoices name it (configuration); an empty line is left off. */
export interface InvoiceShop {
  name: string;
  address: string;
  bin: string;
}

export interface InvoiceRow {
  name: string;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
  warranty: string;
}

/** Everything an invoice shows, as text: the PDF draws these and computes nothing. */
export interface InvoiceLayout {
  invoiceNumber: string;
  date: string;
  /** The shop's lines: name, address, "BIN …"; empty ones left off. */
  shop: string[];
  /** The buyer's lines: name, email, address, phone, district (or pickup). */
  buyer: string[];
  rows: InvoiceRow[];
  /** Label and amount, in order: subtotal, bundle saving (if any), delivery, total. */
  totals: { label: string; amount: string }[];
  /** Label and value: the way paid, the Taka charged (SSLCommerz), the transaction id. */
  payment: { label: string; value: string }[];
}

type InvoiceOrder = Pick<
  OrderDoc,
  | 'customerName'
  | 'customerEmail'
  | 'customerPhone'
  | 'customerAddress'
  | 'name'
  | 'price'
  | 'quanity'
  | 'unitPrice'
  | 'partId'
  | 'lines'
  | 'deliveryCharge'
  | 'delivery'
  | 'paymentMethod'
  | 'transectionId'
  | 'paidAt'
  | 'sslcommerz'
  | 'invoiceNumber'
>;

function paidByOf(order: InvoiceOrder): string {
  switch (order.paymentMethod) {
    case 'cod':
      return documentsCopy.invoice.cod;
    case 'sslcommerz':
      return documentsCopy.invoice.sslcommerz(order.sslcommerz?.cardType);
    default:
      return documentsCopy.invoice.card;
  }
}

/**
 * The invoice of a paid order: its lines (an order of one part is one line at `price` ×
 * `quanity`), each with the warranty its part has (`warranties` by part id), and the totals. The
 * total is the order's own (`unitPrice`): what was charged, delivery included; what the lines
 * and delivery exceed it by is a build's bundle saving.
 */
export function invoiceLayout(
  order: InvoiceOrder,
  warranties: Readonly<Record<string, string | undefined>>,
  shop: InvoiceShop,
): InvoiceLayout {
  if (!order.invoiceNumber || order.paidAt === undefined) {
    throw new Error('The order has no invoice number.');
  }
  const lines = order.lines?.length
    ? order.lines
    : [{ partId: order.partId, name: order.name, price: order.price, quanity: order.quanity }];
  const rows = lines.map((line) => ({
    name: line.name,
    quantity: line.quanity,
    unitPrice: formatPrice(line.price),
    lineTotal: formatPrice(fromCents(lineTotalCents(line.price, line.quanity))),
    warranty: warranties[line.partId]?.trim() || documentsCopy.invoice.noWarranty,
  }));
  const subtotalCents = lines.reduce((sum, l) => sum + lineTotalCents(l.price, l.quanity), 0);
  const deliveryCents = toCents(order.deliveryCharge ?? 0);
  const totalCents = toCents(order.unitPrice);
  const savingCents = subtotalCents + deliveryCents - totalCents;
  const totals = [
    { label: documentsCopy.invoice.subtotal, amount: formatPrice(fromCents(subtotalCents)) },
    ...(savingCents > 0
      ? [
          {
            label: documentsCopy.invoice.bundleSaving,
            amount: `−${formatPrice(fromCents(savingCents))}`,
          },
        ]
      : []),
    ...(order.deliveryCharge !== undefined
      ? [{ label: documentsCopy.invoice.delivery, amount: formatPrice(fromCents(deliveryCents)) }]
      : []),
    { label: documentsCopy.invoice.total, amount: formatPrice(fromCents(totalCents)) },
  ];
  const charged =
    order.paymentMethod === 'sslcommerz' ? poishaOfBdtString(order.sslcommerz?.amount) : undefined;
  const delivery = order.delivery;
  const buyer = [
    order.customerName,
    order.customerEmail,
    delivery?.method === 'pickup' ? documentsCopy.invoice.pickup : order.customerAddress,
    order.customerPhone && `${documentsCopy.invoice.phone}: ${order.customerPhone}`,
    delivery?.district && `${documentsCopy.invoice.district}: ${delivery.district}`,
  ];
  return {
    invoiceNumber: order.invoiceNumber,
    date: invoiceDateOf(order.paidAt),
    shop: [shop.name, shop.address, shop.bin && `${documentsCopy.invoice.bin}: ${shop.bin}`].filter(
      (line): line is string => Boolean(line?.trim()),
    ),
    buyer: buyer.filter((line): line is string => Boolean(line?.trim())),
    rows,
    totals,
    payment: [
      { label: documentsCopy.invoice.paidBy, value: paidByOf(order) },
      ...(charged !== undefined
        ? [{ label: documentsCopy.invoice.charged, value: formatTaka(charged) }]
        : []),
      ...(order.transectionId
        ? [{ label: documentsCopy.invoice.transaction, value: order.transectionId }]
        : []),
    ],
  };
}

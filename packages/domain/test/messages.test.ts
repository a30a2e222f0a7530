import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages, orderEventTypes } from '../src';

// docs/spec.md is a copy of the product spec. Every fixed string must appear in the spec letter for letter: a typo "fixed" here breaks the contract.
const spec = readFileSync(new URL('../../../docs/spec.md', import.meta.url), 'utf8');

function leaves(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === 'string') return [[path.join('.'), value]];
  if (typeof value === 'function')
    return [[path.join('.'), String((value as (a: string) => string)('{x}'))]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, String(i)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  }
  return [];
}

// Strings of ours that the spec does not fix word for word (labels it names but does not quote).
const notQuotedBySpec = new Set([
  'card.buyNow',
  'card.stock',
  'card.minimumOrderQuantity',
  'payment.processing',
  // Strings of features the spec does not have, written in its style.
  'validation.categoryRequired',
  'validation.brandRequired',
  'orders.status.expired',
  'orders.status.refunded',
  'orders.timeLeft',
  'orders.expiredNotice',
  'orders.expiredRefusal',
  'orders.tooManyUnpaid',
  'orders.timeline',
  // The back office and My Orders ('Unpaid', 'Pending', 'Expired' reuse orders.status).
  'orders.stateFilter',
  'orders.allStates',
  'orders.shippedFilter',
  'orders.searchLabel',
  'orders.searchPlaceholder',
  'orders.search',
  'orders.searchHint',
  'orders.noMatch',
  'orders.count',
  'orders.details',
  'orders.detailsTitle',
  'orders.noHistory',
  ...orderEventTypes.map((type) => `orders.events.${type}`),
  ...['customer', 'admin', 'system', 'stripe'].map((by) => `orders.actors.${by}`),
  'users.searchLabel',
  'users.searchPlaceholder',
  'users.noMatch',
  // Card testing and Stripe's amount limits (docs/payments.md).
  'orders.totalOutOfRange',
  'payment.noOrderOfPrice',
  'payment.declinesLocked',
]);
/**
 * Whole sections of ours: the browse page and the catalogue's admin screens, the API's answers
 * to a spec §7 client, roles, refunds, reviews and limits, the top bar's search suggestions, the
 * PC builder, its orders and the hoarding refusals.
 */
const ourSections = [
  'catalogue.',
  'specs.',
  'catalogueImport.',
  'compare.',
  'contract.',
  'roles.',
  'refunds.',
  'reviews.',
  'limits.',
  'suggest.',
  'pcBuild.',
  'buildOrders.',
  'savedBuilds.',
  'holds.',
];
const quotedBySpec = (key: string) =>
  !notQuotedBySpec.has(key) && !ourSections.some((section) => key.startsWith(section));

describe('messages', () => {
  const all = leaves(messages);

  it.each(all.filter(([key]) => quotedBySpec(key)))(
    '%s is spelt as the spec spells it',
    (_key, text) => {
      for (const part of text.split('{x}').filter((p) => p.trim() !== '')) {
        expect(spec).toContain(part.trim());
      }
    },
  );

  it('keeps the spec typos', () => {
    expect(messages.success.logout).toBe('Logout Succes!');
    expect(messages.success.orderPlaced('RTX 4070')).toBe('RTX 4070 Order Succssfully!');
    expect(messages.success.subscribed).toBe('Successfully Subscibed');
    expect(messages.auth.fallback).toBe('Somting is wrong');
    expect(messages.shop.orderNotCreated).toBe('Somthing is Wrong');
    expect(messages.shop.nothingDeleted).toBe('Somthing is Wrong !');
    expect(messages.orders.shipped).toBe('Sipped');
    expect(messages.validation.quantityBelowMinimum(5)).toBe(
      'You Have to Purchase Atlest 5 Products',
    );
    expect(messages.payment.complete).toBe('Transection is Complete, Yor transection id is : ');
    expect(messages.dialogs.cancelOrder.text).toBe("You won't be able to revert this!");
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  accountsCopy,
  apiCopy,
  catalogueImportCopy,
  checkoutCopy,
  copy,
  documentsCopy,
  mailCopy,
  messages,
  ordersCopy,
  savedBuildsCopy,
} from '../src';

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

describe('messages', () => {
  const all = leaves(messages);

  // Only the spec's strings: one the spec does not spell out is the store's copy (copy.ts).
  it.each(all)('%s is spelt as the spec spells it', (_key, text) => {
    for (const part of text.split('{x}').filter((p) => p.trim() !== '')) {
      expect(spec).toContain(part.trim());
    }
  });

  it('gives each string one home: no key is both the contract and copy', () => {
    // copy.ts's sections and those moved to modules of their own, under the sections' names.
    const sections = [
      copy,
      checkoutCopy,
      ordersCopy,
      documentsCopy,
      accountsCopy,
      apiCopy,
      { mail: mailCopy, savedBuilds: savedBuildsCopy, catalogueImport: catalogueImportCopy },
    ];
    const copyKeys = new Set(sections.flatMap((section) => leaves(section).map(([key]) => key)));
    expect(all.map(([key]) => key).filter((key) => copyKeys.has(key))).toEqual([]);
  });

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

import { describe, expect, it } from 'vitest';
import { buildOrderFields, orderLinesSaving, priceBuild, type PricedPart } from '../src';

const part = (id: string, price: number): PricedPart => ({ _id: id, name: id, price, img: '' });

describe("an order's lines", () => {
  it("tell what a build's order took off its lines: the bundle deal, to the cent", () => {
    const fields = buildOrderFields(
      priceBuild({
        cpu: part('cpu', 389),
        motherboard: part('board', 229.99),
        memory: part('ram', 109.99),
        storage: [part('ssd', 169.99)],
      }),
    )!;
    expect(orderLinesSaving(fields)).toBe(36.45);
  });

  it('a build without the bundle, and an order of one part, took nothing off', () => {
    const fields = buildOrderFields(priceBuild({ cpu: part('cpu', 389) }))!;
    expect(orderLinesSaving(fields)).toBe(0);
    expect(orderLinesSaving({ unitPrice: 25.5 })).toBe(0);
  });

  it("leave a checkout's delivery charge out of the saving: it is in the total, not a line", () => {
    const fields = buildOrderFields(
      priceBuild({
        cpu: part('cpu', 389),
        motherboard: part('board', 229.99),
        memory: part('ram', 109.99),
      }),
    )!;
    const withDelivery = { ...fields, unitPrice: fields.unitPrice + 1.25, deliveryCharge: 1.25 };
    expect(orderLinesSaving(withDelivery)).toBe(orderLinesSaving(fields));
    expect(orderLinesSaving(withDelivery)).toBe(36.45);
  });
});

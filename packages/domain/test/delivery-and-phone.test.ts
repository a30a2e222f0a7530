import { describe, expect, it } from 'vitest';
import {
  deliveryChargeOf,
  deliveryZoneOf,
  districtNamed,
  districts,
  insideDhakaCharge,
  normaliseBdPhone,
  outsideDhakaCharge,
  takaPerUsd,
} from '../src';

describe('delivery', () => {
  it('knows the 64 districts of Bangladesh, each once, Dhaka among them', () => {
    expect(districts).toHaveLength(64);
    expect(new Set(districts).size).toBe(64);
    expect(districts).toContain('Dhaka');
    expect(districts).toContain("Cox's Bazar");
    expect([...districts].sort((a, b) => a.localeCompare(b))).toEqual([...districts]);
  });

  it('reads a district in any case and by its former spelling, and nothing else', () => {
    expect(districtNamed('  sylhet ')).toBe('Sylhet');
    expect(districtNamed('chapai  nawabganj')).toBe('Chapai Nawabganj');
    expect(districtNamed('Chittagong')).toBe('Chattogram');
    expect(districtNamed('Jessore')).toBe('Jashore');
    expect(districtNamed('Kolkata')).toBeUndefined();
    expect(districtNamed('')).toBeUndefined();
  });

  it("charges the top of the couriers' Taka range at the stated rate, to the cent", () => {
    expect(takaPerUsd).toBe(120);
    expect(insideDhakaCharge).toBe(0.67); // Tk 80
    expect(outsideDhakaCharge).toBe(1.25); // Tk 150
  });

  it('charges by zone: inside Dhaka, outside Dhaka, pickup free', () => {
    expect(deliveryZoneOf({ method: 'home', district: 'Dhaka' })).toBe('inside-dhaka');
    expect(deliveryChargeOf({ method: 'home', district: 'Dhaka' })).toBe(0.67);
    // Gazipur and Narayanganj border Dhaka city but are other districts: the outside rate.
    expect(deliveryZoneOf({ method: 'home', district: 'Gazipur' })).toBe('outside-dhaka');
    expect(deliveryChargeOf({ method: 'home', district: 'Sylhet' })).toBe(1.25);
    expect(deliveryZoneOf({ method: 'pickup' })).toBe('pickup');
    expect(deliveryChargeOf({ method: 'pickup' })).toBe(0);
  });
});

describe('a Bangladeshi mobile number', () => {
  it('is stored as 01XXXXXXXXX whatever prefix, spaces or dashes it was typed with', () => {
    expect(normaliseBdPhone('01712345678')).toBe('01712345678');
    expect(normaliseBdPhone('+880 1712-345678')).toBe('01712345678');
    expect(normaliseBdPhone('8801912345678')).toBe('01912345678');
    expect(normaliseBdPhone('+88 017 1234 5678')).toBe('01712345678');
    expect(normaliseBdPhone('013-0000-0000')).toBe('01300000000');
  });

  it('is refused when the operator digit is not 3–9, or the length is wrong', () => {
    expect(normaliseBdPhone('01212345678')).toBeUndefined();
    expect(normaliseBdPhone('0171234567')).toBeUndefined();
    expect(normaliseBdPhone('017123456789')).toBeUndefined();
    expect(normaliseBdPhone('1712345678')).toBeUndefined();
    expect(normaliseBdPhone('+1 01712345678')).toBeUndefined();
    expect(normaliseBdPhone('0171234567a')).toBeUndefined();
    expect(normaliseBdPhone('')).toBeUndefined();
  });
});

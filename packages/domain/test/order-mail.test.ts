import { describe, expect, it } from 'vitest';
import {
  isOrderReceipt,
  orderMailContent,
  orderMailId,
  orderMailKinds,
  orderPagePath,
  sendsOrderMail,
  type MailOrder,
} from '../src';

const order: MailOrder = {
  customerName: 'Rahim <script>alert(1)</script>',
  name: 'Ryzen 5 7600 and 1 more part',
  price: 250.5,
  quanity: 1,
  paymentMethod: 'card',
  lines: [
    { partId: 'p1', name: 'Ryzen 5 7600', price: 199, quanity: 1, img: '' },
    { partId: 'p2', name: 'DDR5 "Fury" & co', price: 25.75, quanity: 2, img: '' },
  ],
};

describe('order mail', () => {
  it('receipts (placed, paid, collected) always go; updates follow the buyer', () => {
    expect(orderMailKinds.filter(isOrderReceipt)).toEqual(['placed', 'paid', 'collected']);
    for (const kind of orderMailKinds) {
      expect(sendsOrderMail(kind, undefined)).toBe(true);
      expect(sendsOrderMail(kind, true)).toBe(true);
      expect(sendsOrderMail(kind, false)).toBe(isOrderReceipt(kind));
    }
  });

  it('names one document per order and kind, and links the order page', () => {
    expect(orderMailId('abc123', 'paid')).toBe('abc123-paid');
    expect(orderPagePath('abc123')).toBe('/dashboard/myOrder/abc123');
  });

  it('says what happened, each line, the total and the link, in text and HTML', () => {
    const mail = orderMailContent(order, 'abc123', 'paid', 'https://shop.example.com/');
    expect(mail.subject).toBe('Your order abc123 is paid');
    expect(mail.text).toContain('We have your payment');
    expect(mail.text).toContain('1 × Ryzen 5 7600 ($199.00 each)');
    expect(mail.text).toContain('2 × DDR5 "Fury" & co ($25.75 each)');
    expect(mail.text).toContain('Total: $250.50');
    expect(mail.text).toContain('https://shop.example.com/dashboard/myOrder/abc123');
    expect(mail.html).toContain('<a href="https://shop.example.com/dashboard/myOrder/abc123">');
    expect(mail.html).toContain('DDR5 &quot;Fury&quot; &amp; co');
  });

  it("escapes the order's words in the HTML", () => {
    const { html, text } = orderMailContent(order, 'abc123', 'placed', 'http://127.0.0.1:5000');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Rahim &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(text).toContain('Hello Rahim <script>alert(1)</script>,');
  });

  it('an order of one part is its one line; shipped names the tracking code when there is one', () => {
    const single: MailOrder = {
      ...order,
      lines: undefined,
      name: 'RTX 4060',
      price: 300,
      quanity: 2,
    };
    const shipped = orderMailContent(
      { ...single, trackingCode: 'SF-<7781>' },
      'o1',
      'shipped',
      'http://x',
    );
    expect(shipped.subject).toBe('Your order o1 is on its way');
    expect(shipped.text).toContain('2 × RTX 4060 ($300.00 each)');
    expect(shipped.text).toContain('Total: $600.00');
    expect(shipped.text).toContain('Tracking code: SF-<7781>');
    expect(shipped.html).toContain('Tracking code: SF-&lt;7781&gt;');
    expect(orderMailContent(single, 'o1', 'shipped', 'http://x').text).not.toContain('Tracking');
    expect(
      orderMailContent({ ...single, trackingCode: 'T1' }, 'o1', 'paid', 'http://x').text,
    ).not.toContain('Tracking');
  });

  it('every kind has its own subject and words', () => {
    const subjects = orderMailKinds.map(
      (kind) => orderMailContent(order, 'o', kind, 'http://x').subject,
    );
    expect(new Set(subjects).size).toBe(orderMailKinds.length);
  });
});

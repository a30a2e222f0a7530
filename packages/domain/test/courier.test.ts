import { describe, expect, it } from 'vitest';
import {
  courierCheckAfterMs,
  courierCodAmount,
  courierCollectedAll,
  courierStateOf,
  decideCourierReport,
  formatSteadfastTime,
  parseCourierWebhook,
  parseSteadfastTime,
  steadfastStatuses,
  type CourierReport,
  type CourierState,
  type OrderCourier,
  type SteadfastStatus,
} from '../src';

const T0 = Date.UTC(2026, 10, 28, 6, 0, 0);

const booked = (over: Partial<OrderCourier> = {}): OrderCourier => ({
  provider: 'steadfast',
  state: 'booked',
  status: 'in_review',
  statusAt: T0,
  codAmount: 1200,
  checkAt: T0 + courierCheckAfterMs,
  ...over,
});

const report = (status: SteadfastStatus, over: Partial<CourierReport> = {}): CourierReport => ({
  consignmentId: '1424107',
  invoice: 'order1',
  status,
  at: T0 + 60_000,
  ...over,
});

describe("Steadfast's statuses in the store's courier states", () => {
  const moves: [SteadfastStatus, CourierState, CourierState | undefined][] = [
    ['pending', 'booked', 'in-transit'],
    ['hold', 'in-transit', 'on-hold'],
    ['pending', 'on-hold', 'in-transit'],
    ['delivered', 'in-transit', 'delivered'],
    ['partial_delivered', 'in-transit', 'partly-delivered'],
    ['cancelled', 'booked', 'cancelled'],
    ['cancelled', 'in-transit', 'returned'],
    ['cancelled', 'on-hold', 'returned'],
    ['in_review', 'booked', undefined],
    ['delivered_approval_pending', 'in-transit', undefined],
    ['partial_delivered_approval_pending', 'in-transit', undefined],
    ['cancelled_approval_pending', 'in-transit', undefined],
    ['unknown_approval_pending', 'in-transit', undefined],
    ['unknown', 'in-transit', undefined],
  ];
  it.each(moves)('%s from %s moves to %s', (status, from, to) => {
    expect(courierStateOf(status, from)).toBe(to);
  });

  it('every status Steadfast documents has a rule', () => {
    for (const status of steadfastStatuses) {
      expect(() => courierStateOf(status, 'in-transit')).not.toThrow();
    }
    expect(steadfastStatuses).toHaveLength(11);
  });
});

describe('a report on an order', () => {
  it('moves a booked parcel in transit, with its history event and the next check', () => {
    const decision = decideCourierReport(
      { consignmentId: '1424107', courier: booked() },
      report('pending', { message: 'Picked up' }),
    );
    expect(decision).toEqual({
      kind: 'move',
      from: 'booked',
      to: 'in-transit',
      consignmentId: '1424107',
      event: 'courier-in-transit',
      courier: booked({
        state: 'in-transit',
        status: 'pending',
        statusAt: T0 + 60_000,
        message: 'Picked up',
        checkAt: T0 + 60_000 + courierCheckAfterMs,
      }),
    });
  });

  it('delivered records the cash collected and ends the checks', () => {
    const decision = decideCourierReport(
      { consignmentId: '1424107', courier: booked({ state: 'in-transit', status: 'pending' }) },
      report('delivered', { codAmount: 1200 }),
    );
    expect(decision.kind).toBe('move');
    if (decision.kind !== 'move') return;
    expect(decision.event).toBe('delivered');
    expect(decision.courier).toMatchObject({
      state: 'delivered',
      deliveredAt: T0 + 60_000,
      collectedAmount: 1200,
    });
    expect(decision.courier.checkAt).toBeUndefined();
    expect(courierCollectedAll(decision.courier)).toBe(true);
  });

  it('partly delivered is not all the cash', () => {
    const decision = decideCourierReport(
      { consignmentId: '1424107', courier: booked({ state: 'in-transit' }) },
      report('partial_delivered', { codAmount: 600 }),
    );
    if (decision.kind !== 'move') throw new Error(decision.kind);
    expect(decision.to).toBe('partly-delivered');
    expect(courierCollectedAll(decision.courier)).toBe(false);
  });

  it('another consignment, no booking, or a booking still out is a mismatch', () => {
    expect(
      decideCourierReport({ consignmentId: '999', courier: booked() }, report('pending')),
    ).toEqual({ kind: 'mismatch' });
    expect(decideCourierReport({}, report('pending'))).toEqual({ kind: 'mismatch' });
    expect(
      decideCourierReport({ courier: booked({ state: 'booking' }) }, report('pending')),
    ).toEqual({ kind: 'mismatch' });
    expect(
      decideCourierReport({ courier: { provider: 'manual', state: 'booked' } }, report('pending')),
    ).toEqual({ kind: 'mismatch' });
  });

  it('a booking whose answer was lost adopts the consignment its invoice reports', () => {
    const decision = decideCourierReport({ courier: booked() }, report('pending'));
    expect(decision).toMatchObject({ kind: 'move', consignmentId: '1424107' });
  });

  it('a replay, an older report and a report after the end change nothing', () => {
    const moving = booked({ state: 'in-transit', status: 'pending', statusAt: T0 + 60_000 });
    expect(
      decideCourierReport({ consignmentId: '1424107', courier: moving }, report('pending')),
    ).toEqual({ kind: 'same' });
    expect(
      decideCourierReport(
        { consignmentId: '1424107', courier: moving },
        report('hold', { at: T0 }),
      ),
    ).toEqual({ kind: 'same' });
    expect(
      decideCourierReport(
        { consignmentId: '1424107', courier: booked({ state: 'delivered', status: 'delivered' }) },
        report('cancelled', { at: T0 + 120_000 }),
      ),
    ).toEqual({ kind: 'same' });
  });

  it('an approval pending changes the status without a history event', () => {
    const decision = decideCourierReport(
      { consignmentId: '1424107', courier: booked({ state: 'in-transit', status: 'pending' }) },
      report('delivered_approval_pending'),
    );
    expect(decision).toMatchObject({ kind: 'move', to: 'in-transit' });
    expect(decision.kind === 'move' && decision.event).toBeUndefined();
  });
});

describe("Steadfast's webhook body", () => {
  const body = {
    notification_type: 'delivery_status',
    consignment_id: 1424107,
    invoice: 'order1',
    cod_amount: 1500.5,
    status: 'Delivered',
    delivery_charge: 100,
    tracking_message: 'Delivered to the customer.',
    updated_at: '2026-11-28 12:00:00',
  };

  it('reads as a report, its time in Dhaka time', () => {
    expect(parseCourierWebhook(body)).toEqual({
      consignmentId: '1424107',
      invoice: 'order1',
      status: 'delivered',
      at: T0,
      codAmount: 1500.5,
      message: 'Delivered to the customer.',
    });
  });

  it('another notification type is ignored, a body lacking a field is malformed', () => {
    expect(parseCourierWebhook({ ...body, notification_type: 'tracking_update' })).toBe('ignored');
    expect(parseCourierWebhook({ ...body, status: 'teleported' })).toBe('malformed');
    expect(parseCourierWebhook({ ...body, invoice: '../orders' })).toBe('malformed');
    expect(parseCourierWebhook({ ...body, updated_at: 'yesterday' })).toBe('malformed');
    expect(parseCourierWebhook([body])).toBe('malformed');
  });

  it('writes and reads times as Steadfast does', () => {
    expect(formatSteadfastTime(T0)).toBe('2026-11-28 12:00:00');
    expect(parseSteadfastTime(formatSteadfastTime(T0 + 5_000))).toBe(T0 + 5_000);
  });
});

it('the cash to collect is the due cents at Tk 1.20 a cent, exactly', () => {
  expect(courierCodAmount(0)).toBe(0);
  expect(courierCodAmount(10_067)).toBe(12_080.4);
});

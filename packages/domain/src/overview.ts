// The owner's overview (`/dashboard/overview`): what needs doing now and how the shop sells. Its
// sales figures come from daily aggregates (`dailyStats`, sales-figures.ts) that every order write
// moves in its own transaction, so the page reads a fixed number of documents at any scale.

import type { PaymentMethod } from './checkout';

/** The shop's days are Bangladesh's (UTC+6, no daylight saving). */
const dhakaOffsetMs = 6 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** The shop's calendar day of an instant, 'YYYY-MM-DD'. */
export function dhakaDay(ms: number): string {
  return new Date(ms + dhakaOffsetMs).toISOString().slice(0, 10);
}

/** The day `n` days after `day` (before, when negative), 'YYYY-MM-DD'. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * dayMs).toISOString().slice(0, 10);
}

/** The instant the shop's day starts, in ms (its first millisecond in Dhaka). */
export function dhakaDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - dhakaOffsetMs;
}

export const overviewWindow = {
  /** The sales chart and the top parts cover the last 30 days, today included. */
  days: 30,
  /** Each period is compared with the one before it, so the answer carries twice the days. */
  answerDays: 60,
  topParts: 10,
} as const;

export const lowStockThreshold = {
  /** Below this many units a part is "low" until the admin sets another threshold. */
  default: 5,
  min: 1,
  max: 10_000,
} as const;

/** A threshold as typed or sent ("12"): a whole number of units within range, else undefined. */
export function parseStockThreshold(text: string): number | undefined {
  const units = Number(text);
  return /^\d+$/.test(text) && units >= lowStockThreshold.min && units <= lowStockThreshold.max
    ? units
    : undefined;
}

/** What a way to pay counts, per day; a figure is 0 when nothing happened. */
export type ByMethod = Record<PaymentMethod, number>;

/** One day's figures, as the overview answers them (the shards of `dailyStats` summed). */
export interface DayFigures {
  day: string;
  /** Orders placed that day (every way to pay; a cancelled one still counts). */
  placed: number;
  /**
   * Of the orders placed that day, those whose hold ended unpaid: expired, or cancelled before
   * payment. Against `placed`, the abandoned-checkout rate.
   */
  endedUnpaid: number;
  /** Orders sold that day (paid, or cash collected), by the way paid; a full refund takes one off. */
  orders: ByMethod;
  /** What those orders took, in cents of USD, less refunds; by the way paid. */
  revenueCents: ByMethod;
}

export interface TopPart {
  partId: string;
  name: string;
  revenueCents: number;
  units: number;
}

export interface CategoryShare {
  /** A category slug (categories.ts), or '' for parts sold before they had one. */
  category: string;
  revenueCents: number;
}

/** What needs doing now: each a count the admin can follow to its filtered list. */
export interface OverviewTodo {
  /** Cash-on-delivery orders waiting for the shop's call (`cod-placed`). */
  codToConfirm: number;
  /** Paid orders not yet shipped (`pending`). */
  toShip: number;
  /** Confirmed cash-on-delivery orders not yet shipped (`cod-confirmed`). */
  codToShip: number;
  /** Payments held for review (`held`). */
  heldPayments: number;
  reviewsWaiting: number;
  outOfStock: number;
  /** Parts in stock with at most `lowStockThreshold` units. */
  lowStock: number;
}

/** `GET /admin/overview`: admins only. */
export interface OverviewAnswer {
  /** When it was read, in ms. */
  asOf: number;
  /** The shop's today, 'YYYY-MM-DD': the last of `days`. */
  today: string;
  lowStockThreshold: number;
  todo: OverviewTodo;
  /** `overviewWindow.answerDays` days, oldest first, ending today; days with nothing are zeros. */
  days: DayFigures[];
  /** The last 30 days' best sellers by revenue, at most `overviewWindow.topParts`. */
  topParts: TopPart[];
  /** The last 30 days' revenue by category, largest first. */
  categories: CategoryShare[];
}

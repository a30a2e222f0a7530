// A build's price, as the page shows it and the server charges it: every line at the part's
// current price, and the bundle deal. Money is added up in whole cents, as every order is.
import { pcBuildCopy } from '../copy-pc-build';
import { fromCents, lineTotalCents } from '../money';
import { slotEntries, type BuildSlot, type BySlot } from './slots';

/**
 * The bundle deal: a CPU, a motherboard and memory bought together in one build save
 * `bundleDiscountPercent` on those three lines. These are the parts a buyer upgrades together (a
 * new socket means a new board, and often new memory); 5% is what the shop's bundle banner has
 * room for on its thinnest margins, the components, without selling below cost.
 */
export const bundleSlots = ['cpu', 'motherboard', 'memory'] as const satisfies readonly BuildSlot[];
export const bundleDiscountPercent = 5;

/** A part as pricing needs it: a `Part` from the API or Firestore is one. */
export interface PricedPart {
  _id: string;
  name: string;
  /** Per-unit price in USD, as stored. */
  price: number;
  img: string;
}

/** One line of a build's order: one part, at its price, one of it. */
export interface BuildLine {
  slot: BuildSlot;
  partId: string;
  name: string;
  /** Per-unit price in USD. */
  price: number;
  quanity: number;
  img: string;
}

export interface BuildPrice {
  /** In slot order, storage drives in their order. */
  lines: BuildLine[];
  /** The lines added up, in USD. */
  subtotal: number;
  /** What the bundle deal takes off, in USD; 0 without a CPU, a motherboard and memory. */
  bundleSaving: number;
  /** `subtotal` − `bundleSaving`: what the buyer pays. */
  total: number;
}

/**
 * The build's lines and totals. The saving is `bundleDiscountPercent` of the three bundle lines,
 * rounded to the nearest cent (a half cent up); the total is exact to the cent.
 */
export function priceBuild(parts: BySlot<PricedPart>): BuildPrice {
  const lines = slotEntries(parts).map(([slot, part]): BuildLine => ({
    slot,
    partId: part._id,
    name: part.name,
    price: part.price,
    quanity: 1,
    img: part.img,
  }));
  const cents = (line: BuildLine) => lineTotalCents(line.price, line.quanity);
  const subtotal = lines.reduce((sum, line) => sum + cents(line), 0);
  const bundled = bundleSlots.every((slot) => parts[slot] !== undefined);
  const bundleCents = bundled
    ? lines
        .filter((line) => (bundleSlots as readonly BuildSlot[]).includes(line.slot))
        .reduce((sum, line) => sum + cents(line), 0)
    : 0;
  const saving = Math.round((bundleCents * bundleDiscountPercent) / 100);
  return {
    lines,
    subtotal: fromCents(subtotal),
    bundleSaving: fromCents(saving),
    total: fromCents(subtotal - saving),
  };
}

/**
 * An order's line as stored: the build's line without its slot, and the part's category when the
 * order was placed (the sales figures' categories, sales-figures.ts; lines placed before have none).
 */
export type OrderLine = Omit<BuildLine, 'slot'> & { category?: string };

/** The fields of spec §3 an order of a build fills, and its lines. */
export interface BuildOrderFields {
  /** "PC Build: " and the CPU's name. */
  name: string;
  /** The case's picture, or the CPU's when the build has no case. */
  img: string;
  quanity: 1;
  /** The build's total: the order is one item at that price. */
  price: number;
  unitPrice: number;
  lines: OrderLine[];
}

/**
 * What an order of the priced build stores, so that every screen that reads an order shows it as
 * one item. Undefined without a CPU line, which names the order (`orderProblems` refuses it).
 */
export function buildOrderFields(priced: BuildPrice): BuildOrderFields | undefined {
  const cpu = priced.lines.find((line) => line.slot === 'cpu');
  if (!cpu) return undefined;
  const pcCase = priced.lines.find((line) => line.slot === 'case');
  return {
    name: pcBuildCopy.orderName(cpu.name),
    img: (pcCase ?? cpu).img,
    quanity: 1,
    price: priced.total,
    unitPrice: priced.total,
    lines: priced.lines.map(({ partId, name, price, quanity, img }) => ({
      partId,
      name,
      price,
      quanity,
      img,
    })),
  };
}

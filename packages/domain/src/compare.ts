// Compare: up to four parts of one category side by side. The tray is the buyer's list of parts
// to compare, kept in the browser with what it shows (name, picture, category) so that it draws
// without reading Firestore; the compare page's URL (`/compare?ids=a,b`) names the parts.
import { categoryLabel } from './categories';
import { isDocumentId } from './ids';
import { copy } from './copy';
import { messages } from './messages';
import { formatPrice } from './money';
import type { CompareRow } from './specs';
import type { Part } from './types';

/** The most parts compared at once: four columns still fit a laptop screen. */
export const compareLimit = 4;

/** A part in the tray: what the tray draws, and the category that keeps it to one kind. */
export interface TrayItem {
  id: string;
  name: string;
  img: string;
  /** Parts written before categories have none; they compare only with each other. */
  category?: string;
}

export type Tray = readonly TrayItem[];

export type TrayChange =
  | { ok: true; tray: Tray }
  | { ok: false; tray: Tray; reason: 'full' | 'otherCategory'; message: string };

const m = copy.compare;

/** True when the tray holds the part. */
export function trayHas(tray: Tray, id: string): boolean {
  return tray.some((item) => item.id === id);
}

/**
 * Adds a part to the tray. A part already there leaves it as it is; a part of another category
 * than the tray's, or a fifth part, is refused with the message to show.
 */
export function addToTray(tray: Tray, item: TrayItem): TrayChange {
  if (trayHas(tray, item.id)) return { ok: true, tray };
  const first = tray[0];
  if (first && first.category !== item.category) {
    return {
      ok: false,
      tray,
      reason: 'otherCategory',
      message: m.otherCategory(
        item.name,
        categoryLabel(item.category),
        categoryLabel(first.category),
      ),
    };
  }
  if (tray.length >= compareLimit) {
    return { ok: false, tray, reason: 'full', message: m.trayFull(compareLimit) };
  }
  return { ok: true, tray: [...tray, item] };
}

export function removeFromTray(tray: Tray, id: string): Tray {
  return trayHas(tray, id) ? tray.filter((item) => item.id !== id) : tray;
}

/** Adds the part, or removes it when the tray holds it already (the Add to compare toggle). */
export function toggleInTray(tray: Tray, item: TrayItem): TrayChange {
  return trayHas(tray, item.id)
    ? { ok: true, tray: removeFromTray(tray, item.id) }
    : addToTray(tray, item);
}

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

function readItem(value: unknown): TrayItem | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, name, img, category } = value as Record<string, unknown>;
  if (!isText(id, 128) || !isDocumentId(id) || !isText(name, 500) || !isText(img, 2000))
    return undefined;
  if (category !== undefined && !isText(category, 100)) return undefined;
  return category === undefined ? { id, name, img } : { id, name, img, category };
}

/**
 * The tray as stored (JSON text, or null when nothing is): whatever is not a well-formed item is
 * dropped, so that a stored value from an older version, another tab's bad write or a hand edit
 * never breaks a page. Items past the limit, repeats and a second category are dropped too.
 */
export function readTray(stored: string | null): Tray {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.reduce<Tray>((tray, raw) => {
    const item = readItem(raw);
    return item ? addToTray(tray, item).tray : tray;
  }, []);
}

/** The compare page's `ids` parameter as written: ids in order, blanks and repeats left out. */
export function parseCompareIds(param: string | null): string[] {
  if (!param) return [];
  return [...new Set(param.split(',').map((id) => id.trim()))].filter(Boolean);
}

/** What the compare page makes of its `ids` before reading anything. */
export type CompareRequest =
  { status: 'tooMany'; ids: string[] } | { status: 'ok'; ids: string[]; malformed: string[] };

/**
 * More than the limit is refused before any read. Ids that cannot name a document are reported
 * as missing without asking Firestore (a query with one of them would fail as a whole).
 */
export function compareRequest(param: string | null): CompareRequest {
  const ids = parseCompareIds(param);
  if (ids.length > compareLimit) return { status: 'tooMany', ids };
  return {
    status: 'ok',
    ids: ids.filter(isDocumentId),
    malformed: ids.filter((id) => !isDocumentId(id)),
  };
}

/** The distinct categories of the parts, in the order they first appear. */
export function categoriesOf(parts: readonly { category?: string }[]): (string | undefined)[] {
  return [...new Set(parts.map((part) => part.category))];
}

/** The rows every comparison starts with, price and stock, marked like the specification rows. */
export function compareSummary(
  parts: readonly Pick<Part, 'price' | 'availableQuanity'>[],
): CompareRow[] {
  const row = (key: string, label: string, values: string[]): CompareRow => ({
    key,
    label,
    values,
    differs: new Set(values).size > 1,
  });
  return [
    row(
      'price',
      m.price,
      parts.map((part) => formatPrice(part.price)),
    ),
    row(
      'stock',
      messages.card.stock,
      parts.map((part) => String(part.availableQuanity)),
    ),
  ];
}

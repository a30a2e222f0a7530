// A PC build: which part fills each slot. It travels as part ids, in the page's URL
// (`/pc-builder?cpu=…&storage=a,b`) and in `POST /orders/build`'s `parts`, and is read back here
// from untrusted input, with what is wrong with it as data.
import type { CategorySlug } from '../categories';
import { isDocumentId } from '../ids';
import { preview } from '../limits';
import { copy } from '../copy';

/** The slots in the order the page lists them, the lines of an order follow and the URL writes. */
export const buildSlots = [
  'cpu',
  'cooler',
  'motherboard',
  'memory',
  'storage',
  'gpu',
  'psu',
  'case',
  'monitor',
  'keyboard',
  'mouse',
] as const;
export type BuildSlot = (typeof buildSlots)[number];

/** The slots that take a list of parts; every other slot takes one. */
export type ManySlot = 'storage';

export interface SlotRule {
  /** The categories a part of the slot comes from. */
  categories: readonly CategorySlug[];
  /** Takes a list of parts (at most `maxStorageDrives`) rather than one. */
  many: boolean;
  /** Outside the computer: the page offers it as an extra, and it draws no power from the PSU. */
  peripheral: boolean;
}

export const slotRules: Record<BuildSlot, SlotRule> = {
  cpu: { categories: ['processors'], many: false, peripheral: false },
  cooler: { categories: ['coolers'], many: false, peripheral: false },
  motherboard: { categories: ['motherboards'], many: false, peripheral: false },
  memory: { categories: ['memory'], many: false, peripheral: false },
  storage: { categories: ['ssds', 'hard-drives'], many: true, peripheral: false },
  gpu: { categories: ['graphics-cards'], many: false, peripheral: false },
  psu: { categories: ['power-supplies'], many: false, peripheral: false },
  case: { categories: ['cases'], many: false, peripheral: false },
  monitor: { categories: ['monitors'], many: false, peripheral: true },
  keyboard: { categories: ['keyboards'], many: false, peripheral: true },
  mouse: { categories: ['mice'], many: false, peripheral: true },
};

/**
 * The most storage drives a build takes. Four covers an OS drive, a games drive and two for data,
 * fits the drive bays and ports of a mid-tower and its board, and bounds the parts the server
 * reads for one build at 14.
 */
export const maxStorageDrives = 4;

/** Something per slot: one for most slots, a list for storage. */
export type BySlot<T> = { [S in BuildSlot]?: S extends ManySlot ? readonly T[] : T };

/** A build as ids: `{ cpu: 'amd-ryzen-7-7800x3d', storage: ['samsung-990-pro-2tb'] }`. */
export type Build = BySlot<string>;

export function isBuildSlot(value: unknown): value is BuildSlot {
  return typeof value === 'string' && (buildSlots as readonly string[]).includes(value);
}

/** Every (slot, item) of a build in slot order, storage drives in their order. */
export function slotEntries<T>(bySlot: BySlot<T>): [BuildSlot, T][] {
  return buildSlots.flatMap((slot) => {
    const value = bySlot[slot] as T | readonly T[] | undefined;
    if (value === undefined) return [];
    return slotRules[slot].many
      ? (value as readonly T[]).map((item): [BuildSlot, T] => [slot, item])
      : [[slot, value as T]];
  });
}

/** A copy of the build with `item` in `slot`: it replaces a slot's part, or joins the drives. */
export function withPart<T>(bySlot: BySlot<T>, slot: BuildSlot, item: T): BySlot<T> {
  if (!slotRules[slot].many) return { ...bySlot, [slot]: item };
  const list = (bySlot[slot] as readonly T[] | undefined) ?? [];
  return { ...bySlot, [slot]: [...list, item] };
}

export type BuildInputCode =
  'not-an-object' | 'unknown-slot' | 'not-an-id' | 'too-many' | 'duplicate';

export interface BuildInputProblem {
  code: BuildInputCode;
  /** The slot as it was sent, when the problem is in one. */
  slot?: string;
  message: string;
}

/** What a build sent from outside comes to: the parts that can be read, and what is wrong. */
export interface BuildInput {
  /** The well-formed parts: the first `maxStorageDrives` drives, each id once, bad ids left out. */
  build: Build;
  /** Empty when the input is a well-formed build; the server refuses any problem. */
  problems: BuildInputProblem[];
}

const mi = copy.buildInput;

/**
 * Reads a build from untrusted input (a JSON body's `parts`). Every slot is optional; a slot
 * named twice in a query string, a slot that is not one, an id that cannot name a document, more
 * than `maxStorageDrives` drives, or one id in two places is a problem. Storage takes one id or a
 * list; `null`, an empty list and an empty string leave a slot empty.
 */
export function parseBuild(input: unknown): BuildInput {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { build: {}, problems: [{ code: 'not-an-object', message: mi.notAnObject }] };
  }
  const build: Record<string, string | string[]> = {};
  const problems: BuildInputProblem[] = [];
  const seen = new Set<string>();
  const firstTime = (id: string) => {
    if (!seen.has(id)) {
      seen.add(id);
      return true;
    }
    problems.push({ code: 'duplicate', message: mi.duplicate(id) });
    return false;
  };

  const raw = input as Record<string, unknown>;
  for (const key of Object.keys(raw)) {
    if (!isBuildSlot(key)) {
      problems.push({
        code: 'unknown-slot',
        slot: key,
        message: mi.unknownSlot(preview(key, 40), buildSlots.join(', ')),
      });
    }
  }
  for (const slot of buildSlots) {
    const value = Object.hasOwn(raw, slot) ? raw[slot] : undefined;
    if (value === undefined || value === null || value === '') continue;
    if (!slotRules[slot].many) {
      if (typeof value === 'string' && isDocumentId(value)) {
        if (firstTime(value)) build[slot] = value;
      } else {
        problems.push({ code: 'not-an-id', slot, message: mi.oneId(slot) });
      }
      continue;
    }
    const list = typeof value === 'string' ? [value] : value;
    if (!Array.isArray(list) || !list.every((id) => typeof id === 'string' && isDocumentId(id))) {
      problems.push({ code: 'not-an-id', slot, message: mi.ids(slot, maxStorageDrives) });
      continue;
    }
    if (list.length > maxStorageDrives) {
      problems.push({ code: 'too-many', slot, message: mi.tooMany(maxStorageDrives) });
    }
    const kept = (list as string[]).slice(0, maxStorageDrives).filter(firstTime);
    if (kept.length) build[slot] = kept;
  }
  return { build: build as Build, problems };
}

/**
 * The build as the page's query string, without `?`: slots in order, storage as one
 * comma-separated value (`cpu=a&motherboard=b&storage=c,d`). Ids are letters, digits, `_` and
 * `-`, so a shared link reads as it is; anything else is escaped.
 */
export function buildToQuery(build: Build): string {
  return buildSlots
    .flatMap((slot) => {
      const value = build[slot];
      const ids = value === undefined ? [] : typeof value === 'string' ? [value] : value;
      const text = ids.filter(Boolean).map(encodeURIComponent).join(',');
      return text ? [`${slot}=${text}`] : [];
    })
    .join('&');
}

/**
 * Reads the build back from the page's query string (with or without `?`). Parameters that are
 * not slots belong to the page (an open list, a search) and are left alone; a single slot given
 * twice is a problem. What cannot be read is left out of `build`, so that a hand-edited link
 * still opens the rest of the build.
 */
export function buildFromQuery(query: string | URLSearchParams): BuildInput {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const raw: Record<string, string | string[]> = {};
  for (const slot of buildSlots) {
    const values = params.getAll(slot);
    if (!values.length) continue;
    if (slotRules[slot].many) {
      raw[slot] = values
        .flatMap((value) => value.split(','))
        .map((id) => id.trim())
        .filter(Boolean);
    } else {
      raw[slot] = values.length === 1 ? values[0]!.trim() : values;
    }
  }
  return parseBuild(raw);
}

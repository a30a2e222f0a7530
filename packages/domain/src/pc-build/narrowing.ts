// The `spec.*` filters that narrow a slot's list to the parts that can fit the build, so that the
// search engine pages through those rather than the whole category. They are derived from the
// same rules as `checkBuild`, for the filterable keys only: a part they let through may still
// clash on a key the search cannot filter (a graphics card's length), and the page checks every
// part it shows with `compatibleWith`. What they leave out clashes, or does not state the value
// a rule reads (the search has no "not stated"); "show all parts" shows those too.
import type { CategorySlug } from '../categories';
import type { SpecFilter } from '../spec-filters';
import { specSchemaOf, type SpecField } from '../spec-schemas';
import { specList, specNumber, specText, type BuildPart, type BuildParts } from './parts';
import { connectorOf, fitsSlot } from './rules';
import { slotEntries, withPart, type BuildSlot } from './slots';
import { estimatedWattage, otherPartsWatts } from './wattage';

export type SlotNarrowing =
  /** Ask the search for the category with these filters (none: the whole category). */
  | { fits: true; filters: SpecFilter[] }
  /** No part of the category that states its values can fit: nothing to ask for. */
  | { fits: false };

/** The build's parts each in a slot of its category: the rules leave the others out. */
function fitted(parts: BuildParts, slot: BuildSlot): BuildParts {
  let kept: BuildParts = {};
  for (const [s, part] of slotEntries(parts)) {
    // The slot being chosen is replaced by the candidate, except storage, which it joins.
    if (s === slot && s !== 'storage') continue;
    if (fitsSlot(s, part)) kept = withPart(kept, s, part);
  }
  return kept;
}

/** Collects a category's filters, each checked against its schema, or finds that none can fit. */
class Filters {
  private readonly byKey = new Map<string, SpecFilter>();
  private none = false;
  private readonly fields: Map<string, SpecField>;

  constructor(category: CategorySlug) {
    this.fields = new Map(
      specSchemaOf(category)
        .filter((field) => field.filterable)
        .map((field) => [field.key, field]),
    );
  }

  /** The value must be one of `values` (a list value: contain one of them). */
  oneOf(key: string, values: readonly string[] | undefined) {
    if (values === undefined) return;
    const field = this.fields.get(key);
    if (field?.type !== 'choice' && field?.type !== 'choices') return;
    const allowed = values.filter((value) => (field.values as readonly string[]).includes(value));
    const previous = this.byKey.get(key);
    const kept =
      previous?.kind === 'values' ? allowed.filter((v) => previous.values.includes(v)) : allowed;
    if (!kept.length) this.none = true;
    else this.byKey.set(key, { key, kind: 'values', values: kept });
  }

  /** The value must be at least `min` (undefined: no bound). */
  atLeast(key: string, min: number | undefined) {
    const field = this.fields.get(key);
    if (min === undefined || field?.type !== 'number') return;
    if (min > field.max) this.none = true;
    else if (min > field.min) this.bound(key, { min });
  }

  /** The value must be at most `max` (undefined: no bound). */
  atMost(key: string, max: number | undefined) {
    const field = this.fields.get(key);
    if (max === undefined || field?.type !== 'number') return;
    if (max < field.min) this.none = true;
    else if (max < field.max) this.bound(key, { max });
  }

  private bound(key: string, bound: { min?: number; max?: number }) {
    const previous = this.byKey.get(key);
    const range = previous?.kind === 'range' ? previous : { key, kind: 'range' as const };
    this.byKey.set(key, {
      ...range,
      ...(bound.min !== undefined && { min: Math.max(range.min ?? bound.min, bound.min) }),
      ...(bound.max !== undefined && { max: Math.min(range.max ?? bound.max, bound.max) }),
    });
  }

  result(): SlotNarrowing {
    return this.none ? { fits: false } : { fits: true, filters: [...this.byKey.values()] };
  }
}

const one = (value: string | undefined) => (value === undefined ? undefined : [value]);

/**
 * The filters of `category` (one of the slot's) that keep the parts that can join `parts` in
 * `slot`: the candidate replaces the slot's part, or joins the storage drives, as in
 * `compatibleWith`. Every part they leave out that states the values they read clashes.
 */
export function compatibleSpecFilters(
  slot: BuildSlot,
  category: CategorySlug,
  parts: BuildParts,
): SlotNarrowing {
  const f = new Filters(category);
  const b = fitted(parts, slot);
  const socketOf = (part: BuildPart | undefined) => (part ? specText(part, 'socket') : undefined);
  const wattage = b.psu ? specNumber(b.psu, 'wattage') : undefined;
  const tdpOf = (part: BuildPart | undefined) => (part ? (specNumber(part, 'tdp') ?? 0) : 0);

  switch (slot) {
    case 'cpu':
      f.oneOf('socket', one(socketOf(b.motherboard)));
      // The cooler mounts on the CPU's socket.
      f.oneOf('socket', b.cooler && specList(b.cooler, 'sockets'));
      if (wattage !== undefined) f.atMost('tdp', wattage - otherPartsWatts - tdpOf(b.gpu));
      break;
    case 'motherboard': {
      const cpuSocket = socketOf(b.cpu);
      f.oneOf('socket', one(cpuSocket));
      // With no CPU stating its socket, the cooler mounts on the board's.
      if (cpuSocket === undefined) f.oneOf('socket', b.cooler && specList(b.cooler, 'sockets'));
      f.oneOf('memoryType', one(b.memory && specText(b.memory, 'type')));
      f.oneOf('formFactor', b.case && specList(b.case, 'formFactors'));
      const m2 = (b.storage ?? []).filter((drive) => connectorOf(drive) === 'm2').length;
      if (m2 > 0) f.atLeast('m2Slots', m2);
      break;
    }
    case 'memory':
      if (b.motherboard) {
        f.oneOf('type', one(specText(b.motherboard, 'memoryType')));
        f.atMost('modules', specNumber(b.motherboard, 'memorySlots'));
        f.atMost('capacity', specNumber(b.motherboard, 'maxMemory'));
      }
      break;
    case 'cooler':
      f.oneOf('sockets', one(socketOf(b.cpu) ?? socketOf(b.motherboard)));
      break;
    case 'case':
      f.oneOf('formFactors', one(b.motherboard && specText(b.motherboard, 'formFactor')));
      break;
    case 'gpu':
      if (wattage !== undefined) f.atMost('tdp', wattage - otherPartsWatts - tdpOf(b.cpu));
      break;
    case 'psu': {
      const { draw } = estimatedWattage(b);
      const gpuWants = b.gpu ? specNumber(b.gpu, 'recommendedPsu') : undefined;
      const least = Math.max(draw, gpuWants ?? 0);
      if (least > 0) f.atLeast('wattage', least);
      break;
    }
    case 'storage': {
      const board = b.motherboard;
      if (!board) break;
      const drives = b.storage ?? [];
      const full = (connector: 'm2' | 'sata', key: 'm2Slots' | 'sataPorts') => {
        const has = specNumber(board, key);
        return (
          has !== undefined && drives.filter((d) => connectorOf(d) === connector).length >= has
        );
      };
      const m2Full = full('m2', 'm2Slots');
      const sataFull = full('sata', 'sataPorts');
      if (category === 'hard-drives') {
        if (sataFull) f.oneOf('formFactor', []);
      } else if (m2Full || sataFull) {
        const formFactors = specSchemaOf('ssds').find((field) => field.key === 'formFactor');
        const values = formFactors?.type === 'choice' ? formFactors.values : [];
        f.oneOf(
          'formFactor',
          values.filter((v) => (v.startsWith('M.2') ? !m2Full : !sataFull)),
        );
      }
      break;
    }
    default:
      // The extras have no rules.
      break;
  }
  return f.result();
}

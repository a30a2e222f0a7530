import { describe, expect, it } from 'vitest';
import {
  compatibleSpecFilters,
  compatibleWith,
  matchesSpecFilters,
  parseSpecFilters,
  slotRules,
  specFiltersToParams,
  buildSlots,
  maxStorageDrives,
  type BuildPart,
  type BuildParts,
  type BuildSlot,
  type CategorySlug,
  type Specs,
} from '../src';

/** A small deterministic generator, so that a failure names a build that can be replayed. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

const sockets = ['AM4', 'AM5', 'LGA1700', 'LGA1851'];
const formFactors = ['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX'];
const memoryTypes = ['DDR4', 'DDR5'];

/** A generator of parts of each category stating every value a rule reads, over their ranges. */
const makers: Partial<Record<CategorySlug, (r: ReturnType<typeof random>) => Specs>> = {
  processors: (r) => ({
    socket: r.pick(sockets),
    tdp: r.pick([65, 120, 170, 253]),
    integratedGraphics: r.pick([true, false]),
  }),
  motherboards: (r) => ({
    socket: r.pick(sockets),
    memoryType: r.pick(memoryTypes),
    formFactor: r.pick(formFactors),
    memorySlots: r.pick([2, 4]),
    maxMemory: r.pick([64, 192, 1024]),
    m2Slots: r.pick([0, 1, 2, 3]),
    sataPorts: r.pick([0, 2, 4]),
  }),
  memory: (r) => ({
    type: r.pick(memoryTypes),
    modules: r.pick([1, 2, 4, 8]),
    capacity: r.pick([16, 32, 96, 128, 256]),
  }),
  coolers: (r) => ({
    coolerType: r.pick(['Air', 'Liquid']),
    sockets: r.pick([['AM4', 'AM5'], ['LGA1700', 'LGA1851'], sockets, ['AM5']]),
    height: r.pick([150, 165]),
    maxTdp: r.pick([65, 250]),
  }),
  cases: (r) => ({
    formFactors: r.pick([formFactors, ['Mini-ITX'], ['ATX', 'Micro-ATX']]),
    maxGpuLength: r.pick([330, 392]),
    maxCoolerHeight: r.pick([155, 180]),
  }),
  'graphics-cards': (r) => ({
    tdp: r.pick([115, 220, 320, 450, 900]),
    recommendedPsu: r.pick([550, 650, 850]),
    length: r.pick([240, 358]),
  }),
  'power-supplies': (r) => ({ wattage: r.pick([200, 450, 550, 650, 850, 1000]) }),
  ssds: (r) => ({ formFactor: r.pick(['M.2 2280', '2.5"']) }),
  'hard-drives': () => ({ formFactor: '3.5"' }),
  monitors: () => ({}),
  keyboards: () => ({}),
  mice: () => ({}),
};

let made = 0;
function makePart(category: CategorySlug, r: ReturnType<typeof random>): BuildPart {
  made += 1;
  return { _id: `part-${made}`, name: `Part ${made}`, category, specs: makers[category]!(r) };
}

function randomBuild(r: ReturnType<typeof random>): BuildParts {
  const build: Record<string, BuildPart | BuildPart[]> = {};
  for (const slot of buildSlots) {
    const categories = slotRules[slot].categories;
    if (slotRules[slot].many) {
      const count = Math.floor(r.next() * (maxStorageDrives + 1));
      const drives = Array.from({ length: count }, () => makePart(r.pick(categories), r));
      if (drives.length) build[slot] = drives;
    } else if (r.next() < 0.6) {
      build[slot] = makePart(r.pick(categories), r);
    }
  }
  return build as BuildParts;
}

describe('compatibleSpecFilters: the search filters of a slot that can fit the build', () => {
  it('never leave out a part that fits: whatever they leave out clashes, over 400 random builds', () => {
    const r = random(24);
    let excluded = 0;
    let kept = 0;
    for (let round = 0; round < 400; round++) {
      const build = randomBuild(r);
      for (const slot of buildSlots) {
        for (const category of slotRules[slot].categories) {
          const narrowing = compatibleSpecFilters(slot, category, build);
          for (let i = 0; i < 8; i++) {
            const candidate = makePart(category, r);
            const passes = narrowing.fits && matchesSpecFilters(candidate.specs, narrowing.filters);
            if (passes) {
              kept += 1;
              continue;
            }
            excluded += 1;
            const errors = compatibleWith(candidate, slot, build).filter(
              (p) => p.severity === 'error',
            );
            // The message (three objects as JSON) and the assertion only for a part wrongly left
            // out: built for each of thousands of candidates, they were most of the test's CPU.
            if (errors.length === 0) {
              expect(
                errors,
                `${slot} ${JSON.stringify(candidate.specs)} left out of ${JSON.stringify(build)} by ${JSON.stringify(narrowing)}`,
              ).not.toEqual([]);
            }
          }
        }
      }
    }
    // Both sides were exercised many times.
    expect(excluded).toBeGreaterThan(2000);
    expect(kept).toBeGreaterThan(2000);
  });

  it('are always filters GET /parts accepts for the category', () => {
    const r = random(7);
    for (let round = 0; round < 300; round++) {
      const build = randomBuild(r);
      for (const slot of buildSlots) {
        for (const category of slotRules[slot].categories) {
          const narrowing = compatibleSpecFilters(slot, category, build);
          if (!narrowing.fits) continue;
          const params = specFiltersToParams(narrowing.filters);
          const parsed = parseSpecFilters(params, category);
          expect(parsed, `${category}?${params}`).toEqual({
            ok: true,
            value: expect.arrayContaining(narrowing.filters),
          });
        }
      }
    }
  });

  const board: BuildPart = {
    _id: 'b650',
    name: 'B650 board',
    category: 'motherboards',
    specs: {
      socket: 'AM5',
      memoryType: 'DDR5',
      formFactor: 'ATX',
      memorySlots: 4,
      maxMemory: 192,
      m2Slots: 2,
      sataPorts: 4,
    },
  };
  const cpu: BuildPart = {
    _id: 'ryzen',
    name: 'Ryzen',
    category: 'processors',
    specs: { socket: 'AM5', tdp: 120 },
  };
  const gpu: BuildPart = {
    _id: 'rtx',
    name: 'RTX',
    category: 'graphics-cards',
    specs: { tdp: 220, recommendedPsu: 650, length: 267 },
  };
  const nvme = (n: number): BuildPart => ({
    _id: `nvme-${n}`,
    name: `NVMe ${n}`,
    category: 'ssds',
    specs: { formFactor: 'M.2 2280' },
  });

  it("narrow by what the chosen parts state: the board's socket, memory type and slots", () => {
    expect(compatibleSpecFilters('cpu', 'processors', { motherboard: board })).toEqual({
      fits: true,
      filters: [{ key: 'socket', kind: 'values', values: ['AM5'] }],
    });
    expect(compatibleSpecFilters('memory', 'memory', { motherboard: board })).toEqual({
      fits: true,
      filters: [
        { key: 'type', kind: 'values', values: ['DDR5'] },
        { key: 'modules', kind: 'range', max: 4 },
        { key: 'capacity', kind: 'range', max: 192 },
      ],
    });
    expect(compatibleSpecFilters('cooler', 'coolers', { cpu })).toEqual({
      fits: true,
      filters: [{ key: 'sockets', kind: 'values', values: ['AM5'] }],
    });
    expect(compatibleSpecFilters('case', 'cases', { motherboard: board })).toEqual({
      fits: true,
      filters: [{ key: 'formFactors', kind: 'values', values: ['ATX'] }],
    });
  });

  it("ask for a power supply of at least the draw and the card's recommendation", () => {
    // 120 + 220 + 100 = 440 W drawn; the card asks for 650 W.
    expect(compatibleSpecFilters('psu', 'power-supplies', { cpu, gpu })).toEqual({
      fits: true,
      filters: [{ key: 'wattage', kind: 'range', min: 650 }],
    });
    expect(compatibleSpecFilters('psu', 'power-supplies', { cpu })).toEqual({
      fits: true,
      filters: [{ key: 'wattage', kind: 'range', min: 220 }],
    });
    // Nothing inside the computer yet: every supply.
    expect(compatibleSpecFilters('psu', 'power-supplies', {})).toEqual({ fits: true, filters: [] });
  });

  it('leave the slot being chosen out: a new CPU replaces the old one', () => {
    expect(compatibleSpecFilters('cpu', 'processors', { cpu, motherboard: board })).toEqual(
      compatibleSpecFilters('cpu', 'processors', { motherboard: board }),
    );
  });

  it('a board whose M.2 slots are taken lists 2.5" SSDs and hard drives only', () => {
    const build: BuildParts = { motherboard: board, storage: [nvme(1), nvme(2)] };
    expect(compatibleSpecFilters('storage', 'ssds', build)).toEqual({
      fits: true,
      filters: [{ key: 'formFactor', kind: 'values', values: ['2.5"'] }],
    });
    expect(compatibleSpecFilters('storage', 'hard-drives', build)).toEqual({
      fits: true,
      filters: [],
    });
  });

  it('say when nothing can fit rather than ask: a cooler for AM4 and a board for AM5', () => {
    const cooler: BuildPart = {
      _id: 'am4-cooler',
      name: 'AM4 cooler',
      category: 'coolers',
      specs: { coolerType: 'Air', sockets: ['AM4'] },
    };
    expect(compatibleSpecFilters('cpu', 'processors', { motherboard: board, cooler })).toEqual({
      fits: false,
    });
  });

  it('a part in the wrong slot narrows nothing, as the rules leave it out', () => {
    const wrong: BuildParts = { motherboard: { ...cpu, _id: 'cpu-as-board' } };
    expect(compatibleSpecFilters('memory', 'memory', wrong)).toEqual({ fits: true, filters: [] });
  });

  it('the extras have no rules and no filters', () => {
    const slots: BuildSlot[] = ['monitor', 'keyboard', 'mouse'];
    for (const slot of slots) {
      const category = slotRules[slot].categories[0]!;
      expect(compatibleSpecFilters(slot, category, { cpu, motherboard: board, gpu })).toEqual({
        fits: true,
        filters: [],
      });
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  buildErrors,
  buildFromQuery,
  buildOrderFields,
  buildToQuery,
  bundleDiscountPercent,
  checkBuild,
  compatibleWith,
  estimatedWattage,
  maxStorageDrives,
  orderProblems,
  otherPartsWatts,
  parseBuild,
  priceBuild,
  psuHeadroomPercent,
  type Build,
  type BuildPart,
  type BuildParts,
  type BuildProblem,
  type BuildRule,
  type BuildSlot,
  type CategorySlug,
  type PricedPart,
  type Specs,
  withHeadroom,
  pcBuildCopy,
  copy,
} from '../src';

const r = pcBuildCopy.rules;
const checks = pcBuildCopy.checks;
const specNames = pcBuildCopy.specNames;

/** A part with an id made of its name, as the demo store names them. */
function part(category: CategorySlug, name: string, specs?: Specs): BuildPart {
  const _id = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return specs ? { _id, name, category, specs } : { _id, name, category };
}

/** The part without one specification, as an older part that does not state it. */
function without(p: BuildPart, key: string): BuildPart {
  const specs = { ...p.specs };
  delete specs[key];
  return { ...p, specs };
}

// Specifications as their makers publish them.
const ryzen7800x3d = part('processors', 'AMD Ryzen 7 7800X3D', {
  socket: 'AM5',
  cores: 8,
  threads: 16,
  boostClock: 5,
  tdp: 120,
  integratedGraphics: true,
});
const ryzen7950x = part('processors', 'AMD Ryzen 9 7950X', {
  socket: 'AM5',
  cores: 16,
  threads: 32,
  boostClock: 5.7,
  tdp: 170,
  integratedGraphics: true,
});
const i5_14600k = part('processors', 'Intel Core i5-14600K', {
  socket: 'LGA1700',
  cores: 14,
  threads: 20,
  boostClock: 5.3,
  tdp: 125,
  integratedGraphics: true,
});
const i5_14400f = part('processors', 'Intel Core i5-14400F', {
  socket: 'LGA1700',
  cores: 10,
  threads: 16,
  boostClock: 4.7,
  tdp: 65,
  integratedGraphics: false,
});
const b650a = part('motherboards', 'ASUS ROG STRIX B650-A GAMING WIFI', {
  socket: 'AM5',
  chipset: 'B650',
  formFactor: 'ATX',
  memoryType: 'DDR5',
  memorySlots: 4,
  maxMemory: 192,
  m2Slots: 3,
  sataPorts: 4,
});
const b650eItx = part('motherboards', 'ASUS ROG STRIX B650E-I GAMING WIFI', {
  socket: 'AM5',
  chipset: 'B650',
  formFactor: 'Mini-ITX',
  memoryType: 'DDR5',
  memorySlots: 2,
  maxMemory: 96,
  m2Slots: 2,
  sataPorts: 2,
});
const b760mDdr4 = part('motherboards', 'MSI PRO B760M-A DDR4', {
  socket: 'LGA1700',
  chipset: 'B760',
  formFactor: 'Micro-ATX',
  memoryType: 'DDR4',
  memorySlots: 4,
  maxMemory: 128,
  m2Slots: 2,
  sataPorts: 4,
});
const ddr5Kit32 = part('memory', 'Corsair Vengeance DDR5 32GB (2x16GB) 6000', {
  type: 'DDR5',
  capacity: 32,
  modules: 2,
  speed: 6000,
});
const ddr5Kit64x4 = part('memory', 'G.Skill Trident Z5 DDR5 64GB (4x16GB) 6000', {
  type: 'DDR5',
  capacity: 64,
  modules: 4,
  speed: 6000,
});
const ddr5Kit128 = part('memory', 'Corsair Vengeance DDR5 128GB (2x64GB) 5600', {
  type: 'DDR5',
  capacity: 128,
  modules: 2,
  speed: 5600,
});
const ddr4Kit16 = part('memory', 'Kingston FURY Beast DDR4 16GB (2x8GB) 3200', {
  type: 'DDR4',
  capacity: 16,
  modules: 2,
  speed: 3200,
});
const lancool216 = part('cases', 'Lian Li LANCOOL 216', {
  formFactors: ['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX'],
  maxGpuLength: 392,
  maxCoolerHeight: 180,
});
const nr200p = part('cases', 'Cooler Master MasterBox NR200P', {
  formFactors: ['Mini-ITX'],
  maxGpuLength: 330,
  maxCoolerHeight: 155,
});
const nhD15 = part('coolers', 'Noctua NH-D15', {
  coolerType: 'Air',
  sockets: ['AM4', 'AM5', 'LGA1700', 'LGA1851'],
  height: 165,
  maxTdp: 250,
});
const nhL9aAm5 = part('coolers', 'Noctua NH-L9a-AM5', {
  coolerType: 'Air',
  sockets: ['AM5'],
  height: 37,
  maxTdp: 65,
});
const ls720 = part('coolers', 'DeepCool LS720', {
  coolerType: 'Liquid',
  sockets: ['AM4', 'AM5', 'LGA1700', 'LGA1851'],
  radiatorSize: 360,
  maxTdp: 300,
});
const rtx4070s = part('graphics-cards', 'GeForce RTX 4070 SUPER', {
  chipMaker: 'NVIDIA',
  chip: 'GeForce RTX 4070 SUPER',
  vram: 12,
  length: 267,
  tdp: 220,
  recommendedPsu: 650,
});
const rtx4090Strix = part('graphics-cards', 'ASUS ROG Strix GeForce RTX 4090', {
  chipMaker: 'NVIDIA',
  chip: 'GeForce RTX 4090',
  vram: 24,
  length: 358,
  tdp: 450,
  recommendedPsu: 1000,
});
const rm850x = part('power-supplies', 'Corsair RM850x', {
  wattage: 850,
  efficiency: '80 Plus Gold',
  modular: 'Full',
});
const rm650 = part('power-supplies', 'Corsair RM650', {
  wattage: 650,
  efficiency: '80 Plus Gold',
  modular: 'Full',
});
const cx550 = part('power-supplies', 'Corsair CX550', {
  wattage: 550,
  efficiency: '80 Plus Bronze',
  modular: 'No',
});
const st30sf = part('power-supplies', 'SilverStone ST30SF 300W', {
  wattage: 300,
  efficiency: '80 Plus Bronze',
  modular: 'No',
});
const ssd990 = part('ssds', 'Samsung 990 PRO 2TB', {
  capacity: 2000,
  interface: 'NVMe PCIe 4.0',
  formFactor: 'M.2 2280',
});
const sn770 = part('ssds', 'WD Black SN770 1TB', {
  capacity: 1000,
  interface: 'NVMe PCIe 4.0',
  formFactor: 'M.2 2280',
});
const kc3000 = part('ssds', 'Kingston KC3000 1TB', {
  capacity: 1000,
  interface: 'NVMe PCIe 4.0',
  formFactor: 'M.2 2280',
});
const mx500 = part('ssds', 'Crucial MX500 1TB', {
  capacity: 1000,
  interface: 'SATA 6Gb/s',
  formFactor: '2.5"',
});
const barracuda = part('hard-drives', 'Seagate BarraCuda 4TB', {
  capacity: 4000,
  formFactor: '3.5"',
});
const ironwolf = part('hard-drives', 'Seagate IronWolf 8TB', {
  capacity: 8000,
  formFactor: '3.5"',
});
const monitor = part('monitors', 'LG UltraGear 27GP850', {
  size: 27,
  resolution: '2560x1440',
  refreshRate: 180,
  panel: 'IPS',
});

/** The build's problems of one rule. */
const ofRule = (parts: BuildParts, rule: BuildRule) =>
  checkBuild(parts).filter((p) => p.rule === rule);

describe('a whole compatible build', () => {
  it('has no problem at all', () => {
    const build: BuildParts = {
      cpu: ryzen7800x3d,
      cooler: nhD15,
      motherboard: b650a,
      memory: ddr5Kit32,
      storage: [ssd990, barracuda],
      gpu: rtx4070s,
      psu: rm850x,
      case: lancool216,
      monitor,
    };
    expect(checkBuild(build)).toEqual([]);
    expect(orderProblems(build)).toEqual([]);
  });

  it('an empty build has no problem, and cannot be ordered without a CPU', () => {
    expect(checkBuild({})).toEqual([]);
    expect(orderProblems({ motherboard: b650a, memory: ddr5Kit32 })).toEqual([
      {
        severity: 'error',
        rule: 'cpu-required',
        slots: ['cpu'],
        parts: [],
        message: pcBuildCopy.cpuRequired,
      },
    ]);
  });
});

describe('a part in the wrong slot', () => {
  it('a graphics card in the CPU slot is refused, and no other rule reads it', () => {
    expect(checkBuild({ cpu: rtx4070s, motherboard: b650a })).toEqual([
      {
        severity: 'error',
        rule: 'slot-category',
        slots: ['cpu'],
        parts: [rtx4070s._id],
        message: r.slotCategory(rtx4070s.name, 'Graphics Cards', 'CPU', 'Processors'),
      },
    ]);
  });

  it('storage takes SSDs and hard drives, and nothing else', () => {
    expect(ofRule({ storage: [ssd990, barracuda] }, 'slot-category')).toEqual([]);
    expect(ofRule({ storage: [ssd990, ddr5Kit32] }, 'slot-category')).toEqual([
      expect.objectContaining({
        parts: [ddr5Kit32._id],
        message: r.slotCategory(ddr5Kit32.name, 'Memory', 'Storage', 'SSDs or Hard Drives'),
      }),
    ]);
  });

  it('a part without a category (written before categories) fits no slot', () => {
    const old: BuildPart = { _id: 'old-cpu', name: 'Old CPU' };
    expect(ofRule({ cpu: old }, 'slot-category')).toHaveLength(1);
  });
});

// Each rule's three outcomes, as tables over the parts above: a pair that fits, a pair it refuses
// (or, for the warning rules, warns about), and a part that does not state what the rule reads.

/** Builds every rule passes: [rule, what fits, build]. */
const fits: [BuildRule, string, BuildParts][] = [
  ['cpu-socket', 'an AM5 CPU on an AM5 board', { cpu: ryzen7800x3d, motherboard: b650a }],
  [
    'cooler-socket',
    'a cooler listing LGA1700 on an LGA1700 CPU',
    { cpu: i5_14600k, cooler: nhD15 },
  ],
  [
    'cooler-socket',
    'with no CPU, a cooler of the board socket',
    { motherboard: b650a, cooler: nhL9aAm5 },
  ],
  ['memory-type', 'DDR5 memory on a DDR5 board', { memory: ddr5Kit32, motherboard: b650a }],
  ['memory-type', 'DDR4 memory on a DDR4 board', { memory: ddr4Kit16, motherboard: b760mDdr4 }],
  ['memory-modules', 'four modules on four slots', { memory: ddr5Kit64x4, motherboard: b650a }],
  [
    'memory-capacity',
    'a 128 GB kit on a board taking 192 GB',
    { memory: ddr5Kit128, motherboard: b650a },
  ],
  [
    'board-form-factor',
    'a Mini-ITX board in a Mini-ITX case',
    { motherboard: b650eItx, case: nr200p },
  ],
  [
    'board-form-factor',
    'an ATX board in a case taking ATX',
    { motherboard: b650a, case: lancool216 },
  ],
  ['gpu-length', 'a 267 mm card in a case taking 330 mm', { gpu: rtx4070s, case: nr200p }],
  [
    'cooler-height',
    'a 165 mm air cooler in a case taking 180 mm',
    { cooler: nhD15, case: lancool216 },
  ],
  [
    'cooler-height',
    'a liquid cooler, which has no height to check',
    { cooler: ls720, case: nr200p },
  ],
  ['cooler-tdp', 'a cooler rated 250 W on a 120 W CPU', { cooler: nhD15, cpu: ryzen7800x3d }],
  [
    'storage-m2',
    'two M.2 drives on two M.2 slots',
    { motherboard: b650eItx, storage: [ssd990, sn770] },
  ],
  [
    'storage-m2',
    'SATA drives, which take no M.2 slot',
    { motherboard: b650eItx, storage: [ssd990, sn770, mx500] },
  ],
  [
    'storage-sata',
    'two SATA drives on two SATA ports',
    { motherboard: b650eItx, storage: [mx500, barracuda] },
  ],
  [
    'storage-sata',
    'no SATA drive on a board that does not state its ports',
    { motherboard: without(b650a, 'sataPorts'), storage: [ssd990] },
  ],
  ['psu-draw', '850 W under a 440 W draw', { cpu: ryzen7800x3d, gpu: rtx4070s, psu: rm850x }],
  [
    'psu-headroom',
    '850 W over a 440 W draw with its headroom',
    { cpu: ryzen7800x3d, gpu: rtx4070s, psu: rm850x },
  ],
  [
    'psu-draw',
    '300 W over a 270 W draw (its headroom is another rule)',
    { cpu: ryzen7950x, motherboard: b650a, psu: st30sf },
  ],
  ['psu-headroom', '300 W over a 220 W draw with its headroom', { cpu: ryzen7800x3d, psu: st30sf }],
  [
    'psu-draw',
    '550 W over a 385 W draw (the card asks for more: psu-gpu)',
    { cpu: i5_14400f, gpu: rtx4070s, psu: cx550 },
  ],
  ['psu-gpu', 'a 650 W PSU for a card recommending 650 W', { gpu: rtx4070s, psu: rm650 }],
  ['graphics-needed', 'a CPU with integrated graphics, alone', { cpu: i5_14600k }],
  [
    'graphics-needed',
    'a CPU without integrated graphics, with a card',
    { cpu: i5_14400f, gpu: rtx4070s },
  ],
];

describe.each(fits)('%s fits: %s', (rule, _what, build) => {
  it('has no problem of the rule', () => {
    expect(ofRule(build, rule)).toEqual([]);
  });
});

type Reported = Omit<BuildProblem, 'rule'>;

/** The problem a rule reports, naming its slots and its parts (by id). */
function reported(severity: BuildProblem['severity']) {
  return (slots: BuildSlot[], parts: BuildPart[], message: string): Reported => ({
    severity,
    slots,
    parts: parts.map((p) => p._id),
    message,
  });
}
const error = reported('error');
const warning = reported('warning');

/** Builds a rule refuses (or warns about): [rule, what clashes, build, the problem]. */
const clashes: [BuildRule, string, BuildParts, Reported][] = [
  [
    'cpu-socket',
    'an AM5 CPU on an LGA1700 board',
    { cpu: ryzen7800x3d, motherboard: b760mDdr4 },
    error(
      ['cpu', 'motherboard'],
      [ryzen7800x3d, b760mDdr4],
      r.cpuSocket(ryzen7800x3d.name, 'AM5', b760mDdr4.name, 'LGA1700'),
    ),
  ],
  [
    'cooler-socket',
    'an AM5-only cooler on an LGA1700 CPU',
    { cpu: i5_14600k, cooler: nhL9aAm5 },
    error(
      ['cooler', 'cpu'],
      [nhL9aAm5, i5_14600k],
      r.coolerSocket(nhL9aAm5.name, 'LGA1700', i5_14600k.name, 'AM5'),
    ),
  ],
  [
    'cooler-socket',
    'with no CPU, an AM5-only cooler on an LGA1700 board',
    { motherboard: b760mDdr4, cooler: nhL9aAm5 },
    error(
      ['cooler', 'motherboard'],
      [nhL9aAm5, b760mDdr4],
      r.coolerSocket(nhL9aAm5.name, 'LGA1700', b760mDdr4.name, 'AM5'),
    ),
  ],
  [
    'memory-type',
    'DDR4 memory on a DDR5 board',
    { memory: ddr4Kit16, motherboard: b650a },
    error(
      ['memory', 'motherboard'],
      [ddr4Kit16, b650a],
      r.memoryType(ddr4Kit16.name, 'DDR4', b650a.name, 'DDR5'),
    ),
  ],
  [
    'memory-modules',
    'four modules on a two-slot Mini-ITX board',
    { memory: ddr5Kit64x4, motherboard: b650eItx },
    error(
      ['memory', 'motherboard'],
      [ddr5Kit64x4, b650eItx],
      r.memoryModules(ddr5Kit64x4.name, 4, b650eItx.name, 2),
    ),
  ],
  [
    'memory-capacity',
    'a 128 GB kit on a board taking 96 GB',
    { memory: ddr5Kit128, motherboard: b650eItx },
    error(
      ['memory', 'motherboard'],
      [ddr5Kit128, b650eItx],
      r.memoryCapacity(ddr5Kit128.name, 128, b650eItx.name, 96),
    ),
  ],
  [
    'board-form-factor',
    'an ATX board in a Mini-ITX case',
    { motherboard: b650a, case: nr200p },
    error(
      ['motherboard', 'case'],
      [b650a, nr200p],
      r.boardFormFactor(b650a.name, 'ATX', nr200p.name, 'Mini-ITX'),
    ),
  ],
  [
    'gpu-length',
    'a 358 mm card in a case taking 330 mm',
    { gpu: rtx4090Strix, case: nr200p },
    error(
      ['gpu', 'case'],
      [rtx4090Strix, nr200p],
      r.gpuLength(rtx4090Strix.name, 358, nr200p.name, 330),
    ),
  ],
  [
    'cooler-height',
    'a 165 mm air cooler in a case taking 155 mm',
    { cooler: nhD15, case: nr200p },
    error(['cooler', 'case'], [nhD15, nr200p], r.coolerHeight(nhD15.name, 165, nr200p.name, 155)),
  ],
  [
    'cooler-tdp',
    'a cooler rated 65 W on a 120 W CPU (a warning, not a refusal)',
    { cooler: nhL9aAm5, cpu: ryzen7800x3d },
    warning(
      ['cooler', 'cpu'],
      [nhL9aAm5, ryzen7800x3d],
      r.coolerTdp(nhL9aAm5.name, 65, ryzen7800x3d.name, 120),
    ),
  ],
  [
    'storage-m2',
    'three M.2 drives on two M.2 slots, naming the drives',
    { motherboard: b650eItx, storage: [ssd990, sn770, kc3000] },
    error(
      ['motherboard', 'storage'],
      [b650eItx, ssd990, sn770, kc3000],
      r.storageM2(
        b650eItx.name,
        2,
        'Samsung 990 PRO 2TB, WD Black SN770 1TB, Kingston KC3000 1TB',
        3,
      ),
    ),
  ],
  [
    'storage-sata',
    'three SATA drives on two SATA ports',
    { motherboard: b650eItx, storage: [mx500, barracuda, ironwolf] },
    error(
      ['motherboard', 'storage'],
      [b650eItx, mx500, barracuda, ironwolf],
      r.storageSata(
        b650eItx.name,
        2,
        'Crucial MX500 1TB, Seagate BarraCuda 4TB, Seagate IronWolf 8TB',
        3,
      ),
    ),
  ],
  [
    'psu-draw',
    '650 W under a 170 W CPU and a 450 W card (720 W)',
    { cpu: ryzen7950x, gpu: rtx4090Strix, psu: rm650 },
    error(
      ['psu', 'cpu', 'gpu'],
      [rm650, ryzen7950x, rtx4090Strix],
      r.psuDraw(rm650.name, 650, 720),
    ),
  ],
  [
    'psu-draw',
    'a PSU under what is known of the draw, though the CPU states no TDP',
    { cpu: without(ryzen7950x, 'tdp'), gpu: rtx4090Strix, psu: st30sf },
    // The card's 450 W and the 100 W allowance are already more than 300 W.
    error(
      ['psu', 'cpu', 'gpu'],
      [st30sf, ryzen7950x, rtx4090Strix],
      r.psuDraw(st30sf.name, 300, 550),
    ),
  ],
  [
    'psu-headroom',
    '300 W over a 270 W draw but under its 351 W with headroom (a warning)',
    { cpu: ryzen7950x, motherboard: b650a, psu: st30sf },
    warning(
      ['psu', 'cpu'],
      [st30sf, ryzen7950x],
      r.psuHeadroom(st30sf.name, 300, 270, 351, psuHeadroomPercent),
    ),
  ],
  [
    'psu-gpu',
    'a 550 W PSU under the 650 W the card recommends',
    { cpu: i5_14400f, gpu: rtx4070s, psu: cx550 },
    error(['gpu', 'psu'], [rtx4070s, cx550], r.psuGpu(rtx4070s.name, 650, cx550.name, 550)),
  ],
  [
    'graphics-needed',
    'an F-series CPU without a card, pointing at the CPU (a warning)',
    { cpu: i5_14400f, motherboard: b760mDdr4 },
    warning(['cpu'], [i5_14400f], r.graphicsNeeded(i5_14400f.name)),
  ],
];

describe.each(clashes)('%s refuses: %s', (rule, _what, build, problem) => {
  it('is the one problem of the rule, naming the slots, the parts and their specs', () => {
    expect(ofRule(build, rule)).toEqual([{ ...problem, rule }]);
  });
});

type SpecKey = keyof typeof specNames;

/**
 * Builds where one part does not state what the rule reads: [rule, slot of that part, its spec,
 * build before the spec is taken out]. Each is a warning that the rule could not check, never a
 * silent pass.
 */
const notStated: [keyof typeof checks, keyof BuildParts, SpecKey, BuildParts][] = [
  ['cpu-socket', 'motherboard', 'socket', { cpu: ryzen7800x3d, motherboard: b650a }],
  ['cooler-socket', 'cooler', 'sockets', { cpu: i5_14600k, cooler: nhD15 }],
  ['cooler-socket', 'motherboard', 'socket', { motherboard: b650a, cooler: nhD15 }],
  ['memory-type', 'memory', 'type', { memory: ddr5Kit32, motherboard: b650a }],
  ['memory-modules', 'motherboard', 'memorySlots', { memory: ddr5Kit32, motherboard: b650a }],
  ['memory-capacity', 'motherboard', 'maxMemory', { memory: ddr5Kit32, motherboard: b650a }],
  ['board-form-factor', 'case', 'formFactors', { motherboard: b650a, case: lancool216 }],
  ['gpu-length', 'gpu', 'length', { gpu: rtx4070s, case: nr200p }],
  ['cooler-height', 'cooler', 'height', { cooler: nhD15, case: nr200p }],
  ['cooler-height', 'cooler', 'coolerType', { cooler: nhD15, case: nr200p }],
  ['cooler-tdp', 'cooler', 'maxTdp', { cooler: nhD15, cpu: ryzen7800x3d }],
  ['storage-m2', 'storage', 'formFactor', { motherboard: b650a, storage: [ssd990] }],
  ['storage-m2', 'motherboard', 'm2Slots', { motherboard: b650a, storage: [ssd990] }],
  ['storage-sata', 'motherboard', 'sataPorts', { motherboard: b650a, storage: [barracuda] }],
  ['psu-draw', 'psu', 'wattage', { cpu: ryzen7800x3d, psu: rm850x }],
  ['psu-draw', 'cpu', 'tdp', { cpu: ryzen7800x3d, psu: rm850x }],
  ['psu-gpu', 'gpu', 'recommendedPsu', { gpu: rtx4070s, psu: rm850x }],
  ['graphics-needed', 'cpu', 'integratedGraphics', { cpu: i5_14400f }],
];

describe.each(notStated)('%s, when the %s does not state its %s', (rule, slot, key, build) => {
  it('is a warning that it could not check, naming the part and the spec', () => {
    const chosen = build[slot];
    const stated = Array.isArray(chosen) ? chosen[0] : chosen;
    if (!stated) throw new Error(`the build has no ${slot}`);
    const bare = without(stated, key);
    const withBare: BuildParts = {
      ...build,
      [slot]: Array.isArray(chosen) ? [bare, ...chosen.slice(1)] : bare,
    };
    expect(ofRule(withBare, rule)).toEqual([
      expect.objectContaining({
        severity: 'warning',
        rule,
        message: r.unchecked(checks[rule], stated.name, specNames[key]),
      }),
    ]);
  });
});

describe('the rules beyond one outcome', () => {
  it('a part in the wrong category would read another rule: the messages name parts and specs', () => {
    expect(r.cpuSocket(ryzen7800x3d.name, 'AM5', b760mDdr4.name, 'LGA1700')).toBe(
      'AMD Ryzen 7 7800X3D fits socket AM5, but MSI PRO B760M-A DDR4 has socket LGA1700.',
    );
    expect(r.memoryModules('Kit', 1, 'Board', 1)).toBe(
      'Kit has 1 module, but Board has 1 memory slot.',
    );
  });

  it('a warning rule does not stop the order: an underrated cooler can be ordered', () => {
    expect(buildErrors(orderProblems({ cpu: ryzen7800x3d, cooler: nhL9aAm5 }))).toEqual([]);
  });

  it('an older part without specifications is never a silent pass: every rule it takes part in warns', () => {
    const bare: BuildPart = { _id: 'old-board', name: 'Old Board', category: 'motherboards' };
    const problems = checkBuild({ cpu: ryzen7800x3d, motherboard: bare, memory: ddr5Kit32 });
    expect(problems.map((p) => [p.severity, p.rule])).toEqual([
      ['warning', 'cpu-socket'],
      ['warning', 'memory-type'],
      ['warning', 'memory-modules'],
      ['warning', 'memory-capacity'],
    ]);
    expect(problems.every((p) => p.message.includes('Old Board'))).toBe(true);
  });
});

describe('compatibleWith: what a candidate part would bring into the build', () => {
  const build: BuildParts = { cpu: ryzen7800x3d, case: nr200p, gpu: rtx4090Strix };

  it('a board of the CPU socket brings nothing, one of another socket its clash', () => {
    expect(compatibleWith(b650eItx, 'motherboard', build)).toEqual([]);
    expect(compatibleWith(b760mDdr4, 'motherboard', build).map((p) => p.rule)).toEqual([
      'cpu-socket',
      'board-form-factor',
    ]);
  });

  it("does not blame a candidate for the build's own problems", () => {
    // The build's card is too long for its case; a board has nothing to do with that.
    expect(checkBuild(build).map((p) => p.rule)).toContain('gpu-length');
    expect(compatibleWith(b650eItx, 'motherboard', build).map((p) => p.rule)).not.toContain(
      'gpu-length',
    );
  });

  it('replaces the part of the slot: a shorter card clears the old one’s clash', () => {
    expect(compatibleWith(rtx4070s, 'gpu', build)).toEqual([]);
  });

  it('a drive joins the drives already chosen', () => {
    const withTwo: BuildParts = { motherboard: b650eItx, storage: [ssd990, sn770] };
    expect(compatibleWith(barracuda, 'storage', withTwo)).toEqual([]);
    expect(compatibleWith(kc3000, 'storage', withTwo)).toEqual([
      expect.objectContaining({ rule: 'storage-m2', severity: 'error' }),
    ]);
  });

  it('a part of another category clashes with the slot', () => {
    expect(compatibleWith(rtx4070s, 'cpu', {})).toEqual([
      expect.objectContaining({ rule: 'slot-category', severity: 'error' }),
    ]);
  });

  it('carries warnings too, for the reason shown beside the part', () => {
    expect(compatibleWith(nhL9aAm5, 'cooler', { cpu: ryzen7800x3d })).toEqual([
      expect.objectContaining({ rule: 'cooler-tdp', severity: 'warning' }),
    ]);
  });
});

describe('estimatedWattage', () => {
  it('is nothing before a part inside the computer is chosen', () => {
    expect(estimatedWattage({})).toEqual({ draw: 0, recommendedPsu: 0, unknown: [] });
    expect(estimatedWattage({ monitor, psu: rm850x, case: lancool216 })).toEqual({
      draw: 0,
      recommendedPsu: 0,
      unknown: [],
    });
  });

  it('is the CPU and GPU TDPs plus the allowance, with the headroom rounded up', () => {
    expect(otherPartsWatts).toBe(100);
    expect(psuHeadroomPercent).toBe(30);
    expect(estimatedWattage({ cpu: ryzen7800x3d })).toEqual({
      draw: 220,
      recommendedPsu: 286,
      unknown: [],
    });
    expect(estimatedWattage({ motherboard: b650a, memory: ddr5Kit32 })).toEqual({
      draw: 100,
      recommendedPsu: 130,
      unknown: [],
    });
    // 14600K 125 W + 100 W = 225 W; 225 × 1.3 = 292.5, so 293 W.
    expect(estimatedWattage({ cpu: i5_14600k }).recommendedPsu).toBe(293);
    // A 65 W CPU and a 263 W Radeon RX 7800 XT draw 428 W; 428 × 1.3 = 556.4, so 557 W: the
    // headroom is never rounded away.
    expect(withHeadroom(428)).toBe(557);
  });

  it("recommends the card's own recommended PSU when it is more", () => {
    // 120 + 220 + 100 = 440 W; with headroom 572 W; the RTX 4070 SUPER asks for 650 W.
    expect(estimatedWattage({ cpu: ryzen7800x3d, gpu: rtx4070s })).toEqual({
      draw: 440,
      recommendedPsu: 650,
      unknown: [],
    });
  });

  it('names the slots whose TDP is not stated', () => {
    expect(estimatedWattage({ cpu: without(ryzen7800x3d, 'tdp'), gpu: rtx4070s })).toEqual({
      draw: 320,
      recommendedPsu: 650,
      unknown: ['cpu'],
    });
  });
});

describe('reading a build sent from outside', () => {
  it('reads a well-formed build, storage as one id or a list', () => {
    expect(parseBuild({ cpu: 'amd-ryzen-7-7800x3d', storage: 'samsung-990-pro-2tb' })).toEqual({
      build: { cpu: 'amd-ryzen-7-7800x3d', storage: ['samsung-990-pro-2tb'] },
      problems: [],
    });
    expect(parseBuild({ storage: ['a', 'b'], mouse: 'm' })).toEqual({
      build: { storage: ['a', 'b'], mouse: 'm' },
      problems: [],
    });
  });

  it('an empty slot (null, empty text, empty list) is left out', () => {
    expect(parseBuild({ cpu: null, gpu: '', storage: [] })).toEqual({ build: {}, problems: [] });
  });

  it.each([null, 'cpu=a', ['a'], 42])('refuses %j, which is not an object', (input) => {
    expect(parseBuild(input)).toEqual({
      build: {},
      problems: [{ code: 'not-an-object', message: copy.buildInput.notAnObject }],
    });
  });

  it('refuses a slot that is not one, and keeps the rest', () => {
    const read = parseBuild({ cpu: 'a', ram: 'b' });
    expect(read.build).toEqual({ cpu: 'a' });
    expect(read.problems.map((p) => [p.code, p.slot])).toEqual([['unknown-slot', 'ram']]);
    const proto = parseBuild(JSON.parse('{"__proto__": "x", "cpu": "a"}'));
    expect(proto.problems.map((p) => [p.code, p.slot])).toEqual([['unknown-slot', '__proto__']]);
    expect(Object.getPrototypeOf(proto.build)).toBe(Object.prototype);
  });

  it.each([
    ['a number', { cpu: 42 }],
    ['a list in a one-part slot', { cpu: ['a'] }],
    ['an object', { gpu: { id: 'a' } }],
    ['an id with a slash', { cpu: '../orders/x' }],
    ['a reserved id', { cpu: '__x__' }],
    ['an id of 129 characters', { cpu: 'a'.repeat(129) }],
  ])('refuses %s as a part id', (_what, input) => {
    const read = parseBuild(input);
    expect(read.build).toEqual({});
    expect(read.problems).toEqual([
      expect.objectContaining({
        code: 'not-an-id',
        message: copy.buildInput.oneId(Object.keys(input)[0]!),
      }),
    ]);
  });

  it.each([
    ['numbers', [1, 2]],
    ['an object', { a: 'b' }],
    ['a bad id among good ones', ['good', 'bad id']],
  ])('refuses storage of %s', (_what, storage) => {
    const read = parseBuild({ storage });
    expect(read.build).toEqual({});
    expect(read.problems).toEqual([
      {
        code: 'not-an-id',
        slot: 'storage',
        message: copy.buildInput.ids('storage', maxStorageDrives),
      },
    ]);
  });

  it(`refuses more than ${maxStorageDrives} drives, keeping the first ${maxStorageDrives}`, () => {
    const read = parseBuild({ storage: ['a', 'b', 'c', 'd', 'e'] });
    expect(read.build).toEqual({ storage: ['a', 'b', 'c', 'd'] });
    expect(read.problems).toEqual([
      {
        code: 'too-many',
        slot: 'storage',
        message: copy.buildInput.tooMany(maxStorageDrives),
      },
    ]);
    expect(parseBuild({ storage: ['a', 'b', 'c', 'd'] }).problems).toEqual([]);
  });

  it('refuses one id chosen twice, in two slots or twice in storage', () => {
    expect(parseBuild({ cpu: 'a', gpu: 'a' })).toEqual({
      build: { cpu: 'a' },
      problems: [{ code: 'duplicate', message: copy.buildInput.duplicate('a') }],
    });
    expect(parseBuild({ storage: ['s', 's'] })).toEqual({
      build: { storage: ['s'] },
      problems: [{ code: 'duplicate', message: copy.buildInput.duplicate('s') }],
    });
  });
});

describe('the build in the URL', () => {
  const whole: Build = {
    cpu: 'amd-ryzen-7-7800x3d',
    cooler: 'noctua-nh-d15',
    motherboard: 'asus-rog-strix-b650-a',
    memory: 'corsair-vengeance-ddr5-32gb',
    storage: ['samsung-990-pro-2tb', 'seagate-barracuda-4tb'],
    gpu: 'nvidia-geforce-rtx-4070-super',
    psu: 'corsair-rm850x',
    case: 'lian-li-lancool-216',
    monitor: 'lg-ultragear-27gp850',
    keyboard: 'keychron-k8-pro',
    mouse: 'logitech-g502-x',
  };

  it('reads as it is: slots in order, drives separated by commas', () => {
    expect(buildToQuery({ storage: ['c', 'd'], cpu: 'a', motherboard: 'b' })).toBe(
      'cpu=a&motherboard=b&storage=c,d',
    );
  });

  it.each([
    ['a whole build', whole],
    ['a bundle', { cpu: 'a', motherboard: 'b', memory: 'c' }],
    ['one drive', { storage: ['x'] }],
    ['nothing', {}],
  ])('round-trips %s', (_what, build: Build) => {
    const query = buildToQuery(build);
    expect(buildFromQuery(query)).toEqual({ build, problems: [] });
    expect(buildFromQuery(`?${query}`)).toEqual({ build, problems: [] });
    expect(buildFromQuery(new URLSearchParams(query))).toEqual({ build, problems: [] });
  });

  it('escapes what is not an id, so that it cannot fill another slot', () => {
    const query = buildToQuery({ cpu: 'a&gpu=b' });
    expect(query).toBe('cpu=a%26gpu%3Db');
    expect(buildFromQuery(query)).toEqual({
      build: {},
      problems: [{ code: 'not-an-id', slot: 'cpu', message: copy.buildInput.oneId('cpu') }],
    });
  });

  it("reads drives with escaped commas, and leaves the page's own parameters alone", () => {
    expect(buildFromQuery('?cpu=a&storage=b%2Cc&slot=gpu&q=rtx&all=1')).toEqual({
      build: { cpu: 'a', storage: ['b', 'c'] },
      problems: [],
    });
  });

  it('a hand-edited link keeps what it can read and says what it could not', () => {
    const read = buildFromQuery('cpu=a&cpu=b&gpu=bad%20id&storage=s1,s2,s3,s4,s5&psu=');
    expect(read.build).toEqual({ storage: ['s1', 's2', 's3', 's4'] });
    expect(read.problems.map((p) => [p.code, p.slot])).toEqual([
      ['not-an-id', 'cpu'],
      ['too-many', 'storage'],
      ['not-an-id', 'gpu'],
    ]);
  });
});

describe('pricing a build', () => {
  const priced = (p: BuildPart, price: number, img = `/images/parts/${p._id}.svg`): PricedPart => ({
    _id: p._id,
    name: p.name,
    price,
    img,
  });
  const cpu = priced(ryzen7800x3d, 449);
  const board = priced(b650a, 279.99);
  const memory = priced(ddr5Kit32, 109.99);
  const ssd = priced(ssd990, 169.99);
  const hdd = priced(barracuda, 89.99);
  const pcCase = priced(lancool216, 99.99);

  it('a CPU, a motherboard and memory together save 5% on those three lines', () => {
    expect(bundleDiscountPercent).toBe(5);
    const price = priceBuild({ storage: [ssd, hdd], memory, motherboard: board, cpu });
    expect(price.lines).toEqual([
      { slot: 'cpu', partId: cpu._id, name: cpu.name, price: 449, quanity: 1, img: cpu.img },
      {
        slot: 'motherboard',
        partId: board._id,
        name: board.name,
        price: 279.99,
        quanity: 1,
        img: board.img,
      },
      {
        slot: 'memory',
        partId: memory._id,
        name: memory.name,
        price: 109.99,
        quanity: 1,
        img: memory.img,
      },
      { slot: 'storage', partId: ssd._id, name: ssd.name, price: 169.99, quanity: 1, img: ssd.img },
      { slot: 'storage', partId: hdd._id, name: hdd.name, price: 89.99, quanity: 1, img: hdd.img },
    ]);
    // 449 + 279.99 + 109.99 = 838.98; 5% = 41.949, to the cent 41.95.
    expect(price.subtotal).toBe(1098.96);
    expect(price.bundleSaving).toBe(41.95);
    expect(price.total).toBe(1057.01);
  });

  it('without one of the three, there is no saving', () => {
    const price = priceBuild({ cpu, motherboard: board, storage: [ssd] });
    expect(price.subtotal).toBe(898.98);
    expect(price.bundleSaving).toBe(0);
    expect(price.total).toBe(898.98);
  });

  it('a half cent of saving rounds up, and the total stays exact to the cent', () => {
    // 500.00 + 300.05 + 200.05 = 1000.10; 5% = 50.005, to the cent 50.01.
    const price = priceBuild({
      cpu: { ...cpu, price: 500 },
      motherboard: { ...board, price: 300.05 },
      memory: { ...memory, price: 200.05 },
    });
    expect(price.subtotal).toBe(1000.1);
    expect(price.bundleSaving).toBe(50.01);
    expect(price.total).toBe(950.09);
  });

  it('adds up cents, not floating dollars', () => {
    // 0.1 + 0.2 in floating point is 0.30000000000000004.
    const price = priceBuild({ keyboard: { ...cpu, price: 0.1 }, mouse: { ...board, price: 0.2 } });
    expect(price.total).toBe(0.3);
  });

  it("an order of the build is one item at the total, named after the CPU, with the case's picture", () => {
    const price = priceBuild({ cpu, motherboard: board, memory, case: pcCase });
    expect(buildOrderFields(price)).toEqual({
      name: 'PC Build: AMD Ryzen 7 7800X3D',
      img: pcCase.img,
      quanity: 1,
      price: price.total,
      unitPrice: price.total,
      lines: price.lines.map(({ slot: _slot, ...line }) => line),
    });
    expect(buildOrderFields(priceBuild({ cpu, memory }))?.img).toBe(cpu.img);
    expect(buildOrderFields(priceBuild({ motherboard: board, memory }))).toBeUndefined();
  });

  it('the bundle deal as the page states it', () => {
    expect(pcBuildCopy.bundleDeal(bundleDiscountPercent)).toBe(
      'Bundle deal: buy a CPU, a motherboard and memory together and save 5% on the three.',
    );
  });
});

describe('the problem shape', () => {
  it('every problem names the slots and parts involved, and its message names the parts', () => {
    const build: BuildParts = {
      cpu: ryzen7800x3d,
      cooler: nhD15,
      motherboard: b760mDdr4,
      memory: ddr5Kit64x4,
      gpu: rtx4090Strix,
      psu: cx550,
      case: nr200p,
    };
    const problems: BuildProblem[] = checkBuild(build);
    expect(problems.length).toBeGreaterThan(5);
    const byId = new Map(Object.values(build).map((p) => [(p as BuildPart)._id, p as BuildPart]));
    for (const p of problems) {
      expect(p.slots.length).toBeGreaterThan(0);
      expect(p.parts.some((id) => p.message.includes(byId.get(id)!.name))).toBe(true);
    }
  });
});

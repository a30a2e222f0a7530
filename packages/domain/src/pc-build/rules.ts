// The compatibility rules of a PC build. Each reads the parts' `specs` by the keys of their
// categories' schemas and answers the problems it finds, each naming its slots and parts in a
// sentence for the buyer. An error is a refusal: the server does not order a build with one. A
// warning is advice: the build can still be ordered. A rule whose data a part does not state
// answers a warning that it could not check, never a silent pass.
import { categoryLabel } from '../categories';
import { pcBuildCopy } from '../copy-pc-build';
import { specFlag, specList, specNumber, specText, type BuildPart, type BuildParts } from './parts';
import { slotEntries, slotRules, withPart, type BuildSlot } from './slots';
import { estimatedWattage, psuHeadroomPercent, withHeadroom } from './wattage';

const m = pcBuildCopy;

/** The rules that can find a problem; `cpu-required` is the order's own (see `orderProblems`). */
export type BuildRule =
  | 'slot-category'
  | 'cpu-required'
  | 'cpu-socket'
  | 'cooler-socket'
  | 'memory-type'
  | 'memory-modules'
  | 'memory-capacity'
  | 'board-form-factor'
  | 'gpu-length'
  | 'cooler-height'
  | 'cooler-tdp'
  | 'storage-m2'
  | 'storage-sata'
  | 'psu-draw'
  | 'psu-headroom'
  | 'psu-gpu'
  | 'graphics-needed';

/** A rule that reads specifications, and so can find them not stated. */
type CheckedRule = keyof typeof m.checks;
type SpecKey = keyof typeof m.specNames;

export interface BuildProblem {
  /** `error`: the server refuses to order the build. `warning`: it says so, and orders it. */
  severity: 'error' | 'warning';
  rule: BuildRule;
  /** The slots involved, each once: the page marks them. */
  slots: BuildSlot[];
  /** The ids of the parts involved: `compatibleWith` keeps the problems naming its candidate. */
  parts: string[];
  message: string;
}

/** A part in its slot, for building problems. */
type Placed = readonly [BuildSlot, BuildPart];

function problem(
  severity: BuildProblem['severity'],
  rule: BuildRule,
  placed: readonly Placed[],
  message: string,
): BuildProblem {
  return {
    severity,
    rule,
    slots: [...new Set(placed.map(([slot]) => slot))],
    parts: [...new Set(placed.map(([, part]) => part._id))],
    message,
  };
}

const error = (rule: BuildRule, placed: readonly Placed[], message: string) =>
  problem('error', rule, placed, message);

const warning = (rule: BuildRule, placed: readonly Placed[], message: string) =>
  problem('warning', rule, placed, message);

/** The warning of a rule that could not run: `lacking` does not state `key`. */
function unchecked(
  rule: CheckedRule,
  placed: readonly Placed[],
  lacking: BuildPart,
  key: SpecKey,
): BuildProblem {
  return warning(rule, placed, m.rules.unchecked(m.checks[rule], lacking.name, m.specNames[key]));
}

/** The parts a rule reads, each in its slot's category. */
interface Chosen {
  parts: BuildParts;
  cpu?: Placed;
  cooler?: Placed;
  motherboard?: Placed;
  memory?: Placed;
  storage: Placed[];
  gpu?: Placed;
  psu?: Placed;
  case?: Placed;
}

type Rule = (b: Chosen) => BuildProblem[];

type Read<T> = (part: BuildPart, key: string) => T | undefined;

/** One side of a rule between two parts: which part, and which of its values. */
interface Side<T> {
  pick: (b: Chosen) => Placed | undefined;
  key: SpecKey;
  read: Read<T>;
}

const side = <T>(
  slot: Exclude<keyof Chosen, 'parts' | 'storage'>,
  key: SpecKey,
  read: Read<T>,
): Side<T> => ({
  pick: (b) => b[slot],
  key,
  read,
});

/**
 * A rule between two parts, one value each: when both parts are chosen, the warning that one does
 * not state its value, else the problem when `fits` says they disagree.
 */
function pairRule<A, B>(
  rule: CheckedRule,
  severity: BuildProblem['severity'],
  first: Side<A>,
  second: Side<B>,
  fits: (a: A, b: B) => boolean,
  say: (firstPart: string, a: A, secondPart: string, b: B) => string,
): Rule {
  return (chosen) => {
    const one = first.pick(chosen);
    const two = second.pick(chosen);
    if (!one || !two) return [];
    const placed = [one, two];
    const a = first.read(one[1], first.key);
    if (a === undefined) return [unchecked(rule, placed, one[1], first.key)];
    const b = second.read(two[1], second.key);
    if (b === undefined) return [unchecked(rule, placed, two[1], second.key)];
    return fits(a, b) ? [] : [problem(severity, rule, placed, say(one[1].name, a, two[1].name, b))];
  };
}

const cpuSocket = pairRule(
  'cpu-socket',
  'error',
  side('cpu', 'socket', specText),
  side('motherboard', 'socket', specText),
  (cpu, board) => cpu === board,
  m.rules.cpuSocket,
);

/** The cooler mounts on the CPU's socket; with no CPU chosen yet, on the motherboard's. */
const mount = ({ cpu, motherboard }: Chosen): Placed | undefined =>
  [cpu, motherboard].find((p) => p && specText(p[1], 'socket')) ?? cpu ?? motherboard;

const coolerSocket = pairRule(
  'cooler-socket',
  'error',
  side('cooler', 'sockets', specList),
  { pick: mount, key: 'socket', read: specText },
  (fits, socket) => fits.includes(socket),
  (cooler, fits, part, socket) => m.rules.coolerSocket(cooler, socket, part, fits.join(', ')),
);

const memoryType = pairRule(
  'memory-type',
  'error',
  side('memory', 'type', specText),
  side('motherboard', 'memoryType', specText),
  (kit, takes) => kit === takes,
  m.rules.memoryType,
);

const memoryModules = pairRule(
  'memory-modules',
  'error',
  side('memory', 'modules', specNumber),
  side('motherboard', 'memorySlots', specNumber),
  (modules, slots) => modules <= slots,
  m.rules.memoryModules,
);

const memoryCapacity = pairRule(
  'memory-capacity',
  'error',
  side('memory', 'capacity', specNumber),
  side('motherboard', 'maxMemory', specNumber),
  (capacity, max) => capacity <= max,
  m.rules.memoryCapacity,
);

const boardFormFactor = pairRule(
  'board-form-factor',
  'error',
  side('motherboard', 'formFactor', specText),
  side('case', 'formFactors', specList),
  (formFactor, fits) => fits.includes(formFactor),
  (board, formFactor, pcCase, fits) =>
    m.rules.boardFormFactor(board, formFactor, pcCase, fits.join(', ')),
);

const gpuLength = pairRule(
  'gpu-length',
  'error',
  side('gpu', 'length', specNumber),
  side('case', 'maxGpuLength', specNumber),
  (length, max) => length <= max,
  m.rules.gpuLength,
);

const airCoolerHeight = pairRule(
  'cooler-height',
  'error',
  side('cooler', 'height', specNumber),
  side('case', 'maxCoolerHeight', specNumber),
  (height, max) => height <= max,
  m.rules.coolerHeight,
);

/**
 * An air cooler stands on the CPU and must fit under the side panel. A liquid cooler's block is
 * low; its radiator goes on a fan mount, which the cases' specifications do not describe.
 */
const coolerHeight: Rule = (chosen) => {
  const { cooler, case: pcCase } = chosen;
  if (!cooler || !pcCase) return [];
  const type = specText(cooler[1], 'coolerType');
  if (type === undefined)
    return [unchecked('cooler-height', [cooler, pcCase], cooler[1], 'coolerType')];
  return type === 'Air' ? airCoolerHeight(chosen) : [];
};

/** A warning: a cooler rated below the CPU's TDP still works, and the CPU slows down when hot. */
const coolerTdp = pairRule(
  'cooler-tdp',
  'warning',
  side('cooler', 'maxTdp', specNumber),
  side('cpu', 'tdp', specNumber),
  (rated, tdp) => rated >= tdp,
  m.rules.coolerTdp,
);

/**
 * Which connector a drive takes: an M.2 drive (NVMe or M.2 SATA) an M.2 slot, a 2.5" SSD and
 * every hard drive a SATA port. Undefined when an SSD does not state its form factor.
 */
export function connectorOf(drive: BuildPart): 'm2' | 'sata' | undefined {
  if (drive.category === 'hard-drives') return 'sata';
  const formFactor = specText(drive, 'formFactor');
  if (formFactor === undefined) return undefined;
  return formFactor.startsWith('M.2') ? 'm2' : 'sata';
}

/** The drives of one connector against the motherboard's count of them. */
function storageRule(
  rule: 'storage-m2' | 'storage-sata',
  connector: 'm2' | 'sata',
  boardKey: 'm2Slots' | 'sataPorts',
  say: (board: string, has: number, drives: string, count: number) => string,
): Rule {
  return ({ motherboard, storage }) => {
    if (!motherboard || !storage.length) return [];
    const problems: BuildProblem[] = [];
    if (connector === 'm2') {
      // A drive whose connector is unknown is reported once, here.
      const unknown = storage.find(([, drive]) => connectorOf(drive) === undefined);
      if (unknown) problems.push(unchecked(rule, [unknown, motherboard], unknown[1], 'formFactor'));
    }
    const drives = storage.filter(([, drive]) => connectorOf(drive) === connector);
    if (!drives.length) return problems;
    const has = specNumber(motherboard[1], boardKey);
    if (has === undefined)
      return [...problems, unchecked(rule, [motherboard, ...drives], motherboard[1], boardKey)];
    if (drives.length > has) {
      const names = drives.map(([, drive]) => drive.name).join(', ');
      problems.push(
        error(rule, [motherboard, ...drives], say(motherboard[1].name, has, names, drives.length)),
      );
    }
    return problems;
  };
}

const storageM2 = storageRule('storage-m2', 'm2', 'm2Slots', m.rules.storageM2);
const storageSata = storageRule('storage-sata', 'sata', 'sataPorts', m.rules.storageSata);

/**
 * The power supply against the estimated draw: below it is an error (the supply shuts down under
 * load), below the draw with `psuHeadroomPercent` added a warning.
 */
const psuDraw: Rule = ({ psu, cpu, gpu, parts }) => {
  if (!psu) return [];
  const drawers = [cpu, gpu].filter((p): p is Placed => p !== undefined);
  const involved: Placed[] = [psu, ...drawers];
  const wattage = specNumber(psu[1], 'wattage');
  if (wattage === undefined) return [unchecked('psu-draw', involved, psu[1], 'wattage')];
  const { draw, unknown } = estimatedWattage(parts);
  if (wattage < draw)
    return [error('psu-draw', involved, m.rules.psuDraw(psu[1].name, wattage, draw))];
  const lacking = drawers.find(([slot]) => unknown.includes(slot));
  if (lacking) return [unchecked('psu-draw', involved, lacking[1], 'tdp')];
  const wanted = withHeadroom(draw);
  return wattage < wanted
    ? [
        warning(
          'psu-headroom',
          involved,
          m.rules.psuHeadroom(psu[1].name, wattage, draw, wanted, psuHeadroomPercent),
        ),
      ]
    : [];
};

/** The graphics card maker's recommended supply is a refusal: it is what the card is sold with. */
const psuGpu = pairRule(
  'psu-gpu',
  'error',
  side('gpu', 'recommendedPsu', specNumber),
  side('psu', 'wattage', specNumber),
  (recommended, wattage) => wattage >= recommended,
  m.rules.psuGpu,
);

/**
 * A warning, not a refusal: a buyer may move a graphics card over from their old computer, and
 * the CPU, motherboard and memory bundle is often bought alone as an upgrade.
 */
const graphicsNeeded: Rule = ({ cpu, gpu }) => {
  if (!cpu || gpu) return [];
  const integrated = specFlag(cpu[1], 'integratedGraphics');
  if (integrated === undefined)
    return [unchecked('graphics-needed', [cpu], cpu[1], 'integratedGraphics')];
  return integrated ? [] : [warning('graphics-needed', [cpu], m.rules.graphicsNeeded(cpu[1].name))];
};

const rules: readonly Rule[] = [
  cpuSocket,
  coolerSocket,
  memoryType,
  memoryModules,
  memoryCapacity,
  boardFormFactor,
  gpuLength,
  coolerHeight,
  coolerTdp,
  storageM2,
  storageSata,
  psuDraw,
  psuGpu,
  graphicsNeeded,
];

/** True when the part belongs in the slot: its category is one the slot takes. */
export function fitsSlot(slot: BuildSlot, part: Pick<BuildPart, 'category'>): boolean {
  return (slotRules[slot].categories as readonly string[]).includes(part.category ?? '');
}

/**
 * Every problem of a build, errors and warnings, in the order of the rules. A part in a slot of
 * another category is an error, and the other rules leave it out.
 */
export function checkBuild(parts: BuildParts): BuildProblem[] {
  const problems: BuildProblem[] = [];
  let fitted: BuildParts = {};
  for (const [slot, part] of slotEntries(parts)) {
    if (fitsSlot(slot, part)) {
      fitted = withPart(fitted, slot, part);
      continue;
    }
    const wanted = slotRules[slot].categories.map((c) => categoryLabel(c)).join(' or ');
    problems.push(
      error(
        'slot-category',
        [[slot, part]],
        m.rules.slotCategory(part.name, categoryLabel(part.category), m.slots[slot], wanted),
      ),
    );
  }
  const placed = (slot: Exclude<BuildSlot, 'storage'>): Placed | undefined => {
    const part = fitted[slot];
    return part ? [slot, part] : undefined;
  };
  const chosen: Chosen = {
    parts: fitted,
    cpu: placed('cpu'),
    cooler: placed('cooler'),
    motherboard: placed('motherboard'),
    memory: placed('memory'),
    storage: (fitted.storage ?? []).map((drive): Placed => ['storage', drive]),
    gpu: placed('gpu'),
    psu: placed('psu'),
    case: placed('case'),
  };
  for (const rule of rules) problems.push(...rule(chosen));
  return problems;
}

/**
 * The problems `candidate` would bring into the build in `slot`: the build's problems with it
 * placed (replacing the slot's part, or joining the storage drives) that name it. The page lists
 * a slot's parts with these: a part with an error clashes (hidden when only compatible parts are
 * shown, its first error's message as the reason), a part with warnings fits with advice.
 */
export function compatibleWith(
  candidate: BuildPart,
  slot: BuildSlot,
  parts: BuildParts,
): BuildProblem[] {
  return checkBuild(withPart(parts, slot, candidate)).filter((p) =>
    p.parts.includes(candidate._id),
  );
}

/** The problems that refuse a build: its errors. */
export function buildErrors(problems: readonly BuildProblem[]): BuildProblem[] {
  return problems.filter((p) => p.severity === 'error');
}

/**
 * What the server checks before ordering a build: every problem of `checkBuild`, and a CPU, which
 * names the order. A build may be a CPU, motherboard and memory alone (the bundle deal) or a whole
 * computer.
 */
export function orderProblems(parts: BuildParts): BuildProblem[] {
  const missing: BuildProblem[] = parts.cpu
    ? []
    : [
        {
          severity: 'error',
          rule: 'cpu-required',
          slots: ['cpu'],
          parts: [],
          message: m.cpuRequired,
        },
      ];
  return [...missing, ...checkBuild(parts)];
}

// The PC builder's words, the store's own as copy.ts's are: its slots, the bundle deal, the
// build's order name, each compatibility problem
// (naming the parts) and the builder's page. A module apart from copy.ts, so that pages without
// the builder load none of it; what is wrong with a stored build is copy.buildInput, since the
// cart on every page parses the builds in it.
import { counted } from './numbers';

export const pcBuildCopy = {
  slots: {
    cpu: 'CPU',
    cooler: 'CPU cooler',
    motherboard: 'Motherboard',
    memory: 'Memory',
    storage: 'Storage',
    gpu: 'Graphics card',
    psu: 'Power supply',
    case: 'Case',
    monitor: 'Monitor',
    keyboard: 'Keyboard',
    mouse: 'Mouse',
  },
  bundleDeal: (percent: number) =>
    `Bundle deal: buy a CPU, a motherboard and memory together and save ${percent}% on the three.`,
  /** The `name` of a build's order. */
  orderName: (cpu: string) => `PC Build: ${cpu}`,
  cpuRequired: 'Choose a CPU: a build is ordered with its CPU.',
  rules: {
    slotCategory: (part: string, category: string, slot: string, wanted: string) =>
      `${part} is in ${category}: the ${slot} slot takes ${wanted}.`,
    cpuSocket: (cpu: string, cpuSocket: string, board: string, boardSocket: string) =>
      `${cpu} fits socket ${cpuSocket}, but ${board} has socket ${boardSocket}.`,
    coolerSocket: (cooler: string, socket: string, part: string, sockets: string) =>
      `${cooler} does not fit socket ${socket} of ${part}: it fits ${sockets}.`,
    memoryType: (memory: string, type: string, board: string, boardType: string) =>
      `${memory} is ${type}, but ${board} takes ${boardType} memory.`,
    memoryModules: (memory: string, modules: number, board: string, slots: number) =>
      `${memory} has ${counted(modules, 'module', 'modules')}, but ${board} has ${counted(slots, 'memory slot', 'memory slots')}.`,
    memoryCapacity: (memory: string, capacity: number, board: string, max: number) =>
      `${memory} is ${capacity} GB, more than the ${max} GB ${board} supports.`,
    boardFormFactor: (board: string, formFactor: string, pcCase: string, supported: string) =>
      `${board} is ${formFactor}, and ${pcCase} fits ${supported} motherboards only.`,
    gpuLength: (gpu: string, length: number, pcCase: string, max: number) =>
      `${gpu} is ${length} mm long, and ${pcCase} fits graphics cards up to ${max} mm.`,
    coolerHeight: (cooler: string, height: number, pcCase: string, max: number) =>
      `${cooler} is ${height} mm tall, and ${pcCase} fits CPU coolers up to ${max} mm.`,
    coolerTdp: (cooler: string, rated: number, cpu: string, tdp: number) =>
      `${cooler} is rated for ${rated} W, below the ${tdp} W TDP of ${cpu}: the CPU may run hot and slow down.`,
    storageM2: (board: string, slots: number, drives: string, count: number) =>
      `${board} has ${counted(slots, 'M.2 slot', 'M.2 slots')}, and the build has ${counted(count, 'M.2 drive', 'M.2 drives')}: ${drives}.`,
    storageSata: (board: string, ports: number, drives: string, count: number) =>
      `${board} has ${counted(ports, 'SATA port', 'SATA ports')}, and the build has ${counted(count, 'SATA drive', 'SATA drives')}: ${drives}.`,
    psuDraw: (psu: string, wattage: number, draw: number) =>
      `${psu} gives ${wattage} W, less than the ${draw} W this build is estimated to draw.`,
    psuHeadroom: (psu: string, wattage: number, draw: number, wanted: number, headroom: number) =>
      `${psu} gives ${wattage} W: more than the estimated draw of ${draw} W, but less than the ${wanted} W that leaves ${headroom}% headroom for peaks.`,
    psuGpu: (gpu: string, recommended: number, psu: string, wattage: number) =>
      `${gpu} needs a power supply of at least ${recommended} W, and ${psu} gives ${wattage} W.`,
    graphicsNeeded: (cpu: string) =>
      `${cpu} has no integrated graphics: without a graphics card the computer has no display output.`,
    /** A rule that could not run: `check` and `spec` come from `checks` and `specNames`. */
    unchecked: (check: string, part: string, spec: string) =>
      `Could not check ${check}: ${part} does not state its ${spec}.`,
  },
  /** What each rule checks, as `rules.unchecked` says it. */
  checks: {
    'cpu-socket': 'that the CPU fits the motherboard',
    'cooler-socket': 'that the cooler fits the socket',
    'memory-type': 'the memory type',
    'memory-modules': "that the memory fits the motherboard's slots",
    'memory-capacity': "the motherboard's maximum memory",
    'board-form-factor': 'that the motherboard fits the case',
    'gpu-length': 'that the graphics card fits the case',
    'cooler-height': 'that the cooler fits the case',
    'cooler-tdp': 'that the cooler can cool the CPU',
    'storage-m2': "the motherboard's M.2 slots",
    'storage-sata': "the motherboard's SATA ports",
    'psu-draw': 'the power supply against the estimated draw',
    'psu-gpu': "the graphics card's recommended power supply",
    'graphics-needed': 'whether the CPU has integrated graphics',
  },
  /** The specification keys the rules read, as `rules.unchecked` names them. */
  specNames: {
    socket: 'socket',
    sockets: 'supported sockets',
    memoryType: 'memory type',
    type: 'memory type',
    modules: 'number of modules',
    memorySlots: 'number of memory slots',
    capacity: 'capacity',
    maxMemory: 'maximum memory',
    formFactor: 'form factor',
    formFactors: 'supported motherboard form factors',
    length: 'length',
    maxGpuLength: 'maximum graphics card length',
    coolerType: 'cooler type',
    height: 'height',
    maxCoolerHeight: 'maximum cooler height',
    maxTdp: 'rated TDP',
    tdp: 'TDP',
    m2Slots: 'number of M.2 slots',
    sataPorts: 'number of SATA ports',
    wattage: 'wattage',
    recommendedPsu: 'recommended power supply',
    integratedGraphics: 'integrated graphics',
  },
  /** The /pc-builder page. */
  page: {
    title: 'PC Builder',
    intro:
      'Pick a part for each slot. Each pick is checked against the rest of the build, and the link keeps the whole build: reload it or share it.',
    computer: 'Inside the computer',
    extras: 'Extras (optional)',
    /** What choosing each slot is called: its button's name and its list's title. */
    choose: {
      cpu: 'Choose a CPU',
      cooler: 'Choose a CPU cooler',
      motherboard: 'Choose a motherboard',
      memory: 'Choose memory',
      storage: 'Choose a storage drive',
      gpu: 'Choose a graphics card',
      psu: 'Choose a power supply',
      case: 'Choose a case',
      monitor: 'Choose a monitor',
      keyboard: 'Choose a keyboard',
      mouse: 'Choose a mouse',
    },
    chooseButton: 'Choose',
    change: 'Change',
    changePart: (slot: string, name: string) => `Change ${slot}: ${name}`,
    remove: 'Remove',
    removePart: (name: string) => `Remove ${name}`,
    addDrive: 'Add a drive',
    drivesLimit: (max: number) => `A build takes up to ${max} drives.`,
    loadingPart: 'Loading the part',
    missing: (id: string) =>
      `The part "${id}" in this link is no longer on sale, or the link is wrong.`,
    inStock: (count: number) => `${count} in stock`,
    outOfStock: 'Out of stock',
    failed: "The build's parts could not be loaded. Check your connection and reload the page.",
    linkUnread: 'Part of this link could not be read and is left out:',
    notAnId: (slot: string) => `the ${slot} is not a part id`,
    copyLink: 'Copy link',
    copied: 'Link copied. Anyone who opens it sees this build.',
    copyByHand: 'Copy this link to share the build:',
    startOver: 'Start over',
    summary: 'Your build',
    partCount: (count: number) => `${count} ${count === 1 ? 'part' : 'parts'}`,
    subtotal: 'Subtotal',
    bundleSaving: (percent: number) => `Bundle saving (${percent}%)`,
    total: 'Total',
    power: 'Power',
    draw: 'Estimated draw',
    recommendedPsu: 'Recommended power supply',
    watts: (watts: number) => `${watts} W`,
    atLeastWatts: (watts: number) => `at least ${watts} W`,
    powerRule: (other: number, headroom: number) =>
      `The CPU's and graphics card's TDP plus ${other} W for the rest; the power supply ${headroom}% above that, or the graphics card's recommendation when higher.`,
    tdpUnknown: (parts: string) => `${parts} states no TDP: the draw is at least this.`,
    compatibility: 'Compatibility',
    nothingChosen: 'Choose parts to see how they fit together.',
    noProblems: 'No compatibility problems.',
    errors: 'Problems to fix',
    warnings: 'Advice',
    error: 'Problem',
    warning: 'Advice',
    notChosen: 'Not chosen',
    /** The phone's bar under the slots: the total and the state of the problems. */
    barStatus: (errors: number, warnings: number) =>
      errors > 0
        ? `${errors} ${errors === 1 ? 'problem' : 'problems'} to fix`
        : warnings > 0
          ? 'Advice to read'
          : 'No compatibility problems',
    seeSummary: 'See your build',
    slotHasError: 'Clashes',
    slotHasWarning: 'See advice',
    minimumsNote: (drives: number) =>
      `Minimum order quantities do not apply to builds: a build takes one of each part, and up to ${drives} storage drives.`,
    // The list of a slot's parts.
    search: (category: string) => `Search ${category}`,
    fitOnly: 'Only parts that fit the build',
    hidden: (count: number) =>
      count === 1
        ? '1 part that clashes with the build is hidden.'
        : `${count} parts that clash with the build are hidden.`,
    noneFit:
      'No part of this category fits the build as it is. Show every part to choose one anyway.',
    noMatch: 'No parts match.',
    showAll: 'Show every part',
    more: 'Show more',
    loadingList: 'Loading parts',
    listFailed: 'The parts could not be loaded.',
    retry: 'Try again',
    chosen: 'Chosen',
    pick: (name: string) => `Choose ${name}`,
    pickAnyway: 'Choose anyway',
    pickAnywayName: (name: string) => `Choose ${name} anyway`,
    clashes: 'Clashes:',
    // Said to screen readers when the build's problems change.
    announce: {
      newError: (message: string) => `New problem: ${message}`,
      newWarning: (message: string) => `New advice: ${message}`,
      fixed: (message: string) => `Fixed: ${message}`,
      allClear: 'The build has no compatibility problems now.',
    },
  },
} as const;

// Each category's specification schema: which keys a part of it may carry in `specs`, how they
// read, what values they take, which the browse page filters by and which a part must have. The
// server validates against it, the forms and the specification table are drawn from it, and the
// PC builder's compatibility rules read the keys it names.
import type { CategorySlug } from './categories';

interface FieldBase {
  key: string;
  label: string;
  /** The row group of the specification table and the compare page. */
  group: SpecGroup;
  /** A part of the category must carry it. */
  required?: boolean;
  /** The browse page offers it as a filter with counts. */
  filterable?: boolean;
}

export interface NumberField extends FieldBase {
  type: 'number';
  unit?: string;
  min: number;
  max: number;
  /** Whole numbers only. */
  integer?: boolean;
}

export interface ChoiceField extends FieldBase {
  type: 'choice';
  values: readonly string[];
}

/** Several of a fixed list at once, e.g. the sockets a cooler fits. */
export interface ChoicesField extends FieldBase {
  type: 'choices';
  values: readonly string[];
}

export interface FlagField extends FieldBase {
  type: 'flag';
}

/** Free text, e.g. a graphics card's chip ("GeForce RTX 4070"). */
export interface TextField extends FieldBase {
  type: 'text';
  maxLength: number;
}

export type SpecField = NumberField | ChoiceField | ChoicesField | FlagField | TextField;
export type SpecValue = number | string | boolean | string[];
export type Specs = Record<string, SpecValue>;

export const specGroups = [
  'Overview',
  'Performance',
  'Memory',
  'Compatibility',
  'Power',
  'Dimensions',
  'Connectivity',
  'Features',
] as const;
export type SpecGroup = (typeof specGroups)[number];

export const cpuSockets = ['AM4', 'AM5', 'LGA1700', 'LGA1851'] as const;
export const boardFormFactors = ['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX'] as const;
export const memoryTypes = ['DDR4', 'DDR5'] as const;
export const storageInterfaces = [
  'NVMe PCIe 3.0',
  'NVMe PCIe 4.0',
  'NVMe PCIe 5.0',
  'SATA 6Gb/s',
] as const;
export const connections = ['Wired', 'Wireless 2.4 GHz', 'Bluetooth'] as const;

const socket: ChoiceField = {
  key: 'socket',
  label: 'Socket',
  group: 'Compatibility',
  type: 'choice',
  values: cpuSockets,
  required: true,
  filterable: true,
};
const tdp: NumberField = {
  key: 'tdp',
  label: 'TDP',
  group: 'Power',
  type: 'number',
  unit: 'W',
  min: 1,
  max: 1000,
  integer: true,
  required: true,
  filterable: true,
};
/** Storage capacities are in GB (1 TB = 1000 GB), as drives are sold. */
const capacityGb = (required = true): NumberField => ({
  key: 'capacity',
  label: 'Capacity',
  group: 'Overview',
  type: 'number',
  unit: 'GB',
  min: 1,
  max: 100_000,
  integer: true,
  required,
  filterable: true,
});
const connection: ChoicesField = {
  key: 'connection',
  label: 'Connection',
  group: 'Connectivity',
  type: 'choices',
  values: connections,
  required: true,
  filterable: true,
};

export const specSchemas: Record<CategorySlug, readonly SpecField[]> = {
  processors: [
    socket,
    {
      key: 'cores',
      label: 'Cores',
      group: 'Performance',
      type: 'number',
      min: 1,
      max: 128,
      integer: true,
      required: true,
      filterable: true,
    },
    {
      key: 'threads',
      label: 'Threads',
      group: 'Performance',
      type: 'number',
      min: 1,
      max: 256,
      integer: true,
      required: true,
    },
    {
      key: 'baseClock',
      label: 'Base clock',
      group: 'Performance',
      type: 'number',
      unit: 'GHz',
      min: 0.5,
      max: 7,
    },
    {
      key: 'boostClock',
      label: 'Boost clock',
      group: 'Performance',
      type: 'number',
      unit: 'GHz',
      min: 0.5,
      max: 7,
      required: true,
    },
    tdp,
    {
      key: 'integratedGraphics',
      label: 'Integrated graphics',
      group: 'Features',
      type: 'flag',
      required: true,
      filterable: true,
    },
  ],
  motherboards: [
    socket,
    {
      key: 'chipset',
      label: 'Chipset',
      group: 'Overview',
      type: 'choice',
      values: ['A520', 'B550', 'X570', 'A620', 'B650', 'X670E', 'B760', 'Z790', 'B860', 'Z890'],
      required: true,
      filterable: true,
    },
    {
      key: 'formFactor',
      label: 'Form factor',
      group: 'Dimensions',
      type: 'choice',
      values: boardFormFactors,
      required: true,
      filterable: true,
    },
    {
      key: 'memoryType',
      label: 'Memory type',
      group: 'Memory',
      type: 'choice',
      values: memoryTypes,
      required: true,
      filterable: true,
    },
    {
      key: 'memorySlots',
      label: 'Memory slots',
      group: 'Memory',
      type: 'number',
      min: 1,
      max: 8,
      integer: true,
      required: true,
    },
    {
      key: 'maxMemory',
      label: 'Maximum memory',
      group: 'Memory',
      type: 'number',
      unit: 'GB',
      min: 8,
      max: 1024,
      integer: true,
    },
    {
      key: 'm2Slots',
      label: 'M.2 slots',
      group: 'Connectivity',
      type: 'number',
      min: 0,
      max: 8,
      integer: true,
      required: true,
      filterable: true,
    },
    {
      key: 'sataPorts',
      label: 'SATA ports',
      group: 'Connectivity',
      type: 'number',
      min: 0,
      max: 12,
      integer: true,
    },
    { key: 'wifi', label: 'Wi-Fi', group: 'Connectivity', type: 'flag', filterable: true },
  ],
  memory: [
    {
      key: 'type',
      label: 'Type',
      group: 'Overview',
      type: 'choice',
      values: memoryTypes,
      required: true,
      filterable: true,
    },
    {
      key: 'capacity',
      label: 'Capacity (kit)',
      group: 'Overview',
      type: 'number',
      unit: 'GB',
      min: 1,
      max: 512,
      integer: true,
      required: true,
      filterable: true,
    },
    {
      key: 'modules',
      label: 'Modules',
      group: 'Overview',
      type: 'number',
      min: 1,
      max: 8,
      integer: true,
      required: true,
      filterable: true,
    },
    {
      key: 'speed',
      label: 'Speed',
      group: 'Performance',
      type: 'number',
      unit: 'MT/s',
      min: 800,
      max: 12_000,
      integer: true,
      required: true,
      filterable: true,
    },
    {
      key: 'cas',
      label: 'CAS latency',
      group: 'Performance',
      type: 'number',
      unit: 'CL',
      min: 5,
      max: 60,
      integer: true,
    },
    { key: 'rgb', label: 'RGB lighting', group: 'Features', type: 'flag' },
  ],
  'graphics-cards': [
    {
      key: 'chipMaker',
      label: 'Chip maker',
      group: 'Overview',
      type: 'choice',
      values: ['NVIDIA', 'AMD', 'Intel'],
      required: true,
      filterable: true,
    },
    {
      key: 'chip',
      label: 'Chip',
      group: 'Overview',
      type: 'text',
      maxLength: 40,
      required: true,
      filterable: true,
    },
    {
      key: 'vram',
      label: 'Video memory',
      group: 'Memory',
      type: 'number',
      unit: 'GB',
      min: 1,
      max: 96,
      integer: true,
      required: true,
      filterable: true,
    },
    {
      key: 'length',
      label: 'Length',
      group: 'Dimensions',
      type: 'number',
      unit: 'mm',
      min: 100,
      max: 400,
      integer: true,
      required: true,
    },
    tdp,
    {
      key: 'recommendedPsu',
      label: 'Recommended PSU',
      group: 'Power',
      type: 'number',
      unit: 'W',
      min: 200,
      max: 2000,
      integer: true,
      required: true,
    },
  ],
  'power-supplies': [
    {
      key: 'wattage',
      label: 'Wattage',
      group: 'Power',
      type: 'number',
      unit: 'W',
      min: 200,
      max: 2000,
      integer: true,
      required: true,
      filterable: true,
    },
    {
      key: 'efficiency',
      label: 'Efficiency',
      group: 'Power',
      type: 'choice',
      values: [
        '80 Plus',
        '80 Plus Bronze',
        '80 Plus Silver',
        '80 Plus Gold',
        '80 Plus Platinum',
        '80 Plus Titanium',
      ],
      required: true,
      filterable: true,
    },
    {
      key: 'modular',
      label: 'Modular',
      group: 'Features',
      type: 'choice',
      values: ['Full', 'Semi', 'No'],
      required: true,
      filterable: true,
    },
    {
      key: 'formFactor',
      label: 'Form factor',
      group: 'Dimensions',
      type: 'choice',
      values: ['ATX', 'SFX', 'SFX-L'],
    },
  ],
  cases: [
    {
      key: 'formFactors',
      label: 'Motherboard support',
      group: 'Compatibility',
      type: 'choices',
      values: boardFormFactors,
      required: true,
      filterable: true,
    },
    {
      key: 'maxGpuLength',
      label: 'Maximum GPU length',
      group: 'Compatibility',
      type: 'number',
      unit: 'mm',
      min: 100,
      max: 600,
      integer: true,
      required: true,
    },
    {
      key: 'maxCoolerHeight',
      label: 'Maximum cooler height',
      group: 'Compatibility',
      type: 'number',
      unit: 'mm',
      min: 30,
      max: 250,
      integer: true,
      required: true,
    },
    {
      key: 'caseType',
      label: 'Type',
      group: 'Overview',
      type: 'choice',
      values: ['Full Tower', 'Mid Tower', 'Mini Tower', 'Small Form Factor'],
      filterable: true,
    },
    {
      key: 'sidePanel',
      label: 'Side panel',
      group: 'Features',
      type: 'choice',
      values: ['Tempered Glass', 'Mesh', 'Solid'],
    },
  ],
  coolers: [
    {
      key: 'coolerType',
      label: 'Type',
      group: 'Overview',
      type: 'choice',
      values: ['Air', 'Liquid'],
      required: true,
      filterable: true,
    },
    {
      key: 'sockets',
      label: 'Supported sockets',
      group: 'Compatibility',
      type: 'choices',
      values: cpuSockets,
      required: true,
      filterable: true,
    },
    {
      key: 'height',
      label: 'Height',
      group: 'Dimensions',
      type: 'number',
      unit: 'mm',
      min: 20,
      max: 250,
      integer: true,
    },
    {
      key: 'radiatorSize',
      label: 'Radiator size',
      group: 'Dimensions',
      type: 'number',
      unit: 'mm',
      min: 120,
      max: 480,
      integer: true,
    },
    {
      key: 'maxTdp',
      label: 'Rated TDP',
      group: 'Power',
      type: 'number',
      unit: 'W',
      min: 1,
      max: 1000,
      integer: true,
    },
  ],
  ssds: [
    capacityGb(),
    {
      key: 'interface',
      label: 'Interface',
      group: 'Compatibility',
      type: 'choice',
      values: storageInterfaces,
      required: true,
      filterable: true,
    },
    {
      key: 'formFactor',
      label: 'Form factor',
      group: 'Dimensions',
      type: 'choice',
      values: ['M.2 2280', '2.5"'],
      required: true,
      filterable: true,
    },
    {
      key: 'readSpeed',
      label: 'Sequential read',
      group: 'Performance',
      type: 'number',
      unit: 'MB/s',
      min: 1,
      max: 20_000,
      integer: true,
    },
    {
      key: 'writeSpeed',
      label: 'Sequential write',
      group: 'Performance',
      type: 'number',
      unit: 'MB/s',
      min: 1,
      max: 20_000,
      integer: true,
    },
  ],
  'hard-drives': [
    capacityGb(),
    {
      key: 'formFactor',
      label: 'Form factor',
      group: 'Dimensions',
      type: 'choice',
      values: ['3.5"', '2.5"'],
      required: true,
      filterable: true,
    },
    {
      key: 'rpm',
      label: 'Spindle speed',
      group: 'Performance',
      type: 'number',
      unit: 'RPM',
      min: 4000,
      max: 15_000,
      integer: true,
      filterable: true,
    },
    {
      key: 'cache',
      label: 'Cache',
      group: 'Performance',
      type: 'number',
      unit: 'MB',
      min: 1,
      max: 2048,
      integer: true,
    },
  ],
  monitors: [
    {
      key: 'size',
      label: 'Screen size',
      group: 'Overview',
      type: 'number',
      unit: 'in',
      min: 10,
      max: 100,
      required: true,
      filterable: true,
    },
    {
      key: 'resolution',
      label: 'Resolution',
      group: 'Overview',
      type: 'choice',
      values: ['1920x1080', '2560x1080', '2560x1440', '3440x1440', '3840x2160', '5120x1440'],
      required: true,
      filterable: true,
    },
    {
      key: 'refreshRate',
      label: 'Refresh rate',
      group: 'Performance',
      type: 'number',
      unit: 'Hz',
      min: 30,
      max: 600,
      integer: true,
      required: true,
      filterable: true,
    },
    {
      key: 'panel',
      label: 'Panel',
      group: 'Overview',
      type: 'choice',
      values: ['IPS', 'VA', 'TN', 'OLED'],
      required: true,
      filterable: true,
    },
    {
      key: 'responseTime',
      label: 'Response time',
      group: 'Performance',
      type: 'number',
      unit: 'ms',
      min: 0.01,
      max: 50,
    },
  ],
  keyboards: [
    {
      key: 'layout',
      label: 'Layout',
      group: 'Overview',
      type: 'choice',
      values: ['Full-size', 'TKL', '75%', '65%', '60%'],
      required: true,
      filterable: true,
    },
    {
      key: 'switchType',
      label: 'Switch type',
      group: 'Overview',
      type: 'choice',
      values: ['Mechanical', 'Optical', 'Membrane'],
      required: true,
      filterable: true,
    },
    connection,
    { key: 'backlight', label: 'Backlight', group: 'Features', type: 'flag' },
  ],
  mice: [
    {
      key: 'dpi',
      label: 'Maximum DPI',
      group: 'Performance',
      type: 'number',
      min: 100,
      max: 50_000,
      integer: true,
      required: true,
      filterable: true,
    },
    connection,
    {
      key: 'weight',
      label: 'Weight',
      group: 'Dimensions',
      type: 'number',
      unit: 'g',
      min: 20,
      max: 300,
      integer: true,
    },
    {
      key: 'buttons',
      label: 'Buttons',
      group: 'Features',
      type: 'number',
      min: 2,
      max: 20,
      integer: true,
    },
  ],
  headsets: [
    {
      key: 'headsetType',
      label: 'Type',
      group: 'Overview',
      type: 'choice',
      values: ['Over-ear', 'On-ear', 'In-ear'],
      required: true,
      filterable: true,
    },
    connection,
    {
      key: 'microphone',
      label: 'Microphone',
      group: 'Features',
      type: 'flag',
      required: true,
      filterable: true,
    },
    { key: 'surround', label: 'Virtual surround', group: 'Features', type: 'flag' },
  ],
  networking: [
    {
      key: 'deviceType',
      label: 'Device',
      group: 'Overview',
      type: 'choice',
      values: ['Router', 'Mesh System', 'Access Point', 'Switch', 'USB Adapter', 'PCIe Adapter'],
      required: true,
      filterable: true,
    },
    {
      key: 'wifiStandard',
      label: 'Wi-Fi standard',
      group: 'Connectivity',
      type: 'choice',
      values: ['Wi-Fi 5', 'Wi-Fi 6', 'Wi-Fi 6E', 'Wi-Fi 7'],
      filterable: true,
    },
    {
      key: 'maxSpeed',
      label: 'Maximum speed',
      group: 'Performance',
      type: 'number',
      unit: 'Mbps',
      min: 10,
      max: 100_000,
      integer: true,
      filterable: true,
    },
    {
      key: 'ethernetPorts',
      label: 'Ethernet ports',
      group: 'Connectivity',
      type: 'number',
      min: 0,
      max: 52,
      integer: true,
    },
  ],
};

/** The schema of a category; a part without a category (written before categories) has none. */
export function specSchemaOf(category: string | undefined): readonly SpecField[] {
  return (category && (specSchemas as Record<string, readonly SpecField[]>)[category]) || [];
}

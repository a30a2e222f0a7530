import { describe, expect, it } from 'vitest';
import {
  categorySlugs,
  compareTable,
  copy,
  formatSpecValue,
  parseSpecText,
  specSchemaOf,
  specSchemas,
  specTable,
  specValueText,
  specsProblems,
  validateSpecs,
  type CategorySlug,
  type SpecField,
  type Specs,
} from '../src';

const m = copy.specs;

/** One real part of each category, as a shop would describe it. */
const samples: Record<CategorySlug, Specs> = {
  processors: {
    socket: 'AM5',
    cores: 8,
    threads: 16,
    baseClock: 4.2,
    boostClock: 5,
    tdp: 120,
    integratedGraphics: true,
  },
  motherboards: {
    socket: 'AM5',
    chipset: 'B650',
    formFactor: 'ATX',
    memoryType: 'DDR5',
    memorySlots: 4,
    maxMemory: 192,
    m2Slots: 2,
    sataPorts: 4,
    wifi: true,
  },
  memory: { type: 'DDR5', capacity: 32, modules: 2, speed: 6000, cas: 30, rgb: false },
  'graphics-cards': {
    chipMaker: 'NVIDIA',
    chip: 'GeForce RTX 4070',
    vram: 12,
    length: 285,
    tdp: 200,
    recommendedPsu: 650,
  },
  'power-supplies': {
    wattage: 750,
    efficiency: '80 Plus Gold',
    modular: 'Full',
    formFactor: 'ATX',
  },
  cases: {
    formFactors: ['ATX', 'Micro-ATX', 'Mini-ITX'],
    maxGpuLength: 360,
    maxCoolerHeight: 170,
    caseType: 'Mid Tower',
    sidePanel: 'Tempered Glass',
  },
  coolers: { coolerType: 'Air', sockets: ['AM4', 'AM5', 'LGA1700'], height: 165, maxTdp: 250 },
  ssds: {
    capacity: 1000,
    interface: 'NVMe PCIe 4.0',
    formFactor: 'M.2 2280',
    readSpeed: 7000,
    writeSpeed: 5000,
  },
  'hard-drives': { capacity: 4000, formFactor: '3.5"', rpm: 5400, cache: 256 },
  monitors: {
    size: 27,
    resolution: '2560x1440',
    refreshRate: 165,
    panel: 'IPS',
    responseTime: 1,
  },
  keyboards: {
    layout: '75%',
    switchType: 'Mechanical',
    connection: ['Wired', 'Bluetooth'],
    backlight: true,
  },
  mice: { dpi: 25_600, connection: ['Wireless 2.4 GHz'], weight: 63, buttons: 5 },
  headsets: {
    headsetType: 'Over-ear',
    connection: ['Wired'],
    microphone: true,
    surround: false,
  },
  networking: {
    deviceType: 'Router',
    wifiStandard: 'Wi-Fi 6',
    maxSpeed: 3000,
    ethernetPorts: 4,
  },
};

/** A value of the right type that lies outside what the field takes. */
function badValue(field: SpecField): unknown {
  switch (field.type) {
    case 'number':
      return field.max + 1;
    case 'choice':
      return 'Not a choice';
    case 'choices':
      return ['Not a choice'];
    case 'flag':
      return 'yes';
    case 'text':
      return 'x'.repeat(field.maxLength + 1);
  }
}

describe('every category has a schema', () => {
  it.each(categorySlugs)('%s: keys are unique and at least one is filterable', (slug) => {
    const schema = specSchemas[slug];
    const keys = schema.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(schema.some((f) => f.filterable)).toBe(true);
    expect(schema.some((f) => f.required)).toBe(true);
    for (const field of schema) {
      if (field.type === 'number') expect(field.min).toBeLessThan(field.max);
      if (field.type === 'choice' || field.type === 'choices')
        expect(field.values.length).toBeGreaterThan(1);
    }
  });
});

describe('validateSpecs', () => {
  it.each(categorySlugs)('%s: a real part passes, as it was given', (slug) => {
    expect(validateSpecs(slug, samples[slug])).toEqual({ ok: true, specs: samples[slug] });
  });

  it.each(categorySlugs.flatMap((slug) => specSchemas[slug].map((f) => [slug, f] as const)))(
    '%s: a bad %o is refused, naming its key',
    (slug, field) => {
      const check = validateSpecs(slug, { ...samples[slug], [field.key]: badValue(field) });
      expect(check.ok).toBe(false);
      if (!check.ok) {
        expect(check.key).toBe(field.key);
        expect(check.message).toContain(`specs.${field.key}`);
      }
    },
  );

  it.each(
    categorySlugs.flatMap((slug) =>
      specSchemas[slug].filter((f) => f.required).map((f) => [slug, f.key] as const),
    ),
  )('%s: without its required %s is refused', (slug, key) => {
    const specs = { ...samples[slug] };
    delete specs[key];
    const check = validateSpecs(slug, specs);
    expect(check).toMatchObject({ ok: false, key });
    if (!check.ok) expect(check.message).toContain('is Required');
  });

  it('an optional key may be left out, and null means left out', () => {
    expect(validateSpecs('memory', { ...samples.memory, cas: null, rgb: undefined })).toEqual({
      ok: true,
      specs: { type: 'DDR5', capacity: 32, modules: 2, speed: 6000 },
    });
  });

  it('refuses a key of another category, naming it and the category', () => {
    expect(validateSpecs('memory', { ...samples.memory, socket: 'AM5' })).toEqual({
      ok: false,
      key: 'socket',
      message: 'specs.socket is not a specification of Memory',
    });
  });

  it('refuses what is not a map', () => {
    for (const input of [null, 'AM5', ['AM5'], 5])
      expect(validateSpecs('processors', input)).toEqual({ ok: false, message: m.notAMap });
  });

  it('a part with no category may have no specifications, and only none', () => {
    expect(validateSpecs(undefined, {})).toEqual({ ok: true, specs: {} });
    expect(validateSpecs(undefined, { socket: 'AM5' })).toEqual({ ok: false, message: m.noSchema });
    expect(validateSpecs('toasters', { socket: 'AM5' })).toEqual({
      ok: false,
      message: m.noSchema,
    });
  });

  it('numbers must be numbers, whole where the key says so', () => {
    expect(validateSpecs('processors', { ...samples.processors, cores: '8' })).toMatchObject({
      ok: false,
      message: 'specs.cores must be a whole number from 1 to 128',
    });
    expect(validateSpecs('processors', { ...samples.processors, cores: 8.5 })).toMatchObject({
      ok: false,
      key: 'cores',
    });
    expect(
      validateSpecs('processors', { ...samples.processors, boostClock: Number.NaN }),
    ).toMatchObject({ ok: false, message: 'specs.boostClock must be a number from 0.5 to 7' });
    expect(validateSpecs('monitors', { ...samples.monitors, size: 27.5 }).ok).toBe(true);
  });

  it('a list of choices must not be empty, and is stored in the schema order without repeats', () => {
    expect(validateSpecs('cases', { ...samples.cases, formFactors: [] })).toMatchObject({
      ok: false,
      key: 'formFactors',
    });
    const check = validateSpecs('cases', {
      ...samples.cases,
      formFactors: ['Mini-ITX', 'ATX', 'ATX'],
    });
    expect(check).toMatchObject({ ok: true, specs: { formFactors: ['ATX', 'Mini-ITX'] } });
  });

  it('text is trimmed, and blank text is refused', () => {
    const specs = samples['graphics-cards'];
    expect(validateSpecs('graphics-cards', { ...specs, chip: '  RTX 4070 ' })).toMatchObject({
      ok: true,
      specs: { chip: 'RTX 4070' },
    });
    expect(validateSpecs('graphics-cards', { ...specs, chip: '   ' })).toMatchObject({
      ok: false,
      key: 'chip',
    });
  });

  it('a processor has at least as many threads as cores, and boosts above its base clock', () => {
    expect(validateSpecs('processors', { ...samples.processors, cores: 16, threads: 8 })).toEqual({
      ok: false,
      key: 'threads',
      message: m.threadsBelowCores,
    });
    expect(
      validateSpecs('processors', { ...samples.processors, baseClock: 5.2, boostClock: 5 }),
    ).toEqual({ ok: false, key: 'boostClock', message: m.boostBelowBase });
  });

  it('an NVMe drive is M.2; a SATA drive may be either', () => {
    expect(validateSpecs('ssds', { ...samples.ssds, formFactor: '2.5"' })).toEqual({
      ok: false,
      key: 'formFactor',
      message: m.nvmeNotM2,
    });
    expect(
      validateSpecs('ssds', { ...samples.ssds, interface: 'SATA 6Gb/s', formFactor: '2.5"' }).ok,
    ).toBe(true);
    expect(validateSpecs('ssds', { ...samples.ssds, interface: 'SATA 6Gb/s' }).ok).toBe(true);
  });
});

describe('specsProblems', () => {
  it('lists every bad or missing key once, the first being what validateSpecs names', () => {
    const specs = { ...samples.processors, cores: 'eight', threads: -1 } as Record<string, unknown>;
    delete specs.socket;
    const problems = specsProblems('processors', specs);
    expect(problems.map((p) => p.key)).toEqual(['cores', 'threads', 'socket']);
    const first = validateSpecs('processors', specs);
    expect(first).toEqual({ ok: false, ...problems[0] });
  });

  it('checks the rules between keys only once every value passes alone', () => {
    expect(specsProblems('processors', { ...samples.processors, threads: 2, cores: 8 })).toEqual([
      { key: 'threads', message: m.threadsBelowCores },
    ]);
    expect(specsProblems('processors', samples.processors)).toEqual([]);
  });
});

describe('text in and out', () => {
  const field = (category: CategorySlug, key: string) =>
    specSchemaOf(category).find((f) => f.key === key) as SpecField;

  it('reads a form or CSV cell into the value validateSpecs checks', () => {
    expect(parseSpecText(field('processors', 'cores'), ' 8 ')).toBe(8);
    expect(parseSpecText(field('processors', 'boostClock'), '5.4')).toBe(5.4);
    expect(parseSpecText(field('processors', 'integratedGraphics'), 'Yes')).toBe(true);
    expect(parseSpecText(field('processors', 'integratedGraphics'), 'false')).toBe(false);
    expect(parseSpecText(field('coolers', 'sockets'), 'AM4 | AM5;LGA1700')).toEqual([
      'AM4',
      'AM5',
      'LGA1700',
    ]);
    expect(parseSpecText(field('processors', 'socket'), ' AM5 ')).toBe('AM5');
    expect(parseSpecText(field('processors', 'cores'), '  ')).toBeUndefined();
  });

  it('leaves what does not read as the type for validation to name', () => {
    expect(parseSpecText(field('processors', 'cores'), '8 cores')).toBe('8 cores');
    expect(parseSpecText(field('processors', 'cores'), '0x8')).toBe('0x8');
    expect(parseSpecText(field('processors', 'integratedGraphics'), 'maybe')).toBe('maybe');
  });

  it.each(categorySlugs)('%s: every value survives a round trip through text', (slug) => {
    const parsed = Object.fromEntries(
      specSchemas[slug]
        .filter((f) => samples[slug][f.key] !== undefined)
        .map((f) => [f.key, parseSpecText(f, specValueText(samples[slug][f.key]))]),
    );
    expect(parsed).toEqual(samples[slug]);
  });

  it('shows values as a buyer reads them', () => {
    expect(formatSpecValue(field('processors', 'boostClock'), 5.4)).toBe('5.4 GHz');
    expect(formatSpecValue(field('ssds', 'capacity'), 2000)).toBe('2 TB');
    expect(formatSpecValue(field('ssds', 'capacity'), 512)).toBe('512 GB');
    expect(formatSpecValue(field('monitors', 'size'), 27)).toBe('27"');
    expect(formatSpecValue(field('mice', 'dpi'), 25_600)).toBe('25,600');
    expect(formatSpecValue(field('motherboards', 'wifi'), false)).toBe('No');
    expect(formatSpecValue(field('cases', 'formFactors'), ['ATX', 'Mini-ITX'])).toBe(
      'ATX, Mini-ITX',
    );
  });
});

describe('specification table', () => {
  it('groups a part’s keys in the schema’s order, with only the keys it has', () => {
    expect(specTable('power-supplies', { wattage: 750, modular: 'Semi' })).toEqual([
      { group: 'Power', rows: [{ key: 'wattage', label: 'Wattage', value: '750 W' }] },
      { group: 'Features', rows: [{ key: 'modular', label: 'Modular', value: 'Semi' }] },
    ]);
  });

  it('is empty for a part written before specifications', () => {
    expect(specTable('processors', undefined)).toEqual([]);
    expect(specTable(undefined, { socket: 'AM5' })).toEqual([]);
  });

  it('compares parts side by side and marks the rows that differ', () => {
    const other: Specs = { ...samples.memory, speed: 5600 };
    delete other.rgb;
    const rows = compareTable('memory', [samples.memory, other]).flatMap((g) => g.rows);
    expect(rows.find((r) => r.key === 'type')).toMatchObject({
      values: ['DDR5', 'DDR5'],
      differs: false,
    });
    expect(rows.find((r) => r.key === 'speed')).toMatchObject({
      values: ['6,000 MT/s', '5,600 MT/s'],
      differs: true,
    });
    expect(rows.find((r) => r.key === 'rgb')).toMatchObject({ values: ['No', ''], differs: true });
  });
});

import { describe, expect, it } from 'vitest';
import {
  countSpecFacets,
  matchesSpecFilters,
  parseSpecFilters,
  specFiltersToParams,
  type SpecFilter,
  type Specs,
} from '../src';

const q = (text: string) => new URLSearchParams(text);

describe('parseSpecFilters', () => {
  it('reads repeated values as any of them, and ranges of numbers', () => {
    expect(
      parseSpecFilters(
        q('spec.socket=AM5&spec.socket=LGA1700&spec.cores.min=8&spec.cores.max=16&q=ryzen'),
        'processors',
      ),
    ).toEqual({
      ok: true,
      value: [
        { key: 'socket', kind: 'values', values: ['AM5', 'LGA1700'] },
        { key: 'cores', kind: 'range', min: 8, max: 16 },
      ],
    });
  });

  it('reads numbers, flags and one value of a several-choice key', () => {
    expect(parseSpecFilters(q('spec.integratedGraphics=false&spec.cores=8'), 'processors')).toEqual(
      {
        ok: true,
        value: [
          { key: 'integratedGraphics', kind: 'values', values: [false] },
          { key: 'cores', kind: 'values', values: [8] },
        ],
      },
    );
    expect(parseSpecFilters(q('spec.sockets=AM5'), 'coolers')).toEqual({
      ok: true,
      value: [{ key: 'sockets', kind: 'values', values: ['AM5'] }],
    });
  });

  it('takes Express query objects, repeated values as arrays', () => {
    expect(
      parseSpecFilters({ 'spec.type': ['DDR4', 'DDR5'], 'spec.capacity.min': '32' }, 'memory'),
    ).toEqual({
      ok: true,
      value: [
        { key: 'type', kind: 'values', values: ['DDR4', 'DDR5'] },
        { key: 'capacity', kind: 'range', min: 32 },
      ],
    });
  });

  it.each([
    ['spec.socket=AM5', undefined, 'spec filters need a category.'],
    ['spec.socket=AM5', 'memory', 'spec.socket is not a filter of Memory.'],
    ['spec.threads=16', 'processors', 'spec.threads is not a filter of Processors.'],
    ['spec.socket=AM6', 'processors', 'spec.socket cannot be "AM6".'],
    ['spec.cores=many', 'processors', 'spec.cores cannot be "many".'],
    ['spec.cores.min=0', 'processors', 'spec.cores.min must be a number from 1 to 128.'],
    ['spec.socket.min=1', 'processors', 'spec.socket.min: spec.socket is not a number.'],
    [
      'spec.cores.min=16&spec.cores.max=8',
      'processors',
      'spec.cores.min must not be above spec.cores.max.',
    ],
    [
      'spec.cores=8&spec.cores.min=4',
      'processors',
      'spec.cores cannot be both a value and a range.',
    ],
    ['spec.cores.avg=4', 'processors', 'spec.cores.avg is not a filter of Processors.'],
  ])('refuses %s for %s: %s', (text, category, error) => {
    expect(parseSpecFilters(q(text), category)).toEqual({ ok: false, error });
  });

  it('leniently drops what it cannot read and keeps the rest', () => {
    expect(
      parseSpecFilters(q('spec.socket=AM6&spec.socket=AM5&spec.nope=1'), 'processors', true),
    ).toEqual({ ok: true, value: [{ key: 'socket', kind: 'values', values: ['AM5'] }] });
  });

  it('writes filters back as the parameters it reads', () => {
    const filters: SpecFilter[] = [
      { key: 'socket', kind: 'values', values: ['AM5', 'LGA1700'] },
      { key: 'cores', kind: 'range', min: 8 },
    ];
    const params = specFiltersToParams(filters);
    expect(params.toString()).toBe('spec.cores.min=8&spec.socket=AM5&spec.socket=LGA1700');
    expect(parseSpecFilters(params, 'processors')).toEqual({
      ok: true,
      value: [filters[1], filters[0]],
    });
  });
});

const cpus: Specs[] = [
  { socket: 'AM5', cores: 8, integratedGraphics: true },
  { socket: 'AM5', cores: 16, integratedGraphics: true },
  { socket: 'AM4', cores: 6, integratedGraphics: false },
  { socket: 'LGA1700', cores: 14, integratedGraphics: true },
];

describe('matching and counting', () => {
  it('ANDs keys, ORs the values of one key, and a missing key matches nothing', () => {
    const filters: SpecFilter[] = [
      { key: 'socket', kind: 'values', values: ['AM5', 'LGA1700'] },
      { key: 'cores', kind: 'range', min: 10 },
    ];
    expect(cpus.map((s) => matchesSpecFilters(s, filters))).toEqual([false, true, false, true]);
    expect(matchesSpecFilters(undefined, filters)).toBe(false);
    expect(matchesSpecFilters({}, [])).toBe(true);
    expect(
      matchesSpecFilters({ sockets: ['AM4', 'AM5'] }, [
        { key: 'sockets', kind: 'values', values: ['AM5'] },
      ]),
    ).toBe(true);
  });

  it('counts each key over the parts that pass the other keys’ filters', () => {
    const counts = countSpecFacets('processors', cpus, [
      { key: 'socket', kind: 'values', values: ['AM5'] },
      { key: 'integratedGraphics', kind: 'values', values: [true] },
    ]);
    // socket is counted with only integratedGraphics applied: AM5 ×2, LGA1700 ×1.
    expect(counts.socket).toEqual({ AM5: 2, LGA1700: 1 });
    // integratedGraphics with only socket=AM5 applied.
    expect(counts.integratedGraphics).toEqual({ true: 2 });
    // cores with both applied.
    expect(counts.cores).toEqual({ 8: 1, 16: 1 });
  });

  it('counts every value a several-choice key lists', () => {
    const counts = countSpecFacets(
      'coolers',
      [
        { sockets: ['AM4', 'AM5'], coolerType: 'Air' },
        { sockets: ['AM5'], coolerType: 'Liquid' },
      ],
      [],
    );
    expect(counts.sockets).toEqual({ AM4: 1, AM5: 2 });
    expect(counts.coolerType).toEqual({ Air: 1, Liquid: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import {
  buildFromQuery,
  buildPartCount,
  checkBuildName,
  checkSavedParts,
  copy,
  defaultBuildName,
  sameBuild,
  savedBuildLimits,
  savedBuildParam,
  savedBuildQuery,
  savedBuildsCopy,
} from '../src';

const ms = savedBuildsCopy;

describe("a saved build's name", () => {
  it('is trimmed', () => {
    expect(checkBuildName('  Gaming PC  ')).toEqual({ ok: true, value: 'Gaming PC' });
  });

  it('may be exactly 60 characters, after trimming', () => {
    const sixty = 'x'.repeat(60);
    expect(checkBuildName(` ${sixty} `)).toEqual({ ok: true, value: sixty });
  });

  it('of 61 characters is refused, saying the limit', () => {
    expect(checkBuildName('x'.repeat(61))).toEqual({ ok: false, message: ms.nameTooLong(60) });
    expect(ms.nameTooLong(60)).toBe("A build's name is at most 60 characters.");
  });

  it.each(['', '   ', '\t\n', undefined, null])(
    'that is blank or missing (%j) is refused: it needs a name',
    (name) => {
      expect(checkBuildName(name)).toEqual({ ok: false, message: ms.nameRequired });
    },
  );

  it.each(['Line one\nline two', 'Tab\there', 'Nul\u0000', 'Bell\u0007'])(
    'with a control character inside (%j) is refused: a name is one line',
    (name) => {
      expect(checkBuildName(name)).toEqual({ ok: false, message: ms.nameOneLine });
    },
  );

  it.each([42, ['a'], { name: 'a' }])('that is not text (%j) is refused', (raw) => {
    expect(checkBuildName(raw)).toEqual({ ok: false, message: ms.nameNotText });
  });

  it('keeps letters of any script and emoji', () => {
    expect(checkBuildName('গেমিং পিসি 🎮')).toEqual({ ok: true, value: 'গেমিং পিসি 🎮' });
  });
});

describe("a saved build's parts", () => {
  it('are a build parseBuild reads without a problem, storage as a list', () => {
    expect(checkSavedParts({ cpu: 'cpu-1', storage: 'ssd-1' })).toEqual({
      ok: true,
      value: { cpu: 'cpu-1', storage: ['ssd-1'] },
    });
  });

  it('with any problem are refused with its message, not saved without the bad slot', () => {
    expect(checkSavedParts({ cpu: 'cpu-1', toaster: 'x' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('toaster is not a slot'),
    });
    expect(checkSavedParts({ cpu: 'bad id!' })).toEqual({
      ok: false,
      message: copy.buildInput.oneId('cpu'),
    });
    expect(checkSavedParts({ storage: ['a', 'b', 'c', 'd', 'e'] })).toEqual({
      ok: false,
      message: copy.buildInput.tooMany(4),
    });
    expect(checkSavedParts({ cpu: 'a', gpu: 'a' })).toEqual({
      ok: false,
      message: copy.buildInput.duplicate('a'),
    });
    expect(checkSavedParts('cpu=a')).toEqual({
      ok: false,
      message: copy.buildInput.notAnObject,
    });
  });

  it('must hold at least one part', () => {
    expect(checkSavedParts({})).toEqual({ ok: false, message: ms.noParts });
    expect(checkSavedParts({ cpu: null, storage: [] })).toEqual({ ok: false, message: ms.noParts });
  });

  it('are counted drive by drive', () => {
    expect(buildPartCount({ cpu: 'a', storage: ['b', 'c'] })).toBe(3);
    expect(buildPartCount({})).toBe(0);
  });
});

describe('the name the page offers', () => {
  it('is after the CPU', () => {
    expect(defaultBuildName('AMD Ryzen 7 7800X3D')).toBe('Build with AMD Ryzen 7 7800X3D');
  });

  it('is cut to the name limit for a long CPU name, and passes the check', () => {
    const name = defaultBuildName('Intel Core i9-14900KS 24-Core 32-Thread Desktop Processor Box');
    expect(name.length).toBeLessThanOrEqual(savedBuildLimits.nameMax);
    expect(checkBuildName(name)).toEqual({ ok: true, value: name });
  });

  it('is a plain one without a CPU', () => {
    expect(defaultBuildName(undefined)).toBe(ms.defaultName);
    expect(defaultBuildName('  ')).toBe(ms.defaultName);
  });
});

describe("a saved build's link", () => {
  it('is its parts, then its id, and reads back as the same build', () => {
    const build = { cpu: 'cpu-1', storage: ['a', 'b'] };
    const query = savedBuildQuery('Xy12', build);
    expect(query).toBe('cpu=cpu-1&storage=a,b&saved=Xy12');
    const read = buildFromQuery(query);
    expect(read.problems).toEqual([]);
    expect(read.build).toEqual(build);
    expect(new URLSearchParams(query).get(savedBuildParam)).toBe('Xy12');
  });

  it('compares builds by their slots and drive order', () => {
    expect(sameBuild({ cpu: 'a', storage: ['b'] }, { storage: ['b'], cpu: 'a' })).toBe(true);
    expect(sameBuild({ storage: ['a', 'b'] }, { storage: ['b', 'a'] })).toBe(false);
  });
});

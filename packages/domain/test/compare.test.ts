import { describe, expect, it } from 'vitest';
import {
  addToTray,
  compareLimit,
  compareRequest,
  copy,
  parseCompareIds,
  readTray,
  removeFromTray,
  toggleInTray,
  type Tray,
  type TrayItem,
} from '../src';

const cpu = (id: string): TrayItem => ({
  id,
  name: `CPU ${id}`,
  img: `/images/parts/${id}.svg`,
  category: 'processors',
});
const gpu: TrayItem = {
  id: 'rtx-4070',
  name: 'GeForce RTX 4070',
  img: '/images/parts/rtx-4070.svg',
  category: 'graphics-cards',
};

/** Adds each item in turn, as a buyer pressing Add to compare would; throws on a refusal. */
function trayOf(...items: TrayItem[]): Tray {
  return items.reduce<Tray>((tray, item) => {
    const change = addToTray(tray, item);
    if (!change.ok) throw new Error(change.message);
    return change.tray;
  }, []);
}

describe('the compare tray', () => {
  it('adds parts in the order they were added', () => {
    const change = addToTray(trayOf(cpu('a')), cpu('b'));
    expect(change).toEqual({ ok: true, tray: [cpu('a'), cpu('b')] });
  });

  it('removes a part, and leaves the tray as it is for a part it does not hold', () => {
    const tray = trayOf(cpu('a'), cpu('b'));
    expect(removeFromTray(tray, 'a')).toEqual([cpu('b')]);
    expect(removeFromTray(tray, 'zzz')).toBe(tray);
  });

  it('adding a part it holds already changes nothing (no duplicate)', () => {
    const tray = trayOf(cpu('a'));
    expect(addToTray(tray, cpu('a'))).toEqual({ ok: true, tray: [cpu('a')] });
  });

  it('refuses a part of another category, naming both categories, and keeps the tray', () => {
    const tray = trayOf(cpu('a'), cpu('b'));
    const change = addToTray(tray, gpu);
    expect(change).toEqual({
      ok: false,
      tray,
      reason: 'otherCategory',
      message: copy.compare.otherCategory('GeForce RTX 4070', 'Graphics Cards', 'Processors'),
    });
    expect(change.ok || change.message).toBe(
      'Your compare list holds Processors, and GeForce RTX 4070 is in Graphics Cards. Compare parts of one category at a time.',
    );
  });

  it('a part without a category compares only with others without one', () => {
    const plain = (id: string): TrayItem => ({ id, name: id, img: '/x.svg' });
    expect(addToTray(trayOf(plain('a')), plain('b')).ok).toBe(true);
    expect(addToTray(trayOf(plain('a')), cpu('b')).ok).toBe(false);
    expect(addToTray(trayOf(cpu('a')), plain('b')).ok).toBe(false);
  });

  it(`refuses a part past the ${compareLimit}th`, () => {
    const tray = trayOf(cpu('a'), cpu('b'), cpu('c'), cpu('d'));
    const change = addToTray(tray, cpu('e'));
    expect(change).toEqual({
      ok: false,
      tray,
      reason: 'full',
      message: copy.compare.trayFull(4),
    });
  });

  it('an empty tray takes a part of any category', () => {
    expect(addToTray([], gpu)).toEqual({ ok: true, tray: [gpu] });
  });

  it('the toggle adds a part it lacks and removes one it holds, even when full', () => {
    const full = trayOf(cpu('a'), cpu('b'), cpu('c'), cpu('d'));
    expect(toggleInTray(full, cpu('b'))).toEqual({
      ok: true,
      tray: [cpu('a'), cpu('c'), cpu('d')],
    });
    expect(toggleInTray(trayOf(cpu('a')), cpu('b'))).toEqual({
      ok: true,
      tray: [cpu('a'), cpu('b')],
    });
    expect(toggleInTray(full, cpu('e')).ok).toBe(false);
  });
});

describe('reading the stored tray', () => {
  it('reads back what was stored', () => {
    const tray = trayOf(cpu('a'), cpu('b'));
    expect(readTray(JSON.stringify(tray))).toEqual(tray);
  });

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['text that is not JSON', '{"id": "a",'],
    ['JSON that is not a list', '{"id":"a","name":"A","img":"/a.svg"}'],
    ['a JSON number', '42'],
    ['JSON null', 'null'],
  ])('%s reads as an empty tray', (_, stored) => {
    expect(readTray(stored)).toEqual([]);
  });

  it('drops malformed items and keeps the good ones', () => {
    const stored = JSON.stringify([
      cpu('a'),
      null,
      'b',
      { id: 'c', name: 'No picture' },
      { id: 'bad/id', name: 'Slash', img: '/x.svg' },
      { id: 'd', name: 7, img: '/x.svg' },
      { ...cpu('e'), category: 12 },
      cpu('f'),
    ]);
    expect(readTray(stored)).toEqual([cpu('a'), cpu('f')]);
  });

  it('drops repeats, a second category and items past the limit', () => {
    const stored = JSON.stringify([
      cpu('a'),
      cpu('a'),
      gpu,
      cpu('b'),
      cpu('c'),
      cpu('d'),
      cpu('e'),
    ]);
    expect(readTray(stored)).toEqual([cpu('a'), cpu('b'), cpu('c'), cpu('d')]);
  });

  it('keeps only the fields it knows', () => {
    const stored = JSON.stringify([{ ...cpu('a'), price: 1, extra: { deep: true } }]);
    expect(readTray(stored)).toEqual([cpu('a')]);
  });
});

describe("the compare page's ids", () => {
  it('reads ids in order, trimmed, without blanks or repeats', () => {
    expect(parseCompareIds(' a, b,,a ,c,')).toEqual(['a', 'b', 'c']);
    expect(parseCompareIds(null)).toEqual([]);
    expect(parseCompareIds('')).toEqual([]);
  });

  it('refuses more than four before any read', () => {
    expect(compareRequest('a,b,c,d,e')).toEqual({
      status: 'tooMany',
      ids: ['a', 'b', 'c', 'd', 'e'],
    });
    expect(compareRequest('a,b,c,d').status).toBe('ok');
  });

  it('sets apart ids that cannot name a document', () => {
    expect(compareRequest('a,__x__,b/c,d')).toEqual({
      status: 'ok',
      ids: ['a', 'd'],
      malformed: ['__x__', 'b/c'],
    });
  });
});

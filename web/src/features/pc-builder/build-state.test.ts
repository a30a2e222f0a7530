import { buildFromQuery, buildToQuery, type Part } from '@cps/domain';
import { describe, expect, it } from 'vitest';
import { buildIds, partsOf, placePart, removePart, withoutDrive } from './build-state';

const drive = (id: string) => ({ _id: id }) as Part;

describe('the build in the URL', () => {
  it('a pick replaces the part of a one-part slot, and the link reads back the same build', () => {
    let build = placePart({}, 'cpu', 'ryzen');
    build = placePart(build, 'motherboard', 'b650');
    build = placePart(build, 'cpu', 'intel');
    expect(build).toEqual({ cpu: 'intel', motherboard: 'b650' });
    const query = buildToQuery(build);
    expect(query).toBe('cpu=intel&motherboard=b650');
    expect(buildFromQuery(query)).toEqual({ build, problems: [] });
  });

  it('drives join the list, a change replaces the one being changed, and each is kept once', () => {
    let build = placePart({}, 'storage', 'a');
    build = placePart(build, 'storage', 'b');
    build = placePart(build, 'storage', 'c', 'a');
    expect(build).toEqual({ storage: ['c', 'b'] });
    expect(placePart(build, 'storage', 'b')).toEqual({ storage: ['c', 'b'] });
    expect(buildToQuery(build)).toBe('storage=c,b');
  });

  it('a part picked for another slot leaves the one it was in: a link never names it twice', () => {
    const build = placePart({ cpu: 'x', storage: ['x', 'y'] }, 'gpu', 'x');
    expect(build).toEqual({ storage: ['y'], gpu: 'x' });
    expect(buildFromQuery(buildToQuery(build)).problems).toEqual([]);
  });

  it('removing the last drive leaves the slot out of the link', () => {
    const build = removePart({ cpu: 'x', storage: ['a'] }, 'storage', 'a');
    expect(build).toEqual({ cpu: 'x' });
    expect(removePart(build, 'cpu', 'x')).toEqual({});
    expect(buildToQuery({})).toBe('');
  });

  it('lists every id once, and the parts found by slot, leaving out those not found', () => {
    const build = { cpu: 'c', storage: ['a', 'gone'] };
    expect(buildIds(build)).toEqual(['c', 'a', 'gone']);
    const byId = new Map([
      ['c', drive('c')],
      ['a', drive('a')],
    ]);
    expect(partsOf(build, byId)).toEqual({ cpu: drive('c'), storage: [drive('a')] });
    expect(partsOf({ cpu: 'gone' }, byId)).toEqual({});
  });

  it('a drive being changed is left out of the build its list checks against', () => {
    const parts = { storage: [drive('a'), drive('b')] };
    expect(withoutDrive(parts, 'a')).toEqual({ storage: [drive('b')] });
    expect(withoutDrive({ storage: [drive('a')] }, 'a')).toEqual({});
    expect(withoutDrive(parts, undefined)).toBe(parts);
  });
});

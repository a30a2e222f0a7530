import { describe, expect, it } from 'vitest';
import { parseSeedArgs } from './seed-scale';

describe('npm run seed:scale arguments', () => {
  it.each([
    [['20000'], { parts: 20_000 }],
    [['--orders', '100000', '--users', '20000'], { orders: 100_000, users: 20_000 }],
    [['--users=50'], { users: 50 }],
    [['500', '--orders', '10'], { parts: 500, orders: 10 }],
    [['--orders', '10', '500', '--users', '3'], { parts: 500, orders: 10, users: 3 }],
  ])('%j reads as %j', (args, counts) => {
    expect(parseSeedArgs(args)).toEqual(counts);
  });

  it.each([
    [[]],
    [['0']],
    [['1000000']],
    [['12.5']],
    [['1e3']],
    [['20000', '30000']],
    [['--orders']],
    [['--orders', 'many']],
    [['--users', '-5']],
    [['--parts', '10']],
  ])('%j is refused', (args) => {
    expect(parseSeedArgs(args)).toBeUndefined();
  });
});

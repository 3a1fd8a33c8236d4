import { describe, expect, it } from 'vitest';
import { classic, duel } from '../test_fixtures';
import { displayRows, inSetupZone } from './geometry';
import { parseSetupString, randomSetup, setupProblem, setupString, trayCounts } from './setup';

// docs/FORMATS.md's classic pair.
const RED = '3BFB344556/B3B677645B/2892368X74/2S22B25223';
const BLUE = '655443BFB3/B546776B3B/47X8632982/32252B22S2';

describe('setup strings', () => {
  it('reads Red from rank 1 and Blue from rank 10, files a first', () => {
    const red = parseSetupString(classic, 'red', RED)!;
    expect(red.get('c1')).toBe('F');
    expect(red.get('h3')).toBe('X');
    const blue = parseSetupString(classic, 'blue', BLUE)!;
    expect(blue.get('h10')).toBe('F');
    expect(blue.get('c8')).toBe('X');
    expect(blue.get('i7')).toBe('S');
  });

  it('writes back what it read', () => {
    expect(setupString(classic, 'red', parseSetupString(classic, 'red', RED)!)).toBe(RED);
    expect(setupString(classic, 'blue', parseSetupString(classic, 'blue', BLUE)!)).toBe(BLUE);
    const duelSetup = 'B.F.B.../..3..3../2S.9X.2.';
    expect(setupString(duel, 'red', parseSetupString(duel, 'red', duelSetup)!)).toBe(duelSetup);
  });

  it('refuses strings of the wrong shape or with unknown letters', () => {
    expect(parseSetupString(classic, 'red', '3BFB344556/B3B677645B/2892368X74')).toBeNull();
    expect(parseSetupString(classic, 'red', '3BFB34455/B3B677645B/2892368X74/2S22B25223')).toBeNull();
    expect(parseSetupString(classic, 'red', 'QBFB344556/B3B677645B/2892368X74/2S22B25223')).toBeNull();
  });
});

describe('setup checks', () => {
  it('counts what is left and says what is missing', () => {
    const placement = parseSetupString(duel, 'red', 'B.F.B.../..3..3../2S.9X...')!;
    expect(trayCounts(duel, placement).find(([rank]) => rank === '2')).toEqual(['2', 1]);
    expect(setupProblem(duel, 'red', placement)).toBe('Still to place: 1 × Scout');
    placement.set('g3', '2');
    expect(setupProblem(duel, 'red', placement)).toBeNull();
  });

  it('refuses a piece too many and a piece outside the zone', () => {
    const placement = parseSetupString(duel, 'red', 'B.F.B.../..3..3../2S.9X.2.')!;
    placement.set('h3', '2');
    expect(setupProblem(duel, 'red', placement)).toMatch(/Too many pieces of rank Scout/);
    placement.delete('h3');
    placement.delete('g3');
    placement.set('a4', '2');
    expect(setupProblem(duel, 'red', placement)).toBe('a4 is outside your setup zone');
  });

  it('makes random setups that are complete and inside the zone, for either side', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (const side of ['red', 'blue'] as const)
      for (const layout of [classic, duel]) {
        const placement = randomSetup(layout, side, random);
        expect(setupProblem(layout, side, placement)).toBeNull();
      }
  });
});

describe('geometry', () => {
  it('knows the zones and leaves out the lakes', () => {
    expect(inSetupZone(classic, 'red', 'a4')).toBe(true);
    expect(inSetupZone(classic, 'red', 'a5')).toBe(false);
    expect(inSetupZone(classic, 'blue', 'j7')).toBe(true);
    expect(inSetupZone(duel, 'blue', 'a5')).toBe(false);
    expect(inSetupZone(duel, 'blue', 'a6')).toBe(true);
  });

  it('turns the board round for Blue', () => {
    expect(displayRows(duel, 'red')[0][0]).toBe('a8');
    expect(displayRows(duel, 'red')[7][7]).toBe('h1');
    expect(displayRows(duel, 'blue')[0][0]).toBe('h1');
    expect(displayRows(duel, 'blue')[7][7]).toBe('a8');
    expect(displayRows(classic, 'spectator')[0][9]).toBe('j10');
  });
});

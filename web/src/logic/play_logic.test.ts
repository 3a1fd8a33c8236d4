import { describe, expect, it } from 'vitest';
import type { BoardView, PieceView } from '../types';
import { armyCounts } from './army_count';
import { clockText } from './clock';
import { nextHistory } from './history';
import { movesByOrigin, parseMoveText } from './moves';
import { buildFrames } from './replay';
import { resultWords } from './result';
import { duel } from '../test_fixtures';

describe('moves', () => {
  it('groups legal moves by their square of origin, two-digit ranks too', () => {
    const moves = movesByOrigin(['a3-a4', 'a3-a6', 'a3xa7', 'b9-b10', 'j10xj9']);
    expect([...moves.get('a3')!.keys()]).toEqual(['a4', 'a6', 'a7']);
    expect(moves.get('a3')!.get('a7')).toBe('a3xa7');
    expect(moves.get('b9')!.get('b10')).toBe('b9-b10');
    expect(parseMoveText('j10xj9(3>B)')).toEqual({ from: 'j10', to: 'j9', attack: true });
    expect(parseMoveText('resign')).toBeNull();
  });
});

describe('replay frames', () => {
  const armies = { red: 'B.F.B.../..3..3../2S.9X.2.', blue: 'B.F.B.../..3..3../2S.9X.2.' };

  it('moves pieces and settles battles by their notes', () => {
    // Red's Scout a3 runs to a5 and ties with Blue's Scout on a6; Red's Marshal takes the General.
    const moves = ['a3-a5', 'd6-d5', 'a5xa6(2=2)', 'b6-b5', 'e3-e4', 'd5-d4', 'e4xd4(X>9)', 'b5xb4', 'c2xc3(3<B)'];
    const frames = buildFrames(duel, armies, moves.slice(0, 7));
    if (typeof frames === 'string') throw new Error(frames);
    expect(frames).toHaveLength(8);
    expect(frames[0].squares.get('a3')).toEqual({ side: 'red', rank: '2' });
    expect(frames[1].squares.get('a5')).toEqual({ side: 'red', rank: '2' });
    expect(frames[3].squares.has('a5')).toBe(false);
    expect(frames[3].squares.has('a6')).toBe(false);
    expect(frames[3].captured).toHaveLength(2);
    expect(frames[7].squares.get('d4')).toEqual({ side: 'red', rank: 'X' });
    expect(frames[7].captured.at(-1)).toEqual({ side: 'blue', rank: '9' });
    expect(buildFrames(duel, armies, moves)).toMatch(/move 8 \(b5xb4\) is an attack without a defender/);
  });

  it('says which move does not fit', () => {
    expect(buildFrames(duel, armies, ['a3-a4', 'd4-d5'])).toBe('move 2 (d4-d5) does not start from a piece');
    expect(buildFrames(duel, armies, ['a3xa4'])).toMatch(/attack without a defender/);
  });
});

describe('history', () => {
  const board = (ply: number, last: BoardView['last'], history?: string[]): BoardView =>
    ({ ply, last, history, variant: 'duel', rules: {}, toMove: 'red', pliesSinceBattle: 0, pieces: [], legal: [], outcome: null }) as BoardView;

  it('takes a full list, adds the next move with its battle note, and asks again after a gap', () => {
    expect(nextHistory(null, board(1, null, ['a3-a4']))).toEqual(['a3-a4']);
    expect(nextHistory(['a3-a4'], board(2, { move: 'h6xh5', piece: 3, target: 4, battle: '(2<3)' }))).toEqual(['a3-a4', 'h6xh5(2<3)']);
    expect(nextHistory(['a3-a4'], board(1, { move: 'a3-a4', piece: 1 }))).toEqual(['a3-a4']);
    expect(nextHistory(['a3-a4'], board(3, { move: 'b3-b4', piece: 1 }))).toBeNull();
    expect(nextHistory(null, board(3, { move: 'b3-b4', piece: 1 }))).toBeNull();
  });
});

describe('army counts', () => {
  const piece = (side: 'red' | 'blue', square: string | null, rank?: string): PieceView => ({ side, square, start: 'a1', rank, moved: false, scout: false, revealed: !!rank });

  it('counts captured and seen pieces from what the view holds', () => {
    const pieces = [piece('blue', null, '2'), piece('blue', 'a6', 'X'), piece('blue', 'b6'), piece('red', 'a1', 'F')];
    const counts = armyCounts(duel, pieces, 'blue');
    expect(counts[0]).toEqual({ rank: 'X', total: 1, captured: 0, standingSeen: 1 });
    expect(counts.find((c) => c.rank === '2')).toEqual({ rank: '2', total: 2, captured: 1, standingSeen: 0 });
  });
});

describe('words', () => {
  it('writes clocks and results', () => {
    expect(clockText(65_000)).toBe('1:05');
    expect(clockText(9_450)).toBe('0:09.4');
    expect(clockText(-5)).toBe('0:00.0');
    expect(resultWords('red flag-captured', { red: 'ann', blue: 'bob' })).toBe('ann (red) wins: captured the Flag.');
    expect(resultWords('draw agreed-draw', { red: 'ann', blue: 'bob' })).toBe('Draw: agreed.');
  });
});

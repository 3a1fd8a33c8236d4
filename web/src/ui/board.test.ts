import { describe, expect, it, vi } from 'vitest';
import { classic } from '../test_fixtures';
import { renderBoard } from './board';

describe('the board', () => {
  const pieces = new Map([
    ['a1', { side: 'red' as const, rank: 'X' }],
    ['a10', { side: 'blue' as const, moved: true }],
  ]);

  it('draws every square, the known rank and nothing of an unknown piece', () => {
    const board = renderBoard({ layout: classic, seat: 'red', pieces }, {});
    expect(board.querySelectorAll('[data-square]')).toHaveLength(100);
    expect(board.querySelector('[data-square="a1"]')!.getAttribute('aria-label')).toBe('a1, red Marshal');
    expect(board.querySelector('[data-square="a1"] svg')!.textContent).toBe('10');
    expect(board.querySelector('[data-square="a1"] .rank-coord')!.textContent).toBe('1');
    expect(board.querySelector('[data-square="j1"] .file-coord')!.textContent).toBe('j');
    const unknown = board.querySelector('[data-square="a10"]')!;
    expect(unknown.getAttribute('aria-label')).toBe('a10, blue unknown');
    expect(unknown.querySelector('svg')!.textContent).toBe('');
    expect(unknown.querySelector('.mark-moved')).not.toBeNull();
    expect(board.querySelector('[data-square="c5"]')!.classList.contains('lake')).toBe(true);
  });

  it('says which ply it shows, when it shows a game', () => {
    expect(renderBoard({ layout: classic, seat: 'red', pieces, ply: 7 }, {}).dataset.ply).toBe('7');
    expect(renderBoard({ layout: classic, seat: 'red', pieces }, {}).hasAttribute('data-ply')).toBe(false);
  });

  it('shows Blue its own side at the bottom', () => {
    const board = renderBoard({ layout: classic, seat: 'blue', pieces }, {});
    const squares = [...board.querySelectorAll<HTMLElement>('[data-square]')].map((b) => b.dataset.square);
    expect(squares[0]).toBe('j1');
    expect(squares[99]).toBe('a10');
  });

  it('walks with the arrow keys and acts on a click', () => {
    const onSquare = vi.fn();
    const board = renderBoard({ layout: classic, seat: 'red', pieces }, { onSquare });
    document.body.appendChild(board);
    const a1 = board.querySelector<HTMLElement>('[data-square="a1"]')!;
    a1.focus();
    a1.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
    expect((document.activeElement as HTMLElement).dataset.square).toBe('a2');
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect((document.activeElement as HTMLElement).dataset.square).toBe('b2');
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect((document.activeElement as HTMLElement).dataset.square).toBe('b1');
    (document.activeElement as HTMLElement).click();
    expect(onSquare).toHaveBeenCalledWith('b1');
    board.remove();
  });
});

// The board: one button per square (so it works with the keyboard and a screen reader),
// laid out as the seat sees it, with pieces, highlights and drag and drop. Screens give it
// what to show and what a click does (drag and drop: ui/drag); it holds no game state.
import type { Layout, Seat } from '../types';
import { displayRows, isLake } from '../logic/geometry';
import { rankName } from '../logic/ranks';
import { h } from './dom';
import { pieceSvg, type PieceLook } from './pieces';

export interface BoardContent {
  layout: Layout;
  seat: Seat;
  pieces: Map<string, PieceLook>;
  selected?: string | null;
  targets?: Set<string>;
  zone?: (square: string) => boolean; // the setup zone, shaded
  lastMove?: [string, string] | null;
  battle?: string | null; // the square of a battle being shown
  ply?: number; // the position's ply, in data-ply: tells a script which position the board shows
}

export interface BoardActions {
  onSquare?: (square: string) => void;
}

export function renderBoard(content: BoardContent, actions: BoardActions): HTMLElement {
  const { layout } = content;
  const board = h('div', {
    class: 'board',
    role: 'grid',
    'aria-label': 'board',
    style: `--files:${layout.files};--ranks:${layout.ranks}`,
    'data-ply': content.ply,
  });
  const rows = displayRows(layout, content.seat);
  rows.forEach((row, r) => {
    const line = h('div', { class: 'board-row', role: 'row' });
    row.forEach((square, f) => {
      const button = squareButton(square, content, actions);
      // Coordinates along the left and bottom edges, as the seat sees the board.
      if (f === 0) button.appendChild(h('span', { class: 'coord rank-coord', 'aria-hidden': 'true' }, square.slice(1)));
      if (r === rows.length - 1) button.appendChild(h('span', { class: 'coord file-coord', 'aria-hidden': 'true' }, square[0]));
      line.appendChild(button);
    });
    board.appendChild(line);
  });
  board.addEventListener('keydown', (event) => moveFocus(board, rows, event));
  return board;
}

function squareButton(square: string, content: BoardContent, actions: BoardActions): HTMLElement {
  const lake = isLake(content.layout, square);
  const piece = content.pieces.get(square);
  const classes = ['square'];
  if (lake) classes.push('lake');
  if (content.zone?.(square)) classes.push('zone');
  if (content.selected === square) classes.push('selected');
  if (content.targets?.has(square)) classes.push('target');
  if (content.lastMove?.includes(square)) classes.push('last');
  if (content.battle === square) classes.push('battle-square');
  const label = `${square}${lake ? ', lake' : ''}${piece ? `, ${piece.side} ${piece.rank ? rankName(piece.rank) : 'unknown'}` : ''}`;
  const button = h('button', {
    type: 'button',
    class: classes.join(' '),
    role: 'gridcell',
    'data-square': square,
    'aria-label': label,
    'aria-pressed': content.selected === square ? 'true' : null,
    'aria-disabled': lake ? 'true' : null, // still focusable, so the arrow keys can cross it
    onclick: () => actions.onSquare?.(square),
  });
  if (piece) button.appendChild(pieceSvg(piece));
  return button;
}

const STEPS: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

// The arrow keys walk the board as it is shown (lakes included, as they can be read out),
// so a keyboard player need not tab through every square.
function moveFocus(board: HTMLElement, rows: string[][], event: KeyboardEvent): void {
  const step = STEPS[event.key];
  const from = (event.target as Element).closest<HTMLElement>('[data-square]')?.dataset.square;
  if (!step || !from) return;
  const row = rows.findIndex((r) => r.includes(from));
  const column = rows[row].indexOf(from);
  const to = rows[row + step[0]]?.[column + step[1]];
  if (!to) return;
  event.preventDefault();
  board.querySelector<HTMLElement>(`[data-square="${to}"]`)?.focus();
}

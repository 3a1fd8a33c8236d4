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
  });
  for (const row of displayRows(layout, content.seat)) {
    const line = h('div', { class: 'board-row', role: 'row' });
    for (const square of row) line.appendChild(squareButton(square, content, actions));
    board.appendChild(line);
  }
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
    disabled: lake,
    onclick: () => actions.onSquare?.(square),
  });
  if (piece) button.appendChild(pieceSvg(piece));
  return button;
}

// Piece art, drawn in SVG: the side's colour, the rank large enough to read at a glance with
// a symbol for the pieces that have no number, and small marks for what is public about an
// unknown piece (it has moved; it moved like a Scout). An unknown piece shows no rank at all:
// nothing about it in the page says more than the server told this seat.
import type { Side } from '../types';
import { rankLabel, rankName } from '../logic/ranks';
import { svg } from './dom';

export interface PieceLook {
  side: Side;
  rank?: string;
  moved?: boolean;
  scout?: boolean;
  revealed?: boolean;
}

function symbol(rank: string): SVGElement | null {
  if (rank === 'F') return svg('path', { d: 'M36 24 v52 M36 24 l30 10 -30 10', class: 'glyph-line' });
  if (rank === 'B')
    return svg('g', {}, svg('circle', { cx: 50, cy: 56, r: 20, class: 'glyph' }), svg('path', { d: 'M62 40 l8 -10', class: 'glyph-line' }));
  return null;
}

export function pieceSvg(look: PieceLook): SVGElement {
  const known = look.rank !== undefined;
  const title = known ? `${look.side} ${rankName(look.rank!)}` : `${look.side} unknown piece`;
  const root = svg('svg', { viewBox: '0 0 100 100', class: `piece ${look.side}${known ? '' : ' hidden'}`, role: 'img', 'aria-label': title });
  root.appendChild(svg('rect', { x: 6, y: 6, width: 88, height: 88, rx: 14, class: 'body' }));
  if (known) {
    const glyph = symbol(look.rank!);
    if (glyph) root.appendChild(glyph);
    else root.appendChild(svg('text', { x: 50, y: 66, 'text-anchor': 'middle', class: 'rank' }, rankLabel(look.rank!)));
  } else {
    root.appendChild(svg('path', { d: 'M30 50 h40 M50 30 v40', class: 'emblem' }));
  }
  if (look.moved) root.appendChild(svg('circle', { cx: 82, cy: 18, r: 7, class: 'mark-moved' }));
  if (look.scout && !known) root.appendChild(svg('text', { x: 22, y: 28, 'text-anchor': 'middle', class: 'mark-scout' }, '2?'));
  if (look.revealed) root.appendChild(svg('rect', { x: 10, y: 10, width: 80, height: 80, rx: 11, class: 'mark-revealed' }));
  return root;
}

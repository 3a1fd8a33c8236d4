// Card Battle cards drawn in SVG (the rank large, or the back) and the short forms the
// table uses for discards and seen hands.
import type { Side } from '../types';
import { cardRankName } from '../logic/card_actions';
import { h, svg } from './dom';

export interface Face {
  side: Side;
  rank?: string; // known: drawn face up
  exposed?: boolean; // my card that the enemy knows
  preview?: boolean; // an arrangement being chosen
  small?: boolean;
}

export function sideName(side: Side): string {
  return side === 'red' ? 'Red' : 'Blue';
}

// A card in SVG: the rank large in the middle and small in the corners, or the back.
export function cardSvg(face: Face): SVGElement {
  const known = face.rank !== undefined;
  const classes = ['card-svg', `card-${face.side}`, known ? 'card-face' : 'card-back'];
  if (face.preview) classes.push('card-preview');
  const root = svg('svg', { viewBox: '0 0 60 84', class: classes.join(' '), 'aria-hidden': 'true', focusable: 'false' });
  root.appendChild(svg('rect', { x: 2, y: 2, width: 56, height: 80, rx: 7, class: 'card-body' }));
  if (known) {
    const rank = face.rank!;
    root.appendChild(svg('rect', { x: 7, y: 7, width: 46, height: 70, rx: 4, class: 'card-inner' }));
    root.appendChild(svg('text', { x: 30, y: rank === '10' ? 53 : 55, 'text-anchor': 'middle', class: `card-rank${rank === '10' ? ' card-rank-wide' : ''}` }, rank));
    root.appendChild(svg('text', { x: 11, y: 18, 'text-anchor': 'middle', class: 'card-corner' }, rank));
    root.appendChild(svg('text', { x: 49, y: 74, 'text-anchor': 'middle', class: 'card-corner' }, rank));
  } else {
    root.appendChild(svg('rect', { x: 8, y: 8, width: 44, height: 68, rx: 4, class: 'card-back-frame' }));
    root.appendChild(svg('path', { d: 'M30 20 L44 42 L30 64 L16 42 Z', class: 'card-back-emblem' }));
  }
  if (face.exposed) {
    // An open eye in the corner: the enemy knows this card.
    root.appendChild(
      svg('g', { class: 'card-mark-exposed' }, svg('path', { d: 'M38 13 Q46 5 54 13 Q46 21 38 13 Z' }), svg('circle', { cx: 46, cy: 13, r: 2.5 })),
    );
  }
  return root;
}

export function cardWords(rank: string | undefined): string {
  return rank === undefined ? 'face-down card' : `${rank} (${cardRankName(rank)})`;
}

export function miniCards(ranks: readonly string[], side: Side, emptyText: string): HTMLElement {
  if (ranks.length === 0) return h('span', { class: 'card-none' }, emptyText);
  const list = h('ul', { class: 'card-mini-list', 'aria-label': ranks.join(' ') });
  for (const rank of ranks) list.appendChild(h('li', { class: `card-mini card-${side}`, title: cardRankName(rank) }, rank));
  return list;
}

// The hidden-information check of the two-player test: everything a page received (socket
// frames and API answers), its storage and its DOM may show an enemy piece's rank only after
// that piece fought a battle, and then only its true rank.
import { expect, type Page } from '@playwright/test';
import type { SeatMessage } from './game_driver';

type Board = NonNullable<SeatMessage['board']>;

// Every JSON message a page receives over its socket or from the API.
export function recordReceived(page: Page): SeatMessage[] {
  const received: SeatMessage[] = [];
  const keep = (text: string) => {
    try {
      const value = JSON.parse(text);
      if (value && typeof value === 'object') received.push(value);
    } catch {
      // not JSON: static files
    }
  };
  page.on('websocket', (socket) => socket.on('framereceived', (frame) => keep(String(frame.payload))));
  page.on('response', async (response) => {
    if (response.url().includes('/api/')) keep(await response.text().catch(() => ''));
  });
  return received;
}

// The ply at which each piece first fought, from every board either seat received.
export function firstBattles(messages: SeatMessage[]): Map<number, number> {
  const first = new Map<number, number>();
  for (const m of messages) {
    const last = m.board?.last;
    if (!last?.battle) continue;
    for (const id of [last.piece, last.target!]) first.set(id, Math.min(first.get(id) ?? Infinity, m.board!.ply));
  }
  return first;
}

export function checkMessages(messages: SeatMessage[], me: string, truth: Board['pieces'], battles: Map<number, number>): number {
  let shown = 0;
  for (const m of messages) {
    if (!m.board || m.status === 'over') continue;
    m.board.pieces.forEach((piece, id) => {
      if (piece.side === me || piece.rank === undefined) return;
      shown++;
      expect(battles.get(id), `enemy piece ${id} shown as ${piece.rank} at ply ${m.board!.ply} without a battle`).toBeLessThanOrEqual(m.board!.ply);
      expect(piece.rank).toBe(truth[id].rank);
    });
    expect(JSON.stringify(m)).not.toMatch(/"armies"/);
  }
  return shown;
}

// The DOM: an enemy piece is drawn with a rank only if the seat's own view holds that rank.
export async function checkDom(page: Page, me: string, view: Board): Promise<void> {
  for (const enemy of ['red', 'blue'].filter((side) => side !== me)) await checkDomSide(page, enemy, view);
}

async function checkDomSide(page: Page, enemy: string, view: Board): Promise<void> {
  const drawn = await page.evaluate(
    (side) =>
      [...document.querySelectorAll(`svg.piece.${side}`)].map((svg) => ({
        square: svg.closest('[data-square]')?.getAttribute('data-square') ?? null,
        label: svg.getAttribute('aria-label') ?? '',
        text: svg.textContent ?? '',
      })),
    enemy,
  );
  for (const piece of drawn) {
    if (piece.square === null) continue; // the battle card shows the ranks of the last battle, public to all
    const known = view.pieces.find((p) => p.square === piece.square);
    if (known?.rank === undefined) {
      expect(piece.label, `the enemy piece on ${piece.square}`).toBe(`${enemy} unknown piece`);
      expect(piece.text.replace('2?', '')).toBe('');
    }
  }
  const squareLabels = await page.evaluate(() => [...document.querySelectorAll('[data-square]')].map((b) => b.getAttribute('aria-label') ?? ''));
  for (const label of squareLabels) {
    const match = new RegExp(`, ${enemy} (\\w+)$`).exec(label);
    if (!match || match[1] === 'unknown') continue;
    const square = label.split(',')[0];
    expect(view.pieces.find((p) => p.square === square)?.rank, `the label of ${square} names a rank`).toBeDefined();
  }
}

// Storage holds preferences and invite codes only: nothing of the game's pieces.
export async function checkStorage(page: Page): Promise<void> {
  const stored = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  for (const key of stored) expect(key).toMatch(/^(sound|invite:\d+)$/);
}

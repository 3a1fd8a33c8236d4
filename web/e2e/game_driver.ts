// What the end-to-end tests do through the page: start games from the lobby, set up, and
// play moves by clicking squares like a player. The tests read the seat's own game message
// (GET /api/games/ID, with the page's cookie) to choose a legal move; everything else goes
// through the user interface.
import { expect, type Page } from '@playwright/test';
import type { Layout, Side } from '../src/types';

export interface SeatMessage {
  seat: string;
  layout?: Layout;
  armies?: Record<Side, string>;
  status: string;
  result: string;
  setup?: { ready: Record<string, boolean> };
  board?: {
    ply: number;
    toMove: string;
    legal: string[];
    outcome: unknown;
    pieces: { side: string; square: string | null; start: string; rank?: string; revealed: boolean }[];
    last: { move: string; piece: number; target?: number; battle?: string } | null;
  };
}

export function gameIdOf(page: Page): number {
  const match = /#\/game\/(\d+)/.exec(page.url());
  if (!match) throw new Error(`not on a game page: ${page.url()}`);
  return Number(match[1]);
}

// The game message of the page's seat; `T` for the shape a test reads (a board game's by default).
export async function seatMessage<T = SeatMessage>(page: Page, id = gameIdOf(page)): Promise<T> {
  return page.evaluate(async (game) => (await fetch(`/api/games/${game}`)).json(), id);
}

export async function playComputer(page: Page, variant: string, level: string, color = 'random'): Promise<number> {
  await page.goto(new URL('/', page.url()).href); // the lobby of the server the page is on
  const form = page.getByRole('form', { name: 'play the computer' });
  await form.getByRole('combobox', { name: 'Game' }).selectOption(variant);
  await form.getByRole('combobox', { name: 'Computer' }).selectOption(level);
  await form.getByRole('combobox', { name: 'Your colour' }).selectOption(color);
  await form.getByRole('button', { name: 'Play' }).click();
  await page.waitForURL(/#\/game\/\d+/);
  return gameIdOf(page);
}

export function square(page: Page, name: string) {
  return page.locator(`.board [data-square="${name}"]`);
}

// A random setup with the Flag then moved, by tapping squares, into the back corner behind two
// Bombs: a random Flag on the front rank can fall to the computer's first Scout raid, and a test
// that needs the game to go on must not depend on the draw.
export async function walledFlagSetupAndReady(page: Page, id: number): Promise<void> {
  const { seat, layout } = await seatMessage(page, id);
  await page.getByRole('button', { name: 'Random' }).click();
  const back = seat === 'red' ? 1 : layout!.ranks;
  const inward = seat === 'red' ? 1 : -1;
  const pieceAt = (rank: string) => page.locator(`.board [data-square][aria-label$=", ${seat} ${rank}"]`);
  const swap = async (from: string, to: string, rank: string) => {
    if (from === to) return;
    await square(page, from).click();
    await square(page, to).click();
    await expect(square(page, to)).toHaveAttribute('aria-label', `${to}, ${seat} ${rank}`);
  };
  await swap((await pieceAt('Flag').getAttribute('data-square'))!, `a${back}`, 'Flag');
  const wall = [`b${back}`, `a${back + inward}`];
  for (const target of wall) {
    const bombs = await pieceAt('Bomb').evaluateAll((found) => found.map((b) => b.getAttribute('data-square')!));
    if (bombs.includes(target)) continue;
    await swap(bombs.find((b) => !wall.includes(b))!, target, 'Bomb');
  }
  await page.getByRole('button', { name: 'Ready', exact: true }).click();
}

// Waits until the seat is to move (true) or the game is over (false).
export async function waitForTurn(page: Page, id: number): Promise<SeatMessage> {
  for (;;) {
    const message = await seatMessage(page, id);
    if (message.status === 'over' || (message.board && message.board.toMove === message.seat && message.board.legal.length)) return message;
    await page.waitForTimeout(50);
  }
}

// Plays one move by clicking its two squares, and waits until the server has the next ply.
// The server may say it is the seat's turn before the page has been told so: a click on a
// board still showing the opponent's turn selects nothing, so first wait for the position.
export async function clickMove(page: Page, move: string, plyBefore: number): Promise<void> {
  const [from, to] = move.split(/[-x]/);
  await expect(page.locator('.board')).toHaveAttribute('data-ply', String(plyBefore));
  await square(page, from).click();
  await expect(square(page, to)).toHaveClass(/target/);
  await square(page, to).click();
  await expect.poll(async () => (await seatMessage(page)).board?.ply ?? 0).toBeGreaterThan(plyBefore);
}

// An attack if there is one (games end sooner), else a forward-looking random move.
export function chooseMove(legal: string[], random: () => number = Math.random): string {
  const attacks = legal.filter((m) => m.includes('x'));
  const pool = attacks.length ? attacks : legal;
  return pool[Math.floor(random() * pool.length)];
}

// Plays up to `count` of the seat's moves by clicking, each chosen by `pick` from the legal
// ones; stops when the game is over and returns how many moves it played.
export async function playMoves(page: Page, id: number, count: number, pick: (legal: string[]) => string = (legal) => chooseMove(legal)): Promise<number> {
  for (let played = 0; played < count; played++) {
    const message = await waitForTurn(page, id);
    if (message.status === 'over') return played;
    await clickMove(page, pick(message.board!.legal), message.board!.ply);
  }
  return count;
}

// A guest plays the computer to the end of a duel game, entirely through the page.
import { expect, test } from '@playwright/test';
import { TestServer } from './server';
import { playComputer, playMoves, waitForTurn } from './game_driver';

const server = new TestServer();
test.beforeAll(() => server.start());
test.afterAll(() => server.stop());

test('a guest plays the computer to the end of a duel game', async ({ page }) => {
  await page.goto(server.url);
  const id = await playComputer(page, 'duel', 'random'); // the first click: Play
  await expect(page.locator('.top-nav .who')).toContainText('guest-');
  await page.getByRole('button', { name: 'Ready', exact: true }).click(); // the second: the setup is ready-made
  // Both armies stand on the board as the server has them: the computer may have moved
  // already, and a first move can take a piece (a Scout strikes across the open ground).
  const { board } = await waitForTurn(page, id);
  for (const side of ['red', 'blue'])
    await expect(page.locator(`.board svg.piece.${side}`)).toHaveCount(board!.pieces.filter((p) => p.side === side && p.square).length);
  expect(await playMoves(page, id, 2000), 'the game should end long before this').toBeLessThan(2000);
  await expect(page.getByRole('status').filter({ hasText: /wins|Draw/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Replay' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download record' })).toHaveAttribute('href', `/api/games/${id}/record`);
  const record = await page.evaluate(async (game) => (await fetch(`/api/games/${game}/record`)).text(), id);
  expect(record).toContain('[Variant "duel"]');

  // A rematch: the same game again, colours swapped, straight to the setup.
  const seat = (await waitForTurn(page, id)).seat;
  await page.getByRole('button', { name: 'Rematch' }).click();
  await page.waitForURL((url) => url.hash !== `#/game/${id}`);
  await expect(page.locator('.chrome .settings')).toContainText('Duel (8×8), vs computer (random)');
  await expect(page.locator('.chrome .side-name', { hasText: 'you' })).toContainText(seat === 'red' ? 'blue' : 'red');
  await expect(page.getByRole('button', { name: 'Ready', exact: true })).toBeVisible();
});

// A game survives the page being reloaded and the server being killed and started again:
// the page shows the game as it stood and play goes on.
import { expect, test, type Page } from '@playwright/test';
import { TestServer } from './server';
import { chooseMove, playComputer, playMoves, seatMessage, walledFlagSetupAndReady, waitForTurn } from './game_driver';

const server = new TestServer();
test.beforeAll(() => server.start());
test.afterAll(() => server.stop());

// No battles (while there are other moves): the game must not end.
function quiet(legal: string[]): string {
  const calm = legal.filter((m) => !m.includes('x'));
  return chooseMove(calm.length ? calm : legal);
}

async function playSome(page: Page, id: number, moves: number): Promise<void> {
  expect(await playMoves(page, id, moves, quiet), 'the game ended').toBe(moves);
}

test('reloading the page and restarting the server both resume the game', async ({ page }) => {
  await page.goto(server.url);
  const id = await playComputer(page, 'classic', 'greedy');
  await walledFlagSetupAndReady(page, id);
  await playSome(page, id, 3);

  const before = await waitForTurn(page, id);
  await page.reload();
  await expect(page.locator('.board svg.piece')).toHaveCount(before.board!.pieces.filter((p) => p.square).length);
  await expect(page.locator('ol.moves li')).not.toHaveCount(0);
  await playSome(page, id, 2);

  const stood = await waitForTurn(page, id);
  await server.kill();
  await expect(page.getByText('Connection lost: reconnecting…')).toBeVisible();
  await server.start();
  await expect(page.getByText('Connection lost: reconnecting…')).toBeHidden({ timeout: 20_000 });
  expect((await seatMessage(page, id)).board!.ply).toBe(stood.board!.ply);
  await playSome(page, id, 2);
  expect((await seatMessage(page, id)).board!.ply).toBeGreaterThanOrEqual(stood.board!.ply + 4);
});

// Setting up by dragging pieces from the tray onto the board (and tapping, as on a phone):
// Ready stays disabled, with a line saying what is missing, until the setup is complete.
import { expect, test } from '@playwright/test';
import { TestServer } from './server';
import { playComputer, seatMessage, square } from './game_driver';

const server = new TestServer();
test.beforeAll(() => server.start());
test.afterAll(() => server.stop());

// A duel army (10 pieces) on Red's three ranks.
const PLAN: [string, string][] = [
  ['F', 'd1'], ['B', 'c1'], ['B', 'e1'], ['3', 'c2'], ['3', 'f2'], ['2', 'a3'], ['S', 'b3'], ['9', 'd3'], ['X', 'e3'],
];

test('a setup made by dragging, refused until complete', async ({ page }) => {
  await page.goto(server.url);
  const id = await playComputer(page, 'duel', 'greedy', 'red');
  const ready = page.getByRole('button', { name: 'Ready', exact: true });
  await expect(ready).toBeEnabled(); // the screen starts with a setup from the library
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(ready).toBeDisabled();
  await expect(page.getByText('Still to place: 1 × Marshal')).toBeVisible();

  for (const [rank, target] of PLAN) await page.locator(`[data-tray="${rank}"]`).dragTo(square(page, target));
  await expect(square(page, 'd1').locator('svg')).toHaveAttribute('aria-label', 'red Flag');
  await expect(page.getByText('Still to place: 1 × Scout')).toBeVisible();
  await expect(ready).toBeDisabled();

  // A piece dragged outside the setup zone does not land there.
  await page.locator('[data-tray="2"]').dragTo(square(page, 'a5'));
  await expect(square(page, 'a5').locator('svg')).toHaveCount(0);
  // Square to square moves a piece; off the board it goes back to the tray.
  await square(page, 'e3').dragTo(square(page, 'h3'));
  await expect(square(page, 'h3').locator('svg')).toHaveAttribute('aria-label', 'red Marshal');
  await square(page, 'h3').dragTo(page.locator('.chrome .settings'));
  await expect(page.getByText('Still to place: 1 × Marshal, 1 × Scout')).toBeVisible();

  // Tap a tray piece, then a square.
  await page.locator('[data-tray="X"]').click();
  await square(page, 'e3').click();
  await page.locator('[data-tray="2"]').click();
  await square(page, 'g3').click();
  await expect(page.getByText(/Still to place/)).toHaveCount(0);
  await expect(ready).toBeEnabled();

  // Saved under a name, offered again, deleted.
  page.once('dialog', (dialog) => dialog.accept('wall'));
  await page.getByRole('button', { name: 'Save as…' }).click();
  await expect(page.getByText('Saved as wall')).toBeVisible();
  const saved = page.getByRole('combobox', { name: 'saved setups' });
  await expect(saved.locator('option', { hasText: 'wall' })).toHaveCount(1);
  await saved.selectOption('wall');
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Delete saved' }).click();
  await expect(saved).toHaveCount(0);

  await ready.click();
  await expect(page.locator('.board svg.piece.blue')).toHaveCount(10);
  const board = (await seatMessage(page, id)).board!;
  expect(board.pieces.find((p) => p.square === 'd1')?.rank).toBe('F');
  expect(board.pieces.find((p) => p.square === 'g3')?.rank).toBe('2');
});

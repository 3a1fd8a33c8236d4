// Screenshots of the lobby, setup, play and replay screens on a desktop and a phone, kept as
// test artefacts in web/test-artifacts/screenshots (a person looks at them; the test checks
// that each screen shows what it must and fits the viewport without sideways scrolling).
import { expect, test } from '@playwright/test';
import { TestServer } from './server';
import { playComputer, playMoves, waitForTurn } from './game_driver';
import { shoot, viewports } from './artifacts';

const server = new TestServer();
test.beforeAll(() => server.start());
test.afterAll(() => server.stop());

for (const [device, options] of Object.entries(viewports)) {
  test(`screens on a ${device}`, async ({ browser }) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await page.goto(server.url);
    await expect(page.getByRole('heading', { name: 'Play the computer' })).toBeVisible();
    await shoot(page, `lobby-${device}`);

    const id = await playComputer(page, 'classic', 'greedy');
    await page.getByRole('button', { name: 'Random' }).click();
    await expect(page.getByRole('button', { name: 'Ready', exact: true })).toBeEnabled();
    await shoot(page, `setup-${device}`);
    await page.getByRole('button', { name: 'Ready', exact: true }).click();

    await playMoves(page, id, 6);
    await expect(page.locator('.board svg.piece')).not.toHaveCount(0);
    await shoot(page, `play-${device}`);

    // A random setup may leave the Flag in the front row, where a Scout can take it within
    // these few moves: the game is then over and there is nothing to resign.
    if ((await waitForTurn(page, id)).status !== 'over') {
      page.once('dialog', (dialog) => dialog.accept());
      await page.getByRole('button', { name: 'Resign' }).click();
    }
    await page.getByRole('link', { name: 'Replay' }).click();
    await expect(page.getByRole('heading', { name: `Replay of game ${id}` })).toBeVisible();
    await page.getByRole('button', { name: 'first' }).click();
    await page.getByRole('button', { name: 'next' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ply 1' })).toBeVisible();
    await shoot(page, `replay-${device}`);
    await context.close();
  });
}

// Two people in two browser contexts: one creates a private challenge, the other opens the
// invite link; they set up and play until several battles have been fought. Neither page's
// received messages, storage or DOM ever holds an enemy rank that player has not seen.
import { expect, test, type Page } from '@playwright/test';
import { TestServer } from './server';
import { chooseMove, clickMove, gameIdOf, seatMessage } from './game_driver';
import { parseSetupString } from '../src/logic/setup';
import { checkDom, checkMessages, checkStorage, firstBattles, recordReceived } from './hidden_ranks';

// The Flag in a corner behind its two Bombs, so that battles come before the end.
const FORT = 'FB....../B......./23S9X32.';

// Saves the setup under a name (the page's own API call), then picks it in the setup screen.
async function useSavedSetup(page: Page, setup: string): Promise<void> {
  const saved = await page.evaluate(
    async (text) => (await fetch('/api/setups/fort', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ variant: 'duel', setup: text }) })).status,
    setup,
  );
  expect(saved).toBe(200);
  await page.reload();
  await page.getByRole('combobox', { name: 'saved setups' }).selectOption('fort');
  await page.getByRole('button', { name: 'Ready', exact: true }).click();
}

function seeded(seed: number): () => number {
  return () => (seed = (seed * 16807) % 2147483647) / 2147483647;
}

const server = new TestServer();
test.beforeAll(() => server.start());
test.afterAll(() => server.stop());

test('two players see only what they may', async ({ browser }) => {
  const red = await (await browser.newContext()).newPage();
  const blue = await (await browser.newContext()).newPage();
  const received = { red: recordReceived(red), blue: recordReceived(blue) };

  await red.goto(server.url);
  const challenge = red.getByRole('form', { name: 'new challenge' });
  await challenge.getByRole('combobox', { name: 'Game' }).selectOption('duel');
  await challenge.getByRole('combobox', { name: 'Clock' }).selectOption('');
  await challenge.getByRole('combobox', { name: 'Your colour' }).selectOption('red');
  await challenge.getByRole('checkbox').check();
  await challenge.getByRole('button', { name: 'Create' }).click();
  const link = await red.getByRole('textbox', { name: 'invite link' }).inputValue();
  const id = gameIdOf(red);

  await blue.goto(link);
  await blue.waitForURL(`**/#/game/${id}`);
  await expect(red.locator('.player-line.blue .dot.online')).toBeVisible();
  await useSavedSetup(red, FORT);
  await useSavedSetup(blue, FORT);
  await expect(red.getByRole('status').filter({ hasText: 'Your turn.' })).toBeVisible();

  // A third person finds the game in the lobby and watches it.
  const watcher = await (await browser.newContext()).newPage();
  const watched = recordReceived(watcher);
  await watcher.goto(server.url);
  await watcher.getByRole('region', { name: 'Games in progress' }).getByRole('link', { name: 'Watch' }).click();
  await expect(watcher.getByRole('status').filter({ hasText: 'Red to play.' })).toBeVisible();

  const pages = { red, blue };
  const random = seeded(2026); // with fixed setups, the same game every run
  for (let ply = 0; ply < 80; ply++) {
    const side = ply % 2 === 0 ? 'red' : 'blue';
    const message = await seatMessage(pages[side], id);
    if (message.status === 'over' || firstBattles([...received.red, ...received.blue]).size >= 8) break;
    await clickMove(pages[side], chooseMove(message.board!.legal, random), message.board!.ply);
    await checkDom(pages[side], side, (await seatMessage(pages[side], id)).board!);
  }

  // The truth: each seat's own pieces, as its own view holds them.
  const own = { red: (await seatMessage(red, id)).board!.pieces, blue: (await seatMessage(blue, id)).board!.pieces };
  const truth = own.red.map((piece, i) => (piece.side === 'red' ? piece : own.blue[i]));
  const battles = firstBattles([...received.red, ...received.blue]);
  expect(battles.size, 'battles were fought').toBeGreaterThan(0);
  const shown = checkMessages(received.red, 'red', truth, battles) + checkMessages(received.blue, 'blue', truth, battles);
  expect(shown, 'pieces that fought are shown to the other side').toBeGreaterThan(0);
  expect(checkMessages(watched, 'spectator', truth, battles), 'the spectator sees the battles').toBeGreaterThan(0);
  for (const [side, page] of Object.entries({ ...pages, spectator: watcher })) {
    await checkDom(page, side, (await seatMessage(page, id)).board!);
    await checkStorage(page);
  }
  const over = (await seatMessage(red, id)).status === 'over';
  if (!over) {
    await blue.close();
    await expect(red.getByText('Your opponent is disconnected')).toBeVisible();
    red.once('dialog', (dialog) => dialog.accept());
    await red.getByRole('button', { name: 'Resign' }).click();
  }
  await expect(red.getByRole('status').filter({ hasText: /wins|Draw/ })).toBeVisible();
  // Only now, after the end, are both armies shown (for the replay).
  const end = await seatMessage(red, id);
  const redArmy = parseSetupString(end.layout!, 'red', end.armies!.red)!;
  for (const piece of truth.filter((p) => p.side === 'red')) expect(redArmy.get(piece.start)).toBe(piece.rank);
});

// Accounts, the lobby's open challenges, ratings: two people sign up, one opens a challenge
// that the other accepts from the lobby, the game is rated, and the leaderboard and the
// player pages show it. Then log out, log in, change the password.
import { expect, test, type Page } from '@playwright/test';
import { TestServer } from './server';
import { gameIdOf } from './game_driver';

const server = new TestServer();
test.beforeAll(() => server.start());
test.afterAll(() => server.stop());

async function account(page: Page, form: string, values: Record<string, string>): Promise<void> {
  await page.goto(`${server.url}/#/account`);
  const panel = page.getByRole('form', { name: form });
  for (const [label, value] of Object.entries(values)) await panel.getByLabel(label, { exact: true }).fill(value);
  await panel.getByRole('button', { name: form }).click();
}

test('signed-up players play a rated game from the lobby', async ({ browser }) => {
  const alice = await (await browser.newContext()).newPage();
  const bob = await (await browser.newContext()).newPage();
  await account(alice, 'Sign up', { Name: 'alice', Password: 'alice-secret-1' });
  await expect(alice.locator('.top-nav .who')).toHaveText('alice');
  await account(bob, 'Sign up', { Name: 'bob', Password: 'bob-secret-22' });
  await expect(bob.locator('.top-nav .who')).toHaveText('bob');

  const challenge = alice.getByRole('form', { name: 'new challenge' });
  await challenge.getByRole('combobox', { name: 'Game' }).selectOption('duel');
  await challenge.getByRole('combobox', { name: 'Your colour' }).selectOption('red');
  await challenge.getByRole('button', { name: 'Create' }).click();
  await alice.waitForURL(/#\/game\/\d+/);
  const id = gameIdOf(alice);

  await bob.goto(`${server.url}/#/`);
  const open = bob.getByRole('region', { name: 'Open challenges' });
  await expect(open.getByText('alice – (open)')).toBeVisible();
  await open.getByRole('button', { name: 'Accept' }).click();
  await bob.waitForURL(`**/#/game/${id}`);

  for (const page of [alice, bob]) await page.getByRole('button', { name: 'Ready', exact: true }).click();
  await expect(alice.locator('.chrome .status')).toHaveText('Your turn.');
  alice.once('dialog', (dialog) => dialog.accept());
  await alice.getByRole('button', { name: 'Resign' }).click();
  await expect(bob.locator('.chrome .status')).toHaveText('bob (blue) wins: won by resignation.');

  await bob.getByRole('link', { name: 'Leaderboard' }).click();
  await bob.getByRole('link', { name: 'Duel (8×8)' }).click();
  const rows = bob.locator('table.list tr');
  await expect(rows.nth(1)).toContainText('bob');
  await expect(rows.nth(2)).toContainText('alice');

  await alice.goto(`${server.url}/#/player/alice`);
  await expect(alice.getByRole('heading', { name: 'alice' })).toBeVisible();
  await expect(alice.locator('table.list').first()).toContainText('duel');
  await expect(alice.locator('table.list').nth(1)).toContainText('bob (blue) wins: won by resignation.');

  // Log out, log in; a changed password replaces the old one.
  await alice.getByRole('button', { name: 'Log out' }).click();
  await expect(alice.locator('.top-nav .who')).toHaveCount(0);
  await account(alice, 'Sign in', { Name: 'alice', Password: 'alice-secret-1' });
  await expect(alice.locator('.top-nav .who')).toHaveText('alice');
  await account(alice, 'Change password', { 'Old password': 'alice-secret-1', 'New password': 'alice-secret-2' });
  await expect(alice.getByText('Password changed.')).toBeVisible();
  await alice.getByRole('button', { name: 'Log out' }).click();
  // Logging out ends on the lobby once the server has answered: wait for it, or that late
  // turn to the lobby replaces the sign-in page the next line opens.
  await expect(alice.locator('.top-nav .who')).toHaveCount(0);
  await account(alice, 'Sign in', { Name: 'alice', Password: 'alice-secret-1' });
  await expect(alice.getByRole('alert')).toBeVisible();
  await account(alice, 'Sign in', { Name: 'alice', Password: 'alice-secret-2' });
  await expect(alice.locator('.top-nav .who')).toHaveText('alice');
});

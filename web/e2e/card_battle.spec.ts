// A guest plays Card Battle against the computer to the end through the card table: the
// front line arranged by picking hand cards, then whatever the rules allow, attacks first.
// Screenshots of the table on a desktop and a phone are kept.
import { expect, test, type Page } from '@playwright/test';
import { TestServer } from './server';
import { playComputer, seatMessage } from './game_driver';
import { shoot, viewports } from './artifacts';

const server = new TestServer();
test.beforeAll(() => server.start());
test.afterAll(() => server.stop());

interface CardMessage {
  seat: string;
  status: string;
  cards: { phase: string; toAct: string; legal: string[] };
}

async function arrange(page: Page): Promise<void> {
  const hand = page.getByRole('group', { name: 'Your hand' });
  for (let slot = 0; slot < 5; slot++) {
    const next = hand.getByRole('button', { name: /^Put / }).and(page.locator(':enabled')).first();
    if ((await next.count()) === 0) break;
    await next.click();
  }
  await page.getByRole('button', { name: /^Confirm/ }).click();
}

async function act(page: Page, legal: string[]): Promise<void> {
  const text = legal.find((t) => t.startsWith('attack')) ?? legal[0];
  const all = page.locator('details.card-all');
  if (await all.count()) await all.locator('summary').click();
  await page.locator(`.card-actions button[aria-label="${text}"], .card-actions button[aria-label$="(${text})"]`).first().click();
}

for (const [device, options] of Object.entries(viewports)) {
  test(`Card Battle against the computer on a ${device}`, async ({ browser }) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await page.goto(server.url);
    const id = await playComputer(page, 'cards', 'random');
    await expect(page.getByRole('region', { name: 'Card Battle table' })).toBeVisible();
    let shot = false;
    for (let step = 0; step < 600; step++) {
      const message = await seatMessage<CardMessage>(page, id);
      if (message.status === 'over') break;
      const view = message.cards;
      if (view.toAct !== message.seat || view.legal.length === 0) {
        await page.waitForTimeout(50);
        continue;
      }
      if (!shot && view.phase === 'act') {
        await shoot(page, `cards-${device}`);
        shot = true;
      }
      if (view.phase === 'arrange') await arrange(page);
      else await act(page, view.legal);
      await expect.poll(async () => {
        const now = await seatMessage<CardMessage>(page, id);
        return now.status === 'over' || JSON.stringify(now.cards) !== JSON.stringify(view);
      }).toBe(true);
    }
    expect((await seatMessage<CardMessage>(page, id)).status).toBe('over');
    await expect(page.getByRole('status').filter({ hasText: /wins|Draw/ })).toBeVisible();
    await context.close();
  });
}

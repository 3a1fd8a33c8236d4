import { defineConfig } from '@playwright/test';

// End-to-end tests: Debian's chromium (browsers cannot be downloaded here) against a real
// `stratego serve` that each test file starts on its own port and database (e2e/server.ts).
// One worker: the machines have two cores, and the server and the computer player need one.
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});

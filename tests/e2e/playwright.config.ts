import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * End to end in Debian's Chromium (never a browser Playwright downloads) against the built app, served
 * by the real backend over a fresh database with the demo data.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  // One more try for a test that fails: the list reporter names it "flaky" when the second passes, so a
  // race stays in sight, while a CI machine loaded by others (e2e twice and thrice its usual time, seen)
  // no longer throws away a whole stop for one timeout.
  retries: 1,
  reporter: [['list']],
  // A run of its own can keep its traces apart (E2E_OUTPUT), so parallel runs don't clean each other's.
  outputDir: process.env.E2E_OUTPUT ?? `${root}/test-results`,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    // A trace only for a test's second try: recording one films the page (a screencast of every frame the
    // compositor draws, encoded by the browser), which doubled the CPU a test costs Chromium and, with two
    // groups at once on two cores, pushed tests past their timeouts. A test that fails twice leaves its trace.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node tests/e2e/support/start-server.mjs',
    cwd: root,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT) },
  },
});

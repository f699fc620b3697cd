import {existsSync, statfsSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 4100);

/**
 * Debian's chromium-headless-shell: the headless build Playwright itself runs by default. The full
 * /usr/bin/chromium runs `--headless` as its new headless mode, a whole browser without a screen,
 * which now and then stopped drawing a page (decision 0079).
 */
const HEADLESS_SHELL = existsSync('/usr/bin/chromium-headless-shell')
  ? '/usr/bin/chromium-headless-shell'
  : '/usr/bin/chromium';

/**
 * Chromium keeps its shared memory (the frames and screenshots it passes between its processes) in
 * /dev/shm when that is a large tmpfs, as here (24 GB), not in /tmp, where Playwright's default
 * `--disable-dev-shm-usage` puts it for containers whose /dev/shm is 64 MB: /tmp is on the disk here, and
 * the layout suite took 10-13 % longer (decision 0079).
 */
function roomyDevShm(): boolean {
  try {
    const {bsize, blocks} = statfsSync('/dev/shm');
    return bsize * blocks >= 2 * 1024 ** 3;
  } catch {
    return false;
  }
}

/**
 * End-to-end journeys in Debian's Chromium (its headless shell; no browser is
 * downloaded) against the production bundle in workerd with its own dev
 * backend and data.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Two journeys at a time, one per core, against the one server: 13.6 min instead of 17.3 for the
  // whole suite, measured on the 2-core machine (decision 0079). No retries: a test that fails once
  // fails the run.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace (actions, DOM snapshots, network) but no screencast: recording
    // one for every test took a quarter of the suite's time (decision 0079).
    trace: {mode: 'retain-on-failure', screenshots: false},
    launchOptions: {
      ...(roomyDevShm() ? {ignoreDefaultArgs: ['--disable-dev-shm-usage']} : {}),
      executablePath: process.env.CHROMIUM_PATH ?? HEADLESS_SHELL,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{name: 'desktop', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: 'npx tsx scripts/start.ts',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      BACKEND_PORT: String(BACKEND_PORT),
      BACKEND_DATA_DIR: `.data/e2e-${PORT}`,
      // One browser on one address sends every journey's cart changes.
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
  },
});

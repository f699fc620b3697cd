import {defineConfig, devices} from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 4100);

/**
 * End-to-end journeys in Debian's Chromium (/usr/bin/chromium; no browser is
 * downloaded) against the production bundle in workerd with its own dev
 * backend and data.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  projects: [
    {name: 'desktop', use: {...devices['Desktop Chrome'], channel: undefined}},
  ],
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

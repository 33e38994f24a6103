import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

/** A phone held at the table: 390×844 CSS px, a mobile page, touch. */
export const TOUCH_PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} as const satisfies BrowserContextOptions;

/** The real server and Debian's Chromium of one suite, up from its beforeAll to its afterAll. */
export interface Stage {
  readonly server: RunningServer;
  /** The server's address, `http://127.0.0.1:<port>`. */
  readonly url: string;
  readonly browser: Browser;
  /** A browser context of its own for the running test, closed when the test finishes, passed or failed. */
  contextForTest(options?: BrowserContextOptions): Promise<BrowserContext>;
}

/**
 * Starts the real server (with `env` added to its environment) and Chromium before the suite's tests
 * and stops both after them. Call it in a `describe` block, before the hooks that use it: its
 * beforeAll runs first and its afterAll last. `server` and `browser` can be read once it has run.
 */
export function useStage(env: Record<string, string> = {}): Stage {
  let started: { server: RunningServer; browser: Browser } | undefined;
  beforeAll(async () => {
    started = await startServerAndBrowser(env);
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.server.stop();
  });
  const running = () => {
    if (!started) throw new Error('the server and browser start in beforeAll: read them in a hook or a test');
    return started;
  };
  return {
    get server() {
      return running().server;
    },
    get url() {
      return running().server.url;
    },
    get browser() {
      return running().browser;
    },
    async contextForTest(options) {
      const context = await running().browser.newContext(options);
      onTestFinished(() => context.close());
      return context;
    },
  };
}

/**
 * The real server and Debian's Chromium, started together. If either cannot start, the other is
 * stopped before the error is passed on: a failed setup leaves no server process behind.
 */
async function startServerAndBrowser(
  env: Record<string, string> = {},
): Promise<{ server: RunningServer; browser: Browser }> {
  const [server, browser] = await Promise.allSettled([startServer(env), launchBrowser()]);
  if (server.status === 'fulfilled' && browser.status === 'fulfilled') {
    return { server: server.value, browser: browser.value };
  }
  if (server.status === 'fulfilled') await server.value.stop();
  if (browser.status === 'fulfilled') await browser.value.close();
  throw server.status === 'rejected' ? server.reason : (browser as PromiseRejectedResult).reason;
}

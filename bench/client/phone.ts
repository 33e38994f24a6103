/**
 * A mid-range phone on a mobile network, emulated in headless Chromium through CDP: the CPU slowed
 * 4× and Fast 3G (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up), a 390×844 touch screen.
 *
 * - cold: a fresh browser profile (no HTTP cache, no service worker) opens the page;
 * - repeat: the same profile opens it again once the service worker has installed.
 *
 * Bytes are what crossed the network for the page (CDP `Network.loadingFinished` encodedDataLength:
 * headers and compressed bodies; answers from the HTTP cache or the service worker count 0). The
 * service worker's own downloads after a first visit (the app shell it keeps for next time) are
 * counted apart. Largest contentful paint is the browser's last `largest-contentful-paint` entry
 * once the page's heading is shown and the network has been quiet for a second. Each visit is traced
 * (main-thread.ts) to say how much of the time until that paint the main thread was busy, and on what.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { type MainThreadTime, mainThreadUntilLcp, startTrace, stopTrace } from './main-thread.ts';

export const FAST_3G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

export interface PhoneLoad {
  /** Bytes over the network for the page itself. */
  bytes: number;
  /** Requests that went to the network. */
  requests: number;
  /** Largest contentful paint, ms from navigation start. */
  lcp: number;
  /** When the app's own page heading (`main h1`) was in the document, ms from navigation start: what
   * the page shows before then may be a saved copy of it (app/last-seen-page), not the app. */
  appReady: number;
  /** The main thread's work from navigation to the largest paint (main-thread.ts), when traced. */
  mainThread: MainThreadTime | null;
  /** Each response that crossed the network: its path, bytes, and when it was asked for and done
   * (ms from the page's own request). */
  transfers: Array<{ path: string; bytes: number; start: number; end: number }>;
}

export interface PhoneVisit {
  cold: PhoneLoad;
  /** What the service worker downloaded in the background after the first visit. */
  workerBytes: number;
  repeat: PhoneLoad;
}

const QUIET_MS = 1_000;
const PAGE_TIMEOUT_MS = 45_000;

async function emulatePhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/** Opens `url` in a new page of `context` as the phone, and measures it. */
async function load(context: BrowserContext, url: string, waitForWorker = false): Promise<PhoneLoad> {
  const page = await context.newPage();
  try {
    const cdp = await emulatePhone(page);
    await startTrace(cdp);
    const inFlight = new Set<string>();
    let bytes = 0;
    let requests = 0;
    const paths = new Map<string, string>();
    const starts = new Map<string, number>();
    let origin: number | undefined;
    const transfers: PhoneLoad['transfers'] = [];
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (event) => {
      inFlight.add(event.requestId);
      paths.set(event.requestId, new URL(event.request.url).pathname);
      origin ??= event.timestamp;
      starts.set(event.requestId, event.timestamp);
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFinished', (event) => {
      inFlight.delete(event.requestId);
      lastActivity = Date.now();
      if (event.encodedDataLength > 0) {
        bytes += event.encodedDataLength;
        requests += 1;
        const since = (timestamp: number) => Math.round((timestamp - (origin ?? timestamp)) * 1000);
        transfers.push({
          path: paths.get(event.requestId) ?? '?',
          bytes: event.encodedDataLength,
          start: since(starts.get(event.requestId) ?? event.timestamp),
          end: since(event.timestamp),
        });
      }
    });
    cdp.on('Network.loadingFailed', (event) => {
      inFlight.delete(event.requestId);
      lastActivity = Date.now();
    });

    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        if (!document.querySelector('main h1')) return;
        (window as { appReady?: number }).appReady = performance.now();
        seen.disconnect();
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    await page.goto(url, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    await page.locator('main h1').first().waitFor({ timeout: PAGE_TIMEOUT_MS });
    const deadline = Date.now() + PAGE_TIMEOUT_MS;
    while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(Number.NaN), 2_000);
        }),
    );
    const appReady = await page.evaluate(() => (window as { appReady?: number }).appReady ?? Number.NaN);
    const mainThread = mainThreadUntilLcp(await stopTrace(cdp));
    await cdp.detach();
    // The worker is active once its precache has been written: then the next visit is a repeat one.
    if (waitForWorker) {
      const ready = await page.evaluate(
        (timeout) =>
          Promise.race([
            navigator.serviceWorker.ready.then(() => true),
            new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeout)),
          ]),
        PAGE_TIMEOUT_MS,
      );
      if (!ready) throw new Error(`no service worker became active for ${url}`);
    }
    return { bytes, requests, lcp, appReady, mainThread, transfers };
  } finally {
    await page.close();
  }
}

/** A first visit, then a repeat visit in the same profile once the service worker is ready. */
export async function visitAsPhone(browser: Browser, url: string): Promise<PhoneVisit> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    let workerBytes = 0;
    // The service worker's fetches: its precache, made in the background after the first visit.
    context.on('requestfinished', (request) => {
      if (!request.serviceWorker()) return;
      void request.sizes().then(
        (sizes) => (workerBytes += sizes.responseBodySize + sizes.responseHeadersSize),
        () => undefined,
      );
    });
    const cold = await load(context, url, true);
    const repeat = await load(context, url);
    return { cold, workerBytes, repeat };
  } finally {
    await context.close();
  }
}

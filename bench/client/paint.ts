/**
 * How soon a first visit shows something, in headless Chromium. Every run uses a fresh context, so
 * nothing comes from the HTTP cache.
 * - first contentful paint, as the browser reports it (`performance.getEntriesByName('first-contentful-paint')`);
 *   index.html paints a copy of the navigation bar before any script of the app runs, so this is that paint;
 * - when the app's own navigation bar, then the page's heading (its lazy chunk loaded and rendered),
 *   entered the DOM, from a MutationObserver installed before the page's scripts.
 */
import type { Browser } from 'playwright-core';

export interface PageTimings {
  firstContentfulPaint: number;
  navigationBar: number;
  pageHeading: number;
}

interface Marks {
  nav?: number;
  heading?: number;
}

function watchForShell() {
  const marks: Marks = {};
  (window as unknown as { __benchMarks: Marks }).__benchMarks = marks;
  new MutationObserver(() => {
    marks.nav ??= document.querySelector('nav[aria-label="Main"]') ? performance.now() : undefined;
    marks.heading ??= document.querySelector('main h1') ? performance.now() : undefined;
  }).observe(document, { subtree: true, childList: true });
}

export async function measurePage(browser: Browser, url: string): Promise<PageTimings> {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchForShell);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(
      () => (window as unknown as { __benchMarks: Marks }).__benchMarks.heading,
      null,
      {
        timeout: 15_000,
      },
    );
    const marks = await page.evaluate(() => (window as unknown as { __benchMarks: Marks }).__benchMarks);
    const firstContentfulPaint = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const observer = new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0];
            if (entry) {
              observer.disconnect();
              resolve(entry.startTime);
            }
          });
          observer.observe({ type: 'paint', buffered: true });
        }),
    );
    return {
      firstContentfulPaint,
      navigationBar: marks.nav ?? Number.NaN,
      pageHeading: marks.heading ?? Number.NaN,
    };
  } finally {
    await context.close();
  }
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

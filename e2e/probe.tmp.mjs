import { chromium } from 'playwright-core';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
await page.goto(process.argv[2]);
await page.waitForLoadState('networkidle');
console.log(
  await page.evaluate(() => {
    const out = [];
    const so = (el) => el && el.getBoundingClientRect().right > 361;
    for (const el of document.body.querySelectorAll('*')) {
      if (so(el) && !so(el.parentElement)) out.push(el.outerHTML.slice(0, 400));
    }
    return out.slice(0, 4).join('\n---\n') + '\nscroll ' + document.documentElement.scrollWidth;
  }),
);
await browser.close();

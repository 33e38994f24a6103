// Paints this page as it was last seen on this device, before the app's code has run (deferred in
// index.html's head, it runs when the document is parsed, before the app's module): on a phone
// the app takes about a second to draw its page, the copy a few milliseconds. The app saves the
// copies (client/src/app/last-seen-page/page-copies.ts, which owns the storage format and writes into
// each copy what it is valid for) and removes the copy as soon as its own page heading is in the
// document.
//
// The copy lives in a closed shadow root on an inert, aria-hidden host: assistive technology, clicks
// and test selectors only ever meet the app's page.
(() => {
  // However the app fares, the copy never stays longer than this.
  const LONGEST_MS = 5000;
  try {
    const raw = localStorage.getItem(`mahjong-club:last-seen-page:${location.pathname}${location.search}`);
    if (!raw) return;
    const copy = JSON.parse(raw);
    const entry = document.querySelector('script[type="module"][src]');
    const mode = document.documentElement.classList.contains('dark') ? 'dark' : 'light';
    const fits =
      copy.format === 2 &&
      entry !== null &&
      copy.build === entry.getAttribute('src') &&
      copy.mode === mode &&
      // In the language the app will speak (the app keeps it under this key from the first visit on).
      copy.lang === localStorage.getItem('language') &&
      innerWidth >= copy.widthFrom &&
      (copy.widthBelow === null || innerWidth < copy.widthBelow) &&
      Date.now() <= copy.expiresAt;
    if (!fits) return;

    const host = document.createElement('div');
    host.id = 'last-seen-page';
    host.setAttribute('inert', '');
    host.setAttribute('aria-hidden', 'true');
    // Over the page (and the navigation bar's static copy) until the app's page is there.
    host.style.cssText = 'position:absolute;top:0;left:0;width:100%;z-index:2147483647;';
    const shadow = host.attachShadow({ mode: 'closed' });
    const style = document.createElement('style');
    style.textContent = copy.css;
    const html = document.createElement('div');
    html.className = `copy-html ${mode}`;
    const body = document.createElement('div');
    body.className = 'copy-body';
    body.innerHTML = copy.html;
    html.append(body);
    shadow.append(style, html);

    const remove = () => {
      host.remove();
      removeEventListener('error', remove);
      removeEventListener('unhandledrejection', remove);
    };
    // A failing app shows its own error rather than a page that will never come alive.
    addEventListener('error', remove);
    addEventListener('unhandledrejection', remove);
    setTimeout(remove, LONGEST_MS);
    document.body.append(host);
  } catch (error) {
    console.warn('Could not paint the last page seen', error);
  }
})();

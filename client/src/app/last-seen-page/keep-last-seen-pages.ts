import type { Player } from '@mahjong/shared';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { currentPlayerKey } from '../../api/current-player.ts';
import { styleRuleCount, stylesForCopy } from './copy-styles.ts';
import { currentFit, isCopyablePage, noteSignedIn, saveCopy } from './page-copies.ts';

/** The host public/last-seen-page.js paints the copy on. */
export const COPY_HOST_ID = 'last-seen-page';
/** The app's own page is there once its heading is (a page's, or the error screen's). */
const PAGE_SHOWN = '#root h1';
/** A page is copied this long after it (or its data) changed: its data and its second pass are in. */
const SETTLE_MS = 1_000;
/** How many times (a second apart) a page without its heading yet is looked at again. */
const MAX_HEADING_CHECKS = 10;
const currentPlayerHash = hashKey(currentPlayerKey);

/**
 * Removes the copy of the page the moment the app's own page heading is in the document, in the
 * same frame (a mutation observer runs before the next paint), so nothing flashes in between.
 */
export function removeCopyOncePageShown(doc: Document = document): void {
  const host = doc.getElementById(COPY_HOST_ID);
  if (!host) return;
  const shown = new MutationObserver(() => {
    if (!doc.querySelector(PAGE_SHOWN)) return;
    host.remove();
    shown.disconnect();
  });
  shown.observe(doc.body, { childList: true, subtree: true });
}

interface Keeping {
  queryClient: QueryClient;
  /** Called on every navigation (the router's subscribe). */
  onNavigation: (listener: () => void) => () => void;
  storage?: Storage;
  doc?: Document;
  win?: Window;
}

/**
 * Copies each public page the app shows once it has settled with its data, when the browser is idle;
 * forgets every copy when who is signed in changes. Returns the unsubscribe.
 */
export function keepLastSeenPages({
  queryClient,
  onNavigation,
  storage = localStorage,
  doc = document,
  win = window,
}: Keeping): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let headingChecks = 0;
  let styles = { rules: -1, css: '' };
  let saved = { path: '', html: '', rules: -1 };
  const copyThisPage = () => {
    const { pathname, search } = win.location;
    const player = queryClient.getQueryData<Player | null>(currentPlayerKey);
    const root = doc.getElementById('root');
    // Not yet known whose view it is, still loading, or the copy itself still showing.
    if (!isCopyablePage(pathname) || player === undefined || !root) return;
    if (queryClient.isFetching() > 0) return settleThenCopy();
    if (!root.querySelector('main h1') || doc.getElementById(COPY_HOST_ID)) {
      // The page's code may come after its data (a first visit): look again, for a while.
      if (headingChecks++ < MAX_HEADING_CHECKS) settleThenCopy();
      return;
    }
    // Reading every rule is the costly part (tens of ms on a slow phone): done again only when rules
    // were added; and a page that has not changed since its last copy is not written again.
    const rules = styleRuleCount(doc);
    if (rules !== styles.rules) styles = { rules, css: stylesForCopy(doc) };
    const html = root.innerHTML;
    const path = pathname + search;
    if (saved.path === path && saved.html === html && saved.rules === rules) return;
    const owner = player?.id ?? null;
    if (
      saveCopy(
        storage,
        path,
        { html, css: styles.css, fit: currentFit(doc, win.innerWidth) },
        owner,
        Date.now(),
      )
    )
      saved = { path, html, rules };
  };
  // At most one copy per SETTLE_MS: a live page's updates (watchers coming and going) never stop,
  // so waiting for a quiet second could wait for ever.
  const settleThenCopy = () => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (typeof win.requestIdleCallback === 'function')
        win.requestIdleCallback(copyThisPage, { timeout: 2_000 });
      else copyThisPage();
    }, SETTLE_MS);
  };

  const changed = () => {
    headingChecks = 0;
    settleThenCopy();
  };
  const stopNavigation = onNavigation(changed);
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash === currentPlayerHash) {
      const player = event.action.data as Player | null;
      // Signing in or out sets the player (manual); a fetched "nobody" may only mean no network,
      // which is no reason to forget the pages a member reopens offline.
      if (player || event.action.manual || win.navigator.onLine) noteSignedIn(storage, player?.id ?? null);
      saved = { path: '', html: '', rules: -1 };
    }
    changed();
  });
  changed();
  return () => {
    clearTimeout(timer);
    stopNavigation();
    stopQueries();
  };
}

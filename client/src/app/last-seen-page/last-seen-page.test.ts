import type { Player } from '@mahjong/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import paintLastSeenPage from '../../../public/last-seen-page.js?raw';
import { currentPlayerKey } from '../../api/current-player.ts';
import { COPY_HOST_ID, keepLastSeenPages, removeCopyOncePageShown } from './keep-last-seen-pages.ts';
import { type CopyFit, currentFit, KEEP_FOR_MS, keptCopy, saveCopy } from './page-copies.ts';

const ENTRY = '/assets/index-abc.js';
const member = { id: 7, username: 'mei' } as Player;

// The entry script in the fake index.html is only read for its address, never loaded.
beforeAll(() => {
  (
    window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
  ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
});

/** index.html as the painting script finds it: the entry script in the head, #root with the static bar. */
function openIndexHtml(path: string, mode: 'light' | 'dark' = 'light', language = 'en') {
  window.history.replaceState(null, '', path);
  document.documentElement.className = mode;
  document.documentElement.lang = language;
  localStorage.setItem('language', language);
  document.head.innerHTML = `<script type="module" src="${ENTRY}"></script>`;
  document.body.innerHTML = '<div id="root"><div class="boot-bar"></div></div>';
}

/** Runs public/last-seen-page.js; returns the copy's shadow root, which is closed to everyone else. */
function paint(): ShadowRoot | undefined {
  let copy: ShadowRoot | undefined;
  const attachShadow = Element.prototype.attachShadow;
  const spy = vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (this: Element, init) {
    copy = attachShadow.call(this, init);
    return copy;
  });
  try {
    new Function(paintLastSeenPage)();
  } finally {
    spy.mockRestore();
  }
  return copy;
}

function saveGamePage(path = '/games/jp/12', fit: Partial<CopyFit> = {}, savedAt = Date.now()) {
  saveCopy(
    localStorage,
    path,
    {
      html: '<main><h1>Riichi Ranked game #12</h1></main>',
      css: '.copy-body h1 { color: green; }',
      fit: { ...currentFit(document, window.innerWidth), ...fit },
    },
    null,
    savedAt,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('the page painted before the app runs', () => {
  it('is painted only in the language the app will speak', () => {
    openIndexHtml('/games/jp/12');
    saveGamePage();
    openIndexHtml('/games/jp/12', 'light', 'ja');
    expect(paint()).toBeUndefined();
    openIndexHtml('/games/jp/12', 'light', 'en');
    expect(paint()).toBeDefined();
  });

  it('is the copy kept for this path, in a closed shadow root on an inert, hidden host', () => {
    openIndexHtml('/games/jp/12', 'dark');
    saveGamePage();
    const copy = paint();

    const host = document.getElementById(COPY_HOST_ID);
    expect(host?.hasAttribute('inert')).toBe(true);
    expect(host?.getAttribute('aria-hidden')).toBe('true');
    expect(host?.shadowRoot).toBeNull();
    expect(copy?.querySelector('h1')?.textContent).toBe('Riichi Ranked game #12');
    expect(copy?.querySelector('.copy-html')?.classList.contains('dark')).toBe(true);
    expect(copy?.querySelector('style')?.textContent).toContain('.copy-body h1');
  });

  it('is not painted for another path, another build or another colour mode', () => {
    openIndexHtml('/games/jp/12');
    saveGamePage();
    window.history.replaceState(null, '', '/games/jp/13');
    expect(paint()).toBeUndefined();

    openIndexHtml('/games/jp/12');
    document.head.innerHTML = '<script type="module" src="/assets/index-new.js"></script>';
    expect(paint()).toBeUndefined();

    openIndexHtml('/games/jp/12', 'dark');
    expect(paint()).toBeUndefined();
    expect(document.getElementById(COPY_HOST_ID)).toBeNull();
  });

  it('is not painted on a screen of another width step, nor after a week', () => {
    openIndexHtml('/games/jp/12');
    saveGamePage('/games/jp/12', { widthFrom: window.innerWidth + 1, widthBelow: null });
    expect(paint()).toBeUndefined();
    saveGamePage('/games/jp/12', { widthFrom: 0, widthBelow: window.innerWidth });
    expect(paint()).toBeUndefined();
    saveGamePage('/games/jp/12', {}, Date.now() - KEEP_FOR_MS - 1);
    expect(paint()).toBeUndefined();

    saveGamePage('/games/jp/12', { widthFrom: window.innerWidth, widthBelow: window.innerWidth + 1 });
    expect(paint()?.querySelector('h1')?.textContent).toBe('Riichi Ranked game #12');
  });

  it('goes as soon as the app’s page heading is in the document', async () => {
    openIndexHtml('/games/jp/12');
    saveGamePage();
    paint();
    removeCopyOncePageShown(document);

    const root = document.getElementById('root') as HTMLElement;
    root.innerHTML = '<nav>Mahjong Club</nav><main></main>';
    await new Promise((resolve) => setTimeout(resolve));
    expect(document.getElementById(COPY_HOST_ID)).not.toBeNull();

    root.querySelector('main')?.insertAdjacentHTML('beforeend', '<h1>Riichi Ranked game #12</h1>');
    await new Promise((resolve) => setTimeout(resolve));
    expect(document.getElementById(COPY_HOST_ID)).toBeNull();
  });

  it('goes after a few seconds even if the app never shows its page', () => {
    vi.useFakeTimers();
    openIndexHtml('/games/jp/12');
    saveGamePage();
    paint();
    vi.advanceTimersByTime(4_000);
    expect(document.getElementById(COPY_HOST_ID)).not.toBeNull();
    vi.advanceTimersByTime(1_000);
    expect(document.getElementById(COPY_HOST_ID)).toBeNull();
  });
});

describe('the pages the app keeps', () => {
  function showPage(path: string, heading: string) {
    openIndexHtml(path);
    (document.getElementById('root') as HTMLElement).innerHTML =
      `<nav>mei</nav><main><h1>${heading}</h1></main>`;
  }

  /** The app's reads, who is signed in among them, and the keeping of pages started on them. */
  function keepPages(player: Player | null) {
    const queryClient = new QueryClient();
    queryClient.setQueryData(currentPlayerKey, player);
    let navigated = () => {};
    const stop = keepLastSeenPages({
      queryClient,
      onNavigation: (listener) => {
        navigated = listener;
        return () => {};
      },
    });
    return { queryClient, stop, navigated: () => navigated() };
  }

  it('copies a public page once it has settled, and forgets it when the member signs out', () => {
    vi.useFakeTimers();
    showPage('/games/jp/12', 'Riichi Ranked game #12');
    const { queryClient, stop } = keepPages(member);
    vi.advanceTimersByTime(1_000);
    expect(keptCopy(localStorage, '/games/jp/12')?.html).toContain('<nav>mei</nav>');

    queryClient.setQueryData(currentPlayerKey, null);
    expect(keptCopy(localStorage, '/games/jp/12')).toBeNull();
    stop();
  });

  it('copies a page whose heading comes after its data (a first visit: the page’s code is slower)', () => {
    vi.useFakeTimers();
    openIndexHtml('/leaderboard/jp');
    const { stop } = keepPages(null);
    vi.advanceTimersByTime(3_000);
    expect(keptCopy(localStorage, '/leaderboard/jp')).toBeNull();

    (document.getElementById('root') as HTMLElement).innerHTML = '<main><h1>Riichi Leaderboard</h1></main>';
    vi.advanceTimersByTime(1_000);
    expect(keptCopy(localStorage, '/leaderboard/jp')?.html).toContain('Riichi Leaderboard');
    stop();
  });

  it('writes a live page again only when it has changed', () => {
    vi.useFakeTimers();
    showPage('/games/jp/12', 'Riichi Ranked game #12');
    const { queryClient, stop } = keepPages(member);
    const savedAt = () => keptCopy(localStorage, '/games/jp/12')?.savedAt;
    vi.advanceTimersByTime(1_000);
    const first = savedAt();
    expect(first).toBeDefined();

    // A watcher comes and goes: the data is stored again, the page looks the same.
    queryClient.setQueryData(['games', 'jp', 12], { watchers: 1 });
    vi.advanceTimersByTime(1_000);
    expect(savedAt()).toBe(first);

    document.querySelector('main')?.insertAdjacentHTML('beforeend', '<p>East 2, 1 honba</p>');
    queryClient.setQueryData(['games', 'jp', 12], { watchers: 2 });
    vi.advanceTimersByTime(1_000);
    expect(savedAt()).toBeGreaterThan(first ?? Number.POSITIVE_INFINITY);
    stop();
  });

  it('never copies a page that needs signing in, nor one whose reads are still loading', () => {
    vi.useFakeTimers();
    const { queryClient, stop, navigated } = keepPages(member);

    showPage('/admin', 'Admin');
    navigated();
    vi.advanceTimersByTime(5_000);
    expect(keptCopy(localStorage, '/admin')).toBeNull();

    showPage('/games/current/jp', 'Live Riichi Games');
    void queryClient.prefetchQuery({
      queryKey: ['games', 'current', 'jp'],
      queryFn: () => new Promise(() => {}),
    });
    navigated();
    vi.advanceTimersByTime(5_000);
    expect(keptCopy(localStorage, '/games/current/jp')).toBeNull();
    stop();
  });
});

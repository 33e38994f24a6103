/**
 * Copies of the last pages seen (their markup and styles), kept in the browser so that the next
 * visit paints the page as it was before the app's code has run (public/last-seen-page.js paints
 * them; the app replaces the copy with itself). A copy carries what it is valid for (build, colour
 * mode, width range, expiry), so the script only compares: the rules that decide those stay here.
 * The storage format is read by that script too: change both together (last-seen-page.test.ts runs
 * the script on what this saves).
 */

/** What a copy is valid for: the same app build, colour mode and width step as when it was taken. */
export interface CopyFit {
  /** The entry script's address in index.html: it changes with every build of the app. */
  build: string;
  mode: 'light' | 'dark';
  /** The page's language (`<html lang>`): a copy is painted only for a visit in the same language. */
  lang: string;
  /** The width step the copy was taken in: `widthFrom <= innerWidth < widthBelow` (null: no end). */
  widthFrom: number;
  widthBelow: number | null;
}

export interface PageCopy extends CopyFit {
  format: number;
  savedAt: number;
  /** Painted until then only. */
  expiresAt: number;
  /** The markup under #root. */
  html: string;
  /** The style rules, their selectors mapped for the copy's shadow root (copy-styles.ts). */
  css: string;
}

/** Whose view the kept copies are: cleared as soon as someone else (or nobody) is signed in. */
interface CopyIndex {
  owner: number | null;
  /** Most recent first. */
  paths: string[];
}

const COPY_KEY_PREFIX = 'mahjong-club:last-seen-page:';
const INDEX_KEY = 'mahjong-club:last-seen-pages';
/** Raised when the shape of a copy changes, so an old copy is never painted by a new script. */
export const COPY_FORMAT = 2;
/** A few pages, each well under the storage's few megabytes. */
export const MAX_PAGES = 4;
export const MAX_COPY_CHARS = 400_000;
export const KEEP_FOR_MS = 7 * 24 * 60 * 60 * 1000;
/** Chakra's breakpoints and the navigation bar's (900 px): within one step the layout is the same. */
const WIDTH_STEPS = [480, 768, 900, 1024, 1280, 1536];

/**
 * The public pages a member reopens at the table. Never a page that needs signing in (admin,
 * settings, check-in) nor the sign-in pages themselves.
 */
const COPYABLE_PAGES = [
  /^\/$/,
  /^\/games\/(?:jp|hk)\/\d+$/,
  /^\/games\/current\/(?:jp|hk)$/,
  /^\/leaderboard\/(?:jp|hk)(?:\/casual)?$/,
];

export function isCopyablePage(pathname: string): boolean {
  return COPYABLE_PAGES.some((page) => page.test(pathname));
}

/** The step of Chakra's breakpoints (and the bar's) that `width` falls in. */
export function widthStep(width: number): Pick<CopyFit, 'widthFrom' | 'widthBelow'> {
  const below = WIDTH_STEPS.find((step) => width < step);
  return {
    widthFrom: [...WIDTH_STEPS].reverse().find((step) => width >= step) ?? 0,
    widthBelow: below ?? null,
  };
}

export function currentFit(doc: Document, width: number): CopyFit {
  return {
    build: doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? '',
    mode: doc.documentElement.classList.contains('dark') ? 'dark' : 'light',
    lang: doc.documentElement.lang,
    ...widthStep(width),
  };
}

/** The copy kept for `path`, as stored (whether it fits the page now is the painting script's call). */
export function keptCopy(storage: Storage, path: string): PageCopy | null {
  try {
    const raw = storage.getItem(COPY_KEY_PREFIX + path);
    return raw ? (JSON.parse(raw) as PageCopy) : null;
  } catch {
    return null;
  }
}

function readIndex(storage: Storage): CopyIndex | null {
  try {
    const raw = storage.getItem(INDEX_KEY);
    return raw ? (JSON.parse(raw) as CopyIndex) : null;
  } catch {
    return null;
  }
}

/** Forgets every copy; the next ones will be `owner`'s view. */
export function clearCopies(storage: Storage, owner: number | null): void {
  for (const path of readIndex(storage)?.paths ?? []) storage.removeItem(COPY_KEY_PREFIX + path);
  try {
    storage.setItem(INDEX_KEY, JSON.stringify({ owner, paths: [] } satisfies CopyIndex));
  } catch {
    // Storage refused: there is nothing kept either.
  }
}

/**
 * Who is signed in now (a player's id, or null): when it is not whoever's view the copies show,
 * they are all forgotten, so a tablemate's phone never paints the previous member's pages.
 */
export function noteSignedIn(storage: Storage, owner: number | null): void {
  const index = readIndex(storage);
  if (index?.owner !== owner) clearCopies(storage, owner);
}

/** Keeps `copy` of `path` for `owner`; the oldest page goes past MAX_PAGES. False if not kept. */
export function saveCopy(
  storage: Storage,
  path: string,
  copy: { html: string; css: string; fit: CopyFit },
  owner: number | null,
  now: number,
): boolean {
  if (copy.html.length + copy.css.length > MAX_COPY_CHARS) return false;
  noteSignedIn(storage, owner);
  const paths = [path, ...(readIndex(storage)?.paths ?? []).filter((kept) => kept !== path)];
  for (const old of paths.splice(MAX_PAGES)) storage.removeItem(COPY_KEY_PREFIX + old);
  const stored: PageCopy = {
    format: COPY_FORMAT,
    savedAt: now,
    expiresAt: now + KEEP_FOR_MS,
    html: copy.html,
    css: copy.css,
    ...copy.fit,
  };
  try {
    storage.setItem(COPY_KEY_PREFIX + path, JSON.stringify(stored));
    storage.setItem(INDEX_KEY, JSON.stringify({ owner, paths } satisfies CopyIndex));
    return true;
  } catch {
    // Storage full or refused (private browsing): the next visit just waits for the app.
    storage.removeItem(COPY_KEY_PREFIX + path);
    return false;
  }
}

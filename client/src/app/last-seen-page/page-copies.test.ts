import { beforeEach, describe, expect, it } from 'vitest';
import {
  type CopyFit,
  clearCopies,
  isCopyablePage,
  KEEP_FOR_MS,
  MAX_COPY_CHARS,
  MAX_PAGES,
  noteSignedIn,
  readCopy,
  saveCopy,
  widthClass,
} from './page-copies.ts';

const phone: CopyFit = { build: '/assets/index-abc.js', mode: 'light', width: widthClass(390) };
const page = (heading: string) => ({
  html: `<main><h1>${heading}</h1></main>`,
  css: 'h1 { color: red; }',
  fit: phone,
});

beforeEach(() => localStorage.clear());

describe('which pages are copied', () => {
  it.each([
    '/',
    '/games/jp/12',
    '/games/hk/3',
    '/games/current/jp',
    '/leaderboard/hk',
    '/leaderboard/jp/casual',
  ])('copies the public page %s', (path) => expect(isCopyablePage(path)).toBe(true));

  it.each([
    '/admin',
    '/settings',
    '/checkin',
    '/club-night',
    '/login',
    '/register',
    '/games/create/jp',
    '/games/jp/x',
  ])('never copies %s (signed-in, sign-in or form pages)', (path) =>
    expect(isCopyablePage(path)).toBe(false),
  );
});

describe('a kept copy', () => {
  it('is read back for the same build, colour mode and width class only', () => {
    expect(saveCopy(localStorage, '/games/jp/12', page('game #12'), null, 1_000)).toBe(true);
    expect(readCopy(localStorage, '/games/jp/12', phone, 2_000)?.html).toContain('game #12');
    expect(
      readCopy(localStorage, '/games/jp/12', { ...phone, width: widthClass(414) }, 2_000),
    ).not.toBeNull();

    expect(
      readCopy(localStorage, '/games/jp/12', { ...phone, build: '/assets/index-new.js' }, 2_000),
    ).toBeNull();
    expect(readCopy(localStorage, '/games/jp/12', { ...phone, mode: 'dark' }, 2_000)).toBeNull();
    expect(readCopy(localStorage, '/games/jp/12', { ...phone, width: widthClass(1280) }, 2_000)).toBeNull();
    expect(readCopy(localStorage, '/games/jp/12', phone, 1_000 + KEEP_FOR_MS + 1)).toBeNull();
    expect(readCopy(localStorage, '/games/jp/13', phone, 2_000)).toBeNull();
  });

  it('keeps only the last few pages, and none too large', () => {
    for (let id = 1; id <= MAX_PAGES + 1; id++)
      saveCopy(localStorage, `/games/jp/${id}`, page(`#${id}`), 7, id);
    expect(readCopy(localStorage, '/games/jp/1', phone, 10)).toBeNull();
    expect(readCopy(localStorage, `/games/jp/${MAX_PAGES + 1}`, phone, 10)).not.toBeNull();
    expect(readCopy(localStorage, '/games/jp/2', phone, 10)).not.toBeNull();
    // Seeing a page again makes it the most recent: it outlives the others.
    saveCopy(localStorage, '/games/jp/2', page('#2 again'), 7, 11);
    saveCopy(localStorage, '/', page('home'), 7, 12);
    expect(readCopy(localStorage, '/games/jp/2', phone, 20)?.html).toContain('#2 again');
    expect(readCopy(localStorage, '/games/jp/3', phone, 20)).toBeNull();

    const huge = { ...page('big'), html: 'x'.repeat(MAX_COPY_CHARS) };
    expect(saveCopy(localStorage, '/leaderboard/jp', huge, 7, 13)).toBe(false);
    expect(readCopy(localStorage, '/leaderboard/jp', phone, 20)).toBeNull();
  });
});

describe('who is signed in', () => {
  it('forgets every copy when someone else signs in, or the member signs out', () => {
    saveCopy(localStorage, '/', page('home'), 7, 1);
    noteSignedIn(localStorage, 7);
    expect(readCopy(localStorage, '/', phone, 2)).not.toBeNull();

    noteSignedIn(localStorage, null);
    expect(readCopy(localStorage, '/', phone, 2)).toBeNull();

    saveCopy(localStorage, '/', page('home'), null, 3);
    noteSignedIn(localStorage, 8);
    expect(readCopy(localStorage, '/', phone, 4)).toBeNull();
  });

  it('never mixes two members’ views: a copy saved for another owner clears the rest', () => {
    saveCopy(localStorage, '/games/jp/1', page('seen by 7'), 7, 1);
    saveCopy(localStorage, '/', page('seen by 8'), 8, 2);
    expect(readCopy(localStorage, '/games/jp/1', phone, 3)).toBeNull();
    expect(readCopy(localStorage, '/', phone, 3)).not.toBeNull();
    clearCopies(localStorage, 8);
    expect(readCopy(localStorage, '/', phone, 3)).toBeNull();
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import {
  type CopyFit,
  clearCopies,
  isCopyablePage,
  KEEP_FOR_MS,
  keptCopy,
  MAX_COPY_CHARS,
  MAX_PAGES,
  noteSignedIn,
  saveCopy,
  widthStep,
} from './page-copies.ts';

const phone: CopyFit = { build: '/assets/index-abc.js', mode: 'light', lang: 'en', ...widthStep(390) };
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
  it('says what it is valid for: the build, colour mode, width step and a week', () => {
    expect(saveCopy(localStorage, '/games/jp/12', page('game #12'), null, 1_000)).toBe(true);
    expect(keptCopy(localStorage, '/games/jp/12')).toMatchObject({
      build: '/assets/index-abc.js',
      mode: 'light',
      widthFrom: 0,
      widthBelow: 480,
      savedAt: 1_000,
      expiresAt: 1_000 + KEEP_FOR_MS,
    });
    expect(keptCopy(localStorage, '/games/jp/13')).toBeNull();
  });

  it.each([
    [390, 0, 480],
    [480, 480, 768],
    [899, 768, 900],
    [900, 900, 1024],
    [2000, 1536, null],
  ])('takes a %i px screen as the step from %i to %s', (width, widthFrom, widthBelow) =>
    expect(widthStep(width)).toEqual({ widthFrom, widthBelow }),
  );

  it('keeps only the last few pages, and none too large', () => {
    for (let id = 1; id <= MAX_PAGES + 1; id++)
      saveCopy(localStorage, `/games/jp/${id}`, page(`#${id}`), 7, id);
    expect(keptCopy(localStorage, '/games/jp/1')).toBeNull();
    expect(keptCopy(localStorage, `/games/jp/${MAX_PAGES + 1}`)).not.toBeNull();
    expect(keptCopy(localStorage, '/games/jp/2')).not.toBeNull();
    // Seeing a page again makes it the most recent: it outlives the others.
    saveCopy(localStorage, '/games/jp/2', page('#2 again'), 7, 11);
    saveCopy(localStorage, '/', page('home'), 7, 12);
    expect(keptCopy(localStorage, '/games/jp/2')?.html).toContain('#2 again');
    expect(keptCopy(localStorage, '/games/jp/3')).toBeNull();

    const huge = { ...page('big'), html: 'x'.repeat(MAX_COPY_CHARS) };
    expect(saveCopy(localStorage, '/leaderboard/jp', huge, 7, 13)).toBe(false);
    expect(keptCopy(localStorage, '/leaderboard/jp')).toBeNull();
  });
});

describe('who is signed in', () => {
  it('forgets every copy when someone else signs in, or the member signs out', () => {
    saveCopy(localStorage, '/', page('home'), 7, 1);
    noteSignedIn(localStorage, 7);
    expect(keptCopy(localStorage, '/')).not.toBeNull();

    noteSignedIn(localStorage, null);
    expect(keptCopy(localStorage, '/')).toBeNull();

    saveCopy(localStorage, '/', page('home'), null, 3);
    noteSignedIn(localStorage, 8);
    expect(keptCopy(localStorage, '/')).toBeNull();
  });

  it('never mixes two members’ views: a copy saved for another owner clears the rest', () => {
    saveCopy(localStorage, '/games/jp/1', page('seen by 7'), 7, 1);
    saveCopy(localStorage, '/', page('seen by 8'), 8, 2);
    expect(keptCopy(localStorage, '/games/jp/1')).toBeNull();
    expect(keptCopy(localStorage, '/')).not.toBeNull();
    clearCopies(localStorage, 8);
    expect(keptCopy(localStorage, '/')).toBeNull();
  });
});

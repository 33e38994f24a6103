import {
  clubRules,
  type GameType,
  type Player,
  RULESET_PRESETS,
  type Season,
  type Variant,
} from '@mahjong/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { player, players, riichiGame } from '../../../test/game-fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import CreateGamePage from './CreateGamePage.tsx';

afterEach(() => vi.unstubAllGlobals());

const kinds: Array<[string, Variant, GameType]> = [
  ['/games/create/jp', 'jp', 'RANKED'],
  ['/games/create/jp/casual', 'jp', 'CASUAL'],
  ['/games/create/hk', 'hk', 'RANKED'],
  ['/games/create/hk/casual', 'hk', 'CASUAL'],
];

const routes = [
  ...kinds.map(([path, variant, type]) => ({
    path,
    element: <CreateGamePage variant={variant} type={type} />,
  })),
  { path: '/unauthorized', element: <h1>Unauthorized</h1> },
  { path: '/games/:variant/:id', element: <h1>Game page</h1> },
];

function serve(me: Player | null, seasons: Season[] = []) {
  return stubApi((call) => {
    if (call.path === '/seasons') return { body: seasons };
    if (call.path === '/players/current') return me ? { body: me } : { status: 401, body: {} };
    if (call.path.startsWith('/players?'))
      return { body: players.map(({ id, username }) => ({ id, username })) };
    if (call.path === '/rulesets')
      return {
        body: RULESET_PRESETS.map((rules) => ({
          id: rules.id,
          variant: rules.variant,
          name: rules.name,
          rules,
        })),
      };
    if (call.path === '/rulesets/default/jp') return { body: clubRules('jp') };
    if (call.method === 'POST' && call.path === '/games')
      return { status: 201, body: riichiGame([], { id: 42 }) };
    return undefined;
  });
}

const visitor = null;
const casualPlayer = player();
const riichiPlayer = player({ japaneseQualified: true });
const hongKongPlayer = player({ hongKongQualified: true });
const admin = player({ admin: true });

describe('create game pages', { timeout: 30_000 }, () => {
  it.each<[string, Player | null, string[]]>([
    ['a visitor', visitor, []],
    ['a player without qualifications', casualPlayer, ['/games/create/jp/casual', '/games/create/hk/casual']],
    ['an admin without qualifications', admin, ['/games/create/jp/casual', '/games/create/hk/casual']],
    [
      'a riichi-qualified player',
      riichiPlayer,
      ['/games/create/jp', '/games/create/jp/casual', '/games/create/hk/casual'],
    ],
    [
      'a Hong Kong-qualified player',
      hongKongPlayer,
      ['/games/create/jp/casual', '/games/create/hk', '/games/create/hk/casual'],
    ],
  ])('let %s open only the kinds they may record', async (_who, me, allowed) => {
    for (const [path, variant, type] of kinds) {
      serve(me);
      const router = renderAt(routes, path);
      if (allowed.includes(path)) {
        const kind = `${variant === 'jp' ? 'Riichi' : 'Hong Kong'} ${type === 'RANKED' ? 'Ranked' : 'Casual'}`;
        expect(await screen.findByRole('heading', { name: `Record a ${kind} game` })).toBeTruthy();
        expect(router.state.location.pathname).toBe(path);
      } else {
        await screen.findByRole('heading', { name: 'Unauthorized' });
        expect(router.state.location.pathname).toBe('/unauthorized');
        expect(router.state.historyAction).toBe('REPLACE');
      }
      // Each address is its own visit.
      cleanup();
      router.dispose();
    }
  });

  it('asks for all four seats before starting', async () => {
    serve(casualPlayer);
    renderAt(routes, '/games/create/jp/casual');
    fireEvent.click(await screen.findByRole('button', { name: 'Start game' }));
    expect(await screen.findByText('Choose a player for every seat.')).toBeTruthy();
  });

  it('seats four searched players East to North and opens the new game', async () => {
    const calls = serve(casualPlayer);
    const router = renderAt(routes, '/games/create/jp/casual');
    await screen.findByRole('combobox', { name: 'East' });
    const user = userEvent.setup();
    for (const [wind, name] of [
      ['East', 'dave'],
      ['South', 'carol'],
      ['West', 'bob'],
      ['North', 'alice'],
    ] as const) {
      const input = screen.getByRole('combobox', { name: wind });
      await user.click(input);
      await user.type(input, name.slice(0, 3));
      await user.click(await screen.findByRole('option', { name }));
      await waitFor(() => expect((input as HTMLInputElement).value).toBe(name));
    }
    await user.click(screen.getByRole('button', { name: 'Start game' }));
    await screen.findByRole('heading', { name: 'Game page' });
    expect(router.state.location.pathname).toBe('/games/jp/42');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ variant: 'jp', type: 'CASUAL', players: [14, 13, 12, 11] });
    expect(calls.some((call) => call.path === '/players?variant=jp&type=CASUAL')).toBe(true);
  });

  it('plays under a chosen preset, saying in a line what it does differently from the club', async () => {
    const calls = serve(casualPlayer);
    renderAt(routes, '/games/create/jp/casual');
    const select = await screen.findByRole('combobox', { name: 'Rules' });
    await screen.findByRole('option', { name: "The club's default: Club rules" });
    expect(screen.getByTestId('ruleset-summary').textContent).toBe("The club's own rules.");
    await screen.findByRole('option', { name: 'WRC' });
    const user = userEvent.setup();
    await user.selectOptions(select, 'wrc');
    const summary = screen.getByTestId('ruleset-summary').textContent ?? '';
    expect(summary).toMatch(
      /^Unlike the club's rules: 30,000 to start, .*head bump.*kiriage mangan.*play on below zero/,
    );
    for (const [wind, name] of [
      ['East', 'dave'],
      ['South', 'carol'],
      ['West', 'bob'],
      ['North', 'alice'],
    ] as const) {
      const input = screen.getByRole('combobox', { name: wind });
      await user.click(input);
      await user.type(input, name.slice(0, 3));
      await user.click(await screen.findByRole('option', { name }));
      await waitFor(() => expect((input as HTMLInputElement).value).toBe(name));
    }
    await user.click(screen.getByRole('button', { name: 'Start game' }));
    await screen.findByRole('heading', { name: 'Game page' });
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ variant: 'jp', type: 'CASUAL', players: [14, 13, 12, 11], ruleset: 'wrc' });
  });

  it('asks for the season only when several run today, the default being the one of the game type', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const running = { startDate: today, endDate: today, rules: { jp: null, hk: null } };
    const calls = serve(casualPlayer, [
      { id: 5, name: 'Autumn', type: 'ranked', league: null, ...running },
      { id: 6, name: 'Cup', type: 'league', league: 'Autumn cup', ...running },
      {
        id: 2,
        name: 'Old',
        type: 'casual',
        league: null,
        startDate: '2001-01-01',
        endDate: '2001-12-31',
        rules: { jp: null, hk: null },
      },
    ]);
    renderAt(routes, '/games/create/jp/casual');
    const select = await screen.findByRole('combobox', { name: 'Season' });
    await screen.findByRole('option', { name: 'Autumn (the default)' });
    expect(screen.queryByRole('option', { name: /Old/ })).toBeNull();
    const user = userEvent.setup();
    await user.selectOptions(select, screen.getByRole('option', { name: 'Cup (League: Autumn cup)' }));
    for (const [wind, name] of [
      ['East', 'dave'],
      ['South', 'carol'],
      ['West', 'bob'],
      ['North', 'alice'],
    ] as const) {
      const input = screen.getByRole('combobox', { name: wind });
      await user.click(input);
      await user.type(input, name.slice(0, 3));
      await user.click(await screen.findByRole('option', { name }));
      await waitFor(() => expect((input as HTMLInputElement).value).toBe(name));
    }
    await user.click(screen.getByRole('button', { name: 'Start game' }));
    await screen.findByRole('heading', { name: 'Game page' });
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ variant: 'jp', type: 'CASUAL', players: [14, 13, 12, 11], season: 6 });
  });
});

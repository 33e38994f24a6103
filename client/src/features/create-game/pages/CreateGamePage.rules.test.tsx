import {
  clubRules,
  type GameType,
  type Player,
  RULESET_PRESETS,
  riichiPreset,
  type Season,
  type Variant,
} from '@mahjong/shared';
import { screen, waitFor, within } from '@testing-library/react';
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
];
const routes = [
  ...kinds.map(([path, variant, type]) => ({
    path,
    element: <CreateGamePage variant={variant} type={type} />,
  })),
  { path: '/games/:variant/:id', element: <h1>Game page</h1> },
];

function serve(me: Player, options: { seasons?: Season[]; refuse?: object } = {}) {
  return stubApi((call) => {
    if (call.path === '/seasons') return { body: options.seasons ?? [] };
    if (call.path === '/players/current') return { body: me };
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
    if (call.method === 'POST' && call.path === '/games') {
      return options.refuse
        ? { status: 400, body: { error: options.refuse } }
        : { status: 201, body: riichiGame([], { id: 42 }) };
    }
    return undefined;
  });
}

async function seatFour(user: ReturnType<typeof userEvent.setup>) {
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
}

describe('adjusting single rules on the new-game form', { timeout: 60_000 }, () => {
  it('shows every switch of the chosen preset with its control, and sends the ones changed', async () => {
    const calls = serve(player());
    renderAt(routes, '/games/create/jp/casual');
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'WRC' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rules' }), 'wrc');
    await user.click(screen.getByRole('button', { name: 'Adjust rules' }));
    const panel = screen.getByRole('group', { name: 'Every rule of this rule set' });
    // Every switch of a riichi rule set: 22, each named.
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(8);
    expect(within(panel).getAllByRole('combobox')).toHaveLength(9);
    const kiriage = within(panel).getByRole('checkbox', { name: 'Kiriage mangan' }) as HTMLInputElement;
    expect(kiriage.checked).toBe(true);
    const start = within(panel).getByRole('textbox', { name: 'Starting points' }) as HTMLInputElement;
    expect(start.value).toBe('30000');
    expect(within(panel).getAllByRole('textbox', { name: /^Uma, first to fourth: / })).toHaveLength(4);

    await user.click(kiriage);
    await user.clear(start);
    await user.type(start, '25000');
    const summary = screen.getByTestId('ruleset-summary').textContent ?? '';
    expect(summary).not.toContain('kiriage mangan');
    expect(summary).not.toContain('to start');
    expect(summary).toContain('head bump');
    expect(screen.getByRole('button', { name: 'Adjust rules (2 changed)' })).toBeTruthy();
    expect(within(panel).getByRole('checkbox', { name: /^Kiriage mangan\s*changed$/ })).toBeTruthy();

    await seatFour(user);
    await user.click(screen.getByRole('button', { name: 'Start game' }));
    await screen.findByRole('heading', { name: 'Game page' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      variant: 'jp',
      type: 'CASUAL',
      players: [14, 13, 12, 11],
      ruleset: 'wrc',
      rules: { kiriage: false, startPoints: 25_000 },
    });
  });

  it('says in words why switches cannot be played together, before sending and as the server answers', async () => {
    serve(player(), {
      refuse: { code: 'INVALID_RULE', message: 'startPoints: …', params: { switch: 'startPoints' } },
    });
    renderAt(routes, '/games/create/jp/casual');
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'WRC' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rules' }), 'wrc');
    await user.click(screen.getByRole('button', { name: 'Adjust rules' }));
    const bonus = screen.getByRole('combobox', { name: 'Honba and sticks on a multiple ron' });
    await user.selectOptions(bonus, 'split');
    expect((await screen.findByTestId('rules-problem')).textContent).toBe(
      'Under head bump only one ron wins, so the honba cannot be split between winners.',
    );
    await user.selectOptions(bonus, 'first');
    await waitFor(() => expect(screen.queryByTestId('rules-problem')).toBeNull());
    const start = screen.getByRole('textbox', { name: 'Starting points' });
    await user.clear(start);
    await user.type(start, 'lots');
    expect((await screen.findByTestId('rules-problem')).textContent).toBe(
      'The rule "Starting points" is not one this game can be played with.',
    );
    await user.clear(start);
    await user.type(start, '30000');
    await seatFour(user);
    await user.click(screen.getByRole('button', { name: 'Start game' }));
    expect(
      await screen.findByText(
        'Could not start the game: The rule "Starting points" is not one this game can be played with.',
      ),
    ).toBeTruthy();
  });

  it('offers no single switches of a ranked game to a member who is not an admin', async () => {
    serve(player({ japaneseQualified: true }));
    renderAt(routes, '/games/create/jp');
    await screen.findByRole('option', { name: 'WRC' });
    expect(screen.queryByRole('button', { name: 'Adjust rules' })).toBeNull();
    expect(
      screen.getByText(
        'Only an admin can change single rules of a ranked game: choose one of the rule sets instead.',
      ),
    ).toBeTruthy();
  });

  it('offers single switches of a ranked game to an admin', async () => {
    serve(player({ japaneseQualified: true, admin: true }));
    renderAt(routes, '/games/create/jp');
    await screen.findByRole('option', { name: 'WRC' });
    expect(screen.getByRole('button', { name: 'Adjust rules' })).toBeTruthy();
  });

  it("starts from the season's rule set when the game's season names one", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const wrc = riichiPreset('wrc');
    serve(player(), {
      seasons: [
        {
          id: 7,
          name: 'WRC spring',
          type: 'casual',
          league: null,
          startDate: today,
          endDate: today,
          rules: { jp: wrc ?? null, hk: null },
        },
      ],
    });
    renderAt(routes, '/games/create/jp/casual');
    await screen.findByRole('option', { name: "The season's rules (WRC spring): WRC" });
    await waitFor(() =>
      expect(screen.getByTestId('ruleset-summary').textContent).toContain('kiriage mangan'),
    );
  });
});

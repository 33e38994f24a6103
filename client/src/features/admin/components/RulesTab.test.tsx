import { clubRules, findPreset, type Player, RULESET_PRESETS, type Ruleset } from '@mahjong/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPlayer, renderAt } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import AdminPage from '../pages/AdminPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const chair: Player = aPlayer({ id: 1, username: 'chair', admin: true });

function serve() {
  const defaults: Record<string, Ruleset> = { jp: clubRules('jp'), hk: clubRules('hk') };
  return stubApi((call) => {
    if (call.path === '/players/current') return { body: chair };
    if (call.path === '/rulesets')
      return {
        body: RULESET_PRESETS.map((rules) => ({
          id: rules.id,
          variant: rules.variant,
          name: rules.name,
          rules,
        })),
      };
    const variant = /^\/rulesets\/default\/(jp|hk)$/.exec(call.path)?.[1];
    if (variant && call.method === 'GET') return { body: defaults[variant] };
    if (variant && call.method === 'PUT') {
      const chosen = findPreset(variant as 'jp' | 'hk', (call.body as { ruleset: string }).ruleset);
      if (!chosen) return { status: 400, body: { error: { code: 'UNKNOWN_RULESET', message: 'unknown' } } };
      defaults[variant] = chosen;
      return { body: chosen };
    }
    return undefined;
  });
}

describe("the admin's rules tab", () => {
  it("shows each variant's default and saves another preset as the default", async () => {
    const calls = serve();
    renderAt([{ path: '/admin', element: <AdminPage /> }], '/admin?tab=rules');
    const riichi = await screen.findByRole('region', { name: 'Riichi' });
    expect(await within(riichi).findByText("Now: Club rules — The club's own rules.")).toBeTruthy();
    const select = within(riichi).getByRole('combobox', { name: 'Default rules for Riichi' });
    await within(riichi).findByRole('option', { name: 'M-League' });
    const user = userEvent.setup();
    await user.selectOptions(select, 'mleague');
    await user.click(within(riichi).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/rulesets/default/jp',
        body: { ruleset: 'mleague' },
      }),
    );
    expect(await within(riichi).findByText(/^Now: M-League — Unlike the club's rules: /)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Hong Kong' })).toBeTruthy();
  });
});

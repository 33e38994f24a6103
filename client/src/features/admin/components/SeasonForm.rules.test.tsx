import { clubRules, RULESET_PRESETS, riichiPreset, type Season } from '@mahjong/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPlayer, renderAt } from '../../../test/render.tsx';
import { type ApiCall, type StubAnswer, stubApi } from '../../../test/stub-api.ts';
import AdminPage from '../pages/AdminPage.tsx';

const routes = [{ path: '/admin', element: <AdminPage /> }];
const chair = aPlayer({ id: 1, username: 'chair', admin: true });

function serve(answer: (call: ApiCall) => StubAnswer | undefined) {
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
    if (call.path === '/rulesets/default/jp') return { body: clubRules('jp') };
    if (call.path === '/rulesets/default/hk') return { body: clubRules('hk') };
    return answer(call);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("a season's rules on the admin page", { timeout: 60_000 }, () => {
  it('names a preset for riichi games, with a switch changed, and leaves Hong Kong to the club default', async () => {
    const calls = serve((call) => {
      if (call.path === '/admin/seasons' && call.method === 'GET') return { body: [] };
      if (call.method === 'POST') return { status: 201, body: { id: 1, ...(call.body as object) } };
      return undefined;
    });
    renderAt(routes, '/admin?tab=seasons');
    await screen.findByText('No seasons yet: add the first below.');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'WRC autumn');
    await user.type(screen.getByLabelText(/Start date/), '2026-09-01');
    await user.type(screen.getByLabelText(/End date/), '2026-12-20');
    const riichi = screen.getByRole('combobox', { name: 'Rules for Riichi games' });
    await screen.findAllByRole('option', { name: 'WRC' });
    await user.selectOptions(riichi, 'wrc');
    const picker = screen.getByRole('group', { name: 'Rules for Riichi games' });
    await user.click(within(picker).getByRole('button', { name: 'Adjust rules' }));
    const panel = screen.getByRole('group', { name: 'Every rule of this rule set' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Kiriage mangan' }));
    await user.click(screen.getByRole('button', { name: 'Add season' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'WRC autumn',
      rules: { jp: { ruleset: 'wrc', rules: { kiriage: false } }, hk: null },
    });
  });

  it('lists each season with its rules, and edits them from the preset and the switches changed', async () => {
    const wrc = riichiPreset('wrc');
    if (!wrc) throw new Error('no WRC preset');
    const season: Season = {
      id: 3,
      name: 'WRC autumn',
      startDate: '2026-09-01',
      endDate: '2026-12-20',
      type: 'ranked',
      league: null,
      rules: { jp: { ...wrc, kiriage: false, changed: ['kiriage'] }, hk: null },
    };
    serve((call) => (call.path === '/admin/seasons' ? { body: [season] } : undefined));
    renderAt(routes, '/admin?tab=seasons');
    const row = (await screen.findByRole('rowheader', { name: 'WRC autumn' })).closest('tr');
    expect(row?.textContent).toContain('Riichi: WRC (changed)');
    await userEvent.click(screen.getByRole('button', { name: 'Edit WRC autumn' }));
    const riichi = (await screen.findByRole('combobox', {
      name: 'Rules for Riichi games',
    })) as HTMLSelectElement;
    await vi.waitFor(() => expect(riichi.value).toBe('wrc'));
    const picker = screen.getByRole('group', { name: 'Rules for Riichi games' });
    expect(within(picker).getByRole('button', { name: 'Adjust rules (1 changed)' })).toBeTruthy();
  });
});

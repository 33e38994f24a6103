import type { Variant } from '@mahjong/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { speak, speakEnglish } from '../../../test/languages.ts';
import { board } from '../../../test/leaderboard.ts';
import { aPlayer } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { aliceAgainstBob, aliceHongKongStats, aliceStats, seasons } from '../test-support.ts';
import StatsPage from './StatsPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  speakEnglish();
});

function renderStats(variant: Variant, path = `/stats/${variant}`) {
  const calls = stubApi((call) => {
    if (call.path === '/players/current') return { body: aPlayer({ id: 7, username: 'alice' }) };
    if (call.path === '/seasons') return { body: seasons };
    if (call.path === '/rulesets')
      return {
        body: [
          { id: 'club', variant: 'jp', name: 'Club rules', rules: {} },
          { id: 'wrc', variant: 'jp', name: 'WRC', rules: {} },
        ],
      };
    if (call.path.startsWith(`/leaderboard/${variant}?`)) return { body: board('alice', 'bob') };
    if (call.path.startsWith(`/stats/${variant}/head-to-head?`)) return { body: aliceAgainstBob };
    if (call.path.startsWith(`/stats/${variant}?`))
      return { body: variant === 'jp' ? aliceStats() : aliceHongKongStats() };
    return undefined;
  });
  const router = createMemoryRouter(
    [{ path: `/stats/${variant}`, element: <StatsPage variant={variant} /> }],
    {
      initialEntries: [path],
    },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { calls, router };
}

/** A table by its name, as rows of cell texts (the header row left out). */
function tableRows(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

/** The CSV a download link holds. */
function csvOf(link: HTMLElement): string {
  return decodeURIComponent((link.getAttribute('href') ?? '').replace(/^data:text\/csv;charset=utf-8,/, ''));
}

describe('yaku and hands by kind on the statistics page', () => {
  it('shows each yaku with its share of the hands recorded with yaku, as a table and a CSV', async () => {
    renderStats('jp');
    await screen.findByRole('table', { name: 'Yaku in hands won' });
    expect(tableRows('Yaku in hands won')).toEqual([
      ['Pinfu', '1', '50.0%', '1', ''],
      ['Riichi', '1', '50.0%', '1', ''],
      ['Tanyao', '1', '50.0%', '1', ''],
      ['Yakuhai', '1', '50.0%', '2', ''],
    ]);
    expect(
      screen.getByText('2 of 3 hands won were recorded with their yaku; the shares are of those.'),
    ).toBeTruthy();
    const csv = csvOf(screen.getByRole('link', { name: 'The figures of Yaku in hands won as CSV' }));
    expect(csv).toContain('Yaku,Hands won,Share of recorded wins,Times listed,Yakuman');
    expect(csv).toContain('Yakuhai,1,50.0%,2,');
  });

  it('splits wins and deal-ins into riichi, open, dama and not known, with a CSV', async () => {
    renderStats('jp');
    await screen.findByRole('table', { name: 'Wins and deal-ins by hand' });
    // Alice: 8 hands, 3 wins (riichi 5 800, open 2 900, one entered without yaku 8 000), 1 deal-in
    // into a riichi hand (17 200).
    expect(tableRows('Wins and deal-ins by hand')).toEqual([
      ['Riichi', '1', '12.5%', '33.3%', '5,800', '1', '12.5%', '100.0%', '17,200'],
      ['Open', '1', '12.5%', '33.3%', '2,900', '0', '0.0%', '0.0%', '—'],
      ['Dama (closed, no riichi)', '0', '0.0%', '0.0%', '—', '0', '0.0%', '0.0%', '—'],
      ['Not known (entered without yaku)', '1', '12.5%', '33.3%', '8,000', '0', '0.0%', '0.0%', '—'],
    ]);
    const csv = csvOf(screen.getByRole('link', { name: 'The figures of Wins and deal-ins by hand as CSV' }));
    expect(csv.split('\r\n')[4]).toBe('Not known (entered without yaku),1,12.5%,33.3%,"8,000",0,0.0%,0.0%,—');
  });

  it('shows Hong Kong patterns and no riichi split', async () => {
    renderStats('hk');
    await screen.findByRole('table', { name: 'Patterns in hands won' });
    expect(tableRows('Patterns in hands won')).toEqual([['All pungs', '1', '100.0%', '1', '']]);
    expect(
      screen.getByText('1 of 2 hands won were recorded with their patterns; the shares are of those.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Wins and deal-ins by hand' })).toBeNull();
  });

  it.each([
    ['ja', '和了の役', '平和', '手の形別の和了と放銃', '不明（役なしで記録）'],
    ['zh-Hans', '和牌的役', '平和', '按牌型的和牌与放铳', '未知（记录时未填役）'],
    ['zh-Hant', '和牌的役', '平和', '按牌型的和牌與放銃', '未知（記錄時未填役）'],
  ] as const)('speaks %s', async (language, yakuTitle, pinfu, kindsTitle, unknown) => {
    speak(language);
    renderStats('jp');
    await screen.findByRole('table', { name: yakuTitle });
    expect(tableRows(yakuTitle)[0]?.[0]).toBe(pinfu);
    expect(tableRows(kindsTitle).map((row) => row[0])).toContain(unknown);
  });

  it('speaks Hong Kong patterns in Traditional Chinese', async () => {
    speak('zh-Hant');
    renderStats('hk');
    await screen.findByRole('table', { name: '和牌番種' });
    expect(tableRows('和牌番種')[0]?.[0]).toBe('對對糊');
  });
});

describe('the rule set and days of the statistics', () => {
  it('asks for what the address names, and keeps a new choice in the address', async () => {
    const { calls, router } = renderStats(
      'jp',
      '/stats/jp?player=7&ruleset=wrc&from=2026-10-01&to=2026-10-31',
    );
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain(
        '/stats/jp?type=RANKED&season=all&player=7&ruleset=wrc&from=2026-10-01&to=2026-10-31',
      ),
    );
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-10-01');
    const ruleset = await screen.findByLabelText('Rule set');
    await within(ruleset).findByRole('option', { name: 'Club rules' });
    fireEvent.change(ruleset, { target: { value: 'club' } });
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('ruleset')).toBe('club'),
    );
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain(
        '/stats/jp?type=RANKED&season=all&player=7&ruleset=club&from=2026-10-01&to=2026-10-31',
      ),
    );
    fireEvent.change(ruleset, { target: { value: '' } });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('ruleset')).toBe(false));
  });
});

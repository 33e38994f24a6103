import { findPreset, type GameView } from '@mahjong/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { players, riichiGame } from '../../../test/game-fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { RulesAndPoints } from './RulesAndPoints.tsx';

afterEach(() => vi.unstubAllGlobals());

const tenhou = findPreset('jp', 'tenhou');
if (!tenhou) throw new Error('the Tenhou preset is missing');

const ended: GameView = riichiGame([], {
  rules: tenhou,
  status: 'FINISHED',
  finalScores: [73000, -23000, 25000, 25000],
  finalResults: [
    { playerId: 11, place: 1, score: 73000, uma: 20000, oka: 15000, penalty: 0, points: 83 },
    { playerId: 12, place: 4, score: -23000, uma: -20000, oka: -5000, penalty: 0, points: -73 },
    { playerId: 13, place: 2, score: 25000, uma: 10000, oka: -5000, penalty: 0, points: 5 },
    { playerId: 14, place: 3, score: 25000, uma: -10000, oka: -5000, penalty: 0, points: -15 },
  ],
});

const show = (game: GameView) => renderAt([{ path: '/', element: <RulesAndPoints game={game} /> }], '/');

describe('the rules and final points of a game', () => {
  it('names the rule set and lists each seat by place with its uma, oka and points', async () => {
    show(ended);
    expect(await screen.findByRole('heading', { name: 'Rules: Tenhou' })).toBeTruthy();
    expect(screen.getByText(/^Unlike the club's rules: .*oka 20,000.*uma \+20\/\+10\/-10\/-20/)).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Final points' })).getAllByRole('row');
    const cells = rows.slice(1).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    const [alice, bob, carol, dave] = players.map((player) => player.username);
    expect(cells).toEqual([
      ['1', alice, '73,000', '+20', '+15', '—', '+83'],
      ['2', carol, '25,000', '+10', '-5', '—', '+5'],
      ['3', dave, '25,000', '-10', '-5', '—', '-15'],
      ['4', bob, '-23,000', '-20', '-5', '—', '-73'],
    ]);
  });

  it('names the rules of a game in progress without final points', async () => {
    show(riichiGame([]));
    expect(await screen.findByRole('heading', { name: 'Rules: Club rules' })).toBeTruthy();
    expect(screen.getByText("The club's own rules.")).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

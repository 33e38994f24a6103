import {
  clubRules,
  findPreset,
  type GameView,
  type RiichiRoundInput,
  RULESET_PRESETS,
  type Variant,
} from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { getGame, postRound, ron } from '../../test/games.ts';
import { createTestPlayer, type TestPlayer } from '../../test/players.ts';

/** East 1: the dealer (seat 0) rons seat 1 for a yakuman, 48 000: seat 1 ends below zero. */
const DEALER_YAKUMAN = ron(0, 1, 13, 30);

/** East 1: seat 2 deals into seat 3 and the dealer (seat 0), 2 han 30 fu each. */
const DOUBLE_RON: RiichiRoundInput = {
  riichis: [],
  tenpais: [],
  transactions: [
    { transactionType: 'DEAL_IN', winner: 0, loser: 2, hand: { han: 2, fu: 30, dora: 0 } },
    { transactionType: 'DEAL_IN', winner: 3, loser: 2, hand: { han: 2, fu: 30, dora: 0 } },
  ],
};

describe('rule sets: chosen when a game starts, stored with it, used by every path', () => {
  let t: TestApp;
  let recorder: TestPlayer;
  let admin: TestPlayer;
  beforeAll(async () => {
    t = await createTestApp();
    const qualified = { japaneseQualified: true, hongKongQualified: true };
    recorder = await createTestPlayer(t.app.db, qualified);
    admin = await createTestPlayer(t.app.db, { ...qualified, admin: true });
  });
  afterAll(() => t.close());

  const fourPlayers = async () => {
    const ids: number[] = [];
    for (let seat = 0; seat < 4; seat += 1) {
      const { player } = await createTestPlayer(t.app.db, {
        japaneseQualified: true,
        hongKongQualified: true,
      });
      ids.push(player.id);
    }
    return ids;
  };
  const create = async (
    body: { variant: Variant; type?: 'CASUAL' | 'RANKED'; ruleset?: string; rules?: Record<string, unknown> },
    by: TestPlayer = recorder,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: by.headers,
      payload: { type: 'CASUAL', ...body, players: await fourPlayers() },
    });
  const started = async (variant: Variant, ruleset?: string, type: 'CASUAL' | 'RANKED' = 'CASUAL') => {
    const response = await create({ variant, type, ...(ruleset === undefined ? {} : { ruleset }) });
    expect(response.statusCode).toBe(201);
    return response.json() as GameView;
  };
  const record = async (game: GameView, input: RiichiRoundInput, by: TestPlayer = recorder) => {
    const response = await postRound(t, game, by.headers, game.version, input);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as GameView;
  };
  const gameCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('games')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('lists every preset of both variants', async () => {
    const response = await t.app.inject({ url: '/api/rulesets' });
    expect(response.statusCode).toBe(200);
    const listed = response.json() as Array<{ id: string; variant: Variant; name: string }>;
    expect(listed.map((preset) => `${preset.variant}:${preset.id}`)).toEqual([
      'jp:club',
      'jp:wrc',
      'jp:ema',
      'jp:ema2025',
      'jp:jpml-a',
      'jp:tenhou',
      'jp:mleague',
      'hk:club',
      'hk:half-gun',
      'hk:full-gun',
    ]);
    expect(listed[1]).toEqual({ id: 'wrc', variant: 'jp', name: 'WRC', rules: findPreset('jp', 'wrc') });
  });

  it('answers a game created with each preset with that preset whole, and starts it from its points', async () => {
    for (const preset of RULESET_PRESETS) {
      const game = await started(preset.variant, preset.id);
      expect(game.rules).toEqual(preset);
      expect(game.totals).toEqual([0, 1, 2, 3].map(() => preset.startPoints));
      expect((await getGame(t, game)).rules).toEqual(preset);
    }
  });

  it("gives a game without a choice the club's rules", async () => {
    expect((await started('jp')).rules).toEqual(clubRules('jp'));
    expect((await started('hk')).rules).toEqual(clubRules('hk'));
  });

  it('scores a WRC non-dealer 4 han 30 fu ron as a mangan (kiriage), the club game as 7 700', async () => {
    const wrc = await record(await started('jp', 'wrc'), ron(1, 2, 4, 30));
    expect(wrc.rounds[0]?.scoreDeltas).toEqual([0, 8000, -8000, 0]);
    const club = await record(await started('jp'), ron(1, 2, 4, 30));
    expect(club.rounds[0]?.scoreDeltas).toEqual([0, 7700, -7700, 0]);
  });

  it('pays only the winner first after the discarder on a WRC double ron (head bump), both at the club', async () => {
    const wrc = await record(await started('jp', 'wrc'), DOUBLE_RON);
    expect(wrc.rounds[0]?.scoreDeltas).toEqual([0, 0, -2000, 2000]);
    const club = await record(await started('jp'), DOUBLE_RON);
    expect(club.rounds[0]?.scoreDeltas).toEqual([2900, 0, -4900, 2000]);
  });

  it('ends a Tenhou game on a score below zero with its final results, but not a WRC game', async () => {
    const tenhou = await record(await started('jp', 'tenhou'), DEALER_YAKUMAN);
    expect(tenhou.status).toBe('FINISHED');
    expect(tenhou.finalScores).toEqual([73000, -23000, 25000, 25000]);
    expect(tenhou.finalResults?.map(({ place, points }) => ({ place, points }))).toEqual([
      { place: 1, points: 83 },
      { place: 4, points: -73 },
      { place: 2, points: 5 },
      { place: 3, points: -15 },
    ]);
    expect(tenhou.finalResults?.map((result) => result.playerId)).toEqual(
      tenhou.players.map((player) => player.id),
    );
    expect(tenhou.finalResults?.[0]).toMatchObject({ score: 73000, uma: 20000, oka: 15000, penalty: 0 });

    const wrc = await record(await started('jp', 'wrc'), DEALER_YAKUMAN);
    expect(wrc.status).toBe('IN_PROGRESS');
    expect(wrc.totals).toEqual([78000, -18000, 30000, 30000]);
    expect(wrc.finalResults).toBeNull();
  });

  it('takes chombos off the final points where the rules say so (WRC), after uma shared by tied places', async () => {
    const played = await record(await started('jp', 'wrc'), ron(1, 2, 4, 30));
    const ended = await t.app.inject({
      method: 'POST',
      url: `/api/games/jp/${played.id}/end?expectedVersion=${played.version}`,
      headers: admin.headers,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const offender = played.players[2]?.id;
    const chombo = await t.app.inject({
      method: 'POST',
      url: `/api/games/jp/${played.id}/chombo`,
      headers: admin.headers,
      payload: {
        expectedVersion: ended.json().version,
        playerId: offender,
        reason: 'Called ron on a wrong tile',
      },
    });
    expect(chombo.statusCode, chombo.body).toBe(201);
    const game = await getGame(t, played);
    // Settled on the final points, a WRC chombo does not also cost rating; a club chombo does.
    const board = await t.app.inject({ url: '/api/leaderboard/jp?type=CASUAL' });
    const entry = (board.json() as Array<{ playerId: number; chomboCount: number }>).find(
      (row) => row.playerId === offender,
    );
    expect(entry?.chomboCount).toBe(0);
    expect(game.finalResults).toEqual([
      { playerId: played.players[0]?.id, place: 2, score: 30000, uma: 0, oka: 0, penalty: 0, points: 0 },
      { playerId: played.players[1]?.id, place: 1, score: 38000, uma: 15000, oka: 0, penalty: 0, points: 23 },
      { playerId: offender, place: 4, score: 22000, uma: -15000, oka: 0, penalty: 20000, points: -43 },
      { playerId: played.players[3]?.id, place: 2, score: 30000, uma: 0, oka: 0, penalty: 0, points: 0 },
    ]);
  });

  it('refuses a chombo held over to the end where the rules pay it at once as a hand (Tenhou)', async () => {
    const game = await started('jp', 'tenhou');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/games/jp/${game.id}/chombo`,
      headers: recorder.headers,
      payload: { expectedVersion: game.version, playerId: game.players[1]?.id, reason: 'Wrong tile' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('CHOMBO_IS_A_HAND');
    expect((await getGame(t, game)).chombos).toEqual([]);
  });

  it('refuses an unknown preset, a switch out of range and contradicting switches by name, storing nothing', async () => {
    const before = await gameCount();
    const unknown = await create({ variant: 'jp', ruleset: 'half-gun' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ code: 'UNKNOWN_RULESET', params: { ruleset: 'half-gun' } });

    const outOfRange = await create({ variant: 'jp', ruleset: 'wrc', rules: { startPoints: 5 } });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().error).toMatchObject({
      code: 'INVALID_RULE',
      params: { switch: 'startPoints' },
    });

    const unknownSwitch = await create({ variant: 'hk', rules: { kiriage: true } });
    expect(unknownSwitch.statusCode).toBe(400);
    expect(unknownSwitch.json().error).toMatchObject({ code: 'INVALID_RULE', params: { switch: 'kiriage' } });

    const contradicting = await create({ variant: 'jp', ruleset: 'wrc', rules: { multiRonBonus: 'split' } });
    expect(contradicting.statusCode).toBe(400);
    expect(contradicting.json().error.code).toBe('RULES_SPLIT_UNDER_HEAD_BUMP');
    expect(await gameCount()).toBe(before);
  });

  it('lets anyone change single switches of a casual game, and only an admin those of a ranked one', async () => {
    const casual = await create({ variant: 'jp', ruleset: 'wrc', rules: { kiriage: false } });
    expect(casual.statusCode).toBe(201);
    expect(casual.json().rules).toMatchObject({ id: 'wrc', kiriage: false, changed: ['kiriage'] });

    const before = await gameCount();
    const ranked = await create({ variant: 'jp', type: 'RANKED', ruleset: 'wrc', rules: { kiriage: false } });
    expect(ranked.statusCode).toBe(403);
    expect(ranked.json().error).toMatchObject({
      code: 'FORBIDDEN',
      params: { reason: 'RANKED_RULES_ADMIN_ONLY' },
    });
    expect(await gameCount()).toBe(before);
    const presetOnly = await create({ variant: 'jp', type: 'RANKED', ruleset: 'mleague' });
    expect(presetOnly.statusCode).toBe(201);

    const byAdmin = await create(
      { variant: 'jp', type: 'RANKED', ruleset: 'wrc', rules: { kiriage: false } },
      admin,
    );
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().rules).toMatchObject({ id: 'wrc', kiriage: false });
  });

  it("keeps a game's scores, end and ratings when the club's default changes, through an undo and a re-record", async () => {
    const game = await started('jp', undefined, 'RANKED');
    const ended = await record(game, DEALER_YAKUMAN);
    expect(ended.status).toBe('FINISHED');
    expect(ended.ratingChanges).not.toBeNull();

    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/rulesets/default/jp',
      headers: recorder.headers,
      payload: { ruleset: 'wrc' },
    });
    expect(refused.statusCode).toBe(403);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/rulesets/default/jp',
      headers: admin.headers,
      payload: { ruleset: 'wrc' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/rulesets/default/jp' })).json()).toEqual(findPreset('jp', 'wrc'));
    expect((await started('jp')).rules.id).toBe('wrc');

    expect(await getGame(t, ended)).toEqual(ended);

    // Undone and recorded again: replayed under its own (club) rules, it ends again as it did.
    const undone = await t.app.inject({
      method: 'DELETE',
      url: `/api/games/jp/${ended.id}/rounds/last?expectedVersion=${ended.version}`,
      headers: admin.headers,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().status).toBe('IN_PROGRESS');
    expect(undone.json().totals).toEqual([25000, 25000, 25000, 25000]);
    const again = await record(undone.json(), DEALER_YAKUMAN, admin);
    const pick = (view: GameView) => ({
      rules: view.rules,
      status: view.status,
      totals: view.totals,
      finalScores: view.finalScores,
      placements: view.placements,
      finalResults: view.finalResults,
      eloDeltas: view.eloDeltas,
      ratingChanges: view.ratingChanges,
    });
    expect(pick(again)).toEqual(pick(ended));
  });
});

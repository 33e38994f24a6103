import type { GameView, SeatingProposal } from '@mahjong/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { checkInPlayers, confirmSeating, proposeSeating } from '../../test/club-night.ts';
import { getGame, playRounds, ron } from '../../test/games.ts';
import { createTestPlayer } from '../../test/players.ts';
import { pairKey } from './seating-plan.ts';

describe('seating a round', () => {
  let t: TestApp;
  afterEach(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const everyone = (proposal: SeatingProposal) => [
    ...proposal.tables.flatMap((x) => x.playerIds),
    ...proposal.waiting,
  ];

  it('seats nine checked-in players at two tables of four with one waiting, and starts both games in seat order', async () => {
    t = await createTestApp();
    const players = await checkInPlayers(t, 9);
    const ids = players.map((p) => p.player.id);
    // Someone not checked in is never seated.
    await createTestPlayer(t.app.db);

    const proposal = await proposeSeating(t, players[0]!.headers);
    expect(proposal.tables.map((table) => table.table)).toEqual([1, 2]);
    expect(proposal.tables.every((table) => table.playerIds.length === 4)).toBe(true);
    expect(proposal.waiting).toHaveLength(1);
    expect(everyone(proposal).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(proposal.players.map((p) => p.rating)).toEqual(Array(9).fill(1500));

    const confirmed = await confirmSeating(t, players[0]!.headers, proposal.id);
    expect(confirmed.tables.map((table) => table.table)).toEqual([1, 2]);
    for (const [index, table] of confirmed.tables.entries()) {
      const game = await getGame(t, { variant: 'jp', id: table.gameId });
      expect(game.status).toBe('IN_PROGRESS');
      expect(game.type).toBe('CASUAL');
      expect(game.players.map((p) => p.id)).toEqual(proposal.tables[index]!.playerIds);
      // The East seat records the table's hands.
      expect(game.recorderId).toBe(proposal.tables[index]!.playerIds[0]);
    }

    const board = (await t.app.inject({ url: '/api/club-night' })).json();
    expect(board.tables.map((row: { table: number; game: GameView }) => [row.table, row.game.id])).toEqual(
      confirmed.tables.map((table) => [table.table, table.gameId]),
    );
    expect(board.tables.every((row: { game: GameView }) => row.game.status === 'IN_PROGRESS')).toBe(true);
    expect(board.waiting.map((p: { id: number }) => p.id)).toEqual(proposal.waiting);
    expect(board.checkins).toHaveLength(9);
  });

  it('makes a table ranked only where all four are qualified', async () => {
    t = await createTestApp();
    const qualified = await checkInPlayers(t, 4, { japaneseQualified: true });
    const mixed = [
      ...(await checkInPlayers(t, 3, { japaneseQualified: true })),
      ...(await checkInPlayers(t, 1)),
    ];
    const proposal = await proposeSeating(t, qualified[0]!.headers, { type: 'RANKED' });
    // Put the four qualified players together, whatever the draw.
    let current = proposal;
    const target = qualified.map((p) => p.player.id);
    for (const id of target) {
      const first = current.tables[0]!.playerIds;
      if (first.includes(id)) continue;
      const out = first.find((other) => !target.includes(other))!;
      current = (
        await post(`/api/seatings/${proposal.id}/swap`, qualified[0]!.headers, { a: id, b: out })
      ).json();
    }
    const confirmed = await confirmSeating(t, qualified[0]!.headers, proposal.id);
    const types = Object.fromEntries(confirmed.tables.map((table) => [table.gameId, table.type]));
    const games = await Promise.all(
      confirmed.tables.map((table) => getGame(t, { variant: 'jp', id: table.gameId })),
    );
    const byPlayers = (ids: number[]) => games.find((game) => ids.includes(game.players[0]!.id))!;
    expect(byPlayers(target).type).toBe('RANKED');
    expect(byPlayers(mixed.map((p) => p.player.id)).type).toBe('CASUAL');
    expect(Object.values(types).sort()).toEqual(['CASUAL', 'RANKED']);
  });

  it('adjusts a proposal by swapping two players, including with someone waiting', async () => {
    t = await createTestApp();
    const players = await checkInPlayers(t, 5);
    const proposal = await proposeSeating(t, players[0]!.headers);
    const seated = proposal.tables[0]!.playerIds[2]!;
    const waiting = proposal.waiting[0]!;
    const swapped = await post(`/api/seatings/${proposal.id}/swap`, players[0]!.headers, {
      a: seated,
      b: waiting,
    });
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json().tables[0].playerIds[2]).toBe(waiting);
    expect(swapped.json().waiting).toEqual([seated]);

    const stranger = await createTestPlayer(t.app.db);
    const notThere = await post(`/api/seatings/${proposal.id}/swap`, players[0]!.headers, {
      a: seated,
      b: stranger.player.id,
    });
    expect(notThere.statusCode).toBe(400);
    expect(notThere.json().error.message).toBe(`b: player ${stranger.player.id} is not in this seating`);
    const same = await post(`/api/seatings/${proposal.id}/swap`, players[0]!.headers, {
      a: seated,
      b: seated,
    });
    expect(same.statusCode).toBe(400);
    const missing = await post('/api/seatings/999999/swap', players[0]!.headers, { a: seated, b: waiting });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('There is no such seating.');

    await confirmSeating(t, players[0]!.headers, proposal.id);
    const afterConfirm = await post(`/api/seatings/${proposal.id}/swap`, players[0]!.headers, {
      a: seated,
      b: waiting,
    });
    expect(afterConfirm.statusCode).toBe(409);
    const again = await post(`/api/seatings/${proposal.id}/confirm`, players[0]!.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('SEATING_CONFIRMED');
  });

  it('refuses to confirm a proposal someone at its tables has since checked out of', async () => {
    t = await createTestApp();
    const players = await checkInPlayers(t, 4);
    const proposal = await proposeSeating(t, players[0]!.headers);
    const leaving = players[3]!;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/checkins/${leaving.player.id}`,
      headers: leaving.headers,
    });
    const response = await post(`/api/seatings/${proposal.id}/confirm`, players[0]!.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/seat the round again/i);
    expect((await t.app.inject({ url: '/api/club-night' })).json().tables).toEqual([]);
  });

  it('seats a player at one table only when two proposals with the same players are confirmed at once', async () => {
    t = await createTestApp();
    const players = await checkInPlayers(t, 4);
    const first = await proposeSeating(t, players[0]!.headers);
    const second = await proposeSeating(t, players[1]!.headers);
    const answers = await Promise.all([
      post(`/api/seatings/${first.id}/confirm`, players[0]!.headers),
      post(`/api/seatings/${second.id}/confirm`, players[1]!.headers),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().error.code).toBe('SEATING_OUT_OF_DATE');
    const board = (await t.app.inject({ url: '/api/club-night' })).json();
    expect(board.tables).toHaveLength(1);
    expect(board.tables[0].game.players.map((p: { id: number }) => p.id).sort()).toEqual(
      players.map((p) => p.player.id).sort(),
    );
  });

  it('gives two proposals of different players confirmed at once tables of their own numbers', async () => {
    t = await createTestApp();
    const admin = await createTestPlayer(t.app.db, { admin: true });
    const early = await checkInPlayers(t, 4);
    const first = await proposeSeating(t, admin.headers);
    // The early four step out while the next four are seated, then come back.
    const checkOut = (p: (typeof early)[number]) =>
      t.app.inject({ method: 'DELETE', url: `/api/checkins/${p.player.id}`, headers: p.headers });
    for (const player of early) await checkOut(player);
    await checkInPlayers(t, 4);
    const second = await proposeSeating(t, admin.headers);
    for (const player of early) {
      await t.app.inject({ method: 'POST', url: '/api/checkins', headers: player.headers });
    }
    const answers = await Promise.all([
      post(`/api/seatings/${first.id}/confirm`, admin.headers),
      post(`/api/seatings/${second.id}/confirm`, admin.headers),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const numbers = answers.flatMap((answer) =>
      answer.json().tables.map((row: { table: number }) => row.table),
    );
    expect(numbers.sort()).toEqual([1, 2]);
    const board = (await t.app.inject({ url: '/api/club-night' })).json();
    expect(board.tables.map((row: { table: number }) => row.table).sort()).toEqual([1, 2]);
  });

  it("avoids tonight's pairings in a second seating once the first tables have finished", async () => {
    t = await createTestApp();
    const admin = await createTestPlayer(t.app.db, { admin: true });
    await checkInPlayers(t, 16);
    const first = await proposeSeating(t, admin.headers);
    const confirmed = await confirmSeating(t, admin.headers, first.id);
    expect(confirmed.tables).toHaveLength(4);

    // While the first round plays, nobody is free.
    const busy = await post('/api/seatings', admin.headers, {
      variant: 'jp',
      type: 'CASUAL',
      method: 'random',
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.message).toBe('A table needs four players, and 0 checked-in players are free.');

    for (const table of confirmed.tables) {
      const played = await playRounds(
        t,
        await getGame(t, { variant: 'jp', id: table.gameId }),
        admin.headers,
        [ron(1, 0, 1, 30)],
      );
      const ended = await post(
        `/api/games/jp/${table.gameId}/end?expectedVersion=${played.version}`,
        admin.headers,
      );
      expect(ended.statusCode).toBe(200);
    }
    const second = await proposeSeating(t, admin.headers, { method: 'balanced' });
    expect(second.tables).toHaveLength(4);
    // Table numbers are free again once their games have ended.
    expect(second.tables.map((table) => table.table)).toEqual([1, 2, 3, 4]);
    const earlier = new Set(
      first.tables.flatMap((table) =>
        table.playerIds.flatMap((a) => table.playerIds.filter((b) => b !== a).map((b) => pairKey(a, b))),
      ),
    );
    for (const table of second.tables) {
      for (const a of table.playerIds)
        for (const b of table.playerIds) if (a !== b) expect(earlier.has(pairKey(a, b))).toBe(false);
    }
    expect(second.repeatedPairs).toBe(0);
  });

  it('lets an admin or a checked-in member seat a round, and nobody else', async () => {
    t = await createTestApp();
    const [member] = await checkInPlayers(t, 4);
    const admin = await createTestPlayer(t.app.db, { admin: true });
    const outsider = await createTestPlayer(t.app.db, { japaneseQualified: true });
    const body = { variant: 'jp', type: 'CASUAL', method: 'random' };

    expect((await post('/api/seatings', {}, body)).statusCode).toBe(401);
    const refused = await post('/api/seatings', outsider.headers, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Only an admin or a player checked in tonight can seat a round. Check in first.',
    );
    const byMember = await post('/api/seatings', member!.headers, body);
    expect(byMember.statusCode).toBe(201);
    const byAdmin = await post('/api/seatings', admin.headers, body);
    expect(byAdmin.statusCode).toBe(201);

    const id = byAdmin.json().id;
    const [a, b] = byAdmin.json().tables[0].playerIds;
    expect((await post(`/api/seatings/${id}/swap`, {}, { a, b })).statusCode).toBe(401);
    expect((await post(`/api/seatings/${id}/swap`, outsider.headers, { a, b })).statusCode).toBe(403);
    expect((await post(`/api/seatings/${id}/confirm`, outsider.headers)).statusCode).toBe(403);
    expect((await post(`/api/seatings/${id}/confirm`, {})).statusCode).toBe(401);
    expect((await post(`/api/seatings/${id}/confirm`, member!.headers)).statusCode).toBe(201);

    const badMethod = await post('/api/seatings', admin.headers, { ...body, method: 'by height' });
    expect(badMethod.statusCode).toBe(400);
    expect(badMethod.json().error.message).toMatch(/method must be random or balanced/);
  });
});

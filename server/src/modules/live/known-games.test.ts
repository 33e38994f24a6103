/**
 * Which games exist, as a join of a game's namespace asks: a hand costs no read of it, a join after a
 * change confirms the game once, and a game deleted is refused — on this instance's writes and on
 * another's alike (the club's changes carry both).
 */
import { gameNamespace } from '@mahjong/shared';
import type { LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningTestApp, type ListeningTestApp } from '../../test/app.ts';
import { createTestGame, draw, getGame, playRounds } from '../../test/games.ts';
import { refusal, watch } from '../../test/live.ts';
import { createTestPlayer } from '../../test/players.ts';

describe('the games a spectator may join', () => {
  let t: ListeningTestApp;
  /** The statements that read which games exist (known-games.ts), and no other. */
  let existenceReads = 0;
  beforeAll(async () => {
    const log = (event: LogEvent) => {
      if (/^select "id", "variant" from "games"/.test(event.query.sql)) existenceReads += 1;
    };
    t = await createListeningTestApp({}, { log });
  });
  afterAll(() => t.close());

  it('reads nothing for a hand, confirms a changed game at its next join, once however many join', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    // The game's creation is read once: it was not known.
    const first = watch(t.url, gameNamespace('jp', game.id));
    await first.received('game:snapshot');
    first.socket.disconnect();

    const before = existenceReads;
    await playRounds(t, game, recorder.headers, [draw([0]), draw([0]), draw([0])]);
    expect(existenceReads).toBe(before);

    const room = Array.from({ length: 5 }, () => watch(t.url, gameNamespace('jp', game.id)));
    const snapshots = await Promise.all(room.map((phone) => phone.received('game:snapshot')));
    expect(snapshots.map(([snapshot]) => snapshot.version)).toEqual(Array(5).fill(3));
    expect(existenceReads - before).toBeLessThanOrEqual(1);
    // The other variant's namespace of the same id is still refused.
    const wrongVariant = watch(t.url, gameNamespace('hk', game.id));
    await refusal(wrongVariant.socket);
    for (const phone of [...room, wrongVariant]) phone.socket.disconnect();
  });

  it('refuses a game once it is deleted, though a deletion looks like any other change of it', async () => {
    const { game } = await createTestGame(t, 'jp');
    const admin = await createTestPlayer(t.app.db, { admin: true });
    const current = await getGame(t, game);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/games/jp/${game.id}?expectedVersion=${current.version}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const late = watch(t.url, gameNamespace('jp', game.id));
    await refusal(late.socket);
    expect(late.events).toEqual([]);
    late.socket.disconnect();
  });
});

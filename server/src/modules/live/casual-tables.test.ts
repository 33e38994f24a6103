import { liveNamespace } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningTestApp, type ListeningTestApp } from '../../test/app.ts';
import { createTestGame, draw, playRounds } from '../../test/games.ts';
import { watch } from '../../test/live.ts';

describe('casual tables on the live list', () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await createListeningTestApp();
  });
  afterAll(() => t.close());

  it('lists a casual game for a visitor beside the ranked ones, with its type, and its changes live', async () => {
    const casual = await createTestGame(t, 'jp', 'CASUAL');
    const ranked = await createTestGame(t, 'jp', 'RANKED');

    // A visitor: no session cookie.
    const answer = await t.app.inject({ method: 'GET', url: '/api/games/current/jp' });
    expect(answer.statusCode).toBe(200);
    const listed = answer.json() as Array<{ id: number; type: string }>;
    expect(listed.find((game) => game.id === casual.game.id)?.type).toBe('CASUAL');
    expect(listed.find((game) => game.id === ranked.game.id)?.type).toBe('RANKED');

    const list = watch(t.url, liveNamespace('jp'));
    const [initial] = await list.received('live:games');
    const onSocket = initial.games.find((game: { id: number }) => game.id === casual.game.id);
    expect(onSocket).toMatchObject({ type: 'CASUAL', status: 'IN_PROGRESS', roundsPlayed: 0 });

    await playRounds(t, casual.game, casual.recorder.headers, [draw([])]);
    const [update] = await list.received('live:game-updated');
    expect(update.game).toMatchObject({ id: casual.game.id, type: 'CASUAL', roundsPlayed: 1 });
    list.socket.disconnect();
  });
});

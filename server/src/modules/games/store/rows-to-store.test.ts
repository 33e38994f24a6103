import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTestGame, draw, ron } from '../../../test/games.ts';
import { replayGame } from './replay.ts';
import { roundRows } from './round-repository.ts';
import { EncodedJson, storeRows } from './rows-to-store.ts';

// The store step of a hand: one statement that moves the version only from the version read, and
// adds the hand's rows only if it moved — every row, each column as the row gave it, or nothing.
describe('the store step', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const stateOf = async (gameId: number) => ({
    version: (
      await t.app.db.selectFrom('games').select('version').where('id', '=', gameId).executeTakeFirstOrThrow()
    ).version,
    rounds: await t.app.db.selectFrom('rounds').selectAll().where('gameId', '=', gameId).execute(),
    transactions: await t.app.db
      .selectFrom('transactions')
      .selectAll()
      .where('gameId', '=', gameId)
      .execute(),
    answers: await t.app.db.selectFrom('idempotencyKeys').selectAll().where('gameId', '=', gameId).execute(),
  });

  const nextRoundId = async () =>
    (
      await sql<{
        id: number;
      }>`select nextval(pg_get_serial_sequence('rounds', 'id'))::integer as id`.execute(t.app.db)
    ).rows[0]!.id;

  it('stores what the rows say, at the version read, for any hand the engine scores', async () => {
    const hands = fc.oneof(
      fc.constantFrom(draw([0]), draw([0, 1]), draw([])),
      fc
        .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 4 }))
        .map(([winner, offset, han]) => ron(winner, (winner + offset) % 4, han, 30)),
    );
    let table = await createTestGame(t, 'jp');
    let inputs: unknown[] = [];
    let version = table.game.version;
    await fc.assert(
      fc.asyncProperty(hands, fc.boolean(), async (input, stale) => {
        // A hand that would end the game is for the locked path: the next hands go to a new table.
        if (replayGame(table.game.rules, [...inputs, input]).ended) {
          table = await createTestGame(t, 'jp');
          inputs = [];
          version = table.game.version;
        }
        const { game, recorder } = table;
        const round = replayGame(game.rules, [...inputs, input]).rounds.at(-1)!;
        const roundId = await nextRoundId();
        const before = await stateOf(game.id);
        const readVersion = stale ? version - 1 : version;
        const key = `store-step-${roundId}`;
        const stored = await storeRows(
          t.app.db,
          {
            ...roundRows(game.id, roundId, round, recorder.player.id),
            idempotencyKeys: [
              {
                key,
                playerId: recorder.player.id,
                gameId: game.id,
                requestHash: 'h',
                statusCode: 200,
                response: new EncodedJson(JSON.stringify({ roundId, text: 'a "quoted" answer' })),
              },
            ],
          },
          { gameId: game.id, readVersion },
        );
        const after = await stateOf(game.id);
        expect(stored).toBe(!stale);
        if (stale) {
          expect(after).toEqual(before);
          return;
        }
        inputs.push(input);
        version += 1;
        expect(after.version).toBe(version);
        const row = after.rounds.find((candidate) => candidate.id === roundId)!;
        expect(row).toMatchObject({
          gameId: game.id,
          roundIndex: round.roundIndex,
          riichis: round.riichis,
          scoreDeltas: round.scoreDeltas,
          input,
          recordedBy: recorder.player.id,
        });
        expect(
          after.transactions
            .filter((transaction) => transaction.roundId === roundId)
            .map(({ id: _id, roundId: _round, gameId: _game, ...columns }) => columns),
        ).toEqual(round.transactions);
        expect(after.answers.find((answer) => answer.key === key)?.response).toEqual({
          roundId,
          text: 'a "quoted" answer',
        });
      }),
      { numRuns: 12 },
    );
  });

  it('stores nothing to a game that has ended, even at the version read', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    await t.app.db.updateTable('games').set({ status: 'FINISHED' }).where('id', '=', game.id).execute();
    const round = replayGame(game.rules, [draw([0])]).rounds[0]!;
    const stored = await storeRows(
      t.app.db,
      roundRows(game.id, await nextRoundId(), round, recorder.player.id),
      {
        gameId: game.id,
        readVersion: game.version,
      },
    );
    expect(stored).toBe(false);
    expect((await stateOf(game.id)).rounds).toEqual([]);
  });

  it('stores every value as given, a string that looks like encoded JSON and encoded JSON with $ in it alike', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const round = replayGame(game.rules, [draw([0])]).rounds[0]!;
    const tricky = { note: '\u0001encoded:0', other: '"\u0001encoded:1"', dollars: "$& $' $1" };
    const stored = await storeRows(
      t.app.db,
      {
        ...roundRows(game.id, await nextRoundId(), round, recorder.player.id),
        auditLog: [
          {
            actorId: recorder.player.id,
            action: 'test.store',
            entity: 'game',
            entityId: String(game.id),
            before: tricky,
            after: null,
            clientAddress: null,
          },
        ],
        idempotencyKeys: [
          {
            key: `tricky-${game.id}`,
            playerId: recorder.player.id,
            gameId: game.id,
            requestHash: 'h',
            statusCode: 200,
            response: new EncodedJson(JSON.stringify(tricky)),
          },
        ],
      },
      { gameId: game.id, readVersion: game.version },
    );
    expect(stored).toBe(true);
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select('before')
      .where('action', '=', 'test.store')
      .where('entityId', '=', String(game.id))
      .executeTakeFirstOrThrow();
    expect(audit.before).toEqual(tricky);
    expect((await stateOf(game.id)).answers[0]?.response).toEqual(tricky);
  });
});

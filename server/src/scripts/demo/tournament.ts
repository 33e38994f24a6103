/**
 * The demo's finished tournament: a Swiss one of three sessions, played some days ago by as many
 * members as make full tables (up to sixteen), every table's game to its end — through the same
 * services as the API, so its standings come from the engine.
 */
import type { Player } from '@mahjong/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { loadGameView } from '../../modules/games/view/view-service.ts';
import { addParticipant, createTournament } from '../../modules/tournaments/service.ts';
import { proposeSeating, startSession } from '../../modules/tournaments/sessions-service.ts';
import { drawGame, storeFinishedGame } from './play.ts';
import type { Random } from './random.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;
const HAND_MINUTES = 9;

/** The finished tournament's games (none when fewer than eight members play). */
export async function playDemoTournament(
  db: Kysely<Database>,
  random: Random,
  admin: Player,
  members: readonly Player[],
  now: Date,
): Promise<{ tournaments: number; games: number }> {
  const count = Math.min(16, members.length - (members.length % 4));
  if (count < 8) return { tournaments: 0, games: 0 };
  const startsAt = new Date(now.getTime() - 12 * DAY);
  const id = await createTournament(db, admin, {
    name: 'Club Championship',
    variant: 'jp',
    sessions: 3,
    sessionMinutes: 90,
    seating: 'swiss',
    winds: 'balanced',
    startsAt: startsAt.toISOString(),
    countsForRating: false,
  });
  for (const member of members.slice(0, count)) await addParticipant(db, admin, id, { playerId: member.id });
  let games = 0;
  for (let n = 1; n <= 3; n += 1) {
    const start = new Date(startsAt.getTime() + (n - 1) * 2 * 60 * MINUTE);
    await proposeSeating(db, admin, id, n, { random: () => random.next() });
    const started = await startSession(db, admin, id, n, start);
    for (const game of started.games) {
      const inputs = drawGame(random, 'jp', [1, 1, 1, 1]);
      await storeFinishedGame(
        db,
        game,
        inputs,
        new Date(start.getTime() + inputs.length * HAND_MINUTES * MINUTE),
      );
      games += 1;
    }
  }
  // Every game read back once more, so a broken one fails the seed rather than the page.
  for (const table of await db
    .selectFrom('tournamentTables')
    .select('gameId')
    .where('tournamentId', '=', id)
    .execute()) {
    await loadGameView(db, 'jp', table.gameId);
  }
  return { tournaments: 1, games };
}

/** The downloads: a game's log, a leaderboard, a player's games. */
import type { GameType, LeaderboardEntry, Variant } from '@mahjong/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { notFound } from '../../errors.ts';
import { findRounds } from '../games/store/round-repository.ts';
import { loadGameView } from '../games/view/view-service.ts';
import { leaderboardAnswer } from '../leaderboard/answer.ts';
import { toCsv } from './csv.ts';
import { gameCsv, gameExport } from './game-export.ts';
import { findPlayerGames, findPlayerName } from './repository.ts';
import type { GameExport } from './schemas.ts';

const iso = (date: Date | null) => (date === null ? null : new Date(date).toISOString());

/** The game and the recorder's input of every round (404 when the variant and id do not match). */
export async function exportGameJson(db: Kysely<Database>, variant: string, id: string): Promise<GameExport> {
  const game = await loadGameView(db, variant, id);
  const rounds = await findRounds(db, [game.id]);
  const inputs: unknown[] = [];
  for (const round of rounds) inputs[round.roundIndex] = round.input;
  return gameExport(game, inputs);
}

export async function exportGameCsv(db: Kysely<Database>, variant: string, id: string): Promise<string> {
  return gameCsv(await loadGameView(db, variant, id));
}

/** From the leaderboard's cached answer: the board is computed once for the page and the download. */
export async function leaderboardCsv(
  app: FastifyInstance,
  request: {
    variant: Variant;
    type: GameType;
    season?: number | 'all' | undefined;
    asOf?: string | undefined;
  },
): Promise<string> {
  const entries: LeaderboardEntry[] = JSON.parse((await leaderboardAnswer(app, request)).json);
  return toCsv(
    ['rank', 'player_id', 'username', 'display_elo', 'elo', 'chombos', 'games', 'provisional'],
    entries.map((entry, index) => [
      index + 1,
      entry.playerId,
      entry.username,
      entry.displayElo,
      Math.round(entry.elo * 1000) / 1000,
      entry.chomboCount,
      entry.gamesPlayed,
      entry.provisional ? 'yes' : 'no',
    ]),
  );
}

export async function playerGamesCsv(
  db: Kysely<Database>,
  playerId: number,
  filter: { variant?: Variant | undefined; type?: GameType | undefined },
): Promise<{ username: string; csv: string }> {
  const player = await findPlayerName(db, playerId);
  if (!player) throw notFound('PLAYER_NOT_FOUND', `There is no player with id ${playerId}.`);
  const games = await findPlayerGames(db, playerId, filter);
  const csv = toCsv(
    [
      'game_id',
      'variant',
      'type',
      'status',
      'created_at',
      'ended_at',
      'seat',
      'place',
      'final_score',
      'rating_change',
      'east',
      'south',
      'west',
      'north',
      'ruleset',
      'rules_changed',
    ],
    games.map((game) => [
      game.id,
      game.variant,
      game.type,
      game.status,
      iso(game.createdAt),
      iso(game.endedAt),
      game.seat,
      game.placement,
      game.finalScore,
      game.eloDelta === null ? null : Math.round(game.eloDelta * 1000) / 1000,
      ...game.usernames,
      game.ruleset,
      game.rulesChanged,
    ]),
  );
  return { username: player.username, csv };
}

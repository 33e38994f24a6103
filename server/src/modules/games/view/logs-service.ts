/** Lists of games: the paginated logs and the live (in-progress) list. */
import type { GameLogPage, GameType, LiveGame, Variant } from '@mahjong/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.ts';
import { notFound } from '../../../errors.ts';
import { findSeason } from '../../seasons/repository.ts';
import { findSeats, type SeatRow } from '../store/game-repository.ts';
import { countRounds, findRounds } from '../store/round-repository.ts';
import { findGamePage, findLiveGames, type GameFilters, type GameOrder } from './logs-repository.ts';
import { iso, nextRound, totalsOf } from './view.ts';

export interface GameLogsRequest {
  variant?: Variant | undefined;
  type?: GameType | undefined;
  status?: GameFilters['status'];
  /** Games all of them sat in. */
  playerIds?: readonly number[] | undefined;
  season?: number | 'all' | undefined;
  ruleset?: string | undefined;
  /** Inclusive UTC days, `YYYY-MM-DD`. */
  from?: string | undefined;
  to?: string | undefined;
  sort?: 'date' | 'result' | undefined;
  /** With `sort: 'result'`: whose result orders the games (only games they sat in are kept). */
  resultOf?: number | undefined;
  page: number;
  pageSize: number;
}

function seatsByGame(seats: readonly SeatRow[]): Map<number, SeatRow[]> {
  const byGame = new Map<number, SeatRow[]>();
  for (const seat of seats) byGame.set(seat.gameId, [...(byGame.get(seat.gameId) ?? []), seat]);
  return byGame;
}

/** The start of a UTC day, and of the day after another. */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** `GET /games`: all time unless a season is asked for. */
export async function listGameLogs(db: Kysely<Database>, request: GameLogsRequest): Promise<GameLogPage> {
  const { season, page, pageSize, from, to, sort, resultOf, ruleset, playerIds, ...filters } = request;
  const seasonId = typeof season === 'number' ? season : undefined;
  if (seasonId !== undefined && !(await findSeason(db, seasonId))) {
    throw notFound('SEASON_NOT_FOUND', `There is no season with id ${seasonId}.`);
  }
  const order: GameOrder =
    sort === 'result' && resultOf !== undefined ? { by: 'result', playerId: resultOf } : { by: 'date' };
  const { rows, total } = await findGamePage(
    db,
    {
      ...filters,
      seasonId,
      rulesetId: ruleset,
      playerIds: order.by === 'result' ? [...(playerIds ?? []), order.playerId] : playerIds,
      from: from === undefined ? undefined : dayStart(from),
      before: to === undefined ? undefined : dayAfter(to),
    },
    { page, pageSize },
    order,
  );
  const ids = rows.map((game) => game.id);
  const seats = seatsByGame(await findSeats(db, ids));
  const roundCounts = await countRounds(db, ids);
  return {
    total,
    items: rows.map((game) => ({
      id: game.id,
      variant: game.variant,
      type: game.type,
      status: game.status,
      players: (seats.get(game.id) ?? []).map((seat) => ({
        id: seat.playerId,
        username: seat.username,
        seat: seat.seat,
        finalScore: seat.finalScore,
        placement: seat.placement,
        eloDelta: seat.eloDelta,
      })),
      roundsPlayed: roundCounts.get(game.id) ?? 0,
      ruleset: { id: game.rules.id, name: game.rules.name },
      seasonId: game.seasonId,
      createdAt: iso(game.createdAt),
      endedAt: game.endedAt === null ? null : iso(game.endedAt),
    })),
  };
}

/** `GET /games/current/{variant}`: what spectators pick from. */
export async function listLiveGames(
  db: Kysely<Database>,
  variant: Variant,
  type?: GameType,
): Promise<LiveGame[]> {
  const games = await findLiveGames(db, variant, type);
  const ids = games.map((game) => game.id);
  const seats = seatsByGame(await findSeats(db, ids));
  const rounds = await findRounds(db, ids);
  return games.flatMap((game) => {
    const own = rounds.filter((round) => round.gameId === game.id);
    const currentRound = nextRound(game, own);
    if (currentRound === null) return [];
    return [
      {
        id: game.id,
        variant,
        type: game.type,
        players: (seats.get(game.id) ?? []).map((seat) => ({
          id: seat.playerId,
          username: seat.username,
          seat: seat.seat,
        })),
        currentRound,
        totals: totalsOf(game.rules, own),
        roundsPlayed: own.length,
        version: game.version,
        createdAt: iso(game.createdAt),
      },
    ];
  });
}

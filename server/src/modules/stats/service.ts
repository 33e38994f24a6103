/** Statistics for one player or the whole club, and head-to-head records; rows become API shapes here. */
import {
  displayElo,
  type GameType,
  type HeadToHead,
  START_ELO,
  type Stats,
  type Variant,
} from '@mahjong/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { badRequest, notFound } from '../../errors.ts';
import { tidyRating } from '../leaderboard/service.ts';
import { resolveSeason } from '../seasons/service.ts';
import type { FigureTotals, GameFigures } from './game-figures.ts';
import { handKinds, yakuFrequencies } from './hand-tallies.ts';
import { gamesTogether, pointsExchanged } from './head-to-head-repository.ts';
import { countChombos, countedGames, findStatsPlayer, ratingHistory, type StatsScope } from './repository.ts';
import { riichiSplit, YAKUMAN_HAN } from './riichi-figures.ts';
import { streaks } from './streaks.ts';

export interface StatsRequest {
  variant: Variant;
  type: GameType;
  /** A season id, or `all` / undefined for all time. */
  season?: number | 'all' | undefined;
  player?: number | undefined;
  /** Games of one rule set (preset id); every rule set when left out. */
  ruleset?: string | undefined;
  /** Inclusive UTC days (`YYYY-MM-DD`) the games started in. */
  from?: string | undefined;
  to?: string | undefined;
}

/** The start of a UTC day, and of the day after another (as the game logs count them). */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** A share, or null when there was nothing to count (no hands, no riichi, never dealer…). */
const ratio = (count: number, of: number): number | null => (of === 0 ? null : count / of);

const iso = (date: Date | string) => new Date(date).toISOString();

async function findPlayerOrFail(db: Kysely<Database>, id: number, field = 'player') {
  const player = await findStatsPlayer(db, id);
  if (!player) throw notFound('PLAYER_NOT_FOUND', `There is no player with id ${id} (${field}).`);
  return player;
}

export async function stats(
  db: Kysely<Database>,
  figures: GameFigures,
  request: StatsRequest,
): Promise<Stats> {
  const seasonId = await resolveSeason(db, request.season ?? 'all', new Date());
  const player = request.player === undefined ? null : await findPlayerOrFail(db, request.player);
  const scope: StatsScope = {
    variant: request.variant,
    type: request.type,
    seasonId,
    playerId: player?.id ?? null,
    rulesetId: request.ruleset ?? null,
    from: request.from === undefined ? null : dayStart(request.from),
    before: request.to === undefined ? null : dayAfter(request.to),
  };
  const sums = await figures.total(db, await countedGames(db, scope));
  const chombos = await countChombos(db, scope);
  const history = player ? await ratingHistory(db, { ...scope, playerId: player.id }) : [];
  const riichi = request.variant === 'jp';
  const rating = player ? tidyRating(START_ELO + Number(history.at(-1)?.eloSum ?? 0)) : null;

  return {
    variant: request.variant,
    type: request.type,
    seasonId,
    ruleset: request.ruleset ?? null,
    from: request.from ?? null,
    to: request.to ?? null,
    player,
    playerCount: sums.playerCount,
    games: sums.games,
    roundsPlayed: sums.roundsPlayed,
    averagePlacement: ratio(sums.placementSum, sums.seatGames),
    placementShares: sums.placements.map((count) => ratio(count, sums.seatGames) ?? 0),
    winRate: ratio(sums.wins, sums.rounds),
    averageWinValue: ratio(sums.winValue, sums.wins),
    dealInRate: ratio(sums.dealIns, sums.rounds),
    averageDealInValue: ratio(sums.dealInValue, sums.dealIns),
    tsumoShare: ratio(sums.tsumoWins, sums.wins),
    riichiRate: riichi ? ratio(sums.riichis, sums.rounds) : null,
    riichiWinRate: riichi ? ratio(sums.riichiWins, sums.riichis) : null,
    riichiDealInRate: riichi ? ratio(sums.riichiDealIns, sums.riichis) : null,
    dealerWinRate: ratio(sums.dealerWins, sums.dealerRounds),
    dealerRetention: ratio(sums.dealerKept, sums.dealerFollowed),
    ...handFigures(sums, riichi),
    riichiSplit: riichi ? riichiSplit(sums) : null,
    yakuFrequencies: yakuFrequencies(sums.hands, request.variant),
    handKinds: riichi ? handKinds(sums.hands, sums.rounds) : null,
    streaks: player ? streaks(history.map((row) => row.placement)) : null,
    chombos,
    rating,
    displayElo: rating === null ? null : displayElo(rating, chombos),
    ratingHistory: history.map((row) => ({
      gameId: row.gameId,
      endedAt: iso(row.endedAt),
      placement: row.placement,
      finalScore: row.finalScore,
      eloDelta: tidyRating(Number(row.eloDelta)),
      rating: tidyRating(START_ELO + Number(row.eloSum)),
    })),
  };
}

/** The hand-value histogram and the best hands, han with yakuman marked for riichi, faan for Hong Kong. */
function handFigures(sums: FigureTotals, riichi: boolean): Pick<Stats, 'handValues' | 'bestHands'> {
  const limit = (value: number) => riichi && value >= YAKUMAN_HAN;
  return {
    handValues: [...sums.handValues]
      .sort(([a], [b]) => a - b)
      .map(([value, wins]) => ({ value, wins, limit: limit(value) })),
    bestHands: sums.bestHands.map((hand) => ({
      gameId: hand.gameId,
      roundIndex: hand.roundIndex,
      roundWind: hand.roundWind as Stats['bestHands'][number]['roundWind'],
      roundNumber: hand.roundNumber,
      bonus: hand.bonus,
      player: { id: hand.playerId, username: hand.username },
      value: hand.value ?? 0,
      fu: riichi ? hand.fu : null,
      points: hand.points,
      selfDraw: hand.selfDraw,
      limit: limit(hand.value ?? 0),
    })),
  };
}

export interface HeadToHeadRequest {
  variant: Variant;
  type: GameType;
  season?: number | 'all' | undefined;
  playerA: number;
  playerB: number;
}

export async function headToHead(db: Kysely<Database>, request: HeadToHeadRequest): Promise<HeadToHead> {
  if (request.playerA === request.playerB) {
    throw badRequest('SAME_PLAYER', 'playerB: choose two different players');
  }
  const seasonId = await resolveSeason(db, request.season ?? 'all', new Date());
  const playerA = await findPlayerOrFail(db, request.playerA, 'playerA');
  const playerB = await findPlayerOrFail(db, request.playerB, 'playerB');
  const scope = {
    variant: request.variant,
    type: request.type,
    seasonId,
    playerA: playerA.id,
    playerB: playerB.id,
  };
  const games = await gamesTogether(db, scope);
  const points = await pointsExchanged(db, scope);
  return {
    variant: request.variant,
    type: request.type,
    seasonId,
    playerA,
    playerB,
    games: games.length,
    aAbove: games.filter((game) => game.placementA < game.placementB).length,
    bAbove: games.filter((game) => game.placementB < game.placementA).length,
    pointsAFromB: Number(points.pointsAFromB),
    pointsBFromA: Number(points.pointsBFromA),
    recentGames: games.map((game) => ({ ...game, endedAt: iso(game.endedAt) })),
  };
}

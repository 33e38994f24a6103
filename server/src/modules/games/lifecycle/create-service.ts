/** Starting a game: four different players in seat order, and for a ranked game, qualified people only. */
import type { CreateGameBody, GameType, GameView, Player, Ruleset, Variant } from '@mahjong/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/types.ts';
import { badRequest, forbidden, notFound } from '../../../errors.ts';
import { recordAudit } from '../../audit/audit-repository.ts';
import { chooseGameRules } from '../../rulesets/service.ts';
import { findSeason, findSeasonIdOn } from '../../seasons/repository.ts';
import { utcDay } from '../../seasons/service.ts';
import type { GameChange } from '../frame/changes.ts';
import { findPlayersByIds, insertGame } from '../store/game-repository.ts';
import { viewOf } from '../view/view-service.ts';

const VARIANT_NAMES: Record<Variant, string> = { jp: 'riichi', hk: 'Hong Kong' };

export function isQualified(
  player: { japaneseQualified: boolean; hongKongQualified: boolean },
  variant: Variant,
) {
  return variant === 'jp' ? player.japaneseQualified : player.hongKongQualified;
}

export interface NewGameRequest extends CreateGameBody {
  actor: Player;
  /** When the game starts (the demo seed creates games in the past). */
  now?: Date;
  /** Rules already chosen for it (a tournament's, resolved when the tournament was made). */
  playedUnder?: Ruleset;
}

/** The chosen season, which must run on the game's day; or the default of the game's type that day. */
async function seasonOfNewGame(
  trx: Transaction<Database>,
  chosen: number | undefined,
  type: GameType,
  day: string,
): Promise<number | null> {
  if (chosen === undefined) return findSeasonIdOn(trx, day, type);
  const season = await findSeason(trx, chosen);
  if (!season) throw notFound('SEASON_NOT_FOUND', `There is no season with id ${chosen}.`);
  if (day < season.startDate || day > season.endDate) {
    throw badRequest(
      'SEASON_NOT_RUNNING',
      `season: "${season.name}" runs from ${season.startDate} to ${season.endDate}, not on ${day}`,
      { season: season.name, startDate: season.startDate, endDate: season.endDate },
    );
  }
  return season.id;
}

/** A game started, and the change to tell the screens once it has committed. */
export interface StartedGame {
  game: GameView;
  changes: readonly GameChange[];
}

export async function createGame(db: Kysely<Database>, request: NewGameRequest): Promise<StartedGame> {
  const game = await db.transaction().execute((trx) => createGameIn(trx, request));
  return { game, changes: [{ kind: 'started', game }] };
}

/** The same, inside a transaction the caller holds (a club night starts all its tables in one). */
export async function createGameIn(trx: Transaction<Database>, request: NewGameRequest): Promise<GameView> {
  const { variant, type, players: ids, actor, ruleset, rules: overrides } = request;
  const ranked = type === 'RANKED';
  if (ranked && !isQualified(actor, variant)) {
    throw forbidden(`Only players qualified for ranked ${VARIANT_NAMES[variant]} games can record one.`, {
      reason: 'RANKED_UNQUALIFIED',
      variant,
    });
  }
  if (new Set(ids).size !== ids.length) {
    throw badRequest('DUPLICATE_PLAYER', 'players: the four players must be four different people');
  }
  const found = await findPlayersByIds(trx, ids);
  const missing = ids.find((id) => !found.some((player) => player.id === id));
  if (missing !== undefined) {
    throw badRequest('UNKNOWN_PLAYER', `players: there is no player with id ${missing}`);
  }
  const unqualified = ranked ? found.filter((player) => !isQualified(player, variant)) : [];
  if (unqualified.length > 0) {
    const names = unqualified.map((player) => player.username).join(', ');
    throw badRequest(
      'PLAYER_NOT_QUALIFIED',
      `players: ${names} ${unqualified.length === 1 ? 'is' : 'are'} not qualified for ranked ${VARIANT_NAMES[variant]} games`,
      { players: unqualified.map((player) => player.username), variant },
    );
  }

  const now = request.now ?? new Date();
  const seasonId = await seasonOfNewGame(trx, request.season, type, utcDay(now));
  const seasonRules = seasonId === null ? undefined : (await findSeason(trx, seasonId))?.rules[variant];
  const rules =
    request.playedUnder ??
    (await chooseGameRules(trx, { variant, ranked, actor, ruleset, rules: overrides, seasonRules }));
  const game = await insertGame(
    trx,
    { variant, type, recorderId: actor.id, seasonId, createdAt: now, rules },
    ids,
  );
  await recordAudit(trx, {
    actorId: actor.id,
    action: 'game.create',
    entity: 'game',
    entityId: game.id,
    before: null,
    after: { variant, type, players: ids, seasonId, rules: rules.id, changed: rules.changed },
  });
  return viewOf(trx, game);
}

/** Starting a game: four different players in seat order, and for a ranked game, qualified people only. */
import type { CreateGameBody, GameView, Player, Ruleset, Variant } from '@mahjong/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/types.ts';
import { badRequest, forbidden } from '../../../errors.ts';
import { recordAudit } from '../../audit/audit-repository.ts';
import { chooseGameRules } from '../../rulesets/service.ts';
import { findSeasonIdOn } from '../../seasons/repository.ts';
import { utcDay } from '../../seasons/service.ts';
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

export function createGame(db: Kysely<Database>, request: NewGameRequest): Promise<GameView> {
  return db.transaction().execute((trx) => createGameIn(trx, request));
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

  const rules =
    request.playedUnder ??
    (await chooseGameRules(trx, { variant, ranked, actor, ruleset, rules: overrides }));

  const now = request.now ?? new Date();
  const seasonId = await findSeasonIdOn(trx, utcDay(now));
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

/** Reading one game: the public view, from whatever connection or transaction is at hand. */
import type { GameView, Variant } from '@mahjong/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database, GameRow } from '../../../db/types.ts';
import { notFound } from '../../../errors.ts';
import { findChildRows, findGameRows } from '../store/game-rows-repository.ts';
import { gameView } from './view.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const gameNotFound = () => notFound('GAME_NOT_FOUND', 'There is no such game.');

/** A path's `{variant}` for a write, where no game lives under any other (so the answer is a plain 404). */
export function gameVariant(variant: string): Variant {
  if (variant !== 'jp' && variant !== 'hk') throw gameNotFound();
  return variant;
}

/** A path's `{id}` as a game id, or null when it cannot be one (so the answer is a plain 404). */
export function parseGameId(id: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(id)) return null;
  const value = Number(id);
  return value <= 2_147_483_647 ? value : null;
}

export async function viewOf(db: Db, game: GameRow): Promise<GameView> {
  return gameView(await findChildRows(db, game));
}

/** `GET /games/{variant}/{id}`; the other variant's game with that id is not found either. */
export async function loadGameView(db: Db, variant: string, id: string | number): Promise<GameView> {
  const gameId = typeof id === 'number' ? id : parseGameId(id);
  const rows = gameId === null ? undefined : await findGameRows(db, variant, gameId);
  if (!rows) throw gameNotFound();
  return gameView(rows);
}

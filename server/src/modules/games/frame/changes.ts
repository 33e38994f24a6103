/**
 * What a write did to a game, in the club's words: the domain event of the change. Every write
 * returns the changes it made (one per version it moved the game to); once its transaction has
 * committed they go to the one publisher (modules/live/publisher.ts), which tells every screen that
 * shows the game — its spectators, the live list, the club night's board, a tournament's. A write
 * itself never talks to sockets, and a route never announces anything (docs/write-path.md).
 */
import type { GameView, Variant } from '@mahjong/shared';

/** A game an admin deleted, as the screens that show it must hear of it. */
export interface DeletedGame {
  id: number;
  variant: Variant;
  /** The version the delete moved the game to. */
  version: number;
  createdAt: string;
}

/**
 * One change to one game, at the version it moved the game to (`game.version`). A write makes one
 * change; a hand, a correction or an undo that ends the game is told as its end, which carries the
 * whole game (the hand with it): no two changes share a version.
 */
export type GameChange =
  /** A game was started (from the new-game form or a club night's seating): version 0. */
  | { kind: 'started'; game: GameView }
  /** A hand was recorded and the game goes on: its last round is the new one. */
  | { kind: 'hand-recorded'; game: GameView }
  /** The last hand was taken back (or an ended game reopened): `roundIndex` is where the next goes. */
  | { kind: 'hand-undone'; game: GameView; roundIndex: number }
  /** A past hand was corrected and the rest replayed. */
  | { kind: 'hand-corrected'; game: GameView; roundIndex: number }
  /** The game is over: by its last hand, a correction, or an admin's early end. */
  | { kind: 'ended'; game: GameView }
  /** A chombo was recorded or removed. */
  | { kind: 'chombos-changed'; game: GameView }
  /** An admin deleted the game. */
  | { kind: 'deleted'; game: DeletedGame };

export type GameChangeKind = GameChange['kind'];

/** Where a committed write's changes go: the live publisher, in the app (tests may collect them). */
export type PublishChanges = (changes: readonly GameChange[]) => void;

/**
 * The change a write made, told as the game's end when the write ended it: a game that was in
 * progress before (`statusBefore`) and is finished now.
 */
export function endedOr(statusBefore: string, change: Exclude<GameChange, { kind: 'deleted' }>): GameChange {
  return statusBefore !== 'FINISHED' && change.game.status === 'FINISHED'
    ? { kind: 'ended', game: change.game }
    : change;
}

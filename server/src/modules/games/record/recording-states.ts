/**
 * The state of each game this instance last recorded a hand in, so that the next hand of that game
 * needs no read. Nothing here is trusted blindly: the write stores the hand only if the game is still
 * at the version kept, and every change to a game moves its version, on any instance — its own
 * writes (frame/write.ts, store/rows-to-store.ts) and the club's changes to its season and players (database
 * triggers, migration move_game_versions_on_club_changes). So no table's change needs to drop what is
 * kept: a state left behind is simply never used again.
 */
import { KeptValues } from '../../../cache/kept-values.ts';
import type { ClubChanges } from '../../../db/club-changes.ts';
import type { GameRows } from '../view/view.ts';

export class RecordingStates {
  private readonly states: KeptValues<GameRows>;

  constructor(changes: ClubChanges) {
    this.states = new KeptValues(changes, { tables: [], maxSize: 500, sizeOf: () => 1 });
  }

  /** The kept state of the game, only if it is at `version` (what the recorder saw). */
  at(gameId: number, version: number): GameRows | undefined {
    const rows = this.states.peek(String(gameId));
    return rows?.game.version === version ? rows : undefined;
  }

  /** Taken before reading or using a state. */
  mark(): number {
    return this.states.mark();
  }

  keep(rows: GameRows, mark: number): void {
    this.states.keep(String(rows.game.id), rows, mark);
  }

  forget(gameId: number): void {
    this.states.forget(String(gameId));
  }
}

/**
 * The state of each game this instance last recorded a hand in, so that the next hand of that game
 * needs no read. Nothing here is trusted blindly: the write stores the hand only if the game is still
 * at the version kept (every other change to a game moves its version, on any instance), and a
 * rename — the one change a game's view shows without a new version — drops everything kept.
 */
import { KeptValues } from '../../cache/kept-values.ts';
import type { ClubChanges } from '../../db/club-changes.ts';
import type { GameRows } from './view.ts';

export class RecordingStates {
  private readonly states: KeptValues<GameRows>;

  constructor(changes: ClubChanges) {
    this.states = new KeptValues(changes, { tables: ['players'], maxSize: 500, sizeOf: () => 1 });
  }

  /** The kept state of the game, only if it is at `version` (what the recorder saw). */
  at(gameId: number, version: number): GameRows | undefined {
    const rows = this.states.peek(String(gameId));
    return rows?.game.version === version ? rows : undefined;
  }

  /** Taken before reading or using a state; `keep` ignores a state from before a rename. */
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

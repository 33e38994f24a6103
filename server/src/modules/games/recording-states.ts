/**
 * The state of each game this instance last recorded a hand in, so that the next hand of that game
 * needs no read. Nothing here is trusted blindly: the write stores the hand only if the game is still
 * at the version kept (every other change to a game moves its version, on any instance), and a
 * rename — the one change a game's view shows without a new version — drops everything kept.
 */
import { LRUCache } from 'lru-cache';
import type { ClubChanges } from '../../db/club-changes.ts';
import type { GameRows } from './view.ts';

export class RecordingStates {
  private readonly kept = new LRUCache<number, GameRows>({ max: 500 });
  private renames = 0;

  constructor(private readonly changes: ClubChanges) {
    changes.watch(new Set(['players']), () => {
      this.renames += 1;
      this.kept.clear();
    });
  }

  /** The kept state of the game, only if it is at `version` (what the recorder saw). */
  at(gameId: number, version: number): GameRows | undefined {
    if (!this.changes.heard) return undefined;
    const rows = this.kept.get(gameId);
    return rows?.game.version === version ? rows : undefined;
  }

  /** Taken before reading or using a state; `keep` ignores a state from before a rename. */
  mark(): number {
    return this.renames;
  }

  keep(rows: GameRows, mark: number): void {
    if (mark === this.renames && this.changes.heard) this.kept.set(rows.game.id, rows);
  }

  forget(gameId: number): void {
    this.kept.delete(gameId);
  }
}

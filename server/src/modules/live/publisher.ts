/**
 * The one publisher: what a write changed in a game (games/frame/changes.ts), once its transaction
 * has committed, goes from here to every namespace that shows the game — its spectators, the live
 * list of its variant — and to whoever follows game changes on this instance (the club night's
 * board, a tournament's: `LiveHub.onGameChange`, `onGameDeleted`). Each change is one event on the
 * game's namespace, numbered by the version the write moved the game to (docs/live-protocol.md).
 */
import type { GameChange } from '../games/frame/changes.ts';
import type { LiveHub } from './hub.ts';

export class LivePublisher {
  constructor(private readonly hub: LiveHub) {}

  /** Sends each change in order; called once a write has committed, never from inside one. */
  publish(changes: readonly GameChange[]): void {
    for (const change of changes) this.publishOne(change);
  }

  private publishOne(change: GameChange): void {
    const { hub } = this;
    switch (change.kind) {
      case 'started':
        // No one watches a game that did not exist: only the list and the followers hear of it.
        hub.toListAndWatchers(change.game);
        return;
      case 'hand-recorded': {
        const { game } = change;
        const round = game.rounds.at(-1);
        if (round) {
          hub.toSpectators(game, 'round:added', {
            gameId: game.id,
            version: game.version,
            round,
            currentRound: game.currentRound,
            totals: game.totals,
            flagged: game.flagged,
          });
        }
        hub.toListAndWatchers(game);
        return;
      }
      case 'hand-undone':
      case 'hand-corrected': {
        const { game, roundIndex } = change;
        const event = change.kind === 'hand-undone' ? 'round:removed' : 'round:edited';
        hub.toSpectators(game, event, { gameId: game.id, version: game.version, roundIndex, game });
        hub.toListAndWatchers(game);
        return;
      }
      case 'ended':
      case 'chombos-changed': {
        const { game } = change;
        const event = change.kind === 'ended' ? 'game:ended' : 'game:updated';
        hub.toSpectators(game, event, { gameId: game.id, version: game.version, game });
        hub.toListAndWatchers(game);
        return;
      }
      case 'deleted':
        hub.toAllOfDeletion(change.game);
        return;
      default: {
        const unknown: never = change;
        throw new Error(`a change the publisher does not know: ${JSON.stringify(unknown)}`);
      }
    }
  }
}

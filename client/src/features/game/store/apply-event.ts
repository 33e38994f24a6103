import type {
  GameEndedEvent,
  GameUpdatedEvent,
  GameView,
  RoundAddedEvent,
  RoundEditedEvent,
  RoundRemovedEvent,
} from '@mahjong/shared';

export type GameEvent =
  | { type: 'round:added'; event: RoundAddedEvent }
  | { type: 'round:removed'; event: RoundRemovedEvent }
  | { type: 'round:edited'; event: RoundEditedEvent }
  | { type: 'game:ended'; event: GameEndedEvent }
  | { type: 'game:updated'; event: GameUpdatedEvent };

export type ApplyOutcome =
  /** The event moved the game forward. */
  | { outcome: 'applied'; game: GameView }
  /** Already seen (a duplicate or older than what we hold): nothing to do. */
  | { outcome: 'duplicate' }
  /** Something was missed in between: only a fresh snapshot can tell what. */
  | { outcome: 'gap' };

/**
 * Applies one live event to the game we hold, strictly in version order (DESIGN §4).
 * A new round is a delta and needs exactly the next version; the other events carry the whole game,
 * so any newer one replaces what we hold. `game:ended` comes right after the `round:added` that ended
 * the game, with the same version, and completes it (final scores, placements, rating changes).
 */
export function applyGameEvent(game: GameView, { type, event }: GameEvent): ApplyOutcome {
  if (type === 'round:added') {
    if (event.version <= game.version) return { outcome: 'duplicate' };
    if (event.version > game.version + 1) return { outcome: 'gap' };
    return {
      outcome: 'applied',
      game: {
        ...game,
        rounds: [...game.rounds.filter((round) => round.roundIndex !== event.round.roundIndex), event.round],
        currentRound: event.currentRound,
        totals: event.totals,
        flagged: event.flagged,
        version: event.version,
      },
    };
  }
  const stale = type === 'game:ended' ? event.version < game.version : event.version <= game.version;
  if (stale || (type === 'game:ended' && game.status === 'FINISHED' && event.version === game.version)) {
    return { outcome: 'duplicate' };
  }
  return { outcome: 'applied', game: event.game };
}

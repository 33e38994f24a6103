/**
 * How a spectator's copy of a game follows its namespace's events: the client's live store applies
 * them with this, and the server's property test of the write path checks with the very same code
 * that a spectator ends up holding what a fresh read shows.
 */
import type {
  GameEndedEvent,
  GameUpdatedEvent,
  RoundAddedEvent,
  RoundEditedEvent,
  RoundRemovedEvent,
} from './events.ts';
import type { GameView } from './schemas/game.ts';

/** One event of a game's namespace that changes the game, with its name. */
export type LiveGameEvent =
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
 * Applies one live event to the game we hold, strictly in version order (docs/live-protocol.md).
 * Every event has a version of its own. A new round is a delta and needs exactly the next version;
 * the other events carry the whole game, so any newer one replaces what we hold (a hand that ends
 * the game comes as `game:ended` alone, with the game's final scores, placements and rating changes).
 */
export function applyGameEvent(game: GameView, { type, event }: LiveGameEvent): ApplyOutcome {
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
  if (event.version <= game.version) return { outcome: 'duplicate' };
  return { outcome: 'applied', game: event.game };
}

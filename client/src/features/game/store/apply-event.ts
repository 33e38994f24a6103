/** The engine of the live store: shared with the server's tests of the write path (shared/src/apply-game-event.ts). */
export { type ApplyOutcome, applyGameEvent, type LiveGameEvent as GameEvent } from '@mahjong/shared';

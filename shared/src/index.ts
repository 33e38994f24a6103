/**
 * `@mahjong/shared` — the one entry. The scoring engine (docs/rules.md) and the zod schemas shared
 * by the server and the client. Pure: no I/O, no clock, no randomness.
 */

// The live-game socket contract
export * from './apply-game-event.ts';
export * from './events.ts';
// The languages the site speaks
export * from './languages.ts';
export * from './live-names.ts';
export * from './messages.ts';
// The page sizes of a list (no schema: every first visit of the client reaches it)
export * from './paging.ts';
// Shapes on the wire, and the types inferred from them
export * from './schemas/audit.ts';
export * from './schemas/auth.ts';
export * from './schemas/backup.ts';
export * from './schemas/bounds.ts';
export * from './schemas/chombo.ts';
export * from './schemas/club-night.ts';
export * from './schemas/game.ts';
export * from './schemas/game-logs.ts';
export * from './schemas/player.ts';
export * from './schemas/player-page.ts';
export * from './schemas/round.ts';
export * from './schemas/rulesets.ts';
export * from './schemas/season.ts';
export * from './schemas/stats.ts';
export * from './schemas/stats-hands.ts';
export * from './schemas/tournament.ts';
// Scoring engine
export * from './scoring/constants.ts';
export * from './scoring/errors.ts';
export * from './scoring/final-results.ts';
export * from './scoring/flagged.ts';
export * from './scoring/game.ts';
export * from './scoring/hand-value.ts';
export {
  concludeHongKongRound,
  hongKongBase,
  hongKongPointsTable,
  hongKongShare,
  isHongKongGameEnd,
  scoreHongKongRound,
} from './scoring/hong-kong.ts';
export * from './scoring/hong-kong-patterns.ts';
export * from './scoring/labels.ts';
export * from './scoring/options.ts';
export * from './scoring/placements.ts';
export * from './scoring/presets.ts';
export * from './scoring/rating.ts';
export { refusalText, transactionWords } from './scoring/refusal-text.ts';
export * from './scoring/refusals.ts';
export { concludeRiichiRound, dealerSeat, headBumpWinner, scoreRiichiRound } from './scoring/riichi.ts';
export { isRiichiGameEnd, riichiFinalScores } from './scoring/riichi-game-end.ts';
export * from './scoring/rules.ts';
export {
  checkRuleset,
  hongKongRulesetSchema,
  presetIds,
  type RulesChoice,
  resolveRuleset,
  riichiRulesetSchema,
  rulesetSchema,
} from './scoring/ruleset.ts';
export type { Seat } from './scoring/seats.ts';
export {
  TRANSACTION_FIELDS,
  type TransactionFields,
  WHOLE_ROUND_TYPES,
} from './scoring/transaction-checks.ts';
export type * from './scoring/types.ts';
export * from './scoring/validate.ts';
export { advanceRound } from './scoring/winds.ts';
export * from './scoring/yaku.ts';
// Tournaments: seating, winds, scripts, standings and the clock
export * from './tournaments/clock.ts';
export * from './tournaments/script.ts';
export * from './tournaments/seating.ts';
export * from './tournaments/settings.ts';
export * from './tournaments/standings.ts';
export * from './tournaments/winds.ts';
export * from './usernames.ts';

/**
 * The shapes of rounds on the wire are the engine's own inputs (`../scoring/round-input.ts`):
 * re-exported here so the API's shapes read from one folder. Schemas build on the engine, never
 * the other way round.
 */
export * from '../scoring/round-input.ts';

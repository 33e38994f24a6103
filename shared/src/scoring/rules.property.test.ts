/**
 * Every preset, random games (fast-check): whatever the rules, a game keeps every point on the
 * table, ends by its own rules and refuses to go on, replays to the same game, and its final points
 * sum to what the rules hand out.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hongKongRoundInputIn, riichiRoundInputUnder } from '../test-support/arbitraries.ts';
import { finalResults } from './final-results.ts';
import {
  addHongKongRound,
  addRiichiRound,
  newHongKongGame,
  newRiichiGame,
  replayHongKongGame,
  replayRiichiGame,
} from './game.ts';
import { HONG_KONG_PRESETS, RIICHI_PRESETS } from './presets.ts';
import { lastPlayableWind, windIndex } from './rules.ts';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe.each(RIICHI_PRESETS.map((rules) => [rules.id, rules] as const))('riichi under %s', (_, rules) => {
  it('keeps every point, never passes its last wind, replays the same, and hands out the final points it owes', () => {
    const start = 4 * rules.startPoints;
    fc.assert(
      fc.property(fc.array(riichiRoundInputUnder(rules), { minLength: 30, maxLength: 70 }), (inputs) => {
        let game = newRiichiGame(rules);
        for (const input of inputs) {
          const next = addRiichiRound(game, input);
          if (game.ended) {
            expect(next).toMatchObject({ ok: false, refusal: { code: 'ROUND_AFTER_GAME_END' } });
            break;
          }
          if (!next.ok) throw new Error(`refused a playable hand: ${JSON.stringify(next.refusal)}`);
          game = next.value;
          const sticks = game.rounds.at(-1)?.result.endRiichiStickCount ?? 0;
          expect(sum(game.totals) + 1000 * sticks).toBe(start);
          if (game.currentRound) {
            expect(windIndex(game.currentRound.roundWind)).toBeLessThanOrEqual(
              windIndex(lastPlayableWind(rules)),
            );
          }
          if (!rules.negativeEnds || game.ended) continue;
          expect(game.totals.every((total) => total >= 0)).toBe(true);
        }
        const replayed = replayRiichiGame(
          game.rounds.map(({ input }) => input),
          rules,
        );
        expect(replayed).toEqual({ ok: true, value: game });
        if (!game.ended || !game.finalScores) return;
        const sticks = game.rounds.at(-1)?.result.endRiichiStickCount ?? 0;
        const kept = rules.leftoverSticks === 'first' ? 0 : 1000 * sticks;
        expect(sum(game.finalScores)).toBe(start - kept);
        const results = finalResults(rules, game.finalScores);
        expect(sum(results.map((result) => result.uma))).toBeCloseTo(0, -1);
        expect(sum(results.map((result) => result.oka))).toBe(0);
        expect(sum(results.map((result) => result.points))).toBeCloseTo(-kept / 1000, 0);
        // Places follow the scores: a higher score never places lower.
        for (const a of results) {
          for (const b of results) if (a.score > b.score) expect(a.place).toBeLessThan(b.place);
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});

describe.each(HONG_KONG_PRESETS.map((rules) => [rules.id, rules] as const))(
  'Hong Kong under %s',
  (_, rules) => {
    it('keeps every point, lasts at most 16 hands, and replays the same', () => {
      fc.assert(
        fc.property(
          fc.array(hongKongRoundInputIn(rules.minFaan, rules.maxFaan), { minLength: 17, maxLength: 20 }),
          (inputs) => {
            let game = newHongKongGame(rules);
            for (const input of inputs) {
              const next = addHongKongRound(game, input);
              if (game.ended) {
                expect(next.ok).toBe(false);
                break;
              }
              if (!next.ok) throw new Error(`refused a playable hand: ${JSON.stringify(next.refusal)}`);
              game = next.value;
              expect(sum(game.totals)).toBe(4 * rules.startPoints);
              expect(game.totals.every(Number.isInteger)).toBe(true);
            }
            expect(game.ended).toBe(true);
            expect(game.rounds.length).toBeLessThanOrEqual(16);
            expect(
              replayHongKongGame(
                game.rounds.map(({ input }) => input),
                rules,
              ),
            ).toEqual({ ok: true, value: game });
            expect(sum(finalResults(rules, game.finalScores ?? []).map((result) => result.points))).toBe(0);
          },
        ),
        { numRuns: 100 },
      );
    }, 120_000);
  },
);

/**
 * fast-check generators of valid round inputs, for the property tests. They build valid
 * inputs from the rules directly (not by filtering through the engine's own validators), so a
 * validator that wrongly refused a legal hand would show up as a failing property.
 * Test support only: not exported from the package.
 */
import fc from 'fast-check';
import { FU_OPTIONS, HAN_OPTIONS, hongKongPointsOptions } from '../scoring/options.ts';
import { CLUB_RULES } from '../scoring/presets.ts';
import type {
  HongKongRoundInput,
  HongKongTransactionInput,
  RiichiHand,
  RiichiRoundInput,
  RiichiRoundState,
  RiichiTransactionInput,
} from '../scoring/round-input.ts';

const HK_POINTS_OPTIONS = hongKongPointsOptions(CLUB_RULES.hk);

const SEATS = [0, 1, 2, 3];
const seat = fc.constantFrom(0, 1, 2, 3);
const otherSeats = (...taken: number[]) => SEATS.filter((s) => !taken.includes(s));

// Han weighted like real tables (mostly 1–4, sometimes a limit hand, rarely yakuman) so that
// random games last long enough to reach South and West; every option stays reachable.
const HAN_GROUPS: Array<[number[], number]> = [
  [HAN_OPTIONS.filter((han) => han < 5), 60],
  [HAN_OPTIONS.filter((han) => han >= 5 && han < 13), 6],
  [HAN_OPTIONS.filter((han) => han >= 13), 1],
];

const fuOption = fc.oneof(
  { arbitrary: fc.constantFrom(30, 40), weight: 6 },
  { arbitrary: fc.constantFrom(...FU_OPTIONS), weight: 2 },
);

function hanOption(minHan: number): fc.Arbitrary<number> {
  const groups = HAN_GROUPS.map(([hans, weight]) => [hans.filter((han) => han >= minHan), weight] as const)
    .filter(([hans]) => hans.length > 0)
    .map(([hans, weight]) => ({ arbitrary: fc.constantFrom(...hans), weight }));
  return fc.oneof(...groups);
}

/** A hand that is legal for a ron or a tsumo (docs/rules.md, "Hand value"), at least `minHan` han. */
export function riichiHand(ron: boolean, minHan = 1): fc.Arbitrary<RiichiHand> {
  return hanOption(minHan)
    .chain((han) =>
      fc.record({
        han: fc.constant(han),
        fu: fuOption,
        dora: fc.integer({ min: 0, max: Math.min(han - 1, 36) }),
      }),
    )
    .filter(({ han, fu, dora }) => {
      if (ron && fu === 20) return false;
      if (!ron && fu === 20 && han === 1) return false;
      return !(fu === 25 && han < dora + (ron ? 2 : 3));
    });
}

type Part = 'normal' | 'pao' | 'both';
const part = fc.oneof(
  { arbitrary: fc.constant<Part>('normal'), weight: 10 },
  { arbitrary: fc.constant<Part>('pao'), weight: 1 },
  { arbitrary: fc.constant<Part>('both'), weight: 1 },
);

function winnerParts(
  ron: boolean,
  winner: number,
  discarder: number | undefined,
  which: Part,
): fc.Arbitrary<RiichiTransactionInput[]> {
  const liable = fc.constantFrom(...otherSeats(winner, ...(discarder === undefined ? [] : [discarder])));
  const seats = ron ? { winner, loser: discarder } : { winner };
  const normal = riichiHand(ron, which === 'both' ? 13 : 1).map(
    (hand): RiichiTransactionInput => ({ transactionType: ron ? 'DEAL_IN' : 'SELF_DRAW', ...seats, hand }),
  );
  const pao = fc.tuple(riichiHand(ron, 13), liable).map(
    ([hand, paoPlayerIndex]): RiichiTransactionInput => ({
      transactionType: ron ? 'DEAL_IN_PAO' : 'SELF_DRAW_PAO',
      ...seats,
      paoPlayerIndex,
      hand,
    }),
  );
  if (which === 'normal') return normal.map((t) => [t]);
  if (which === 'pao') return pao.map((t) => [t]);
  return fc.tuple(pao, normal).map(([a, b]) => [a, b]);
}

const anyRiichis = fc.oneof(
  { arbitrary: fc.constant<number[]>([]), weight: 2 },
  { arbitrary: fc.subarray(SEATS), weight: 1 },
);

const exhaustiveDraw = fc
  .tuple(fc.subarray(SEATS), fc.constantFrom<RiichiTransactionInput[]>([], [{ transactionType: 'DECK_OUT' }]))
  .chain(([tenpais, transactions]) =>
    fc.subarray(tenpais).map((riichis): RiichiRoundInput => ({ riichis, tenpais, transactions })),
  );

const reshuffle = anyRiichis.map(
  (riichis): RiichiRoundInput => ({
    riichis,
    tenpais: [],
    transactions: [{ transactionType: 'INROUND_RYUUKYOKU' }],
  }),
);

const nagashi = fc
  .tuple(fc.subarray(SEATS, { minLength: 1 }), fc.subarray(SEATS))
  .chain(([winners, tenpais]) =>
    fc.subarray(tenpais).map(
      (riichis): RiichiRoundInput => ({
        riichis,
        tenpais,
        transactions: winners.map((winner) => ({ transactionType: 'NAGASHI_MANGAN', winner })),
      }),
    ),
  );

/** Mostly one winner; double and triple ron now and then. */
const winnersOff = (discarder: number) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...otherSeats(discarder)).map((winner) => [winner]), weight: 8 },
    { arbitrary: fc.shuffledSubarray(otherSeats(discarder), { minLength: 2 }), weight: 1 },
  );

const ron = seat.chain((discarder) =>
  fc
    .tuple(winnersOff(discarder), anyRiichis)
    .chain(([winners, riichis]) =>
      fc
        .tuple(...winners.map((winner) => part.chain((which) => winnerParts(true, winner, discarder, which))))
        .map((parts): RiichiRoundInput => ({ riichis, tenpais: [], transactions: parts.flat() })),
    ),
);

const tsumo = fc
  .tuple(seat, part, anyRiichis)
  .chain(([winner, which, riichis]) =>
    winnerParts(false, winner, undefined, which).map(
      (transactions): RiichiRoundInput => ({ riichis, tenpais: [], transactions }),
    ),
  );

/** Any valid riichi round input; wins are weighted up so games move along. */
export const riichiRoundInput: fc.Arbitrary<RiichiRoundInput> = fc.oneof(
  { arbitrary: exhaustiveDraw, weight: 4 },
  { arbitrary: reshuffle, weight: 1 },
  { arbitrary: nagashi, weight: 1 },
  { arbitrary: ron, weight: 10 },
  { arbitrary: tsumo, weight: 6 },
);

export const riichiRoundState: fc.Arbitrary<RiichiRoundState> = fc.record({
  roundWind: fc.constantFrom('EAST', 'SOUTH', 'WEST', 'NORTH'),
  roundNumber: fc.integer({ min: 1, max: 4 }),
  bonus: fc.integer({ min: 0, max: 12 }),
  startRiichiStickCount: fc.integer({ min: 0, max: 12 }),
});

/** Hong Kong hands in `[min, max]` faan, mostly small ones so games last. */
function pointsIn(min: number, max: number): fc.Arbitrary<number> {
  const options = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  return fc.oneof(
    { arbitrary: fc.constantFrom(...options.filter((p) => p <= min + 3)), weight: 10 },
    { arbitrary: fc.constantFrom(...options), weight: 1 },
  );
}

function hongKongTsumo(points: fc.Arbitrary<number>): fc.Arbitrary<HongKongRoundInput> {
  return fc
    .tuple(seat, points, fc.boolean())
    .chain(([winner, p, liable]) =>
      liable
        ? fc.constantFrom(...otherSeats(winner)).map(
            (paoPlayerIndex): HongKongTransactionInput => ({
              transactionType: 'SELF_DRAW_PAO',
              winner,
              paoPlayerIndex,
              hand: { points: p },
            }),
          )
        : fc.constant<HongKongTransactionInput>({
            transactionType: 'SELF_DRAW',
            winner,
            hand: { points: p },
          }),
    )
    .map((transaction): HongKongRoundInput => ({ transactions: [transaction] }));
}

function hongKongRon(points: fc.Arbitrary<number>): fc.Arbitrary<HongKongRoundInput> {
  return seat.chain((loser) =>
    winnersOff(loser).chain((winners) =>
      fc
        .tuple(
          ...winners.map((winner) =>
            fc
              .tuple(points, fc.option(fc.constantFrom(...otherSeats(winner, loser)), { nil: undefined }))
              .map(
                ([p, paoPlayerIndex]): HongKongTransactionInput =>
                  paoPlayerIndex === undefined
                    ? { transactionType: 'DEAL_IN', winner, loser, hand: { points: p } }
                    : { transactionType: 'DEAL_IN_PAO', winner, loser, paoPlayerIndex, hand: { points: p } },
              ),
          ),
        )
        .map((transactions): HongKongRoundInput => ({ transactions })),
    ),
  );
}

/** Any valid Hong Kong round input with hands of `min` to `max` faan (a rule set's range). */
export function hongKongRoundInputIn(min: number, max: number): fc.Arbitrary<HongKongRoundInput> {
  const points = pointsIn(min, max);
  return fc.oneof(
    {
      arbitrary: fc.constantFrom<HongKongRoundInput>(
        { transactions: [] },
        { transactions: [{ transactionType: 'DECK_OUT' }] },
      ),
      weight: 1,
    },
    { arbitrary: hongKongTsumo(points), weight: 3 },
    { arbitrary: hongKongRon(points), weight: 3 },
  );
}

/** Any valid Hong Kong round input under the club's rules (3–13 faan). */
export const hongKongRoundInput: fc.Arbitrary<HongKongRoundInput> = hongKongRoundInputIn(
  Math.min(...HK_POINTS_OPTIONS),
  Math.max(...HK_POINTS_OPTIONS),
);

/** A chombo paid at once, as rule sets that settle it so record it. */
export const chomboRound: fc.Arbitrary<RiichiRoundInput> = seat.map((loser) => ({
  riichis: [],
  tenpais: [],
  transactions: [{ transactionType: 'CHOMBO', loser }],
}));

/** What a rule set plays, as seen from the input (written apart from the engine's checks). */
export interface PlayedResults {
  nagashi: boolean;
  abortiveDraws: boolean;
  multipleYakuman: boolean;
  multiRon: 'all' | 'double' | 'headBump';
  chombo: 'rating' | 'points' | 'reverseMangan';
}

export function playableUnder(rules: PlayedResults, input: RiichiRoundInput): boolean {
  const types = input.transactions.map((transaction) => transaction.transactionType);
  if (!rules.nagashi && types.includes('NAGASHI_MANGAN')) return false;
  if (!rules.abortiveDraws && types.includes('INROUND_RYUUKYOKU')) return false;
  if (rules.chombo !== 'reverseMangan' && types.includes('CHOMBO')) return false;
  if (!rules.multipleYakuman && input.transactions.some((transaction) => (transaction.hand?.han ?? 0) > 13)) {
    return false;
  }
  const ronWinners = new Set(
    input.transactions
      .filter((transaction) => transaction.loser !== undefined && types[0] !== 'CHOMBO')
      .map((t) => t.winner),
  );
  return !(rules.multiRon === 'double' && ronWinners.size > 2);
}

/** Any valid riichi round input that the rule set plays (chombos where it pays them at once). */
export function riichiRoundInputUnder(rules: PlayedResults): fc.Arbitrary<RiichiRoundInput> {
  const inputs =
    rules.chombo === 'reverseMangan'
      ? fc.oneof({ arbitrary: riichiRoundInput, weight: 20 }, { arbitrary: chomboRound, weight: 1 })
      : riichiRoundInput;
  return inputs.filter((input) => playableUnder(rules, input));
}

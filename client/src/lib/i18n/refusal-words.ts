/**
 * The engine's refusals in the reader's words: a refusal is a code and parameters
 * (shared/src/scoring/refusals.ts), and this is where each code becomes a sentence in the language
 * being spoken, as server-messages.ts does for the server's codes. The English is the engine's own
 * (refusal-text.ts). Seats are said as the players sitting there when their names are known; a
 * round is data, named by the round-label helpers.
 */
import { t } from '@lingui/core/macro';
import {
  type LabelledRound,
  type MessageParams,
  REFUSAL_CODES,
  type Refusal,
  type RefusalCode,
  type RefusalParam,
  type RefusedRound,
  SEAT_COUNT,
  type Variant,
} from '@mahjong/shared';
import { formatRoundLabel } from './round-words.ts';
import { patternName, yakuName } from './yaku-words.ts';

type Params = Refusal['params'];
type Namer = (seat: number) => string;
/** Names a round (the reader's setting); the kanji label by default. */
export type RoundNamer = (variant: Variant, round: LabelledRound) => string;

const text = (value: RefusalParam | undefined): string =>
  Array.isArray(value) ? value.join(', ') : String(value);

/**
 * A transaction type as a noun in a sentence ("a ron (deal-in) needs the winner"); Hong Kong has its
 * own words for winning off a discard and by self-draw (zh-Hant 食糊（出銃）, 自摸).
 */
function transactionNoun(type: RefusalParam | undefined, variant: Variant): string {
  if (variant === 'hk') {
    switch (type) {
      case 'DEAL_IN':
        return t({ message: 'ron (deal-in)', context: 'hk, in a sentence' });
      case 'SELF_DRAW':
        return t({ message: 'tsumo (self-draw)', context: 'hk, in a sentence' });
      case 'DEAL_IN_PAO':
        return t({ message: 'ron with pao', context: 'hk, in a sentence' });
      case 'SELF_DRAW_PAO':
        return t({ message: 'tsumo with pao', context: 'hk, in a sentence' });
    }
  }
  switch (type) {
    case 'DEAL_IN':
      return t({ message: 'ron (deal-in)', context: 'in a sentence' });
    case 'SELF_DRAW':
      return t({ message: 'tsumo (self-draw)', context: 'in a sentence' });
    case 'DEAL_IN_PAO':
      return t({ message: 'ron with pao', context: 'in a sentence' });
    case 'SELF_DRAW_PAO':
      return t({ message: 'tsumo with pao', context: 'in a sentence' });
    case 'NAGASHI_MANGAN':
      return t({ message: 'nagashi mangan', context: 'in a sentence' });
    case 'INROUND_RYUUKYOKU':
      return t({ message: 'reshuffle', context: 'in a sentence' });
    case 'DECK_OUT':
      return t({ message: 'deck-out', context: 'in a sentence' });
    case 'CHOMBO':
      return t({ message: 'chombo', context: 'in a sentence' });
    default:
      return t({ message: 'hand', context: 'in a sentence' });
  }
}

function missingWords(code: RefusalCode, p: Params, variant: Variant): string {
  const kind = transactionNoun(p.type, variant);
  switch (code) {
    case 'MISSING_WINNER':
      return t`A ${kind} needs the winner`;
    case 'MISSING_LOSER':
      return t`A ${kind} needs the player who dealt in`;
    case 'MISSING_PAO':
      return t`A ${kind} needs the liable (pao) player`;
    case 'MISSING_HAND':
      return t`A ${kind} needs the hand value`;
    case 'UNEXPECTED_WINNER':
      return t`A ${kind} has no winner; leave the winner out`;
    case 'UNEXPECTED_LOSER':
      return t`A ${kind} has nobody dealing in; leave the player who dealt in out`;
    case 'UNEXPECTED_PAO':
      return t`A ${kind} has no liable (pao) player: only a ron or tsumo with pao does`;
    default:
      return t`A ${kind} has no hand value; leave the hand out`;
  }
}

function seatRangeWords(p: Params): string {
  const value = text(p.value);
  const last = SEAT_COUNT - 1;
  const field = text(p.field);
  if (p.field === 'player') return t`A player's seat must be 0–${last}, not ${value}`;
  if (p.field === 'riichis' || p.field === 'tenpais')
    return t`${field} must list seat numbers 0–${last} (the order players were entered), not ${value}`;
  return t`${field} must be a seat number 0–${last} (the order players were entered), not ${value}`;
}

function duplicateWinnerWords(p: Params, name: Namer): string {
  const who = name(p.seat as number);
  if (p.part === 'nagashi') return t`${who} has nagashi mangan twice; record it once`;
  if (p.part === 'hk') return t`${who} wins twice in one round; record one hand per winner`;
  if (p.part === 'pao')
    return t`${who} has two pao wins this round; a winner has one hand (a double yakuman with a pao part is one pao win and one plain win)`;
  return t`${who} has two non-pao wins this round; a winner has one hand (a double yakuman with a pao part is one pao win and one plain win)`;
}

function sevenPairsWords(p: Params): string {
  const dora = text(p.dora);
  const minimum = text(p.minimum);
  const han = text(p.han);
  return p.ron
    ? t`25 fu is seven pairs, worth 2 han before dora: with ${dora} dora it needs at least ${minimum} han, not ${han}`
    : t`25 fu is seven pairs, worth 2 han plus 1 for the tsumo before dora: with ${dora} dora it needs at least ${minimum} han, not ${han}`;
}

function gameEndWords(p: Params, label: RoundNamer): string {
  const rounds = text(p.rounds);
  if (typeof p.lastRoundWind !== 'string' || typeof p.lastRoundNumber !== 'number') {
    return t`the game ended with round ${rounds}, so no more rounds can be recorded`;
  }
  const last = safeLabel(label, p.variant === 'hk' ? 'hk' : 'jp', {
    roundWind: p.lastRoundWind as RefusedRound['roundWind'],
    roundNumber: p.lastRoundNumber,
    ...(typeof p.lastBonus === 'number' ? { bonus: p.lastBonus } : {}),
  });
  return t`the game ended with round ${rounds} (${last}), so no more rounds can be recorded`;
}

/** A yaku or pattern id as its name in the reader's language. */
function pickName(id: RefusalParam | undefined, variant: RefusalParam | undefined): string {
  return variant === 'hk' ? patternName(text(id)) : yakuName(text(id));
}

/** The sentence for each code (TypeScript insists every code has one); `name` names a seat. */
const SENTENCES: {
  [Code in RefusalCode]: (p: Params, name: Namer, label: RoundNamer, variant: Variant) => string;
} = {
  INVALID_WIND: (p) => {
    const value = text(p.value);
    return t`roundWind must be EAST, SOUTH, WEST or NORTH, not ${value}`;
  },
  INVALID_ROUND_NUMBER: (p) => {
    const value = text(p.value);
    return t`roundNumber must be 1 to 4, not ${value}`;
  },
  INVALID_BONUS: (p) => {
    const value = text(p.value);
    return t`bonus (honba) must be a whole number, 0 or more, not ${value}`;
  },
  INVALID_STICK_COUNT: (p) => {
    const value = text(p.value);
    return p.field === 'leftoverSticks'
      ? t`Leftover riichi sticks must be a whole number, 0 or more, not ${value}`
      : t`startRiichiStickCount must be a whole number, 0 or more, not ${value}`;
  },
  WRONG_SEAT_COUNT: (p) => {
    const what = text(p.what);
    const count = p.count === null ? t`none` : text(p.count);
    return t`${what} must have exactly ${SEAT_COUNT} entries, one per seat, not ${count}`;
  },
  INVALID_MULTIPLIER: (p) => {
    const value = text(p.value);
    return t`A payment multiplier must be a whole number above 0 (6 or 4 for a ron, 2 or 1 for a tsumo share), not ${value}`;
  },
  MALFORMED_INPUT: (p) => {
    if (p.field !== 'transactions') {
      const field = text(p.field);
      return t`${field} must be a list of seat numbers`;
    }
    return p.variant === 'hk'
      ? t`transactions must be a list (empty for a deck-out)`
      : t`transactions must be a list (empty for an exhaustive draw)`;
  },
  SEAT_OUT_OF_RANGE: seatRangeWords,
  UNKNOWN_TRANSACTION_TYPE: (p, _name, _label, variant) => {
    const type = text(p.type);
    const allowed = ((p.allowed as string[] | undefined) ?? [])
      .map((allowedType) => transactionNoun(allowedType, variant))
      .join(', ');
    return t`"${type}" is not a result this game knows; use one of ${allowed}`;
  },
  MISSING_WINNER: (p, _name, _label, variant) => missingWords('MISSING_WINNER', p, variant),
  MISSING_LOSER: (p, _name, _label, variant) => missingWords('MISSING_LOSER', p, variant),
  MISSING_PAO: (p, _name, _label, variant) => missingWords('MISSING_PAO', p, variant),
  MISSING_HAND: (p, _name, _label, variant) => missingWords('MISSING_HAND', p, variant),
  UNEXPECTED_WINNER: (p, _name, _label, variant) => missingWords('UNEXPECTED_WINNER', p, variant),
  UNEXPECTED_LOSER: (p, _name, _label, variant) => missingWords('UNEXPECTED_LOSER', p, variant),
  UNEXPECTED_PAO: (p, _name, _label, variant) => missingWords('UNEXPECTED_PAO', p, variant),
  UNEXPECTED_HAND: (p, _name, _label, variant) => missingWords('UNEXPECTED_HAND', p, variant),
  WINNER_IS_LOSER: (p, name) => {
    const who = name(p.seat as number);
    return t`The winner cannot also be the player who dealt in (${who})`;
  },
  PAO_IS_WINNER: () => t`The winner cannot be liable (pao) for their own hand`,
  PAO_IS_LOSER: () =>
    t`The liable (pao) player dealt in themselves, so they pay it all: record it as a plain ron`,
  INVALID_HAN: (p) => {
    const han = text(p.han);
    return p.unset
      ? t`Choose the han of the hand before sending it`
      : t`Han must be 1 to 13, or 26, 39, 52, 65 or 78 for stacked yakuman; ${han} is not a hand value`;
  },
  INVALID_FU: (p) => {
    const fu = text(p.fu);
    return p.unset
      ? t`Choose the fu of the hand before sending it`
      : t`Fu must be 20, 25 or 30 to 110 in tens; ${fu} is not a fu count`;
  },
  INVALID_DORA: (p) => {
    const dora = text(p.dora);
    const han = text(p.han);
    return p.han === undefined
      ? t`Dora must be a whole number from 0 to 36, not ${dora}`
      : t`Han already include dora, and dora alone are not a yaku: ${dora} dora needs more than ${han} han`;
  },
  RON_20_FU: () => t`A ron needs at least 25 fu: 20 fu is only possible on a tsumo`,
  TSUMO_20_FU_1_HAN: () => t`A 20 fu tsumo is pinfu plus menzen tsumo, so it has at least 2 han, not 1`,
  SEVEN_PAIRS_TOO_FEW_HAN: sevenPairsWords,
  PAO_BELOW_YAKUMAN: (p, _name, _label, variant) => {
    const kind = transactionNoun(p.type, variant);
    const han = text(p.han);
    return t`Pao (liability) only applies to yakuman: a ${kind} needs 13 han or more, not ${han}`;
  },
  SPLIT_PART_BELOW_YAKUMAN: (p) => {
    const han = text(p.han);
    return t`A hand split into a pao part and a normal part is a multiple yakuman, so the normal part needs 13 han or more, not ${han}`;
  },
  HK_POINTS_OUT_OF_RANGE: (p) => {
    const min = text(p.min);
    const max = text(p.max);
    const points = text(p.points);
    return t`A Hong Kong hand is worth ${min} to ${max} points (faan) under this game's rules, not ${points}`;
  },
  UNKNOWN_YAKU: (p) => {
    const yaku = text(p.yaku);
    return p.variant === 'hk' ? t`${yaku} is not a hand pattern` : t`${yaku} is not a yaku`;
  },
  YAKU_REPEATED: (p) => {
    const yaku = pickName(p.yaku, p.variant);
    const count = text(p.count);
    const max = text(p.max);
    return t`${yaku} is listed ${count} times, more than a hand can have it (${max})`;
  },
  YAKU_NOT_ALLOWED: (p) => {
    const yaku = pickName(p.yaku, p.variant);
    switch (p.reason) {
      case 'closedOnly':
        return t`${yaku} needs a closed hand`;
      case 'ron':
        return t`${yaku} is only won off a discard`;
      case 'tsumo':
        return t`${yaku} is only won by self-draw`;
      case 'dealer':
        return t`${yaku} is only the dealer's`;
      default:
        return t`${yaku} is never the dealer's`;
    }
  },
  YAKU_NEEDS: (p) => {
    const yaku = pickName(p.yaku, p.variant);
    return t`${yaku} needs riichi in the same hand`;
  },
  YAKU_INCOMPATIBLE: (p) => {
    const yaku = pickName(p.yaku, p.variant);
    const other = pickName(p.with, p.variant);
    return t`${yaku} and ${other} cannot be in the same hand`;
  },
  YAKU_RIICHI_MISMATCH: (p, name) => {
    const who = name(p.seat as number);
    return p.declared
      ? t`${who} declared riichi, so their yaku include riichi`
      : t`The yaku say riichi, but ${who} is not marked as having declared it`;
  },
  YAKU_HAN_MISMATCH: (p) => {
    const yakuHan = text(p.yakuHan);
    const han = text(p.han);
    return t`The yaku and dora make ${yakuHan} han, but the hand is recorded at ${han} han`;
  },
  YAKU_FU_MISMATCH: (p) => {
    const yakuFu = text(p.yakuFu);
    const fu = text(p.fu);
    return t`The yaku fix the fu at ${yakuFu}, but the hand is recorded at ${fu} fu`;
  },
  PATTERNS_FAAN_MISMATCH: (p) => {
    const patternFaan = text(p.patternFaan);
    const faan = text(p.faan);
    return t`The patterns make ${patternFaan} faan, but the hand is recorded at ${faan} faan`;
  },
  DRAW_NOT_ALONE: (p, _name, _label, variant) => {
    const kind = transactionNoun(p.type, variant);
    return t`A ${kind} is the whole round: nothing else can be recorded with it`;
  },
  MIXED_WIN_TYPES: (p) =>
    p.reason === 'nagashi'
      ? t`Nagashi mangan is paid at an exhaustive draw, so it cannot share a round with a win`
      : p.reason === 'discardAndSelfDraw'
        ? t`A round is won either off a discard or by self-draw, not both`
        : t`A round is won either by ron or by tsumo, not both`,
  DIFFERENT_DISCARDERS: (p) =>
    p.variant === 'hk'
      ? t`Several winners in one round must all win off the same discard: every win needs the same player who dealt in`
      : t`Several winners in one round must all ron the same discard: every ron needs the same player who dealt in`,
  TSUMO_WINNERS_DIFFER: (p) =>
    p.variant === 'hk'
      ? t`A self-draw has one winner with one hand: record a single self-draw`
      : t`Only one player can win by tsumo: every tsumo of a round has the same winner`,
  DUPLICATE_WINNER: duplicateWinnerWords,
  DUPLICATE_RIICHI: (p, name) => {
    const who = name(p.seat as number);
    return t`${who} is listed twice as riichi; list each player once`;
  },
  DUPLICATE_TENPAI: (p, name) => {
    const who = name(p.seat as number);
    return t`${who} is listed twice as tenpai; list each player once`;
  },
  RIICHI_NOT_TENPAI: (p, name) => {
    const who = name(p.seat as number);
    return t`${who} declared riichi, so they were tenpai at the draw: mark them tenpai`;
  },
  TENPAI_ON_WIN: () =>
    t`Tenpai only counts when nobody won (a deck-out or nagashi): mark nobody tenpai on a won round`,
  TENPAI_ON_RESHUFFLE: (p) =>
    p.type === 'CHOMBO'
      ? t`A chombo has no tenpai payments: mark nobody tenpai`
      : t`A reshuffle (abortive draw) has no tenpai payments: mark nobody tenpai`,
  RIICHI_ON_CHOMBO: () => t`After a chombo every riichi stick goes back to its owner: mark nobody riichi`,
  NAGASHI_NOT_PLAYED: () =>
    t`This game's rules do not play nagashi mangan: record the hand as an exhaustive draw`,
  ABORTIVE_DRAWS_NOT_PLAYED: () =>
    t`This game's rules have no abortive draws (reshuffles): the hand is played on`,
  TRIPLE_RON_IS_A_DRAW: () =>
    t`Under this game's rules three rons off one discard are an abortive draw: record a reshuffle`,
  MULTIPLE_YAKUMAN_NOT_PLAYED: (p) => {
    const han = text(p.han);
    return t`Under this game's rules every yakuman is single: record 13 han, not ${han}`;
  },
  CHOMBO_NOT_A_HAND: () =>
    t`Under this game's rules a chombo is a penalty, not a hand: record it as a chombo of the game`,
  ROUND_AFTER_GAME_END: (p, _name, label) => gameEndWords(p, label),
  WRONG_PLAYER_COUNT: (p) => {
    const count = text(p.count);
    return t`A game is rated with exactly ${SEAT_COUNT} players, not ${count}`;
  },
  DUPLICATE_SEAT: (p) => {
    const seat = text(p.seatNumber);
    return t`Two players sit in seat ${seat}`;
  },
  DUPLICATE_PLAYER: (p) => {
    const player = text(p.player);
    return t`Player ${player} is listed twice`;
  },
  INVALID_SCORE: (p) => {
    const player = text(p.player);
    const what = text(p.what);
    const values = text(p.values);
    return p.player === undefined
      ? t`${what} must all be numbers, not ${values}`
      : t`Player ${player} has no valid final score`;
  },
  INVALID_ELO: (p) => {
    const player = text(p.player);
    return t`Player ${player} has no valid rating`;
  },
  UNKNOWN_RULESET: (p) => {
    const ruleset = text(p.ruleset);
    const known = text(p.known);
    return p.variant === 'hk'
      ? t`"${ruleset}" is not a Hong Kong rule set; choose one of ${known}`
      : t`"${ruleset}" is not a riichi rule set; choose one of ${known}`;
  },
  // The rule's own problem is a developer's sentence about a switch: it stays as the engine says it.
  INVALID_RULE: (p) => (p.switch ? `rules.${text(p.switch)}: ${text(p.problem)}` : text(p.problem)),
  RULES_UMA_NOT_ZERO_SUM: (p) => {
    const name = text(p.switch);
    return t`${name} must add up to 0, so that what one place gains the others pay`;
  },
  RULES_OKA_NOT_QUARTERS: (p) => {
    const oka = text(p.oka);
    return t`oka must be a multiple of 400 points (every seat pays a quarter of it, in hundreds), not ${oka}`;
  },
  RULES_EXTENSION_BEFORE_END: (p) => {
    const until = text(p.extensionUntil);
    return p.length === 'east'
      ? t`extensionUntil must be a wind after the game's last regular wind (East), not ${until}`
      : t`extensionUntil must be a wind after the game's last regular wind (South), not ${until}`;
  },
  RULES_TARGET_NOT_ABOVE_START: (p) => {
    const target = text(p.targetPoints);
    const start = text(p.startPoints);
    return t`Extension rounds are played until someone reaches the target, so targetPoints (${target}) must be above startPoints (${start})`;
  },
  RULES_SPLIT_UNDER_HEAD_BUMP: () =>
    t`multiRonBonus split shares honba and sticks between several winners, but under head bump there is only ever one: choose first`,
  RULES_CHOMBO_PENALTY_MISSING: () => t`A chombo settled on the final points needs a chomboPenalty above 0`,
  RULES_MIN_ABOVE_CAP: (p) => {
    const min = text(p.minFaan);
    const max = text(p.maxFaan);
    return t`minFaan (${min}) must not be above maxFaan (${max})`;
  },
  RULES_HALF_GUN_ZERO_FAAN: () =>
    t`Half gun pays half shares, and half a share of a 0-faan hand is half a point: set minFaan to 1 or more`,
};

function safeLabel(label: RoundNamer, variant: Variant, round: LabelledRound): string {
  try {
    return label(variant, round);
  } catch {
    return t`unknown round`;
  }
}

const kanjiLabel: RoundNamer = (variant, round) => formatRoundLabel(variant, round, 'kanji');

export function isRefusalCode(code: string): code is RefusalCode {
  return (REFUSAL_CODES as readonly string[]).includes(code);
}

/**
 * A refusal in the reader's language. With `names` (the players' usernames in seat order) a seat
 * is said as the player sitting there; a refusal from a replay says which round it was
 * ("Round 5 (南一局 0本場): …"), named by `label`. `variant` is the game's, when the refusal does not
 * say (Hong Kong words winning its own way).
 */
export function refusalWords(
  refusal: Refusal,
  names: readonly string[] = [],
  label: RoundNamer = kanjiLabel,
  variant: Variant = variantOf(refusal),
): string {
  const name: Namer = (seat) => {
    const number = String(seat);
    return names[seat] ?? t`seat ${number}`;
  };
  const sentence = capitalised(SENTENCES[refusal.code](refusal.params, name, label, variant));
  if (refusal.roundIndex === undefined) return sentence;
  const round = refusal.roundIndex + 1;
  if (refusal.round === null || refusal.round === undefined) {
    return t`Round ${round} (after the end): ${sentence}`;
  }
  const where = safeLabel(label, refusal.round.variant, refusal.round);
  return t`Round ${round} (${where}): ${sentence}`;
}

function variantOf(refusal: Refusal): Variant {
  return refusal.params.variant === 'hk' || refusal.round?.variant === 'hk' ? 'hk' : 'jp';
}

/** "seat 2 declared riichi" starts a sentence as "Seat 2"; a player's name is written as they chose it. */
function capitalised(sentence: string): string {
  return /^seat \d/.test(sentence) ? `S${sentence.slice(1)}` : sentence;
}

/**
 * A refusal the server sent as an error answer (`refusalParams`): its own parameters with where it
 * happened (`transactionIndex`, `roundIndex`, `round`) beside them.
 */
export function refusalOfAnswer(code: RefusalCode, answer: MessageParams | undefined): Refusal {
  const { transactionIndex, roundIndex, round, ...params } = (answer ?? {}) as Record<string, unknown>;
  return {
    code,
    params: params as Params,
    ...(typeof transactionIndex === 'number' ? { transactionIndex } : {}),
    ...(typeof roundIndex === 'number' ? { roundIndex } : {}),
    ...(round === null || (typeof round === 'object' && round !== undefined)
      ? { round: round as RefusedRound | null }
      : {}),
  };
}

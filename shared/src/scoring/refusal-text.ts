/**
 * The engine's refusals in English: the one place that turns a refusal's code and parameters into
 * words. Everything else passes refusals around as data; a screen in another language looks the
 * same code and parameters up in its own words instead of calling this.
 *
 * Seats are named by the players sitting there when their names are given ("alice declared
 * riichi…"), else as "seat 2". Transaction types are said in the club's words, never as enum names.
 */
import { SEAT_COUNT } from './constants.ts';
import { patternEnglishName } from './hong-kong-patterns.ts';
import { roundLabel } from './labels.ts';
import type { Refusal, RefusalParam } from './refusals.ts';
import { yakuEnglishName } from './yaku.ts';

/** Transaction types as the club says them (a ron is a deal-in, INROUND_RYUUKYOKU a reshuffle). */
const TRANSACTION_WORDS: Readonly<Record<string, string>> = {
  DEAL_IN: 'ron (deal-in)',
  SELF_DRAW: 'tsumo (self-draw)',
  DEAL_IN_PAO: 'ron with pao',
  SELF_DRAW_PAO: 'tsumo with pao',
  NAGASHI_MANGAN: 'nagashi mangan',
  INROUND_RYUUKYOKU: 'reshuffle',
  DECK_OUT: 'deck-out',
  CHOMBO: 'chombo',
};

export function transactionWords(type: string): string {
  return Object.hasOwn(TRANSACTION_WORDS, type) ? (TRANSACTION_WORDS[type] as string) : 'hand';
}

/** Why a yaku cannot be in a hand (`YAKU_NOT_ALLOWED`'s reason). */
const YAKU_BAR_WORDS: Readonly<Record<string, string>> = {
  closedOnly: 'needs a closed hand',
  ron: 'is only won off a discard',
  tsumo: 'is only won by self-draw',
  dealer: "is only the dealer's",
  nonDealer: "is never the dealer's",
};

/** A yaku or pattern named in a refusal, by its English name. */
function pickName(p: Refusal['params'], field: 'yaku' | 'with' = 'yaku'): string {
  const id = text(p[field]);
  return p.variant === 'hk' ? patternEnglishName(id) : yakuEnglishName(id);
}

type Params = Refusal['params'];
type Namer = (seat: number) => string;

const text = (value: RefusalParam | undefined): string =>
  Array.isArray(value) ? value.join(', ') : String(value);

const SEATS_TEXT = `0–${SEAT_COUNT - 1} (the order players were entered)`;

const MISSING: Readonly<Record<string, string>> = {
  MISSING_WINNER: 'needs the winner',
  MISSING_LOSER: 'needs the player who dealt in',
  MISSING_PAO: 'needs the liable (pao) player',
  MISSING_HAND: 'needs the hand value',
  UNEXPECTED_WINNER: 'has no winner; leave the winner out',
  UNEXPECTED_LOSER: 'has nobody dealing in; leave the player who dealt in out',
  UNEXPECTED_PAO: 'has no liable (pao) player: only a ron or tsumo with pao does',
  UNEXPECTED_HAND: 'has no hand value; leave the hand out',
};

/** The sentence for each code; `name` names a seat. */
const SENTENCES: { [Code in Refusal['code']]: (p: Params, name: Namer) => string } = {
  INVALID_WIND: (p) => `roundWind must be EAST, SOUTH, WEST or NORTH, not ${text(p.value)}`,
  INVALID_ROUND_NUMBER: (p) => `roundNumber must be 1 to 4, not ${text(p.value)}`,
  INVALID_BONUS: (p) => `bonus (honba) must be a whole number, 0 or more, not ${text(p.value)}`,
  INVALID_STICK_COUNT: (p) =>
    p.field === 'leftoverSticks'
      ? `Leftover riichi sticks must be a whole number, 0 or more, not ${text(p.value)}`
      : `startRiichiStickCount must be a whole number, 0 or more, not ${text(p.value)}`,
  WRONG_SEAT_COUNT: (p) =>
    `${text(p.what)} must have exactly ${SEAT_COUNT} entries, one per seat, not ${p.count === null ? 'none' : text(p.count)}`,
  INVALID_MULTIPLIER: (p) =>
    `A payment multiplier must be a whole number above 0 (6 or 4 for a ron, 2 or 1 for a tsumo share), not ${text(p.value)}`,
  MALFORMED_INPUT: (p) =>
    p.field === 'transactions'
      ? `transactions must be a list (empty for ${p.variant === 'hk' ? 'a deck-out' : 'an exhaustive draw'})`
      : `${text(p.field)} must be a list of seat numbers`,
  SEAT_OUT_OF_RANGE: (p) =>
    p.field === 'player'
      ? `A player's seat must be 0–${SEAT_COUNT - 1}, not ${text(p.value)}`
      : p.field === 'riichis' || p.field === 'tenpais'
        ? `${text(p.field)} must list seat numbers ${SEATS_TEXT}, not ${text(p.value)}`
        : `${text(p.field)} must be a seat number ${SEATS_TEXT}, not ${text(p.value)}`,
  UNKNOWN_TRANSACTION_TYPE: (p) =>
    `"${text(p.type)}" is not a result this game knows; use one of ${((p.allowed as string[] | undefined) ?? []).map(transactionWords).join(', ')}`,
  MISSING_WINNER: (p) => missing('MISSING_WINNER', p),
  MISSING_LOSER: (p) => missing('MISSING_LOSER', p),
  MISSING_PAO: (p) => missing('MISSING_PAO', p),
  MISSING_HAND: (p) => missing('MISSING_HAND', p),
  UNEXPECTED_WINNER: (p) => missing('UNEXPECTED_WINNER', p),
  UNEXPECTED_LOSER: (p) => missing('UNEXPECTED_LOSER', p),
  UNEXPECTED_PAO: (p) => missing('UNEXPECTED_PAO', p),
  UNEXPECTED_HAND: (p) => missing('UNEXPECTED_HAND', p),
  WINNER_IS_LOSER: (p, name) =>
    `The winner cannot also be the player who dealt in (${name(p.seat as number)})`,
  PAO_IS_WINNER: () => 'The winner cannot be liable (pao) for their own hand',
  PAO_IS_LOSER: () =>
    'The liable (pao) player dealt in themselves, so they pay it all: record it as a plain ron',
  INVALID_HAN: (p) =>
    p.unset
      ? 'Choose the han of the hand before sending it'
      : `Han must be 1 to 13, or 26, 39, 52, 65 or 78 for stacked yakuman; ${text(p.han)} is not a hand value`,
  INVALID_FU: (p) =>
    p.unset
      ? 'Choose the fu of the hand before sending it'
      : `Fu must be 20, 25 or 30 to 110 in tens; ${text(p.fu)} is not a fu count`,
  INVALID_DORA: (p) =>
    p.han === undefined
      ? `Dora must be a whole number from 0 to 36, not ${text(p.dora)}`
      : `Han already include dora, and dora alone are not a yaku: ${text(p.dora)} dora needs more than ${text(p.han)} han`,
  RON_20_FU: () => 'A ron needs at least 25 fu: 20 fu is only possible on a tsumo',
  TSUMO_20_FU_1_HAN: () => 'A 20 fu tsumo is pinfu plus menzen tsumo, so it has at least 2 han, not 1',
  SEVEN_PAIRS_TOO_FEW_HAN: (p) =>
    `25 fu is seven pairs, worth 2 han${p.ron ? '' : ' plus 1 for the tsumo'} before dora: with ${text(p.dora)} dora it needs at least ${text(p.minimum)} han, not ${text(p.han)}`,
  PAO_BELOW_YAKUMAN: (p) =>
    `Pao (liability) only applies to yakuman: a ${transactionWords(String(p.type))} needs 13 han or more, not ${text(p.han)}`,
  SPLIT_PART_BELOW_YAKUMAN: (p) =>
    `A hand split into a pao part and a normal part is a multiple yakuman, so the normal part needs 13 han or more, not ${text(p.han)}`,
  HK_POINTS_OUT_OF_RANGE: (p) =>
    `A Hong Kong hand is worth ${text(p.min)} to ${text(p.max)} points (faan) under this game's rules, not ${text(p.points)}`,
  UNKNOWN_YAKU: (p) =>
    p.variant === 'hk' ? `${text(p.yaku)} is not a hand pattern` : `${text(p.yaku)} is not a yaku`,
  YAKU_REPEATED: (p) =>
    `${pickName(p)} is listed ${text(p.count)} times, more than a hand can have it (${text(p.max)})`,
  YAKU_NOT_ALLOWED: (p) => `${pickName(p)} ${YAKU_BAR_WORDS[String(p.reason)] ?? YAKU_BAR_WORDS.nonDealer}`,
  YAKU_NEEDS: (p) => `${pickName(p)} needs riichi in the same hand`,
  YAKU_INCOMPATIBLE: (p) => `${pickName(p)} and ${pickName(p, 'with')} cannot be in the same hand`,
  YAKU_RIICHI_MISMATCH: (p, name) =>
    p.declared
      ? `${name(p.seat as number)} declared riichi, so their yaku include riichi`
      : `The yaku say riichi, but ${name(p.seat as number)} is not marked as having declared it`,
  YAKU_HAN_MISMATCH: (p) =>
    `The yaku and dora make ${text(p.yakuHan)} han, but the hand is recorded at ${text(p.han)} han`,
  YAKU_FU_MISMATCH: (p) =>
    `The yaku fix the fu at ${text(p.yakuFu)}, but the hand is recorded at ${text(p.fu)} fu`,
  PATTERNS_FAAN_MISMATCH: (p) =>
    `The patterns make ${text(p.patternFaan)} faan, but the hand is recorded at ${text(p.faan)} faan`,
  DRAW_NOT_ALONE: (p) =>
    `A ${transactionWords(String(p.type))} is the whole round: nothing else can be recorded with it`,
  MIXED_WIN_TYPES: (p) =>
    p.reason === 'nagashi'
      ? 'Nagashi mangan is paid at an exhaustive draw, so it cannot share a round with a win'
      : p.reason === 'discardAndSelfDraw'
        ? 'A round is won either off a discard or by self-draw, not both'
        : 'A round is won either by ron or by tsumo, not both',
  DIFFERENT_DISCARDERS: (p) =>
    p.variant === 'hk'
      ? 'Several winners in one round must all win off the same discard: every win needs the same player who dealt in'
      : 'Several winners in one round must all ron the same discard: every ron needs the same player who dealt in',
  TSUMO_WINNERS_DIFFER: (p) =>
    p.variant === 'hk'
      ? 'A self-draw has one winner with one hand: record a single self-draw'
      : 'Only one player can win by tsumo: every tsumo of a round has the same winner',
  DUPLICATE_WINNER: (p, name) => {
    const who = name(p.seat as number);
    if (p.part === 'nagashi') return `${who} has nagashi mangan twice; record it once`;
    if (p.part === 'hk') return `${who} wins twice in one round; record one hand per winner`;
    return `${who} has two ${p.part === 'pao' ? 'pao' : 'non-pao'} wins this round; a winner has one hand (a double yakuman with a pao part is one pao win and one plain win)`;
  },
  DUPLICATE_RIICHI: (p, name) => `${name(p.seat as number)} is listed twice as riichi; list each player once`,
  DUPLICATE_TENPAI: (p, name) => `${name(p.seat as number)} is listed twice as tenpai; list each player once`,
  RIICHI_NOT_TENPAI: (p, name) =>
    `${name(p.seat as number)} declared riichi, so they were tenpai at the draw: mark them tenpai`,
  TENPAI_ON_WIN: () =>
    'Tenpai only counts when nobody won (a deck-out or nagashi): mark nobody tenpai on a won round',
  TENPAI_ON_RESHUFFLE: (p) =>
    p.type === 'CHOMBO'
      ? 'A chombo has no tenpai payments: mark nobody tenpai'
      : 'A reshuffle (abortive draw) has no tenpai payments: mark nobody tenpai',
  RIICHI_ON_CHOMBO: () => 'After a chombo every riichi stick goes back to its owner: mark nobody riichi',
  NAGASHI_NOT_PLAYED: () =>
    "This game's rules do not play nagashi mangan: record the hand as an exhaustive draw",
  ABORTIVE_DRAWS_NOT_PLAYED: () =>
    "This game's rules have no abortive draws (reshuffles): the hand is played on",
  TRIPLE_RON_IS_A_DRAW: () =>
    "Under this game's rules three rons off one discard are an abortive draw: record a reshuffle",
  MULTIPLE_YAKUMAN_NOT_PLAYED: (p) =>
    `Under this game's rules every yakuman is single: record 13 han, not ${text(p.han)}`,
  CHOMBO_NOT_A_HAND: () =>
    "Under this game's rules a chombo is a penalty, not a hand: record it as a chombo of the game",
  ROUND_AFTER_GAME_END: (p) => {
    const last =
      typeof p.lastRoundWind === 'string' && typeof p.lastRoundNumber === 'number'
        ? ` (${safeLabel({
            variant: p.variant === 'hk' ? 'hk' : 'jp',
            roundWind: p.lastRoundWind as never,
            roundNumber: p.lastRoundNumber,
            ...(typeof p.lastBonus === 'number' ? { bonus: p.lastBonus } : {}),
          })})`
        : '';
    return `the game ended with round ${text(p.rounds)}${last}, so no more rounds can be recorded`;
  },
  WRONG_PLAYER_COUNT: (p) => `A game is rated with exactly ${SEAT_COUNT} players, not ${text(p.count)}`,
  DUPLICATE_SEAT: (p) => `Two players sit in seat ${text(p.seatNumber)}`,
  DUPLICATE_PLAYER: (p) => `Player ${text(p.player)} is listed twice`,
  INVALID_SCORE: (p) =>
    p.player === undefined
      ? `${text(p.what)} must all be numbers, not ${text(p.values)}`
      : `Player ${text(p.player)} has no valid final score`,
  INVALID_ELO: (p) => `Player ${text(p.player)} has no valid rating`,
  UNKNOWN_RULESET: (p) =>
    `"${text(p.ruleset)}" is not a ${p.variant === 'hk' ? 'Hong Kong' : 'riichi'} rule set; choose one of ${text(p.known)}`,
  INVALID_RULE: (p) => (p.switch ? `rules.${text(p.switch)}: ${text(p.problem)}` : text(p.problem)),
  RULES_UMA_NOT_ZERO_SUM: (p) =>
    `${text(p.switch)} must add up to 0, so that what one place gains the others pay`,
  RULES_OKA_NOT_QUARTERS: (p) =>
    `oka must be a multiple of 400 points (every seat pays a quarter of it, in hundreds), not ${text(p.oka)}`,
  RULES_EXTENSION_BEFORE_END: (p) =>
    `extensionUntil must be a wind after the game's last regular wind (${p.length === 'east' ? 'East' : 'South'}), not ${text(p.extensionUntil)}`,
  RULES_TARGET_NOT_ABOVE_START: (p) =>
    `Extension rounds are played until someone reaches the target, so targetPoints (${text(p.targetPoints)}) must be above startPoints (${text(p.startPoints)})`,
  RULES_SPLIT_UNDER_HEAD_BUMP: () =>
    'multiRonBonus split shares honba and sticks between several winners, but under head bump there is only ever one: choose first',
  RULES_CHOMBO_PENALTY_MISSING: () => 'A chombo settled on the final points needs a chomboPenalty above 0',
  RULES_MIN_ABOVE_CAP: (p) => `minFaan (${text(p.minFaan)}) must not be above maxFaan (${text(p.maxFaan)})`,
  RULES_HALF_GUN_ZERO_FAAN: () =>
    'Half gun pays half shares, and half a share of a 0-faan hand is half a point: set minFaan to 1 or more',
};

function missing(code: string, p: Params): string {
  return `A ${transactionWords(String(p.type))} ${MISSING[code] ?? ''}`;
}

function safeLabel(round: Parameters<typeof roundLabel>[1] & { variant: 'jp' | 'hk' }): string {
  try {
    return roundLabel(round.variant, round);
  } catch {
    return 'unknown round';
  }
}

function capitalise(sentence: string): string {
  return sentence.length === 0 ? sentence : sentence[0]?.toUpperCase() + sentence.slice(1);
}

/**
 * A refusal in English. With `names` (the players' usernames in seat order) a seat is said as
 * the player sitting there; a refusal from a replay says which round it was ("Round 5 (南一局
 * 0本場): …").
 */
export function refusalText(refusal: Refusal, names: readonly string[] = []): string {
  const name: Namer = (seat) => names[seat] ?? `seat ${seat}`;
  const sentence = SENTENCES[refusal.code](refusal.params, name);
  // "seat 2 declared riichi" starts a sentence as "Seat 2"; a player's name is written as they chose it.
  const opening = sentence.startsWith('seat ') ? capitalise(sentence) : sentence;
  if (refusal.roundIndex === undefined) return opening;
  const where =
    refusal.round === null || refusal.round === undefined ? 'after the end' : safeLabel(refusal.round);
  return `Round ${refusal.roundIndex + 1} (${where}): ${opening}`;
}

/**
 * Yaku (riichi) and patterns (Hong Kong) picked on the hand entry: what a tap on one does, which
 * are offered and which are greyed out, and the han or faan they make. The hand's value follows
 * the picks, so the recorder never adds it up; without picks the han and fu chips stay as before.
 */
import {
  type HongKongRules,
  hongKongPattern,
  patternBar,
  patternsCompatible,
  patternsFaan,
  type RiichiRules,
  UNSET_HAND,
  yakuBar,
  yakuCompatible,
  yakuDefinition,
  yakuFu,
  yakuHan,
} from '@mahjong/shared';
import type { HandDraft, TransactionDraft } from './hand-draft.ts';

const RIICHI_YAKU = ['riichi', 'double-riichi'];

export function isRonDraft(transaction: TransactionDraft): boolean {
  return transaction.transactionType === 'DEAL_IN' || transaction.transactionType === 'DEAL_IN_PAO';
}

/** The picks after a tap on `id`: on, off, or (for a yaku counted per set) one more, back to none after the most. */
function tapped(picks: readonly string[], id: string, maxCount: number): string[] {
  const count = picks.filter((pick) => pick === id).length;
  const without = picks.filter((pick) => pick !== id);
  return count >= maxCount ? without : [...picks, id];
}

/**
 * Why a yaku cannot be picked now: it needs a closed hand, the other kind of win, the dealer's seat
 * or another's (`dealer`: the round's dealer seat, when known), or clashes with a pick.
 */
export function yakuUnavailable(transaction: TransactionDraft, id: string, dealer?: number): boolean {
  if (transaction.yaku.includes(id)) return false;
  const situation = { open: transaction.open, ron: isRonDraft(transaction) };
  const seat =
    dealer === undefined || transaction.winner === null ? {} : { dealer: transaction.winner === dealer };
  if (yakuBar(id, { ...situation, ...seat }) !== undefined) return true;
  return transaction.yaku.some((picked) => !yakuCompatible(picked, id));
}

export function patternUnavailable(transaction: TransactionDraft, id: string): boolean {
  if (transaction.patterns.includes(id)) return false;
  if (patternBar(id, { ron: isRonDraft(transaction) }) !== undefined) return true;
  return transaction.patterns.some((picked) => !patternsCompatible(picked, id));
}

/** The han and fu the yaku and dora make; the fu stays the recorder's where no yaku fixes it. */
export function withYakuValue(
  before: TransactionDraft,
  after: TransactionDraft,
  rules: Pick<RiichiRules, 'multipleYakuman' | 'countedYakuman'>,
): TransactionDraft {
  if (after.yaku.length === 0) {
    return before.yaku.length === 0 ? after : { ...after, han: UNSET_HAND.han, fu: UNSET_HAND.fu };
  }
  const ron = isRonDraft(after);
  const han = yakuHan(after.yaku, { open: after.open, dora: after.dora }, rules);
  const fixed = yakuFu(after.yaku, ron);
  const wasFixed = yakuFu(before.yaku, isRonDraft(before)) !== undefined;
  const fu = fixed ?? (wasFixed ? UNSET_HAND.fu : after.fu);
  const yakuman = after.yaku.some((id) => yakuDefinition(id)?.yakuman);
  return { ...after, han, fu, dora: yakuman ? 0 : after.dora };
}

/** Dora offered with yaku: none on a yakuman (they do not count), else 0 to 12. */
export function yakuDoraChoices(transaction: TransactionDraft): readonly number[] {
  if (transaction.yaku.some((id) => yakuDefinition(id)?.yakuman)) return [];
  return Array.from({ length: 13 }, (_, dora) => dora);
}

function riichisWith(riichis: readonly number[], seat: number | null, on: boolean): number[] {
  if (seat === null) return [...riichis];
  const without = riichis.filter((one) => one !== seat);
  return on ? [...without, seat] : without;
}

/**
 * A tap on a yaku of the transaction at `index`. Riichi picked is the winner's riichi declared (and
 * taken back with it); the first yaku of a winner who declared riichi brings riichi with it.
 */
export function tapYaku(
  draft: HandDraft,
  index: number,
  id: string,
  rules: Pick<RiichiRules, 'multipleYakuman' | 'countedYakuman'>,
): HandDraft {
  const transaction = draft.transactions[index];
  const definition = yakuDefinition(id);
  if (!transaction || !definition) return draft;
  let yaku = tapped(transaction.yaku, id, definition.maxCount ?? 1);
  const declared = transaction.winner !== null && draft.riichis.includes(transaction.winner);
  if (transaction.yaku.length === 0 && declared && !RIICHI_YAKU.some((one) => yaku.includes(one))) {
    yaku = ['riichi', ...yaku];
  }
  if (!yaku.includes('riichi') && !yaku.includes('double-riichi')) {
    yaku = yaku.filter((one) => one !== 'ippatsu');
  }
  const riichiOn = RIICHI_YAKU.some((one) => yaku.includes(one));
  const riichiBefore = RIICHI_YAKU.some((one) => transaction.yaku.includes(one));
  const riichis =
    RIICHI_YAKU.includes(id) && riichiOn !== riichiBefore
      ? riichisWith(draft.riichis, transaction.winner, riichiOn)
      : draft.riichis;
  return replace({ ...draft, riichis }, index, withYakuValue(transaction, { ...transaction, yaku }, rules));
}

/** The "open hand" switch: closed-only yaku go (a riichi with them), the han follow. */
export function setOpen(
  draft: HandDraft,
  index: number,
  open: boolean,
  rules: Pick<RiichiRules, 'multipleYakuman' | 'countedYakuman'>,
): HandDraft {
  const transaction = draft.transactions[index];
  if (!transaction) return draft;
  const yaku = open
    ? transaction.yaku.filter((id) => yakuDefinition(id)?.openHan !== null)
    : transaction.yaku;
  const droppedRiichi = RIICHI_YAKU.some((one) => transaction.yaku.includes(one) && !yaku.includes(one));
  const riichis = droppedRiichi ? riichisWith(draft.riichis, transaction.winner, false) : draft.riichis;
  return replace(
    { ...draft, riichis },
    index,
    withYakuValue(transaction, { ...transaction, open, yaku }, rules),
  );
}

/** A riichi declared or taken back by a winner whose yaku are picked: their riichi yaku follow. */
export function followRiichi(
  draft: HandDraft,
  seat: number,
  on: boolean,
  rules: Pick<RiichiRules, 'multipleYakuman' | 'countedYakuman'>,
): HandDraft {
  let next = draft;
  for (const [index, transaction] of draft.transactions.entries()) {
    if (transaction.winner !== seat || transaction.yaku.length === 0) continue;
    const has = RIICHI_YAKU.some((one) => transaction.yaku.includes(one));
    if (has === on) continue;
    const yaku = on
      ? ['riichi', ...transaction.yaku]
      : transaction.yaku.filter((one) => !RIICHI_YAKU.includes(one) && one !== 'ippatsu');
    next = replace(next, index, withYakuValue(transaction, { ...transaction, yaku }, rules));
  }
  return next;
}

/** A tap on a Hong Kong pattern: on, off, or one more flower or pung; the points are their faan. */
export function tapPattern(
  draft: HandDraft,
  index: number,
  id: string,
  rules: Pick<HongKongRules, 'maxFaan'>,
): HandDraft {
  const transaction = draft.transactions[index];
  const pattern = hongKongPattern(id);
  if (!transaction || !pattern) return draft;
  const patterns = tapped(transaction.patterns, id, pattern.maxCount ?? 1);
  const points = patterns.length === 0 ? UNSET_HAND.han : patternsFaan(patterns, rules);
  return replace(draft, index, { ...transaction, patterns, points });
}

function replace(draft: HandDraft, index: number, transaction: TransactionDraft): HandDraft {
  return {
    ...draft,
    transactions: draft.transactions.map((one, at) => (at === index ? transaction : one)),
  };
}

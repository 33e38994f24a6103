/** A game's full log, as JSON (re-playable from the recorder's inputs) or as a CSV of its hands. */
import { type GameRound, type GameView, roundLabel, type TransactionResult } from '@mahjong/shared';
import { type CsvCell, toCsv } from './csv.ts';
import { EXPORT_FORMAT_VERSION, type GameExport } from './schemas.ts';

type RoundInput = GameExport['rounds'][number]['input'];

/** `inputs[i]` is the stored input of the game's round i. */
export function gameExport(game: GameView, inputs: readonly unknown[]): GameExport {
  return {
    exportVersion: EXPORT_FORMAT_VERSION,
    game: {
      id: game.id,
      variant: game.variant,
      type: game.type,
      status: game.status,
      seasonId: game.seasonId,
      createdAt: game.createdAt,
      endedAt: game.endedAt,
      players: game.players,
      rules: game.rules,
    },
    rounds: game.rounds.map((round) => ({
      roundIndex: round.roundIndex,
      label: roundLabel(game.variant, round),
      roundWind: round.roundWind,
      roundNumber: round.roundNumber,
      ...(round.bonus === undefined ? {} : { bonus: round.bonus }),
      ...(round.startRiichiStickCount === undefined
        ? {}
        : { startRiichiStickCount: round.startRiichiStickCount }),
      ...(round.endRiichiStickCount === undefined ? {} : { endRiichiStickCount: round.endRiichiStickCount }),
      input: inputs[round.roundIndex] as RoundInput,
      transactions: round.transactions,
      scoreDeltas: round.scoreDeltas,
      totals: round.totals,
    })),
    totals: game.totals,
    finalScores: game.finalScores,
    placements: game.placements,
    finalResults: game.finalResults,
    eloDeltas: game.eloDeltas,
    chombos: game.chombos,
  };
}

/** `DEAL_IN winner=alice loser=bob 3han 30fu 1dora`: readable in a spreadsheet cell. */
function describeTransaction(transaction: TransactionResult, names: readonly string[]): string {
  const seat = (label: string, index: number | undefined) =>
    index === undefined ? [] : [`${label}=${names[index] ?? index}`];
  const hand = transaction.hand;
  const value =
    hand === undefined
      ? []
      : 'points' in hand
        ? [`${hand.points}pts`]
        : [`${hand.han}han ${hand.fu}fu ${hand.dora}dora`];
  if (hand !== undefined && 'yaku' in hand && hand.yaku !== undefined) {
    value.push(`${hand.open ? 'open ' : ''}yaku=${hand.yaku.join('+')}`);
  }
  if (hand !== undefined && 'patterns' in hand && hand.patterns !== undefined) {
    value.push(`patterns=${hand.patterns.join('+')}`);
  }
  return [
    transaction.transactionType,
    ...seat('winner', transaction.winner),
    ...seat('loser', transaction.loser),
    ...seat('pao', transaction.paoPlayerIndex),
    ...value,
  ].join(' ');
}

function seatNames(seats: readonly number[] | undefined, names: readonly string[]): string {
  return (seats ?? []).map((seat) => names[seat] ?? String(seat)).join('; ');
}

/** The switches a game's rule set changes from its preset, `switch=value` each (values as JSON). */
export function rulesChanged(rules: GameView['rules']): string {
  const values = rules as unknown as Record<string, unknown>;
  return rules.changed.map((key) => `${key}=${JSON.stringify(values[key])}`).join('; ');
}

/**
 * One row per hand: label, honba and sticks, riichi and tenpai seats, transactions, each seat's
 * change and total, and the rule set the game is played under (its preset, the switches changed).
 */
export function gameCsv(game: GameView): string {
  const players = [...game.players].sort((a, b) => a.seat - b.seat);
  const names = players.map((player) => player.username);
  const header = [
    'hand',
    'round',
    'wind',
    'number',
    'honba',
    'sticks_before',
    'sticks_after',
    'riichi',
    'tenpai',
    'transactions',
    ...names.map((name) => `${name} change`),
    ...names.map((name) => `${name} total`),
    'ruleset',
    'rules_changed',
  ];
  const rules = [game.rules.id, rulesChanged(game.rules)];
  const row = (round: GameRound): CsvCell[] => [
    round.roundIndex + 1,
    roundLabel(game.variant, round),
    round.roundWind,
    round.roundNumber,
    round.bonus,
    round.startRiichiStickCount,
    round.endRiichiStickCount,
    seatNames(round.riichis, names),
    seatNames(round.tenpais, names),
    round.transactions.map((transaction) => describeTransaction(transaction, names)).join(' | '),
    ...round.scoreDeltas,
    ...round.totals,
    ...rules,
  ];
  const rows = game.rounds.map(row);
  // The score the game was rated on (riichi: leftover sticks to the top player).
  if (game.finalScores) {
    rows.push([
      '',
      'Final score',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      ...names.map(() => ''),
      ...game.finalScores,
      ...rules,
    ]);
  }
  return toCsv(header, rows);
}

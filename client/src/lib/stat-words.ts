/**
 * What each figure of the statistics is called and what it counts, in the reader's language. The
 * English follows `STAT_DEFINITIONS` (shared), which stays the text of the API's own documentation.
 */
import { t } from '@lingui/core/macro';
import { CHOMBO_PENALTY, START_ELO, type StatKey } from '@mahjong/shared';

export function statLabel(stat: StatKey): string {
  switch (stat) {
    case 'games':
      return t`Games`;
    case 'roundsPlayed':
      return t`Hands played`;
    case 'averagePlacement':
      return t`Average place`;
    case 'placementShares':
      return t`Places`;
    case 'winRate':
      return t`Win rate`;
    case 'averageWinValue':
      return t`Average win`;
    case 'dealInRate':
      return t`Deal-in rate`;
    case 'averageDealInValue':
      return t`Average deal-in`;
    case 'tsumoShare':
      return t`Tsumo share`;
    case 'riichiRate':
      return t`Riichi rate`;
    case 'riichiWinRate':
      return t`Riichi win rate`;
    case 'riichiDealInRate':
      return t`Riichi deal-in rate`;
    case 'dealerWinRate':
      return t`Dealer win rate`;
    case 'dealerRetention':
      return t`Dealer retention`;
    case 'chombos':
      return t`Chombos`;
    case 'rating':
      return t`Rating`;
    case 'displayElo':
      return t`Displayed rating`;
    case 'ratingHistory':
      return t`Rating history`;
    case 'yakuFrequencies':
      return t`Yaku and patterns`;
    case 'handKinds':
      return t`Wins and deal-ins by hand`;
  }
}

export function statDefinition(stat: StatKey): string {
  const penalty = CHOMBO_PENALTY;
  const start = START_ELO;
  switch (stat) {
    case 'games':
      return t`Finished games of this variant and type (in the chosen season, if any) the player sat in. Games still in progress are not counted anywhere in these statistics.`;
    case 'roundsPlayed':
      return t`Hands recorded in those games: wins, deck-outs, nagashi mangan and reshuffles alike.`;
    case 'averagePlacement':
      return t`Mean final place (1 to 4) over those games; equal scores go to the lower seat, as in the rating.`;
    case 'placementShares':
      return t`Share of those games finished 1st, 2nd, 3rd and 4th.`;
    case 'winRate':
      return t`Hands won ÷ hands played. A hand is won by the winner of a ron (deal-in), a tsumo (self-draw) or either pao form; in a double or triple ron every winner wins. A yakuman split into a pao part and a normal part is one win. Nagashi mangan, deck-outs and reshuffles are nobody’s win.`;
    case 'averageWinValue':
      return t`Mean points received from the winning transactions of a won hand: the hand’s value plus honba, without the riichi sticks collected from the table.`;
    case 'dealInRate':
      return t`Hands in which the player discarded the winning tile (the loser of a ron, pao ron included) ÷ hands played. A double or triple ron off one discard is one deal-in. Being liable for pao without discarding, paying for someone’s tsumo or nagashi, and noten payments are not deal-ins.`;
    case 'averageDealInValue':
      return t`Mean points paid by the discarder in a hand they dealt into: every winner of a multiple ron together, honba included; in a pao ron the discarder’s half.`;
    case 'tsumoShare':
      return t`Of the hands won, the share won by self-draw (tsumo, pao tsumo included).`;
    case 'riichiRate':
      return t`Hands in which the player declared riichi ÷ hands played. Riichi only (null for Hong Kong).`;
    case 'riichiWinRate':
      return t`Of the hands in which the player declared riichi, the share they won.`;
    case 'riichiDealInRate':
      return t`Of the hands in which the player declared riichi, the share they dealt in.`;
    case 'dealerWinRate':
      return t`Of the hands played as dealer (the seat round number − 1), the share won.`;
    case 'dealerRetention':
      return t`Of the hands played as dealer that had a next hand in the game, the share after which the player stayed dealer (a win, a tenpai draw or a reshuffle, as the rules keep the deal).`;
    case 'chombos':
      return t`Chombos recorded against the player in games of this variant and type (finished or not); each takes ${penalty} points off the displayed rating.`;
    case 'rating':
      return t`${start} plus the rating changes of the finished games of this variant and type; with a season chosen, the season’s own rating (it starts at ${start}).`;
    case 'displayElo':
      return t`The rating minus ${penalty} per chombo, as the leaderboard shows it.`;
    case 'ratingHistory':
      return t`The rating after each finished game, in the order the games ended.`;
    case 'yakuFrequencies':
      return t`Of the hands won with their yaku (riichi) or patterns (Hong Kong) recorded, the share that listed each one. Hands recorded with their value alone are counted apart, as not known.`;
    case 'handKinds':
      return t`Riichi only. Each won hand by how the winner stood: riichi (from the hand’s riichi list), open (recorded as open), dama (recorded closed, without riichi), or not known (recorded without yaku and without riichi, so whether it was open is not known). Wins are the player’s own hands; deal-ins are counted by the hand the player dealt into. Rates are per hand played.`;
  }
}

import type { GameType, GameView, Player, Variant } from '@mahjong/shared';

/**
 * Who may start a game of this kind: any player for casual games; ranked games need
 * the variant's qualification. The server enforces the same; the client only avoids offering it.
 */
export function mayRecordGameType(player: Player | null, variant: Variant, type: GameType): boolean {
  if (player === null) return false;
  if (type === 'CASUAL') return true;
  return variant === 'jp' ? player.japaneseQualified : player.hongKongQualified;
}

/**
 * While a game is in progress, its four players, the member who started it or an admin may correct
 * it: a tablemate takes over when the recorder's phone dies. Once it has ended it is the club's
 * record, and only an admin corrects it (the server refuses everyone else with 409).
 */
export function mayCorrectGame(player: Player | null, game: GameView): boolean {
  if (player === null) return false;
  if (game.status === 'FINISHED') return player.admin;
  return (
    player.admin || game.recorderId === player.id || game.players.some((seated) => seated.id === player.id)
  );
}

/** The recorder of an ended game, who is told that an admin can correct it. */
export function isRecorderOfEndedGame(player: Player | null, game: GameView): boolean {
  return player !== null && game.status === 'FINISHED' && game.recorderId === player.id && !player.admin;
}

/** ...and enters hands while the game is in progress. */
export function mayEnterHands(player: Player | null, game: GameView): boolean {
  return game.status === 'IN_PROGRESS' && mayCorrectGame(player, game);
}

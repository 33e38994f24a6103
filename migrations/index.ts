import type { Migration } from 'kysely';
import * as createPlayers from './2026_11_21_1200_create_players.ts';
import * as createSessions from './2026_11_21_1210_create_sessions.ts';
import * as createGames from './2026_11_21_1220_create_games.ts';
import * as createAuditLog from './2026_11_21_1230_create_audit_log.ts';
import * as createSocketIoAttachments from './2026_11_21_1240_create_socket_io_attachments.ts';
import * as addFinishedGamesKindIndex from './2026_11_22_1200_add_finished_games_kind_index.ts';
import * as notifyClubChanges from './2026_11_22_1300_notify_club_changes.ts';
import * as createRecordRoundFunction from './2026_11_22_1310_create_record_round_function.ts';
import * as addChombosGameIndex from './2026_11_22_1320_add_chombos_game_index.ts';
import * as createClubNight from './2026_11_24_1200_create_club_night.ts';
import * as bindIdempotencyKeys from './2026_11_24_1300_bind_idempotency_keys_and_audit_addresses.ts';
import * as moveGameVersionsOnClubChanges from './2026_11_24_1310_move_game_versions_on_club_changes.ts';
import * as notifyGameChanges from './2026_11_24_1400_notify_game_changes.ts';
import * as recordRoundRowsByName from './2026_11_24_1410_record_round_rows_by_name.ts';
import * as quietRatingFolds from './2026_11_24_1500_quiet_rating_folds.ts';
import * as addRoundsRecordedBy from './2026_11_24_1520_add_rounds_recorded_by.ts';
import * as announceSeatingChanges from './2026_11_24_1600_announce_seating_changes.ts';
import * as indexPasswordResetsByPlayer from './2026_11_28_1100_index_password_resets_by_player.ts';
import * as storeGameRules from './2026_11_28_1200_store_game_rules.ts';
import * as createTournaments from './2026_11_28_1300_create_tournaments.ts';
import * as typeSeasons from './2026_11_28_1400_type_seasons.ts';
import * as tournamentSubstitutesAndPenaltyBounds from './2026_11_29_0910_tournament_substitutes_and_penalty_bounds.ts';
import * as notifyPlayerRenames from './2026_11_29_0937_notify_player_renames.ts';
import * as seasonRules from './2026_11_29_1020_season_rules.ts';
import * as dropRecordRound from './2026_11_29_1100_drop_record_round.ts';

/** Every migration, by name. A static list works under tsx, Node and a bundle alike (STACK.md). */
export const migrations: Record<string, Migration> = {
  '2026_11_21_1200_create_players': createPlayers,
  '2026_11_21_1210_create_sessions': createSessions,
  '2026_11_21_1220_create_games': createGames,
  '2026_11_21_1230_create_audit_log': createAuditLog,
  '2026_11_21_1240_create_socket_io_attachments': createSocketIoAttachments,
  '2026_11_22_1200_add_finished_games_kind_index': addFinishedGamesKindIndex,
  '2026_11_22_1300_notify_club_changes': notifyClubChanges,
  '2026_11_22_1310_create_record_round_function': createRecordRoundFunction,
  '2026_11_22_1320_add_chombos_game_index': addChombosGameIndex,
  '2026_11_24_1200_create_club_night': createClubNight,
  '2026_11_24_1300_bind_idempotency_keys_and_audit_addresses': bindIdempotencyKeys,
  '2026_11_24_1310_move_game_versions_on_club_changes': moveGameVersionsOnClubChanges,
  '2026_11_24_1400_notify_game_changes': notifyGameChanges,
  '2026_11_24_1410_record_round_rows_by_name': recordRoundRowsByName,
  '2026_11_24_1500_quiet_rating_folds': quietRatingFolds,
  '2026_11_24_1520_add_rounds_recorded_by': addRoundsRecordedBy,
  '2026_11_24_1600_announce_seating_changes': announceSeatingChanges,
  '2026_11_28_1100_index_password_resets_by_player': indexPasswordResetsByPlayer,
  '2026_11_28_1200_store_game_rules': storeGameRules,
  '2026_11_28_1300_create_tournaments': createTournaments,
  '2026_11_28_1400_type_seasons': typeSeasons,
  '2026_11_29_0910_tournament_substitutes_and_penalty_bounds': tournamentSubstitutesAndPenaltyBounds,
  '2026_11_29_0937_notify_player_renames': notifyPlayerRenames,
  '2026_11_29_1020_season_rules': seasonRules,
  '2026_11_29_1100_drop_record_round': dropRecordRound,
};

/** What the fuzz suite sends to each write route: a valid request to mutate, and how to mutate it. */
import {
  addParticipantBodySchema,
  adminPlayerPatchSchema,
  changeUsernameBodySchema,
  checkinBodySchema,
  chomboBodySchema,
  chomboRemovalBodySchema,
  clubDefaultRulesBodySchema,
  createGameBodySchema,
  createTournamentBodySchema,
  endTournamentTableBodySchema,
  loginBodySchema,
  passwordResetBodySchema,
  recordRiichiRoundBodySchema,
  registerBodySchema,
  requestPasswordResetBodySchema,
  seasonBodySchema,
  seasonPatchSchema,
  seatingBodySchema,
  seatingSwapBodySchema,
  tournamentPenaltyBodySchema,
  tournamentSeatingBodySchema,
  tournamentSwapBodySchema,
  tournamentTimeBodySchema,
  updateParticipantBodySchema,
  updateSettingsBodySchema,
  updateTournamentBodySchema,
} from '@mahjong/shared';
import type { World } from '../hardening.ts';

export type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface FuzzCase {
  route: string;
  method: Method;
  /** The URL; `segment` replaces the path's id when the case fuzzes the path. */
  url: (w: World, segment?: string) => string;
  /** A valid body to mutate, and the schema that must refuse every mutation sent. */
  body?: {
    valid: (w: World) => Record<string, unknown>;
    schema: { safeParse(value: unknown): { success: boolean } };
  };
  /** Fuzz the id in the path (routes whose only input is the path). */
  fuzzPath?: boolean;
}

const game = (w: World, id?: string) => `/api/games/jp/${id ?? w.game.id}`;
const round = (w: World) => ({
  expectedVersion: w.game.version,
  riichis: [0],
  tenpais: [],
  transactions: [{ transactionType: 'DEAL_IN', winner: 1, loser: 0, hand: { han: 2, fu: 30, dora: 0 } }],
});

export const FUZZ_CASES: FuzzCase[] = [
  {
    route: 'POST /api/register',
    method: 'POST',
    url: () => '/api/register',
    body: {
      valid: () => ({ username: 'fuzz_user', password: 'long password 1' }),
      schema: registerBodySchema,
    },
  },
  {
    route: 'POST /api/login',
    method: 'POST',
    url: () => '/api/login',
    body: { valid: (w) => ({ username: w.target.player.username, password: 'x' }), schema: loginBodySchema },
  },
  {
    route: 'POST /api/request-password-reset',
    method: 'POST',
    url: () => '/api/request-password-reset',
    body: { valid: (w) => ({ username: w.target.player.username }), schema: requestPasswordResetBodySchema },
  },
  {
    route: 'POST /api/password-reset',
    method: 'POST',
    url: () => '/api/password-reset',
    body: {
      valid: (w) => ({ playerId: w.target.player.id, token: 'abc', newPassword: 'a new long password' }),
      schema: passwordResetBodySchema,
    },
  },
  {
    route: 'PUT /api/players/current/settings',
    method: 'PUT',
    url: () => '/api/players/current/settings',
    body: { valid: () => ({ settings: { colorMode: 'dark' } }), schema: updateSettingsBodySchema },
  },
  {
    route: 'PUT /api/players/current/username',
    method: 'PUT',
    url: () => '/api/players/current/username',
    body: { valid: () => ({ username: 'fuzz_renamed' }), schema: changeUsernameBodySchema },
  },
  {
    route: 'PATCH /api/admin/players/:id',
    method: 'PATCH',
    url: (w) => `/api/admin/players/${w.target.player.id}`,
    body: { valid: () => ({ japaneseQualified: true }), schema: adminPlayerPatchSchema },
  },
  {
    route: 'POST /api/admin/players/:id/reset-link',
    method: 'POST',
    url: (w, id) => `/api/admin/players/${id ?? w.target.player.id}/reset-link`,
    fuzzPath: true,
  },
  {
    route: 'DELETE /api/admin/players/:id',
    method: 'DELETE',
    url: (w, id) => `/api/admin/players/${id ?? w.target.player.id}`,
    fuzzPath: true,
  },
  {
    route: 'POST /api/games',
    method: 'POST',
    url: () => '/api/games',
    body: {
      valid: (w) => ({ variant: 'jp', type: 'CASUAL', players: w.players.map((p) => p.player.id) }),
      schema: createGameBodySchema,
    },
  },
  {
    route: 'PUT /api/rulesets/default/:variant',
    method: 'PUT',
    url: () => '/api/rulesets/default/jp',
    body: { valid: () => ({ ruleset: 'club' }), schema: clubDefaultRulesBodySchema },
  },
  {
    route: 'DELETE /api/games/:variant/:id',
    method: 'DELETE',
    url: (w, id) => `${game(w, id)}?expectedVersion=${w.game.version}`,
    fuzzPath: true,
  },
  {
    route: 'POST /api/games/:variant/:id/rounds',
    method: 'POST',
    url: (w) => `${game(w)}/rounds`,
    body: { valid: round, schema: recordRiichiRoundBodySchema },
  },
  {
    route: 'DELETE /api/games/:variant/:id/rounds/last',
    method: 'DELETE',
    url: (w, id) => `${game(w, id)}/rounds/last?expectedVersion=${w.game.version}`,
    fuzzPath: true,
  },
  {
    route: 'PUT /api/games/:variant/:id/rounds/:index',
    method: 'PUT',
    url: (w) => `${game(w)}/rounds/0`,
    body: { valid: round, schema: recordRiichiRoundBodySchema },
  },
  {
    route: 'POST /api/games/:variant/:id/chombo',
    method: 'POST',
    url: (w) => `${game(w)}/chombo`,
    body: {
      valid: (w) => ({
        expectedVersion: w.game.version,
        playerId: w.players[0]?.player.id,
        reason: 'early win',
      }),
      schema: chomboBodySchema,
    },
  },
  {
    route: 'DELETE /api/games/:variant/:id/chombos/:chomboId',
    method: 'DELETE',
    url: (w) => `${game(w)}/chombos/${w.chomboId}`,
    body: {
      valid: (w) => ({ expectedVersion: w.game.version, reason: 'recorded by mistake' }),
      schema: chomboRemovalBodySchema,
    },
  },
  {
    route: 'POST /api/games/:variant/:id/end',
    method: 'POST',
    url: (w, id) => `${game(w, id)}/end?expectedVersion=${w.game.version}`,
    fuzzPath: true,
  },
  {
    route: 'POST /api/checkins',
    method: 'POST',
    url: () => '/api/checkins',
    body: { valid: (w) => ({ playerId: w.target.player.id }), schema: checkinBodySchema },
  },
  {
    route: 'DELETE /api/checkins/:playerId',
    method: 'DELETE',
    url: (w, id) => `/api/checkins/${id ?? w.target.player.id}`,
    fuzzPath: true,
  },
  {
    route: 'POST /api/seatings',
    method: 'POST',
    url: () => '/api/seatings',
    body: { valid: () => ({ variant: 'jp', type: 'CASUAL', method: 'random' }), schema: seatingBodySchema },
  },
  {
    route: 'POST /api/seatings/:id/swap',
    method: 'POST',
    url: () => '/api/seatings/1/swap',
    body: {
      valid: (w) => ({ a: w.players[0]?.player.id, b: w.players[1]?.player.id }),
      schema: seatingSwapBodySchema,
    },
  },
  {
    route: 'POST /api/seatings/:id/confirm',
    method: 'POST',
    url: (_w, id) => `/api/seatings/${id ?? 1}/confirm`,
    fuzzPath: true,
  },
  {
    route: 'POST /api/admin/seasons',
    method: 'POST',
    url: () => '/api/admin/seasons',
    body: {
      valid: (w) => ({ name: 'Fuzz', startDate: `${w.freeYear}-01-01`, endDate: `${w.freeYear}-06-30` }),
      schema: seasonBodySchema,
    },
  },
  {
    route: 'PATCH /api/admin/seasons/:id',
    method: 'PATCH',
    url: (w) => `/api/admin/seasons/${w.seasonId}`,
    body: { valid: () => ({ name: 'Renamed' }), schema: seasonPatchSchema },
  },
  {
    route: 'DELETE /api/admin/seasons/:id',
    method: 'DELETE',
    url: (w, id) => `/api/admin/seasons/${id ?? w.seasonId}`,
    fuzzPath: true,
  },
  {
    route: 'POST /api/tournaments',
    method: 'POST',
    url: () => '/api/tournaments',
    body: {
      valid: () => ({ name: 'Fuzz open', variant: 'jp', sessions: 2, sessionMinutes: 90, seating: 'swiss' }),
      schema: createTournamentBodySchema,
    },
  },
  {
    route: 'PATCH /api/tournaments/:id',
    method: 'PATCH',
    url: (_w, id) => `/api/tournaments/${id ?? 1}`,
    body: { valid: () => ({ registrationOpen: false }), schema: updateTournamentBodySchema },
  },
  {
    route: 'POST /api/tournaments/:id/participants',
    method: 'POST',
    url: (_w, id) => `/api/tournaments/${id ?? 1}/participants`,
    body: { valid: (w) => ({ playerId: w.target.player.id }), schema: addParticipantBodySchema },
  },
  {
    route: 'PATCH /api/tournaments/:id/participants/:playerId',
    method: 'PATCH',
    url: (w) => `/api/tournaments/1/participants/${w.target.player.id}`,
    body: { valid: () => ({ status: 'dropped' }), schema: updateParticipantBodySchema },
  },
  {
    route: 'POST /api/tournaments/:id/sessions/:n/seating',
    method: 'POST',
    url: () => '/api/tournaments/1/sessions/1/seating',
    body: { valid: () => ({ winds: 'balanced' }), schema: tournamentSeatingBodySchema },
  },
  {
    route: 'POST /api/tournaments/:id/sessions/:n/swap',
    method: 'POST',
    url: () => '/api/tournaments/1/sessions/1/swap',
    body: {
      valid: (w) => ({ a: w.players[0]?.player.id, b: w.players[1]?.player.id }),
      schema: tournamentSwapBodySchema,
    },
  },
  {
    route: 'POST /api/tournaments/:id/sessions/:n/time',
    method: 'POST',
    url: () => '/api/tournaments/1/sessions/1/time',
    body: { valid: () => ({ action: 'add', minutes: 5 }), schema: tournamentTimeBodySchema },
  },
  {
    route: 'POST /api/tournaments/:id/sessions/:n/tables/:table/end',
    method: 'POST',
    url: () => '/api/tournaments/1/sessions/1/tables/1/end',
    body: { valid: () => ({ reason: 'Out of time' }), schema: endTournamentTableBodySchema },
  },
  {
    route: 'POST /api/tournaments/:id/penalties',
    method: 'POST',
    url: () => '/api/tournaments/1/penalties',
    body: {
      valid: (w) => ({ playerId: w.target.player.id, amount: 10, reason: 'Late' }),
      schema: tournamentPenaltyBodySchema,
    },
  },
];

/**
 * Every /api route × every role → the status it must get. Built against the app's registered routes:
 * a route without a row fails the test, so a new route must say who may reach it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupSettings, ClubBackups } from '../backups/club-backups.ts';
import { createTestApp, type TestApp } from './app.ts';
import { checkInPlayers } from './club-night.ts';
import { createWorld, headersFor, ROLES, type Role, type World } from './hardening.ts';

interface Row {
  /** Set the scene first, for every role (players checked in so that a round can be seated). */
  prepare?: (t: TestApp) => Promise<void>;
  /** Build the request against a fresh world (writes) or the shared one (reads). */
  request: (w: World) => { url: string; payload?: unknown };
  /** One status for every role, or one per role. */
  expect: number | Record<Role, number>;
}

const anyone = (status: number) => status;
const loggedIn = (status: number): Record<Role, number> => ({
  visitor: 401,
  player: status,
  qualified: status,
  recorder: status,
  admin: status,
});
const adminOnly = (status: number): Record<Role, number> => ({
  visitor: 401,
  player: 403,
  qualified: 403,
  recorder: 403,
  admin: status,
});
const recorderOrAdmin = (status: number): Record<Role, number> => ({
  visitor: 401,
  player: 403,
  qualified: 403,
  recorder: status,
  admin: status,
});
const game = (w: World) => `/api/games/jp/${w.game.id}`;
const NO_TOURNAMENT = '/api/tournaments/2147483647';

export const MATRIX: Record<string, Row> = {
  'GET /api/health': { request: () => ({ url: '/api/health' }), expect: anyone(200) },
  'POST /api/register': {
    request: (w) => ({
      url: '/api/register',
      payload: {
        username: `new_${w.game.id}_${Math.random().toString(36).slice(2, 8)}`,
        password: 'long password 1',
      },
    }),
    expect: anyone(201),
  },
  'POST /api/login': {
    request: () => ({ url: '/api/login', payload: { username: 'nobody_here', password: 'wrong password' } }),
    expect: anyone(401),
  },
  'POST /api/logout': { request: () => ({ url: '/api/logout' }), expect: anyone(204) },
  'POST /api/request-password-reset': {
    request: (w) => ({ url: '/api/request-password-reset', payload: { username: w.target.player.username } }),
    expect: anyone(202),
  },
  'POST /api/password-reset': {
    request: (w) => ({
      url: '/api/password-reset',
      payload: { playerId: w.target.player.id, token: 'not-a-token', newPassword: 'a new long password' },
    }),
    expect: anyone(400),
  },
  'GET /api/players/current': { request: () => ({ url: '/api/players/current' }), expect: loggedIn(200) },
  'PUT /api/players/current/settings': {
    request: () => ({ url: '/api/players/current/settings', payload: { settings: {} } }),
    expect: loggedIn(200),
  },
  'PUT /api/players/current/username': {
    request: () => ({
      url: '/api/players/current/username',
      payload: { username: `renamed_${Math.random().toString(36).slice(2, 10)}` },
    }),
    expect: loggedIn(200),
  },
  'GET /api/admin/players': { request: () => ({ url: '/api/admin/players' }), expect: adminOnly(200) },
  'PATCH /api/admin/players/:id': {
    request: (w) => ({
      url: `/api/admin/players/${w.target.player.id}`,
      payload: { japaneseQualified: true },
    }),
    expect: adminOnly(200),
  },
  'POST /api/admin/players/:id/reset-link': {
    request: (w) => ({ url: `/api/admin/players/${w.target.player.id}/reset-link` }),
    expect: adminOnly(200),
  },
  'DELETE /api/admin/players/:id': {
    request: (w) => ({ url: `/api/admin/players/${w.target.player.id}` }),
    expect: adminOnly(204),
  },
  'POST /api/games': {
    request: (w) => ({
      url: '/api/games',
      payload: { variant: 'jp', type: 'CASUAL', players: w.players.map((p) => p.player.id) },
    }),
    expect: loggedIn(201),
  },
  'GET /api/games': { request: () => ({ url: '/api/games' }), expect: anyone(200) },
  'GET /api/games/current/:variant': {
    request: () => ({ url: '/api/games/current/jp' }),
    expect: anyone(200),
  },
  'GET /api/games/:variant/:id': { request: (w) => ({ url: game(w) }), expect: anyone(200) },
  'DELETE /api/games/:variant/:id': {
    request: (w) => ({ url: `${game(w)}?expectedVersion=${w.game.version}` }),
    expect: adminOnly(204),
  },
  'POST /api/games/:variant/:id/rounds': {
    request: (w) => ({
      url: `${game(w)}/rounds`,
      payload: { expectedVersion: w.game.version, riichis: [], tenpais: [], transactions: [] },
    }),
    expect: recorderOrAdmin(200),
  },
  'DELETE /api/games/:variant/:id/rounds/last': {
    request: (w) => ({ url: `${game(w)}/rounds/last?expectedVersion=${w.game.version}` }),
    expect: recorderOrAdmin(200),
  },
  'PUT /api/games/:variant/:id/rounds/:index': {
    request: (w) => ({
      url: `${game(w)}/rounds/0`,
      payload: { expectedVersion: w.game.version, riichis: [], tenpais: [0], transactions: [] },
    }),
    expect: recorderOrAdmin(200),
  },
  'POST /api/games/:variant/:id/chombo': {
    request: (w) => ({
      url: `${game(w)}/chombo`,
      payload: { expectedVersion: w.game.version, playerId: w.players[0]?.player.id, reason: 'x' },
    }),
    expect: recorderOrAdmin(201),
  },
  'GET /api/games/:variant/:id/chombos': {
    request: (w) => ({ url: `${game(w)}/chombos` }),
    expect: anyone(200),
  },
  'DELETE /api/games/:variant/:id/chombos/:chomboId': {
    request: (w) => ({
      url: `${game(w)}/chombos/${w.chomboId}`,
      payload: { expectedVersion: w.game.version, reason: 'recorded by mistake' },
    }),
    expect: adminOnly(200),
  },
  'GET /api/admin/chombos': { request: () => ({ url: '/api/admin/chombos' }), expect: adminOnly(200) },
  'POST /api/games/:variant/:id/end': {
    request: (w) => ({ url: `${game(w)}/end?expectedVersion=${w.game.version}` }),
    expect: adminOnly(200),
  },
  // The autocomplete of player names is for people recording a game, not for visitors.
  'GET /api/players': {
    request: () => ({ url: '/api/players?variant=jp&type=CASUAL' }),
    expect: loggedIn(200),
  },
  'GET /api/leaderboard/:variant': { request: () => ({ url: '/api/leaderboard/jp' }), expect: anyone(200) },
  'GET /api/seasons': { request: () => ({ url: '/api/seasons' }), expect: anyone(200) },
  'GET /api/rulesets': { request: () => ({ url: '/api/rulesets' }), expect: anyone(200) },
  'GET /api/rulesets/default/:variant': {
    request: () => ({ url: '/api/rulesets/default/jp' }),
    expect: anyone(200),
  },
  'PUT /api/rulesets/default/:variant': {
    request: () => ({ url: '/api/rulesets/default/jp', payload: { ruleset: 'club' } }),
    expect: adminOnly(200),
  },
  'GET /api/admin/seasons': { request: () => ({ url: '/api/admin/seasons' }), expect: adminOnly(200) },
  'POST /api/admin/seasons': {
    request: (w) => ({
      url: '/api/admin/seasons',
      payload: { name: 'New', startDate: `${w.freeYear}-01-01`, endDate: `${w.freeYear}-12-31` },
    }),
    expect: adminOnly(201),
  },
  'PATCH /api/admin/seasons/:id': {
    request: (w) => ({ url: `/api/admin/seasons/${w.seasonId}`, payload: { name: 'Renamed' } }),
    expect: adminOnly(200),
  },
  'DELETE /api/admin/seasons/:id': {
    request: (w) => ({ url: `/api/admin/seasons/${w.seasonId}` }),
    expect: adminOnly(204),
  },
  'GET /api/admin/audit': { request: () => ({ url: '/api/admin/audit' }), expect: adminOnly(200) },
  'GET /api/admin/backups': { request: () => ({ url: '/api/admin/backups' }), expect: adminOnly(200) },
  'POST /api/admin/backups': { request: () => ({ url: '/api/admin/backups' }), expect: adminOnly(201) },
  'GET /api/admin/backups/latest': {
    request: () => ({ url: '/api/admin/backups/latest' }),
    expect: adminOnly(200),
  },
  'GET /api/stats/:variant': { request: () => ({ url: '/api/stats/jp' }), expect: anyone(200) },
  'GET /api/stats/:variant/head-to-head': {
    request: (w) => ({
      url: `/api/stats/jp/head-to-head?playerA=${w.players[0]?.player.id}&playerB=${w.players[1]?.player.id}`,
    }),
    expect: anyone(200),
  },
  'GET /api/player-pages/:username': {
    request: (w) => ({ url: `/api/player-pages/${w.players[0]?.player.username}` }),
    expect: anyone(200),
  },
  'GET /api/games/:variant/:id/export': {
    request: (w) => ({ url: `${game(w)}/export` }),
    expect: anyone(200),
  },
  'GET /api/leaderboard/:variant.csv': {
    request: () => ({ url: '/api/leaderboard/jp.csv' }),
    expect: anyone(200),
  },
  'GET /api/checkins': { request: () => ({ url: '/api/checkins' }), expect: anyone(200) },
  'POST /api/checkins': { request: () => ({ url: '/api/checkins', payload: {} }), expect: loggedIn(201) },
  // Checking out someone else: an admin only (a player may check themselves out).
  'DELETE /api/checkins/:playerId': {
    request: (w) => ({ url: `/api/checkins/${w.target.player.id}` }),
    expect: adminOnly(204),
  },
  // Seating: an admin or a checked-in player (club-night/seatings.test.ts); no role here is checked in.
  'POST /api/seatings': {
    prepare: async (t) => void (await checkInPlayers(t, 4)),
    request: () => ({ url: '/api/seatings', payload: { variant: 'jp', type: 'CASUAL', method: 'random' } }),
    expect: adminOnly(201),
  },
  'POST /api/seatings/:id/swap': {
    request: (w) => ({
      url: '/api/seatings/2147483647/swap',
      payload: { a: w.players[0]?.player.id, b: w.players[1]?.player.id },
    }),
    expect: adminOnly(404),
  },
  'POST /api/seatings/:id/confirm': {
    request: () => ({ url: '/api/seatings/2147483647/confirm' }),
    expect: adminOnly(404),
  },
  'GET /api/club-night': { request: () => ({ url: '/api/club-night' }), expect: anyone(200) },
  // Tournaments: admins run them, players register themselves, anyone reads (tournaments/*.test.ts).
  'POST /api/tournaments': {
    request: () => ({
      url: '/api/tournaments',
      payload: { name: 'Open', variant: 'jp', sessions: 1, sessionMinutes: 60, seating: 'random' },
    }),
    expect: adminOnly(201),
  },
  'GET /api/tournaments': { request: () => ({ url: '/api/tournaments' }), expect: anyone(200) },
  'GET /api/tournaments/:id': { request: () => ({ url: `${NO_TOURNAMENT}` }), expect: anyone(404) },
  'PATCH /api/tournaments/:id': {
    request: () => ({ url: NO_TOURNAMENT, payload: { name: 'Open' } }),
    expect: adminOnly(404),
  },
  'POST /api/tournaments/:id/participants': {
    request: () => ({ url: `${NO_TOURNAMENT}/participants` }),
    expect: loggedIn(404),
  },
  'DELETE /api/tournaments/:id/participants/:playerId': {
    request: (w) => ({ url: `${NO_TOURNAMENT}/participants/${w.target.player.id}` }),
    expect: loggedIn(404),
  },
  'PATCH /api/tournaments/:id/participants/:playerId': {
    request: (w) => ({
      url: `${NO_TOURNAMENT}/participants/${w.target.player.id}`,
      payload: { status: 'dropped' },
    }),
    expect: adminOnly(404),
  },
  'POST /api/tournaments/:id/penalties': {
    request: (w) => ({
      url: `${NO_TOURNAMENT}/penalties`,
      payload: { playerId: w.target.player.id, amount: 1, reason: 'late' },
    }),
    expect: adminOnly(404),
  },
  'DELETE /api/tournaments/:id/penalties/:penaltyId': {
    request: () => ({ url: `${NO_TOURNAMENT}/penalties/1` }),
    expect: adminOnly(404),
  },
  'GET /api/tournaments/:id/standings': {
    request: () => ({ url: `${NO_TOURNAMENT}/standings` }),
    expect: anyone(404),
  },
  'GET /api/tournaments/:id/results.csv': {
    request: () => ({ url: `${NO_TOURNAMENT}/results.csv` }),
    expect: anyone(404),
  },
  'GET /api/tournaments/:id/ema.csv': {
    request: () => ({ url: `${NO_TOURNAMENT}/ema.csv` }),
    expect: anyone(404),
  },
  'POST /api/tournaments/:id/sessions/:n/seating': {
    request: () => ({ url: `${NO_TOURNAMENT}/sessions/1/seating` }),
    expect: adminOnly(404),
  },
  'POST /api/tournaments/:id/sessions/:n/swap': {
    request: (w) => ({
      url: `${NO_TOURNAMENT}/sessions/1/swap`,
      payload: { a: w.players[0]?.player.id, b: w.players[1]?.player.id },
    }),
    expect: adminOnly(404),
  },
  'POST /api/tournaments/:id/sessions/:n/start': {
    request: () => ({ url: `${NO_TOURNAMENT}/sessions/1/start` }),
    expect: adminOnly(404),
  },
  'POST /api/tournaments/:id/sessions/:n/time': {
    request: () => ({ url: `${NO_TOURNAMENT}/sessions/1/time`, payload: { action: 'pause' } }),
    expect: adminOnly(404),
  },
  'POST /api/tournaments/:id/sessions/:n/tables/:table/end': {
    request: () => ({
      url: `${NO_TOURNAMENT}/sessions/1/tables/1/end`,
      payload: { reason: 'the venue closes' },
    }),
    expect: adminOnly(404),
  },
  'GET /api/players/:id/games.csv': {
    request: (w) => ({ url: `/api/players/${w.players[0]?.player.id}/games.csv` }),
    expect: anyone(200),
  },
};

let t: TestApp;
let shared: World;
const backupDir = mkdtempSync(join(tmpdir(), 'mahjong-authorization-'));
beforeAll(async () => {
  t = await createTestApp({ BACKUP_DIR: backupDir });
  shared = await createWorld(t);
  // A backup to download, whichever rows run first.
  await new ClubBackups(t.database, backupSettings(t.config)).write();
});
afterAll(async () => {
  await t.close();
  rmSync(backupDir, { recursive: true, force: true });
});

const visibleRoutes = () =>
  t.app.apiRoutes.filter((route) => !route.hidden).map((route) => `${route.method} ${route.url}`);

describe('authorization matrix', () => {
  it('has a row for every registered /api route, and no stale rows', () => {
    const registered = visibleRoutes();
    expect(registered.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !registered.includes(route))).toEqual([]);
  });

  it.each(Object.keys(MATRIX))('%s answers each role as the table says', async (route) => {
    const row = MATRIX[route] as Row;
    const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    const got: Partial<Record<Role, number>> = {};
    for (const role of ROLES) {
      const world = method === 'GET' ? shared : await createWorld(t);
      await row.prepare?.(t);
      const { url, payload } = row.request(world);
      const response = await t.app.inject({
        method,
        url,
        payload: payload as object,
        headers: headersFor(world, role),
      });
      got[role] = response.statusCode;
      if (response.statusCode >= 400)
        expect(response.json().error.code, `${route} as ${role}`).toEqual(expect.any(String));
    }
    const expected =
      typeof row.expect === 'number' ? Object.fromEntries(ROLES.map((r) => [r, row.expect])) : row.expect;
    expect(got).toEqual(expected);
  });
});

/**
 * A club night: every phone at the venue shares one address. With the limits as they ship, a whole
 * room watches live; and one socket asking for thousands of games that do not exist costs the server
 * no database read, and is closed.
 */
import { gameNamespace } from '@mahjong/shared';
import type { LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createListeningTestApp, type ListeningTestApp } from '../../test/app.ts';
import { createTestGame, draw, playRounds } from '../../test/games.ts';
import { floodFromAnotherProcess, type Watcher, watch } from '../../test/live.ts';

const PHONES = 200;

/** p50 and p99 of some timings, for the log. */
function percentiles(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) =>
    (sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)] ?? 0).toFixed(1);
  return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms over ${sorted.length} checks`;
}
const UNKNOWN_JOINS = 20_000;

describe('the venue, with the limits as they ship', () => {
  let t: ListeningTestApp;
  /** Statements the app sent to the database, but the health check's own. */
  const statements: string[] = [];
  beforeAll(async () => {
    const log = (event: LogEvent) => {
      if (event.level === 'query' && event.query.sql !== 'select 1') statements.push(event.query.sql);
    };
    t = await createListeningTestApp({}, { log });
  });
  afterAll(() => t.close());

  it(`sends every hand to ${PHONES} phones behind one address`, { timeout: 120_000 }, async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const phones: Watcher[] = [];
    // A room arriving: twenty at a time.
    for (let start = 0; start < PHONES; start += 20) {
      const arriving = Array.from({ length: 20 }, () => watch(t.url, gameNamespace('jp', game.id)));
      await Promise.all(arriving.map((phone) => phone.received('game:snapshot')));
      phones.push(...arriving);
    }
    expect(t.app.socketLimits.connectionsOf('address:127.0.0.1')).toBe(PHONES);
    await playRounds(t, game, recorder.headers, [draw([0])]);
    const added = await Promise.all(phones.map((phone) => phone.received('round:added')));
    expect(added.map(([event]) => event.version)).toEqual(Array(PHONES).fill(1));
    expect(phones.some((phone) => phone.events.some((event) => event.name === 'live:refused'))).toBe(false);
    for (const phone of phones) phone.socket.disconnect();
    await vi.waitFor(() => expect(t.app.socketLimits.connectionsOf('address:127.0.0.1')).toBe(0));
  });

  it(`answers ${UNKNOWN_JOINS.toLocaleString('en')} joins of unknown games from memory, and closes that socket`, {
    timeout: 120_000,
  }, async () => {
    const reads = t.app.knownGames.reads;
    // The health check, asked over and over from the moment the flood is written until it is over.
    let flooding = true;
    const healthMs: number[] = [];
    let polling: Promise<void> = Promise.resolve();
    const poll = async () => {
      while (flooding) {
        const started = performance.now();
        const answer = await fetch(`${t.url}/api/health`);
        await answer.text();
        healthMs.push(performance.now() - started);
      }
    };

    // The floor: the same checks on this machine as it is now, without the flood.
    const floorMs: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const started = performance.now();
      await (await fetch(`${t.url}/api/health`)).text();
      floorMs.push(performance.now() - started);
    }

    statements.length = 0;
    // Raw CONNECT packets, as a script would send them: one per game that does not exist.
    const packets = Array.from(
      { length: UNKNOWN_JOINS },
      (_, i) => `0${gameNamespace('jp', 1_000_000 + i)},`,
    );
    let refusals: string[];
    try {
      refusals = await floodFromAnotherProcess(t.url, packets, () => {
        polling = poll();
      });
      await vi.waitFor(() => expect(t.app.socketLimits.connectionsOf('address:127.0.0.1')).toBe(0));
    } finally {
      flooding = false;
      await polling;
    }

    console.log(
      `${UNKNOWN_JOINS} unknown-game joins from one socket: /api/health ${percentiles(healthMs)} ` +
        `(without them: ${percentiles(floorMs)}); ${refusals.length} refusals sent before the socket was closed`,
    );
    // No join read the database, nor re-read which games exist; the socket was refused a few times, then closed.
    expect(statements).toEqual([]);
    expect(t.app.knownGames.reads).toBe(reads);
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.length).toBeLessThan(5);
    expect(healthMs.length).toBeGreaterThan(0);
  });
});

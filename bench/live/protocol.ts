/**
 * What the benchmark's processes tell each other (over Node's IPC channel), and how it starts them.
 * Times are absolute (time origin + now, in ms) so that they compare across processes.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

export const now = () => performance.timeOrigin + performance.now();

export type ToSpectators =
  | {
      type: 'connect';
      base: string;
      plan: Array<[gameId: number, namespace: string]>;
      readyEvent: string;
      perSecond: number;
      msgpack: boolean;
    }
  | { type: 'arrivals' }
  | { type: 'leave' }
  | { type: 'exit' };

export type FromSpectators =
  | { type: 'ready' }
  | { type: 'connected'; refused: number; reasons: Array<[string, number]>; ms: number }
  | { type: 'complete'; key: string }
  | { type: 'arrivals'; arrivals: Array<[string, number[]]> }
  | { type: 'left' };

/** What a server process (app or bare) is asked, and answers. */
export type ToServer =
  | { type: 'games'; count: number }
  /** A tournament of `players` registered, seated and its first session started (tournament-room.ts). */
  | { type: 'tournament'; players: number }
  | { type: 'rss'; collect: boolean }
  /** When the server handed each round:added to socket.io, asked once the hands are over. */
  | { type: 'emitted' }
  | { type: 'exit' };

export type FromServer =
  | { type: 'listening'; url: string }
  | { type: 'games'; games: Array<{ id: number; cookie: string }> }
  /** The tournament's id and each table's game with its East seat's (the recorder's) cookie. */
  | { type: 'tournament'; id: number; tables: Array<{ id: number; cookie: string }> }
  /** Resident memory, and how much of it the JavaScript heap holds. */
  | { type: 'rss'; bytes: number; heap: number }
  /**
   * When the server handed each round:added to socket.io (the end of the write, the start of the
   * fan-out), by broadcast key.
   */
  | { type: 'emitted'; marks: Array<[key: string, at: number]> };

/** A child process of the benchmark, run by tsx, with a typed message channel. */
export class Child<In extends { type: string }, Out extends { type: string }> {
  readonly process: ChildProcess;
  private readonly waiting: Array<{ type: string; resolve: (message: Out) => void }> = [];
  readonly listeners = new Set<(message: Out) => void>();

  constructor(script: string, env: Record<string, string> = {}, execArgv: string[] = []) {
    this.process = fork(fileURLToPath(new URL(script, import.meta.url)), [], {
      execArgv: ['--import', 'tsx', ...execArgv],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.process.on('message', (message: Out) => {
      for (const listener of this.listeners) listener(message);
      const index = this.waiting.findIndex((waiter) => waiter.type === message.type);
      if (index >= 0) this.waiting.splice(index, 1)[0]?.resolve(message);
    });
  }

  send(message: In): void {
    this.process.send(message);
  }

  /** The next message of that type. */
  next<T extends Out['type']>(type: T): Promise<Extract<Out, { type: T }>> {
    return new Promise((resolve) => this.waiting.push({ type, resolve: resolve as (message: Out) => void }));
  }

  /** Sends and waits for the answer of the same type (or of `answer`). */
  async ask<T extends Out['type']>(message: In, answer: T): Promise<Extract<Out, { type: T }>> {
    const reply = this.next(answer);
    this.send(message);
    return reply;
  }

  async stop(): Promise<void> {
    if (this.process.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => this.process.once('exit', () => resolve()));
    this.send({ type: 'exit' } as In);
    await exited;
  }
}

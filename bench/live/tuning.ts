/**
 * socket.io's own options under measure (`--deflate`, `--msgpack`, `--recovery`): the same for the app,
 * the bare server and (the parser) the spectators, passed to the server processes as BENCH_TUNING.
 */
import type { ServerOptions } from 'socket.io';
import msgpackParser from 'socket.io-msgpack-parser';

export interface Tuning {
  deflate: boolean;
  msgpack: boolean;
  recovery: boolean;
}

export function tuningFromEnv(): Partial<ServerOptions> {
  const tuning: Tuning = JSON.parse(
    process.env.BENCH_TUNING ?? '{"deflate":false,"msgpack":false,"recovery":false}',
  );
  return {
    perMessageDeflate: tuning.deflate ? { threshold: 1024 } : false,
    ...(tuning.msgpack ? { parser: msgpackParser } : {}),
    ...(tuning.recovery ? { connectionStateRecovery: { maxDisconnectionDuration: 120_000 } } : {}),
  };
}

export const describeTuning = (tuning: Tuning) =>
  [
    `perMessageDeflate ${tuning.deflate ? 'on' : 'off'}`,
    `parser ${tuning.msgpack ? 'msgpack' : 'JSON'}`,
    `connection-state recovery ${tuning.recovery ? 'on' : 'off'}`,
  ].join(', ');

import { DEFAULT_PROVISIONAL_GAMES } from '@mahjong/shared';
import { z } from 'zod';
import { trustProxySchema } from './plugins/proxy-trust.ts';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** BACKUP_INTERVAL: `30m`, `6h`, `1d`…; `off` (the default) schedules nothing. */
const backupInterval = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(off|\d+[mhd])$/, 'must be a number of minutes, hours or days such as 30m, 6h or 1d, or off')
  .transform((value) =>
    value === 'off' ? undefined : Number(value.slice(0, -1)) * UNIT_MS[value.slice(-1) as 'm'],
  )
  .refine((ms) => ms === undefined || (ms >= UNIT_MS.m && ms <= 7 * UNIT_MS.d), 'must be between 1m and 7d');

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  MAIL_FROM: z.string().default('Mahjong Club <no-reply@localhost>'),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_USERNAMES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
    ),
  // Who may tell the client's address and the site's host: see plugins/proxy-trust.ts.
  TRUST_PROXY: trustProxySchema,
  // -- backups (README "Backups") --
  BACKUP_DIR: z.string().min(1).default('./backups'),
  BACKUP_INTERVAL: z.preprocess(emptyAsUndefined, backupInterval.optional()),
  BACKUP_KEEP: z.coerce.number().int().min(1, 'must be at least 1').max(1000).default(7),
  CLIENT_DIST: z.string().optional(),
  // -- club night: how long a check-in lasts (and how far back "tonight" reaches) --
  CHECKIN_HOURS: z.coerce.number().min(1, 'must be at least 1').max(48, 'must be at most 48').default(8),
  // -- leaderboards: below this many finished games of a kind a player's rating is provisional --
  PROVISIONAL_GAMES: z.coerce
    .number()
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(1000, 'must be at most 1000')
    .default(DEFAULT_PROVISIONAL_GAMES),
  // -- live sockets: what one visitor may open and send (beyond it: refused, see socket-limits.ts) --
  // Anonymous connections per address, sized for a venue's Wi-Fi: a whole club behind one address.
  LIVE_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(300),
  // More anonymous connections for an address, for each person signed in from it in the last hour.
  LIVE_CONNECTIONS_PER_PERSON: z.coerce.number().int().min(0).default(2),
  // A signed-in person's connections, wherever they come from (tabs, phone, the projector's board).
  LIVE_CONNECTIONS_PER_ACCOUNT: z.coerce.number().int().min(1).default(20),
  LIVE_NAMESPACES_PER_CONNECTION: z.coerce.number().int().min(1).default(8),
  LIVE_EVENTS_PER_SECOND: z.coerce.number().int().min(1).default(10),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads the configuration from the environment; a bad value names the variable and stops start-up. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}

/** The address links in e-mails point to. */
export function publicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}

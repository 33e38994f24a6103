import type { AuditEntry } from '@mahjong/shared';
import { formatDateTime } from '../../lib/format.ts';
import { variantLabel } from '../../lib/labels.ts';

/** One line of an audit entry's change: a field, what it was and what it became. */
export interface ChangedField {
  field: string;
  before?: string;
  after?: string;
}

/** Usernames by player id, as the audit log answers them with each entry. */
export type Names = Readonly<Record<string, string>>;

const MAX_VALUE_LENGTH = 80;
/** A moment as the server writes it (toISOString): shown as a date and time, like the log's own. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Fields whose value is a player id (or, for `players`, a list of them): shown by name. */
const PLAYER_FIELDS = new Set(['playerId', 'recordedBy']);

function nameOf(id: unknown, names: Names): string | undefined {
  return typeof id === 'number' ? names[String(id)] : undefined;
}

function show(field: string, value: unknown, names: Names): string {
  const named = PLAYER_FIELDS.has(field) ? nameOf(value, names) : undefined;
  if (named !== undefined) return named;
  if (field === 'players' && Array.isArray(value)) {
    const usernames = value.map(
      (player) => nameOf(player, names) ?? (player as { username?: unknown })?.username,
    );
    if (usernames.every((username) => typeof username === 'string')) return usernames.join(', ');
  }
  if (typeof value === 'string' && MOMENT.test(value)) return formatDateTime(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The fields an audit entry changed, for reading at a glance: unchanged fields are left out, player
 * ids show as usernames (from `names`), and long values (a round's whole input) are shortened.
 * Anything that is not an object shows whole.
 */
export function changedFields(before: unknown, after: unknown, names: Names = {}): ChangedField[] {
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  if (!isRecord(before) && before !== null && before !== undefined)
    return [{ field: 'value', before: show('value', before, names), after: show('value', after, names) }];
  if (!isRecord(after) && after !== null && after !== undefined)
    return [{ field: 'value', after: show('value', after, names) }];
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
    .map((field) => ({
      field: PLAYER_FIELDS.has(field) ? field.replace(/Id$/, '') : field,
      ...(field in from ? { before: show(field, from[field], names) } : {}),
      ...(field in to ? { after: show(field, to[field], names) } : {}),
    }));
}

const ACTION_LABELS: Readonly<Record<string, string>> = {
  'game.create': 'Game started',
  'game.end': 'Game ended early',
  'game.reopen': 'Game reopened',
  'game.delete': 'Game deleted',
  'round.record': 'Hand recorded',
  'round.undo': 'Hand undone',
  'round.edit': 'Hand corrected',
  'chombo.record': 'Chombo recorded',
  'chombo.remove': 'Chombo removed',
  'player.update': 'Flags changed',
  'player.promote': 'Made admin',
  'player.rename': 'Username changed',
  'player.reset-link': 'Reset link issued',
  'player.delete': 'Account deleted',
  'player.check-in': 'Checked in',
  'player.check-out': 'Checked out',
  'season.create': 'Season added',
  'season.update': 'Season changed',
  'season.delete': 'Season deleted',
  'seating.confirm': 'Seating confirmed',
  'backup.create': 'Backup written',
  'backup.download': 'Backup downloaded',
};

/** What was done, in words ("Chombo removed"); an action without a label shows as it is stored. */
export function actionLabel(action: string): string {
  return Object.hasOwn(ACTION_LABELS, action) ? (ACTION_LABELS[action] as string) : action;
}

/**
 * What the entry is about, in words: "Riichi game #12", the player's username, "season #3". A game
 * is named by its variant while it exists (its link goes there); a deleted one by its number.
 */
export function subjectLabel(entry: Pick<AuditEntry, 'entity' | 'entityId' | 'names' | 'game'>): string {
  if (entry.game) return `${variantLabel(entry.game.variant)} game #${entry.game.id}`;
  if (entry.entityId === null) return entry.entity;
  if (entry.entity === 'player') return entry.names[entry.entityId] ?? `player #${entry.entityId}`;
  return `${entry.entity} #${entry.entityId}`;
}

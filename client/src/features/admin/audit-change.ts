import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
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

const ACTION_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  'game.create': msg`Game started`,
  'game.end': msg`Game ended early`,
  'game.reopen': msg`Game reopened`,
  'game.delete': msg`Game deleted`,
  'round.record': msg`Hand recorded`,
  'round.undo': msg`Hand undone`,
  'round.edit': msg`Hand corrected`,
  'chombo.record': msg`Chombo recorded`,
  'chombo.remove': msg`Chombo removed`,
  'player.update': msg`Flags changed`,
  'player.promote': msg`Made admin`,
  'player.rename': msg`Username changed`,
  'player.reset-link': msg`Reset link issued`,
  'player.delete': msg`Account deleted`,
  'player.check-in': msg`Checked in`,
  'player.check-out': msg`Checked out`,
  'season.create': msg`Season added`,
  'season.update': msg`Season changed`,
  'season.delete': msg`Season deleted`,
  'rules.default': msg`Default rules changed`,
  'seating.confirm': msg`Seating confirmed`,
  'backup.create': msg`Backup written`,
  'backup.download': msg`Backup downloaded`,
};

/** What was done, in words ("Chombo removed"); an action without a label shows as it is stored. */
export function actionLabel(action: string): string {
  const label = Object.hasOwn(ACTION_LABELS, action) ? ACTION_LABELS[action] : undefined;
  return label ? i18n._(label) : action;
}

/**
 * What the entry is about, in words: "Riichi game #12", the player's username, "season #3". A game
 * is named by its variant while it exists (its link goes there); a deleted one by its number.
 */
export function subjectLabel(entry: Pick<AuditEntry, 'entity' | 'entityId' | 'names' | 'game'>): string {
  if (entry.game) {
    const variant = variantLabel(entry.game.variant);
    const id = entry.game.id;
    return t`${variant} game #${id}`;
  }
  const id = entry.entityId;
  switch (entry.entity) {
    case 'game':
      return id === null ? t`game` : t`game #${id}`;
    case 'player':
      return id === null ? t`player` : (entry.names[id] ?? t`player #${id}`);
    case 'season':
      return id === null ? t`season` : t`season #${id}`;
    case 'seating':
      return id === null ? t`seating` : t`seating #${id}`;
    case 'rules': {
      const variant = id === 'jp' || id === 'hk' ? variantLabel(id) : String(id ?? '');
      return t`the club's default rules for ${variant}`;
    }
    case 'backup':
      return id === null ? t`backup` : t`backup ${id}`;
    default:
      return id === null ? entry.entity : `${entry.entity} #${id}`;
  }
}

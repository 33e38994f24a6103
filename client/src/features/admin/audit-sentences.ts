/**
 * What an audit entry changed, told as sentences in the reader's language, from the data the server
 * stored with it (`before`, `after`, the names of the players they mention). An action this version
 * does not know is told field by field.
 */
import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { type AuditEntry, type GameType, rulesetSchema, type Variant } from '@mahjong/shared';
import { formatDate, formatDateTime, formatScore } from '../../lib/format.ts';
import { rulesDifferences, rulesetName } from '../../lib/i18n/ruleset-words.ts';
import { listOf } from '../../lib/i18n/words.ts';
import { gameKindLabel, gameTypeLabel } from '../../lib/labels.ts';
import { changedFields, type Names } from './audit-change.ts';

type Entry = Pick<AuditEntry, 'action' | 'before' | 'after' | 'names'>;
type Data = Readonly<Record<string, unknown>>;

function record(value: unknown): Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : {};
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A player by id, or `player #7` when the log has no name for them. */
function playerName(id: unknown, names: Names): string | undefined {
  if (typeof id === 'number') return names[String(id)] ?? t`player #${id}`;
  if (typeof id === 'object' && id !== null) return text((id as Data).username);
  return undefined;
}

function playerList(value: unknown, names: Names): string | undefined {
  if (!Array.isArray(value)) return undefined;
  const players = value.map((player) =>
    typeof player === 'object' && player !== null
      ? (text((player as Data).username) ?? playerName((player as Data).id, names))
      : playerName(player, names),
  );
  return players.every((name) => name !== undefined) ? listOf(players as string[]) : undefined;
}

function kindOf(data: Data): string | undefined {
  const variant = data.variant;
  const type = data.type;
  if ((variant === 'jp' || variant === 'hk') && (type === 'RANKED' || type === 'CASUAL'))
    return gameKindLabel(variant as Variant, type as GameType);
  return undefined;
}

/** `Hand 3` counts from 1; the server stores the index from 0. */
function handNumber(data: Data): number | undefined {
  const index = count(data.roundIndex);
  return index === undefined ? undefined : index + 1;
}

function rerated(data: Data): string[] {
  const games = count(data.gamesRerated);
  if (!games) return [];
  return [
    t`${plural(games, { one: '# later game was rated again.', other: '# later games were rated again.' })}`,
  ];
}

function quoted(value: unknown): string | undefined {
  const said = text(value);
  return said === undefined ? undefined : t({ message: `“${said}”`, comment: 'Words someone typed, quoted' });
}

function gameSentences(action: string, before: Data, after: Data, names: Names): string[] | undefined {
  switch (action) {
    case 'game.create': {
      const kind = kindOf(after);
      const players = playerList(after.players, names);
      const season = count(after.seasonId);
      const started = kind && players ? t`Started a ${kind} game with ${players}.` : t`Started a game.`;
      return season === undefined ? [started] : [started, t`It counts toward season #${season}.`];
    }
    case 'game.end': {
      const scores = Array.isArray(after.finalScores)
        ? after.finalScores.filter((score): score is number => typeof score === 'number').map(formatScore)
        : [];
      const shown = scores.join(' / ');
      return [
        t`Ended the game early.`,
        ...(scores.length > 0 ? [t`Final scores by seat: ${shown}.`] : []),
        ...rerated(after),
      ];
    }
    case 'game.reopen':
      return [t`Reopened the game: it is in progress again.`, ...rerated(after)];
    case 'game.delete': {
      const kind = kindOf(before);
      const players = playerList(before.players, names);
      const hands = Array.isArray(before.inputs) ? before.inputs.length : 0;
      return [
        kind && players
          ? t`Deleted a ${kind} game of ${players} with ${plural(hands, { one: '# hand', other: '# hands' })}.`
          : t`Deleted the game.`,
        ...rerated(after),
      ];
    }
    case 'round.record': {
      const hand = handNumber(after);
      return [
        hand === undefined ? t`Recorded a hand.` : t`Recorded hand ${hand}.`,
        ...(after.ended === true ? [t`That hand ended the game.`] : []),
      ];
    }
    case 'round.undo': {
      const hand = handNumber(before);
      return [
        hand === undefined ? t`Took back the last hand.` : t`Took back hand ${hand}.`,
        ...rerated(after),
      ];
    }
    case 'round.edit': {
      const hand = handNumber(after) ?? handNumber(before);
      const status = after.status;
      return [
        hand === undefined ? t`Corrected a hand.` : t`Corrected hand ${hand}.`,
        ...(status === 'FINISHED' && before.status !== 'FINISHED' ? [t`The correction ended the game.`] : []),
        ...(status === 'IN_PROGRESS' && before.status === 'FINISHED'
          ? [t`The correction reopened the game.`]
          : []),
        ...rerated(after),
      ];
    }
    case 'chombo.record': {
      const player = playerName(after.playerId, names) ?? '';
      const reason = quoted(after.reason);
      return [reason ? t`Chombo against ${player}: ${reason}.` : t`Chombo against ${player}.`];
    }
    case 'chombo.remove': {
      const player = playerName(before.playerId, names) ?? '';
      const reason = quoted(before.reason);
      const recorder = playerName(before.recordedBy, names);
      const recordedAt = text(before.recordedAt);
      const when = recordedAt ? formatDateTime(recordedAt) : undefined;
      const why = quoted(after.removalReason);
      return [
        reason
          ? t`Removed the chombo against ${player} (${reason}).`
          : t`Removed the chombo against ${player}.`,
        ...(recorder && when ? [t`${recorder} had recorded it on ${when}.`] : []),
        ...(recorder && !when ? [t`${recorder} had recorded it.`] : []),
        ...(why ? [t`Why it was removed: ${why}.`] : []),
      ];
    }
    default:
      return undefined;
  }
}

function flagSentence(flag: string, on: boolean): string | undefined {
  switch (flag) {
    case 'admin':
      return on ? t`Made an admin.` : t`No longer an admin.`;
    case 'japaneseQualified': {
      const kind = gameKindLabel('jp', 'RANKED');
      return on ? t`May now play ${kind} games.` : t`May no longer play ${kind} games.`;
    }
    case 'hongKongQualified': {
      const kind = gameKindLabel('hk', 'RANKED');
      return on ? t`May now play ${kind} games.` : t`May no longer play ${kind} games.`;
    }
    default:
      return undefined;
  }
}

function seasonDates(data: Data): { name: string; start: string; end: string } {
  const start = text(data.startDate);
  const end = text(data.endDate);
  return {
    name: text(data.name) ?? '',
    start: start ? formatDate(start) : '',
    end: end ? formatDate(end) : '',
  };
}

function movedGames(after: Data): string[] {
  const games = count(after.gamesMoved);
  if (!games) return [];
  return [
    t`${plural(games, { one: '# game now belongs to this season.', other: '# games now belong to this season.' })}`,
  ];
}

/** A new default rule set: its name, and what it plays differently from the one it replaced. */
function rulesSentences(before: unknown, after: unknown): string[] | undefined {
  const now = rulesetSchema.safeParse(after);
  if (!now.success) return undefined;
  const name = rulesetName(now.data);
  const was = rulesetSchema.safeParse(before);
  const differences = was.success ? rulesDifferences(now.data, was.data) : [];
  const list = listOf(differences);
  return [
    t`The club's default rules are now ${name}.`,
    ...(differences.length > 0 ? [t`Compared with before: ${list}.`] : []),
  ];
}

function clubSentences(action: string, before: Data, after: Data): string[] | undefined {
  switch (action) {
    case 'player.update': {
      const flags = Object.keys({ ...before, ...after }).filter((flag) => before[flag] !== after[flag]);
      const said = flags.map((flag) => flagSentence(flag, after[flag] === true));
      return said.every((sentence) => sentence !== undefined) ? (said as string[]) : undefined;
    }
    case 'player.promote': {
      const reason = text(after.reason);
      if (reason === 'ADMIN_USERNAMES')
        return [t`Made an admin when the server started, as ADMIN_USERNAMES asks.`];
      if (reason === 'make-admin') return [t`Made an admin with the make-admin command.`];
      return [t`Made an admin.`];
    }
    case 'player.rename': {
      const from = text(before.username) ?? '';
      const to = text(after.username) ?? '';
      return [t`Renamed from ${from} to ${to}.`];
    }
    case 'player.reset-link': {
      const username = text(after.username) ?? '';
      return [t`Issued a password-reset link for ${username}.`];
    }
    case 'player.delete': {
      const username = text(before.username) ?? '';
      const placeholder = text(after.username) ?? '';
      return [t`Deleted the account ${username}; its games now show ${placeholder}.`];
    }
    case 'player.check-in':
      return [t`Checked in for the club night.`];
    case 'player.check-out':
      return [t`Checked out of the club night.`];
    case 'season.create': {
      const { name, start, end } = seasonDates(after);
      return [t`Added the season ${name}, from ${start} to ${end}.`, ...movedGames(after)];
    }
    case 'season.update': {
      const was = seasonDates(before);
      const now = seasonDates(after);
      const said: string[] = [];
      if (was.name !== now.name) {
        const from = was.name;
        const to = now.name;
        said.push(t`Renamed the season from ${from} to ${to}.`);
      }
      if (was.start !== now.start || was.end !== now.end) {
        const { start: fromStart, end: fromEnd } = was;
        const { start: toStart, end: toEnd } = now;
        said.push(t`Its dates changed from ${fromStart} – ${fromEnd} to ${toStart} – ${toEnd}.`);
      }
      if (said.length === 0) said.push(t`Saved the season unchanged.`);
      return [...said, ...movedGames(after)];
    }
    case 'season.delete': {
      const { name, start, end } = seasonDates(before);
      return [t`Deleted the season ${name} (${start} to ${end}).`];
    }
    case 'seating.confirm': {
      const tables = Array.isArray(after.tables) ? after.tables.map(record) : [];
      const tableCount = tables.length;
      return [
        t`Confirmed the seating: ${plural(tableCount, { one: '# table', other: '# tables' })}.`,
        ...tables.map((table) => {
          const number = numberText(table.table);
          const game = numberText(table.gameId);
          const kind = table.type === 'RANKED' || table.type === 'CASUAL' ? gameTypeLabel(table.type) : '';
          return t`Table ${number}: ${kind} game #${game}.`;
        }),
      ];
    }
    case 'backup.create': {
      const bytes = count(after.size);
      if (bytes === undefined) return [t`Wrote a backup.`];
      const size = new Intl.NumberFormat(i18n.locale, {
        style: 'unit',
        unit: bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte',
        unitDisplay: 'short',
        maximumFractionDigits: 1,
      }).format(bytes >= 1024 * 1024 ? bytes / 1024 / 1024 : bytes / 1024);
      return [t`Wrote a backup of ${size}.`];
    }
    case 'backup.download':
      return [t`Downloaded the backup.`];
    case 'rules.default':
      return rulesSentences(before, after);
    default:
      return undefined;
  }
}

function numberText(value: unknown): string {
  return typeof value === 'number' ? String(value) : '?';
}

/** A field the sentences do not cover: `reason: False ron → Wrong player`. */
function fieldSentences(entry: Entry): string[] {
  return changedFields(entry.before, entry.after, entry.names).map(({ field, before, after }) => {
    if (before !== undefined && after !== undefined) return t`${field}: ${before} → ${after}`;
    if (after !== undefined) return t`${field}: ${after}`;
    const removed = before ?? '';
    return t`${field}: ${removed} (removed)`;
  });
}

/** The entry's change as sentences; none when nothing changed. */
export function describeChange(entry: Entry): string[] {
  const before = record(entry.before);
  const after = record(entry.after);
  return (
    gameSentences(entry.action, before, after, entry.names) ??
    clubSentences(entry.action, before, after) ??
    fieldSentences(entry)
  );
}

/**
 * Changes to the club's records, table by table: what cached values are checked against. A value
 * computed while none of its tables changed is still the truth. Changes come from this process's
 * own writes (change-tracking.ts, before the write's promise resolves, so a player reads their own
 * writes), from other processes' writes (PostgreSQL's `club_changed` notifications,
 * change-listener.ts), and as "anything may have changed" whenever such a notification could have
 * been missed. A change to the tables of games made for one game says which game (its variant, type
 * and id): what is kept about other games, and about the other kinds of game, stays true.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** A table's name, or null: anything may have changed. */
export type ChangedTable = string | null;

/** The one game a change was made to. */
export interface ChangedGame {
  variant: string;
  type: string;
  id: number;
}

/** The tables a game's own records are in: a change to them can be told as a change to one game. */
export const GAME_TABLES: ReadonlySet<string> = new Set([
  'games',
  'game_players',
  'rounds',
  'transactions',
  'chombos',
]);

interface OneGameScope {
  game?: ChangedGame;
  /** The write turned out to change other games too (their ratings re-folded): told by table. */
  othersToo?: boolean;
}

const gameOfWrites = new AsyncLocalStorage<OneGameScope>();

/**
 * Runs `write`, whose writes to the game tables all concern one game: the one it names with `touches`
 * as soon as it knows it (before writing). They are told as changes to that game only.
 */
export function writingToOneGame<T>(write: (touches: (game: ChangedGame) => void) => Promise<T>): Promise<T> {
  const scope: OneGameScope = {};
  return gameOfWrites.run(scope, () =>
    write((game) => {
      scope.game = { variant: game.variant, type: game.type, id: game.id };
    }),
  );
}

/**
 * Inside `writingToOneGame`: this write changes other games as well (a fold of ratings rewrote the
 * games that ended after it), so all its changes are told as changes to their tables.
 */
export function writingToOtherGamesToo(): void {
  const scope = gameOfWrites.getStore();
  if (scope) scope.othersToo = true;
}

/** The game that a write made now concerns, when it is to a game table inside `writingToOneGame`. */
export function gameOfWrite(table: ChangedTable): ChangedGame | undefined {
  const scope = gameOfWrites.getStore();
  return table !== null && GAME_TABLES.has(table) && !scope?.othersToo ? scope?.game : undefined;
}

const renamings = new AsyncLocalStorage<{ player: number }>();

/**
 * Runs `write`, whose writes to `players` only rename `player`: told as that player's renaming, which
 * leaves kept what does not name them (kept-values.ts). Other instances hear the same from the
 * database's notification (migration notify_player_renames).
 */
export function renamingPlayer<T>(player: number, write: () => Promise<T>): Promise<T> {
  return renamings.run({ player }, write);
}

/** The player a write to `players` made now renames, inside `renamingPlayer`. */
export function renamedPlayerOf(table: ChangedTable): number | undefined {
  return table === 'players' ? renamings.getStore()?.player : undefined;
}

/**
 * The payload of a `club_changed` notification: the table, then for one game its variant, type and
 * id, or for a player's renaming `renamed` and the player's id.
 */
export function parseNotification(payload: string): {
  table: ChangedTable;
  game?: ChangedGame;
  renamed?: number;
} {
  const [table, variant, type, id] = payload.split(' ');
  if (!table) return { table: null };
  if (table === 'players' && variant === 'renamed') {
    const player = Number(type);
    return Number.isSafeInteger(player) ? { table, renamed: player } : { table };
  }
  const gameId = Number(id);
  if (!variant || !type || !Number.isSafeInteger(gameId)) return { table };
  return { table, game: { variant, type, id: gameId } };
}

export class ClubChanges {
  private readonly listeners = new Set<(table: ChangedTable, game?: ChangedGame, renamed?: number) => void>();

  /**
   * @param heard whether every other writer's change is heard: always for the embedded database (no
   * other process can write to it); on PostgreSQL only while the LISTEN connection is up.
   */
  constructor(public heard: boolean) {}

  /**
   * Whether raw SQL that writes without declaring its tables fails (after being told as a change to
   * anything): set on the tests' databases, so that such a statement cannot go unnoticed.
   */
  refuseUndeclaredWrites = false;

  /** `table` changed: for `game` only, when given; only the name of player `renamed`, when given. */
  changed(table: ChangedTable, game?: ChangedGame, renamed?: number): void {
    for (const listener of this.listeners) listener(table, game, renamed);
  }

  /** Calls `listener` after every change, with the table (and the game, if just one); returns how to stop. */
  onChange(listener: (table: ChangedTable, game?: ChangedGame, renamed?: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Calls `listener` after every change to one of `tables` (or to anything); returns how to stop. */
  watch(tables: ReadonlySet<string>, listener: (game?: ChangedGame, renamed?: number) => void): () => void {
    return this.onChange((table, game, renamed) => {
      if (table === null) listener();
      else if (tables.has(table)) listener(game, renamed);
    });
  }

  /** The next change, to any table. */
  next(): Promise<ChangedTable> {
    return new Promise((resolve) => {
      const stop = this.onChange((table) => {
        stop();
        resolve(table);
      });
    });
  }
}

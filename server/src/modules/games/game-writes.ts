/**
 * Every write to a game the routes may make, each followed — once its transaction has committed —
 * by the publication of the changes it returns. The routes call these and answer; they never
 * announce anything themselves (routes-announce-nothing.test.ts keeps it so).
 */
import type { CorrectionPreview } from '@mahjong/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import {
  type ChomboRemoval,
  type ChomboWrite,
  recordChombo,
  removeChombo,
} from './chombos/chombos-service.ts';
import { type EditWrite, editRound, undoLastRound } from './correct/correct-service.ts';
import type { GameChange, PublishChanges } from './frame/changes.ts';
import type { GameWrite } from './frame/write.ts';
import { createGame, type NewGameRequest, type StartedGame } from './lifecycle/create-service.ts';
import { endGameEarly, type RemovedGame, removeGame } from './lifecycle/manage-service.ts';
import {
  type RecordingMemory,
  type RoundWrite,
  recordRound,
  type WriteAnswer,
} from './record/record-service.ts';
import { type TimedGames, UNTIMED } from './timed-games.ts';

export interface GameWrites {
  create(request: NewGameRequest): Promise<StartedGame>;
  recordHand(write: RoundWrite): Promise<WriteAnswer>;
  undoLastHand(write: GameWrite, dryRun?: boolean): Promise<WriteAnswer | CorrectionPreview>;
  correctHand(write: EditWrite, dryRun?: boolean): Promise<WriteAnswer | CorrectionPreview>;
  recordChombo(write: ChomboWrite): Promise<WriteAnswer>;
  removeChombo(removal: ChomboRemoval): Promise<WriteAnswer>;
  endEarly(write: GameWrite): Promise<WriteAnswer>;
  remove(write: GameWrite): Promise<RemovedGame>;
}

/** What the routes of games are registered with. */
export interface WritesOption {
  writes: GameWrites;
}

/**
 * The writes on `db`, publishing through `publish`. `memory`: what this instance keeps between the
 * hands of a game (record/recording-states.ts), or nothing to read every game afresh; `timed`: the
 * clock of games at tournament tables.
 */
export function gameWrites(
  db: Kysely<Database>,
  publish: PublishChanges,
  memory?: RecordingMemory,
  timed: TimedGames = UNTIMED,
): GameWrites {
  /** A preview (`dryRun`) changed nothing and has nothing to tell. */
  const published = async <Answer extends { changes: readonly GameChange[] } | CorrectionPreview>(
    write: Promise<Answer>,
  ): Promise<Answer> => {
    const answer = await write;
    if ('changes' in answer && answer.changes.length > 0) publish(answer.changes);
    return answer;
  };
  return {
    create: (request) => published(createGame(db, request)),
    recordHand: (write) => published(recordRound(db, write, memory, timed)),
    undoLastHand: (write, dryRun) => published(undoLastRound(db, write, dryRun)),
    correctHand: (write, dryRun) => published(editRound(db, write, dryRun)),
    recordChombo: (write) => published(recordChombo(db, write)),
    removeChombo: (removal) => published(removeChombo(db, removal)),
    endEarly: (write) => published(endGameEarly(db, write)),
    remove: (write) => published(removeGame(db, write)),
  };
}

/**
 * Correcting a game: undo the last hand, or fix a past one and replay the rest. Either way the
 * game ends up exactly as if it had been recorded right from the start (the engine
 * replays the stored inputs).
 *
 * A game that has ended is the club's record: only an admin corrects it, and the ratings of its
 * kind are folded again from it (lifecycle/finish-service.ts, modules/ratings/rating-fold.ts). `dryRun` answers what such
 * a correction would change without storing it (correction-preview.ts).
 */
import { type CorrectionPreview, isScoringError, type Player, type Ruleset } from '@mahjong/shared';
import type { Kysely } from 'kysely';
import type { Database, GameRow } from '../../../db/types.ts';
import { badRequest, conflict, notFound } from '../../../errors.ts';
import { recordAudit } from '../../audit/audit-repository.ts';
import { endedOr } from '../frame/changes.ts';
import type { GameWrite } from '../frame/write.ts';
import { settleGameEnd } from '../lifecycle/finish-service.ts';
import { type RoundInput, viewAfterWrite, type WriteAnswer } from '../record/record-service.ts';
import { checkRoundInput } from '../record/round-body.ts';
import { type ReplayedGame, replayGame } from '../store/replay.ts';
import { deleteRound, findRounds, replaceRound } from '../store/round-repository.ts';
import { correctOrPreview } from './correction-preview.ts';

/** A recorder's corrections stop at the end of the game; an admin's do not. */
function assertMayCorrect(actor: Player, game: GameRow): void {
  if (game.status === 'FINISHED' && !actor.admin) {
    throw conflict(
      'GAME_ENDED',
      'This game has ended, so its hands can no longer be changed here. If a hand was entered wrong, ask an admin: an admin can correct it.',
    );
  }
}

/**
 * Takes back the last hand. If it had ended the game, the game is open again and its final
 * scores and rating changes are gone. A game an admin ended early is simply reopened: the end
 * was the last thing done to it. `expectedVersion`: a stale one is refused instead of undoing a
 * hand its sender never saw.
 */
export function undoLastRound(
  db: Kysely<Database>,
  write: GameWrite,
  dryRun = false,
): Promise<WriteAnswer | CorrectionPreview> {
  return correctOrPreview(db, write, dryRun, async (trx, game, version) => {
    assertMayCorrect(write.actor, game);
    const stored = await findRounds(trx, [game.id]);
    const last = stored.at(-1);
    if (!last) throw conflict('NOTHING_TO_UNDO', 'This game has no round to undo.');
    const endedEarly =
      game.status === 'FINISHED' &&
      !replayGame(
        game.rules,
        stored.map((r) => r.input),
      ).ended;
    const kept = endedEarly ? stored : stored.slice(0, -1);
    if (!endedEarly) await deleteRound(trx, last.id);
    const replayed = replayGame(
      game.rules,
      kept.map((round) => round.input),
    );
    const settled = await settleGameEnd(trx, game, { replayed, endedEarly: false, now: new Date() });
    await recordAudit(trx, {
      actorId: write.actor.id,
      action: endedEarly ? 'game.reopen' : 'round.undo',
      entity: 'game',
      entityId: game.id,
      before: {
        version: game.version,
        status: game.status,
        ...(endedEarly
          ? {}
          : { roundIndex: last.roundIndex, input: last.input, scoreDeltas: last.scoreDeltas }),
      },
      after: { version, status: 'IN_PROGRESS', rounds: kept.length, gamesRerated: settled.otherGames },
    });
    const view = await viewAfterWrite(trx, game);
    return {
      statusCode: 200,
      game: view,
      changes: [{ kind: 'hand-undone', game: view, roundIndex: view.rounds.length }],
    };
  });
}

export interface EditWrite extends GameWrite {
  /** The round's position in the game, from 0. */
  roundIndex: number;
  input: RoundInput;
}

/** The replay with the edited input; a later round that no longer makes sense is named in the refusal. */
function replayEdited(rules: Ruleset, inputs: unknown[], roundIndex: number): ReplayedGame {
  try {
    return replayGame(rules, inputs);
  } catch (error) {
    if (isScoringError(error) && error.roundIndex !== undefined && error.roundIndex > roundIndex) {
      throw badRequest(
        'EDIT_BREAKS_LATER_ROUND',
        `This correction can't be saved because a later round no longer fits. ${error.message}. Undo the later rounds first, or correct them too.`,
      );
    }
    throw error;
  }
}

/** Corrects a past hand; the hands after it are replayed from their stored inputs. */
export function editRound(
  db: Kysely<Database>,
  write: EditWrite,
  dryRun = false,
): Promise<WriteAnswer | CorrectionPreview> {
  return correctOrPreview(db, write, dryRun, async (trx, game, version) => {
    assertMayCorrect(write.actor, game);
    checkRoundInput(game.rules, write.input);
    const stored = await findRounds(trx, [game.id]);
    const target = stored[write.roundIndex];
    if (!target) {
      throw notFound(
        'ROUND_NOT_FOUND',
        `This game has no round ${write.roundIndex + 1} (rounds count from 0 in the path).`,
        { round: write.roundIndex + 1 },
      );
    }
    const before = stored.map((round) => round.input);
    const endedEarly = game.status === 'FINISHED' && !replayGame(game.rules, before).ended;
    const inputs = before.map((input, index) => (index === write.roundIndex ? write.input : input));
    const replayed = replayEdited(game.rules, inputs, write.roundIndex);
    for (const round of replayed.rounds.slice(write.roundIndex)) {
      const row = stored[round.roundIndex];
      if (!row) continue;
      const recordedBy = round.roundIndex === write.roundIndex ? write.actor.id : row.recordedBy;
      await replaceRound(trx, game.id, row.id, round, recordedBy);
    }
    const { outcome, otherGames } = await settleGameEnd(trx, game, { replayed, endedEarly, now: new Date() });
    await recordAudit(trx, {
      actorId: write.actor.id,
      action: 'round.edit',
      entity: 'game',
      entityId: game.id,
      before: {
        version: game.version,
        roundIndex: write.roundIndex,
        input: target.input,
        scoreDeltas: target.scoreDeltas,
      },
      after: {
        version,
        roundIndex: write.roundIndex,
        input: write.input,
        scoreDeltas: replayed.rounds[write.roundIndex]?.scoreDeltas,
        status: outcome === 'reopened' ? 'IN_PROGRESS' : outcome === 'finished' ? 'FINISHED' : game.status,
        gamesRerated: otherGames,
      },
    });
    const view = await viewAfterWrite(trx, game);
    const change = { kind: 'hand-corrected', game: view, roundIndex: write.roundIndex } as const;
    return { statusCode: 200, game: view, changes: [endedOr(game.status, change)] };
  });
}

import {
  CLUB_NIGHT_NAMESPACE,
  type ClubNightBoard,
  type ClubNightClientEvents,
  type ClubNightServerEvents,
  clubNightCheckinsEventSchema,
  clubNightSeatedEventSchema,
  clubNightSnapshotEventSchema,
  clubNightTableEventSchema,
  clubNightTableRemovedEventSchema,
} from '@mahjong/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { clubNightKey } from '../../../api/club-night.ts';
import { type Connection, connectNamespace } from '../../../lib/socket.ts';
import { applyBoardEvent, applySnapshot, type BoardEvent } from '../store/board.ts';

const deltaEvents = [
  ['club-night:checkins', clubNightCheckinsEventSchema],
  ['club-night:seated', clubNightSeatedEventSchema],
  ['club-night:table', clubNightTableEventSchema],
  ['club-night:table-removed', clubNightTableRemovedEventSchema],
] as const;

/** Keeps the board in the query cache from `/club-night`: the board on connect, then each change in order. */
export function useClubNightFeed(): Connection {
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<Connection>('connecting');

  useEffect(() => {
    const socket = connectNamespace<ClubNightServerEvents, ClubNightClientEvents>(CLUB_NIGHT_NAMESPACE);
    socket.on('connect', () => setConnection('live'));
    socket.on('disconnect', () => setConnection('reconnecting'));
    socket.on('club-night:snapshot', (payload: unknown) => {
      const parsed = clubNightSnapshotEventSchema.safeParse(payload);
      if (!parsed.success) return;
      queryClient.setQueryData<ClubNightBoard>(clubNightKey, (held) =>
        applySnapshot(held, parsed.data.board),
      );
    });
    for (const [type, schema] of deltaEvents) {
      socket.on(type, (payload: unknown) => {
        const parsed = schema.safeParse(payload);
        const held = queryClient.getQueryData<ClubNightBoard>(clubNightKey);
        // Something we cannot read is something we missed: ask for the whole board again.
        const result = parsed.success
          ? applyBoardEvent(held, { type, event: parsed.data } as BoardEvent)
          : ({ outcome: 'gap' } as const);
        if (result.outcome === 'gap') socket.emit('club-night:resync');
        if (result.outcome === 'applied') queryClient.setQueryData(clubNightKey, result.board);
      });
    }
    return () => {
      socket.disconnect();
    };
  }, [queryClient]);

  return connection;
}

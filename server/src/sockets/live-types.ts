import type { ClientToServerEvents, InterServerEvents, ServerToClientEvents } from '@mahjong/shared';
import type { Namespace, Server, Socket } from 'socket.io';

/** socket.io typed by the shared contract: emitting a renamed event or field does not compile. */
export type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents>;
export type LiveNamespace = Namespace<ClientToServerEvents, ServerToClientEvents, InterServerEvents>;
export type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents>;

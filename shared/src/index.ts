// The one entry of the shared workspace: engine, schemas and the socket contract.
export * from './schemas/player.ts';
export * from './scoring/errors.ts';

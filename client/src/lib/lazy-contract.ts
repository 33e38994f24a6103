/**
 * A socket contract's checks (zod and the shared schemas: their own chunk), fetched once the first
 * socket opens and from then on held, so a page's first paint never waits for them. A failed fetch
 * (offline) is tried again with the next message; the one lost meanwhile shows as a gap.
 */
export function lazyContract<Contract>(load: () => Promise<Contract>): () => Promise<Contract> {
  let contract: Promise<Contract> | null = null;
  return () => {
    contract ??= load().catch((error: unknown) => {
      contract = null;
      throw error;
    });
    return contract;
  };
}

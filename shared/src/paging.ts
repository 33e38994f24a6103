/**
 * The page sizes a list offers, first the default. Kept apart from the schemas (schemas/game.ts) so
 * that a page showing the sizes loads no schema: every first visit of the client reaches this.
 */
export const PAGE_SIZES = [25, 50, 100] as const;

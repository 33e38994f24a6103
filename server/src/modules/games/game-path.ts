/** How a game is named in a path: `{variant}/{id}`. */
import { plainText } from '@mahjong/shared';
import { z } from 'zod';

/**
 * `{variant}/{id}` of a game. Loose on purpose: a path that cannot name a game is a 404, not a 400 —
 * except for text no name can hold (control characters), which never reaches the database.
 */
export const gamePathSchema = z.object({
  variant: plainText('variant: ').describe('jp or hk'),
  id: plainText('id: ').describe('the game id'),
});

export const tags = ['games'];

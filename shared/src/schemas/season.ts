/** Seasons as the API answers them, and an admin's season bodies. */
import { z } from 'zod';
import { isoDate, plainText } from './bounds.ts';

const int = z.number().int();

export const seasonSchema = z.object({
  id: int,
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});

/** An admin's season: dates inclusive, ISO `YYYY-MM-DD`. */
export const seasonBodySchema = z
  .strictObject({
    name: plainText('name: ', z.string({ error: 'name: give the season a name' }))
      .trim()
      .min(1, { error: 'name: give the season a name' })
      .max(100, { error: 'name: at most 100 characters' }),
    startDate: isoDate('startDate'),
    endDate: isoDate('endDate'),
  })
  .refine((season) => season.endDate >= season.startDate, {
    error: 'endDate must be on or after startDate',
    path: ['endDate'],
  });

/** A partial season change; the merged season is checked again by the server. */
export const seasonPatchSchema = z.strictObject({
  name: plainText('name: ')
    .trim()
    .min(1, { error: 'name: give the season a name' })
    .max(100, { error: 'name: at most 100 characters' })
    .optional(),
  startDate: isoDate('startDate').optional(),
  endDate: isoDate('endDate').optional(),
});

export type Season = z.infer<typeof seasonSchema>;
export type SeasonBody = z.infer<typeof seasonBodySchema>;
export type SeasonPatch = z.infer<typeof seasonPatchSchema>;

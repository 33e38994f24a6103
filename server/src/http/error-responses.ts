import { z } from 'zod';

const roundParamSchema = z.object({
  roundWind: z.enum(['EAST', 'SOUTH', 'WEST', 'NORTH']),
  roundNumber: z.number().int(),
  bonus: z.number().int().optional(),
});

/** The one error shape (plugins/errors.ts), for the OpenAPI document of every route. */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string().describe('In English, for logs and programs: the app words the code itself'),
      params: z
        .record(
          z.string(),
          z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string()), roundParamSchema]),
        )
        .optional()
        .describe("What the code's message needs: names, numbers, rounds as data (docs/languages.md)"),
    }),
  })
  .describe('An error: a code clients can rely on, its parameters, and an English message for logs');

/** Response schemas for the given error statuses. */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}

export const noContentSchema = z.undefined().describe('No content');

import { z } from 'zod';

/** The one error shape (plugins/errors.ts), for the OpenAPI document of every route. */
export const apiErrorSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .describe('An error: a code clients can rely on and a message a person can act on');

/** Response schemas for the given error statuses. */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}

export const noContentSchema = z.undefined().describe('No content');

/** The rule sets a game can be played under, and the club's default for new games. */
import {
  clubDefaultRulesBodySchema,
  rulesetPresetsSchema,
  rulesetSchema,
  variantSchema,
} from '@mahjong/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { requireAdmin } from '../../plugins/session.ts';
import { clubDefaultRules, rulesetPresets, setClubDefaultRules } from './service.ts';

const tags = ['rulesets'];
const variantPath = z.object({ variant: variantSchema });

export const rulesetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rulesets',
    {
      schema: {
        tags,
        summary: 'Every preset rule set of both variants: `{ id, variant, name, rules }` (docs/rules.md)',
        response: { 200: rulesetPresetsSchema },
      },
    },
    async () => rulesetPresets(),
  );

  app.get(
    '/rulesets/default/:variant',
    {
      schema: {
        tags,
        summary: "The club's default rule set for new games of a variant",
        params: variantPath,
        response: { 200: rulesetSchema, ...errorResponses(400) },
      },
    },
    async (request) => clubDefaultRules(app.db, request.params.variant),
  );

  app.put(
    '/rulesets/default/:variant',
    {
      preValidation: async (request) => void requireAdmin(request),
      schema: {
        tags,
        summary: "Set the club's default rule set for new games of a variant (admin)",
        description:
          'Body: `ruleset` (a preset id) and optional `rules` (single switches changed on top). Games ' +
          'already created keep the rules they were created under.',
        params: variantPath,
        body: clubDefaultRulesBodySchema,
        response: { 200: rulesetSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      setClubDefaultRules(app.db, requireAdmin(request), request.params.variant, request.body),
  );
};

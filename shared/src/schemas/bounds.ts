/**
 * The bounds every input shares, so nothing the database cannot hold gets past the schema (the
 * answer is then a 400 naming the field, never a database error): ids fit PostgreSQL's `integer`,
 * and text people type has no control characters (NUL among them) and no broken UTF-16.
 */
import { z } from 'zod';

/** The largest id the database holds (`integer`, `serial`): 2**31 − 1. */
export const MAX_ID = 2_147_483_647;

/** An id in a JSON body: a whole number from 1 to MAX_ID. */
export function idSchema(message: string) {
  return z.int({ error: message }).min(1, { error: message }).max(MAX_ID, { error: message });
}

/** Digits without a sign, a leading zero, an exponent or spaces; at most ten of them. */
const ID_TEXT = /^[1-9]\d{0,9}$/;

/** An id written in a path or a query: plain digits, 1 to MAX_ID (so `1e3`, `-0` and ` 7` are not ids). */
export function idTextSchema(message: string) {
  return z
    .string({ error: message })
    .regex(ID_TEXT, { error: message })
    .transform(Number)
    .pipe(idSchema(message));
}

/** C0 controls (NUL, escape, line breaks…), DEL and the C1 controls. */
const CONTROL = /\p{Cc}/u;
/** Half of a surrogate pair without its other half: not text, and not storable as UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text a person typed on one line; `prefix` starts the messages (`'reason: '`) where a schema's style wants it. */
export function plainText(prefix = '', base: z.ZodString = z.string()) {
  return base
    .refine((value) => !CONTROL.test(value), {
      error: `${prefix}must not contain control characters`,
      params: { reason: 'CONTROL_CHARACTERS' },
    })
    .refine((value) => !LONE_SURROGATE.test(value), {
      error: `${prefix}has a broken character (a lone surrogate)`,
      params: { reason: 'BROKEN_CHARACTER' },
    });
}

/** A calendar day, ISO `YYYY-MM-DD`; the message names the field. */
export const isoDate = (field: string) =>
  z.iso
    .date({ error: `${field} must be a date like 2026-09-01` })
    .refine((date) => !date.startsWith('0000'), { error: `${field} must be a date like 2026-09-01` });

import { t } from '@lingui/core/macro';
import { type FieldIssue, fieldIssue, type MessageParams } from '@mahjong/shared';
import { ApiError } from './api.ts';
import { fieldIssueWords } from './i18n/field-words.ts';

/** What the forms need of a shared zod schema (kept structural: the client does not depend on zod itself). */
export interface FormSchema<T> {
  safeParse(values: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string; code?: string }> };
      };
}

/** Messages by form field, plus `form` for what belongs to no single field. */
export type FormErrors<Field extends string> = Partial<Record<Field | 'form', string>>;

/**
 * Checks the values with the schema the server uses, so the form says the same as the server would
 * (in the reader's language: the words come from the issue's facts, not zod's English).
 * Returns the parsed values, or the first message of each field.
 */
export function validateForm<Field extends string, T>(
  schema: FormSchema<T>,
  values: unknown,
): { ok: true; data: T } | { ok: false; errors: FormErrors<Field> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FormErrors<Field> = {};
  for (const issue of result.error.issues) {
    const key = (issue.path.length > 0 ? String(issue.path[0]) : 'form') as Field | 'form';
    errors[key] ??= fieldIssueWords(fieldIssue(issue));
  }
  return { ok: false, errors };
}

/**
 * Puts a server answer next to the field it names (`params.field`, e.g. `username` for a taken name
 * or `password` for a password that is too long); anything else is about the whole form.
 */
export function serverFormErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): FormErrors<Field> {
  if (!(error instanceof ApiError)) {
    return { form: t`Could not reach the server. Check your connection and try again.` } as FormErrors<Field>;
  }
  const field = fieldOf(error.params);
  if (field && (fields as readonly string[]).includes(field)) {
    const words = error.code === 'INVALID_INPUT' ? fieldIssueWords(issueOf(error.params)) : error.message;
    return { [field]: words } as FormErrors<Field>;
  }
  return { form: error.message } as FormErrors<Field>;
}

function fieldOf(params: MessageParams | undefined): string | undefined {
  const field = params?.field;
  return typeof field === 'string' && field ? field.split('.')[0] : undefined;
}

function issueOf(params: MessageParams | undefined): FieldIssue {
  const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
  const string = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    issue: string(params?.issue) ?? 'custom',
    minimum: number(params?.minimum),
    maximum: number(params?.maximum),
    format: string(params?.format),
    reason: string(params?.reason),
  };
}

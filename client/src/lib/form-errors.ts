import { ApiError } from './api.ts';

/** What the forms need of a shared zod schema (kept structural: the client does not depend on zod itself). */
export interface FormSchema<T> {
  safeParse(
    values: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

/** Messages by form field, plus `form` for what belongs to no single field. */
export type FormErrors<Field extends string> = Partial<Record<Field | 'form', string>>;

const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/**
 * Checks the values with the schema the server uses, so the form says the same as the server would.
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
    errors[key] ??= sentence(issue.message);
  }
  return { ok: false, errors };
}

/**
 * Puts a server answer next to the field it names. Field messages come as `field: message`
 * (e.g. `username: that name is already taken`); anything else is about the whole form.
 */
export function serverFormErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): FormErrors<Field> {
  if (!(error instanceof ApiError)) {
    return { form: 'Could not reach the server. Check your connection and try again.' } as FormErrors<Field>;
  }
  const match = /^([A-Za-z]+)(?:\.[\w.]+)?: (.+)$/s.exec(error.message);
  const field = match?.[1] as Field | undefined;
  if (match?.[2] && field && fields.includes(field))
    return { [field]: sentence(match[2]) } as FormErrors<Field>;
  return { form: error.message } as FormErrors<Field>;
}

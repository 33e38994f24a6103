/** One line of an audit entry's change: a field, what it was and what it became. */
export interface ChangedField {
  field: string;
  before?: string;
  after?: string;
}

const MAX_VALUE_LENGTH = 80;

function show(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The fields an audit entry changed, for reading at a glance: unchanged fields are left out, and
 * long values (a round's whole input) are shortened. Anything that is not an object shows whole.
 */
export function changedFields(before: unknown, after: unknown): ChangedField[] {
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  if (!isRecord(before) && before !== null && before !== undefined)
    return [{ field: 'value', before: show(before), after: show(after) }];
  if (!isRecord(after) && after !== null && after !== undefined)
    return [{ field: 'value', after: show(after) }];
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
    .map((field) => ({
      field,
      ...(field in from ? { before: show(from[field]) } : {}),
      ...(field in to ? { after: show(to[field]) } : {}),
    }));
}

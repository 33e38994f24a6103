/**
 * A table as CSV (RFC 4180: fields with a comma, quote or line break quoted, quotes doubled), and as
 * a `data:` address a link can download. A cell that a spreadsheet would run as a formula starts
 * with an apostrophe.
 */
export function toCsv(
  columns: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
): string {
  return [columns, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n');
}

function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV as an address for `<a download>`; the byte-order mark lets spreadsheets read it as UTF-8. */
export function csvHref(csv: string): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${csv}`)}`;
}

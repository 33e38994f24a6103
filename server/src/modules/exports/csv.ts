/** CSV as spreadsheets read it (RFC 4180): comma-separated, CRLF lines, quotes where needed. */

export type CsvCell = string | number | null | undefined;

/**
 * A text cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR) gets a leading
 * apostrophe: a username like `=HYPERLINK(…)` must stay text. Numbers are written as they are.
 */
function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

function quote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header row and data rows; every line ends with CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return [header, ...rows].map((row) => `${row.map((cell) => quote(cellText(cell))).join(',')}\r\n`).join('');
}

/** `Content-Disposition` for a download with this file name (ASCII only, so no encoding games). */
export function attachment(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;
}

/**
 * The figures of a chart as a table: the chart, the table on screen and the CSV download are all
 * drawn from one FigureTable, so they cannot disagree. A null cell is a group of fewer than five
 * people, whose count is not given.
 */
export type FigureCell = string | number | null;

export interface FigureTable {
  /** Column titles; the first names the rows (a period, a sector, a step). */
  head: string[];
  rows: FigureCell[][];
}

/** A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The table as CSV (RFC 4180, CRLF lines), with a byte-order mark so spreadsheet programs read
 * its Chinese and Portuguese as UTF-8; a withheld count is written as `withheld` says.
 */
export function toCsv(table: FigureTable, withheld: string): string {
  const lines = [table.head, ...table.rows].map((row) =>
    row.map((cell) => csvField(cell === null ? withheld : String(cell))).join(','),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The rate from one step to the next, as a whole percent; null when either is not known. */
export function stepRate(from: number | null, to: number | null): number | null {
  if (from === null || to === null || from === 0) return null;
  return Math.round((to / from) * 100);
}

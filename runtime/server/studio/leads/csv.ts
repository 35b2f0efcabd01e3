/**
 * A spreadsheet program runs a cell that starts with one of these as a formula (and a tab or
 * carriage return can hide such a start), so a shopper's "=HYPERLINK(...)" would run on the
 * dealer's machine: such a cell is written with a leading apostrophe, which shows it as text.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** One cell of RFC 4180 CSV: quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text: CRLF after every row, with a byte order mark so spreadsheets read UTF-8. */
export function csvText(rows: readonly (readonly Parameters<typeof csvCell>[0][])[]): string {
  return `\uFEFF${rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("")}`;
}

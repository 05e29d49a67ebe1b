/**
 * CSV text as RFC 4180 reads it: fields separated by commas, rows by CRLF or LF, a field in double
 * quotes may hold commas, line breaks and doubled quotes. A leading byte-order mark is dropped
 * (spreadsheets write one). Pure, so the web previews a file at once and the server reads it the same.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  // Whether the current row has begun (a row of one quoted empty field is still a row).
  let begun = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
    begun = false;
  };
  while (i < text.length) {
    const char = text[i];
    begun = true;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      i += 1;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === ',') endField();
    else if (char === '\n') endRow();
    else if (char === '\r') {
      if (text[i + 1] === '\n') i += 1;
      endRow();
    } else field += char;
    i += 1;
  }
  if (begun) endRow();
  return rows;
}

const needsQuotes = /[",\r\n]|^\s|\s$/;

/** Writes rows as CSV (CRLF between rows), quoting only the fields that need it; parseCsv reads it back. */
export function formatCsv(rows: readonly (readonly string[])[]): string {
  return rows
    .map((row) =>
      row
        .map((field) =>
          needsQuotes.test(field) || (row.length === 1 && field === '')
            ? `"${field.replaceAll('"', '""')}"`
            : field,
        )
        .join(','),
    )
    .join('\r\n');
}

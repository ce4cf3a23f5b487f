/**
 * A small RFC 4180 CSV reader for registry extracts: comma-separated, fields optionally in double quotes
 * (a quote inside is doubled), records end at LF or CRLF (also inside quotes, where a line break is data).
 * Yields each record with the line it started on, so an error can name it.
 */
export async function* readCsv(chunks: AsyncIterable<string>): AsyncGenerator<{ line: number; fields: string[] }> {
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let afterQuote = false;
  let line = 1;
  let recordLine = 1;
  let pendingCr = false;
  const endField = () => {
    fields.push(field);
    field = '';
    afterQuote = false;
  };
  for await (const chunk of chunks) {
    for (const ch of chunk) {
      if (pendingCr) {
        pendingCr = false;
        if (ch === '\n') continue;
      }
      if (quoted) {
        if (ch === '"') {
          quoted = false;
          afterQuote = true;
        } else {
          if (ch === '\n') line++;
          field += ch;
        }
        continue;
      }
      if (ch === '"') {
        // A quote right after a closing one is an escaped quote; at a field's start it opens quoting.
        if (afterQuote) field += '"';
        quoted = true;
        afterQuote = false;
      } else if (ch === ',') {
        endField();
      } else if (ch === '\n' || ch === '\r') {
        endField();
        if (fields.length > 1 || fields[0] !== '') yield { line: recordLine, fields };
        fields = [];
        line++;
        recordLine = line;
        pendingCr = ch === '\r';
      } else {
        field += ch;
        afterQuote = false;
      }
    }
  }
  if (quoted) throw new CsvError(recordLine, undefined, 'a quoted field is not closed');
  if (field !== '' || fields.length > 0) {
    endField();
    yield { line: recordLine, fields };
  }
}

/** A bad extract: which line, which field, what is wrong. */
export class CsvError extends Error {
  constructor(
    readonly line: number,
    readonly field: string | undefined,
    readonly problem: string,
  ) {
    super(`line ${line}${field ? `, field ${field}` : ''}: ${problem}`);
    this.name = 'CsvError';
  }
}

import { pipeline, Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, type DetailCode, type ErrorDetail } from '../errors.ts';
import { paired } from '../domain/shared/invariants.ts';

/*
 * CSV as the admin API reads and writes it (docs/admin-api.md "CSV import and export"): RFC 4180, UTF-8,
 * a header row naming the columns; a byte order mark, CRLF or LF line ends, quoted fields and blank
 * lines are all accepted. Cells that a spreadsheet would run as a formula are written with a leading
 * `'` (OWASP "CSV injection"), and read back without it.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers a file with sendCsv: the OpenAPI document declares `Content-Disposition` and `Cache-Control` on its 200. */
    attachment?: boolean;
  }
}

/** The media type of CSV, without parameters: the key of a CSV body or answer in the OpenAPI document. */
export const CSV_MEDIA_TYPE = 'text/csv';

/** The content type of every CSV answer. */
export const CSV_CONTENT_TYPE = `${CSV_MEDIA_TYPE}; charset=utf-8`;

/** Most data rows one import takes; a longer file answers 413 `payload_too_large`. */
export const MAX_IMPORT_ROWS = 10_000;

/** Most problems a refused import lists: past them it stops checking the file. */
export const MAX_REPORTED_ROWS = 1_000;

/** A data row of a CSV file: its line in the file (the header is line 1) and its cells by column name. */
export type CsvRow = { line: number; cells: ReadonlyMap<string, string> };

/** The columns an import reads: those it needs, those it takes, those it knows and skips (an export's read-only columns). */
export type CsvLayout = { required: readonly string[]; optional: readonly string[]; ignored?: readonly string[] };

/** One problem at a place in the file, as a problem's `errors` entry names it. */
export function csvProblem(code: DetailCode | ErrorDetail['code'], message: string, line: number, column: string | null): ErrorDetail {
  return { code, message, pointer: null, line, column };
}

/**
 * The whole file refused: 422 `import_rejected` listing every problem found, nothing applied; at most
 * MAX_REPORTED_ROWS of them (`unchecked`: the import stopped there, rows after them were not checked).
 */
export function importRejected(problems: ErrorDetail[], unchecked = false): AppError {
  const shown = problems.slice(0, MAX_REPORTED_ROWS);
  const lines = new Set(shown.map((p) => p.line)).size;
  const detail =
    unchecked || problems.length > MAX_REPORTED_ROWS
      ? `The file was refused: the first ${MAX_REPORTED_ROWS} problems are listed, the rows after them were not checked; nothing was applied`
      : `The file was refused: ${shown.length} problem${shown.length === 1 ? '' : 's'} on ${lines} line${lines === 1 ? '' : 's'}; nothing was applied`;
  return new AppError('import_rejected', detail, shown);
}

/**
 * Registers the text/csv body parser on an encapsulated scope (the import routes): the body arrives as
 * text, decoded as UTF-8. Any other content type, JSON included, is refused there with 415.
 */
export function registerCsvBody(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('text/csv', { parseAs: 'buffer' }, (request, body, done) => {
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1];
    if (charset !== undefined && !/^utf-?8$/i.test(charset)) {
      done(new AppError('unsupported_media_type', `The file is sent as ${charset}; send it as UTF-8 (text/csv; charset=utf-8)`));
      return;
    }
    try {
      done(null, decodeUtf8(body as Buffer));
    } catch (error) {
      done(error as Error);
    }
  });
  scope.addContentTypeParser('*', (request, _payload, done) => done(notCsv(request.headers['content-type'])));
}

/** 415 for a body that is not a CSV file (or no body at all). */
export function notCsv(contentType: string | undefined): AppError {
  const sent = contentType === undefined ? 'the request has no Content-Type' : `not ${contentType.split(';')[0]}`;
  return new AppError('unsupported_media_type', `Send the file as the body, as text/csv (UTF-8): ${sent}`);
}

/** The body as text, or a 422 naming the line of the first byte that is not UTF-8. */
function decodeUtf8(body: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    const text = new TextDecoder('utf-8').decode(body);
    const line = text.slice(0, text.indexOf('\uFFFD')).split('\n').length;
    throw importRejected([csvProblem('malformed_csv', 'the file is not UTF-8 text: save it as "CSV UTF-8" and send it again', line, null)]);
  }
}

/**
 * Reads a CSV file into its data rows: the header is checked against the layout (unknown, missing and
 * repeated columns), rows with every cell empty are skipped, a row with more or fewer fields than the
 * header is refused: a missing cell is not an empty one, which clears its field. Every problem found is
 * answered at once as 422 `import_rejected`; more than MAX_IMPORT_ROWS rows answer 413 `payload_too_large`.
 */
export function readCsv(text: string, layout: CsvLayout): CsvRow[] {
  const records = parseRecords(text);
  const [head, ...body] = records;
  if (!head)
    throw importRejected([
      csvProblem('missing_column', `the file is empty: its first line names the columns (${layout.required.join(', ')} at least)`, 1, null),
    ]);
  if (body.length > MAX_IMPORT_ROWS) {
    throw new AppError('payload_too_large', `The file has ${body.length} rows; at most ${MAX_IMPORT_ROWS} are imported at once: split it`);
  }
  const columns = readHeader(head, layout);
  const problems: ErrorDetail[] = [];
  const rows = body.flatMap(({ line, fields }): CsvRow[] => {
    if (fields.length !== columns.length) {
      problems.push(csvProblem('field_count', fieldCountMessage(fields.length, columns.length), line, null));
      return [];
    }
    const cells = new Map<string, string>();
    for (const [column, field] of paired(columns, fields, 'the fields of a row')) if (column !== null) cells.set(column, unescapeFormula(field));
    return [{ line, cells }];
  });
  if (problems.length > 0) throw importRejected(problems);
  return rows;
}

/** Why a row with another number of fields than the header is refused. */
function fieldCountMessage(fields: number, columns: number): string {
  const counts = `the row has ${fields} field${fields === 1 ? '' : 's'} where the header names ${columns} columns`;
  return fields > columns ? counts : `${counts}: write every cell; an empty one (nothing between two commas) clears its field`;
}

type CsvRecord = { line: number; fields: string[] };

/** The file's records that hold any text, each with the line it starts on. */
function parseRecords(text: string): CsvRecord[] {
  // Line ends are read as LF: a CRLF inside a quoted field would otherwise count as two lines.
  const normalized = text.replaceAll('\r\n', '\n');
  let lastLine = 0;
  try {
    const parsed = parse(normalized, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      record_delimiter: '\n',
      on_record: (record, context) => {
        lastLine = context.lines;
        return record;
      },
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return parsed
      .filter(({ record }) => record.some((field) => field !== ''))
      .map(({ record, info }) => ({ line: info.lines - newlinesIn(record), fields: record }));
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const quote = error.code === 'CSV_QUOTE_NOT_CLOSED';
    const line = quote ? lastLine + 1 : ((error as CsvError & { lines?: number }).lines ?? lastLine + 1);
    const message = quote
      ? 'a quoted field that starts here is never closed: each field opened with " ends with "'
      : `the line is not well-formed CSV: ${error.message.replace(/ at line \d+/, '')}; a field holding " must be quoted, with the " doubled`;
    throw importRejected([csvProblem('malformed_csv', message, line, null)]);
  }
}

function newlinesIn(fields: string[]): number {
  let count = 0;
  for (const field of fields) for (let at = field.indexOf('\n'); at >= 0; at = field.indexOf('\n', at + 1)) count++;
  return count;
}

/** The column name of each field of the header (null for a column the import skips), or every header problem at once. */
function readHeader(head: CsvRecord, layout: CsvLayout): (string | null)[] {
  const known = [...layout.required, ...layout.optional];
  const skipped = new Set(layout.ignored ?? []);
  const names = head.fields.map((field) => field.trim().toLowerCase());
  const problems: ErrorDetail[] = [];
  if (names.length === 1 && names[0]!.includes(';')) {
    problems.push(csvProblem('malformed_csv', 'the columns are separated by ";": save the file as comma-separated CSV (UTF-8)', head.line, null));
    throw importRejected(problems);
  }
  names.forEach((name, i) => {
    if (name === '') problems.push(csvProblem('unknown_column', `column ${i + 1} of the header has no name`, head.line, null));
    else if (!known.includes(name) && !skipped.has(name)) {
      problems.push(csvProblem('unknown_column', `"${name}" is not a column of this import; the columns are ${known.join(', ')}`, head.line, name));
    } else if (names.indexOf(name) !== i) problems.push(csvProblem('duplicate_column', `column "${name}" is named twice`, head.line, name));
  });
  for (const name of layout.required) {
    if (!names.includes(name)) problems.push(csvProblem('missing_column', `the header has no "${name}" column, which this import needs`, head.line, name));
  }
  if (problems.length > 0) throw importRejected(problems);
  return names.map((name) => (known.includes(name) ? name : null));
}

// What a spreadsheet runs as a formula: a cell starting with = + - @, a tab or a carriage return, or
// their full-width forms. An exported cell starting so (after any `'`) gets one more `'` in front.
const FORMULA = /^'*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A text cell as exported: a `'` in front when a spreadsheet would run it as a formula. */
export function escapeFormula(value: string): string {
  return FORMULA.test(value) ? `'${value}` : value;
}

/** A cell as imported: the `'` that escapeFormula added, taken off (so that export then import keeps every text). */
export function unescapeFormula(value: string): string {
  return value.startsWith("'") && FORMULA.test(value) ? value.slice(1) : value;
}

/** A column of an export: its name in the header and its cell for a record. */
export type CsvColumn<T> = { name: string; value: (record: T) => string | number | boolean | null };

/**
 * Streams records as a CSV attachment: a header row, then one row per record as `records` yields
 * them (the caller reads the database a page at a time), CRLF line ends, text cells escaped against
 * formulas. `bom` starts the file with a byte order mark, for spreadsheets that otherwise misread UTF-8.
 */
export function sendCsv<T>(reply: FastifyReply, filename: string, columns: CsvColumn<T>[], records: AsyncIterable<T>, bom: boolean): FastifyReply {
  const rows = Readable.from(
    (async function* toRows() {
      for await (const record of records) yield columns.map((column) => cellOf(column.value(record)));
    })(),
  );
  // A field holding a line break is quoted whatever the line end, so that every reader finds the record's end.
  const csv = stringify({ header: true, columns: columns.map((c) => c.name), bom, record_delimiter: 'windows', quote_record_delimiter: true });
  pipeline(rows, csv, (error) => {
    // A client that goes away mid-file closes the stream early: not a failure of the export.
    if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') reply.log.error({ err: error }, 'CSV export failed while streaming');
  });
  return reply.type(CSV_CONTENT_TYPE).header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'no-store').send(csv);
}

function cellOf(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value === 'string') return escapeFormula(value);
  return String(value);
}

/** A cell read as a boolean: true, false, yes, no, 1 or 0 in any case; empty is false. Null when it is none of these. */
export function booleanCell(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (value === '' || value === 'false' || value === 'no' || value === '0') return false;
  if (value === 'true' || value === 'yes' || value === '1') return true;
  return null;
}

/** A cell read as a number (an optional sign, digits, an optional decimal part), or null. */
export function numberCell(text: string): number | null {
  const value = text.trim();
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(value) ? Number(value) : null;
}

/**
 * The terms of a keyword list as a client sends them (SPEC 19): a list, or one text of terms — a
 * form's comma-separated `searchTerms`, or a CSV file with one term a line or several separated by
 * commas. Quoted fields follow RFC 4180 (`"a, b"` is one term, `""` a quote inside one).
 *
 * Parsed here by hand rather than with a CSV library: the lists read one column of short terms, the
 * subset is a few lines, and the parsers checked (csv-parse, papaparse) bring stream or worker
 * machinery this code, which runs in a browser too, does not need.
 */

/** The terms of `text`: each field of each line, trimmed, empty ones left out. */
export function csvTerms(text: string): string[] {
  const terms: string[] = [];
  let field = '';
  let quoted = false;
  let wasQuoted = false;
  const end = (): void => {
    const term = wasQuoted ? field : field.trim();
    if (term.trim() !== '') terms.push(term);
    field = '';
    wasQuoted = false;
  };
  // A byte order mark a spreadsheet wrote is not part of the first term.
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (let i = start; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else quoted = false;
    } else if (c === '"' && field.trim() === '') {
      quoted = true;
      wasQuoted = true;
      field = '';
    } else if (c === ',' || c === '\n' || c === '\r') end();
    else field += c;
  }
  end();
  return terms;
}

/** `given` as a list of terms: a list as it is (trimmed), a text as CSV. */
export const termsOf = (given: string | string[]): string[] =>
  typeof given === 'string' ? csvTerms(given) : given.map((t) => t.trim()).filter((t) => t !== '');

/** Minimal RFC 4180 reader: quoted fields may hold commas and doubled quotes; no embedded newlines in our sources. */
export function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  const n = line.length;
  let i = 0;
  while (i <= n) {
    if (line.charCodeAt(i) === 34 /* " */) {
      let value = '';
      let from = i + 1;
      for (;;) {
        const close = line.indexOf('"', from);
        if (close === -1) {
          value += line.slice(from);
          i = n;
          break;
        }
        value += line.slice(from, close);
        if (line.charCodeAt(close + 1) === 34) {
          value += '"';
          from = close + 2;
          continue;
        }
        i = close + 1;
        break;
      }
      fields.push(value);
      const next = line.indexOf(',', i);
      i = next === -1 ? n + 1 : next + 1;
    } else {
      const next = line.indexOf(',', i);
      const end = next === -1 ? n : next;
      fields.push(line.slice(i, end));
      i = end + 1;
    }
  }
  return fields;
}

export function splitLines(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => line.length > 0);
}

/** Rows as objects keyed by the header line. */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const lines = splitLines(text);
  if (lines.length === 0) return [];
  const header = parseCsvLine(lines[0]).map((h) => h.trim());
  return lines.slice(1).map((line) => {
    const fields = parseCsvLine(line);
    const record: Record<string, string> = {};
    header.forEach((key, idx) => {
      record[key] = fields[idx] ?? '';
    });
    return record;
  });
}

function quote(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  const lines = [header.join(',')];
  for (const row of rows) lines.push(row.map((v) => (v === null || v === undefined ? '' : quote(String(v)))).join(','));
  return lines.join('\n') + '\n';
}

/**
 * A whole CSV text as rows of fields (RFC 4180): quoted fields may hold commas, doubled quotes and line breaks;
 * lines end in LF or CRLF; a leading byte-order mark is dropped; blank lines are kept as a row of one empty field.
 */
export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < s.length; i += 1) {
    const c = s[i]!;
    if (quoted) {
      if (c !== '"') field += c;
      else if (s[i + 1] === '"') {
        field += '"';
        i += 1;
      } else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

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
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  const lines = [header.join(',')];
  for (const row of rows) lines.push(row.map((v) => (v === null || v === undefined ? '' : quote(String(v)))).join(','));
  return lines.join('\n') + '\n';
}

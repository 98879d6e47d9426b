// product rules §1: only a recorded figure is called "recorded before the game". Every string the built front ends
// can show and every document is read for a claim that would pass the reconstructed record off as recorded.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const FRONT_ENDS = ['shell', 'mfe-games', 'mfe-account', 'mfe-admin'];
const DOCS = ['README.md', 'docs', 'svc-sports/README.md', 'svc-auth/README.md', 'svc-billing/README.md', 'bench'];

function filesUnder(entry: string, extensions: RegExp): string[] {
  const full = path.join(ROOT, entry);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (!statSync(full).isDirectory()) return extensions.test(full) ? [full] : [];
  return readdirSync(full, { withFileTypes: true }).flatMap((d) =>
    d.name === 'node_modules' ? [] : filesUnder(path.join(entry, d.name), extensions),
  );
}

/** Claims that every prediction, or the whole record, was stored before its game. */
const BLANKET_CLAIMS = [
  /every prediction (?:was|is) (?:made|recorded|written|stored)(?: once)?,? before/i,
  /recorded before (?:each|every) game/i,
  /nothing is recomputed/i,
  /predictions recorded before the games/i,
];

function offences(file: string): string[] {
  // A bundle's comments never reach a screen; its strings do.
  const raw = readFileSync(file, 'utf8');
  const text = file.endsWith('.md') ? raw : raw.replace(/\/\*[\s\S]*?\*\//g, '');
  const found = BLANKET_CLAIMS.flatMap((claim) => {
    const m = claim.exec(text);
    return m ? [`${path.relative(ROOT, file)}: "${m[0]}"`] : [];
  });
  // Where "recorded before" is said at all, the reconstructed record is named beside it.
  for (const m of text.matchAll(/recorded before/gi)) {
    const near = text.slice(Math.max(0, m.index - 600), m.index + 600);
    if (!/reconstructed/i.test(near))
      found.push(`${path.relative(ROOT, file)}: "${text.slice(m.index - 60, m.index + 60).replace(/\s+/g, ' ')}"`);
  }
  return found;
}

describe('what the product says about its record', () => {
  test('no built screen calls a reconstructed figure recorded before the game', () => {
    const bundles = FRONT_ENDS.flatMap((app) => filesUnder(path.join(app, 'dist'), /\.(js|html)$/));
    expect(bundles.length).toBeGreaterThan(FRONT_ENDS.length);
    // The analytics screen's own words for both records are in the bundles read here.
    expect(bundles.some((file) => readFileSync(file, 'utf8').includes('Reconstructed afterwards'))).toBe(true);
    expect(bundles.flatMap(offences)).toEqual([]);
  });

  test('no document does', () => {
    const docs = DOCS.flatMap((entry) => filesUnder(entry, /\.md$/));
    expect(docs.length).toBeGreaterThan(3);
    expect(docs.flatMap(offences)).toEqual([]);
  });
});

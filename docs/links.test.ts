// Every relative link in the repository's tracked Markdown resolves on a clean clone: the file or folder it names
// is tracked, and an anchor (`#heading`) names a heading of the Markdown file it points into. Links inside code
// (fenced blocks, `spans`) are text, not links.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

interface Tree {
  /** Tracked files and the folders holding them, by path from the root ('' is the root). */
  has(target: string): boolean;
  /** A tracked Markdown file's text. */
  read(file: string): string;
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const INLINE_LINK = /!?\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
const REFERENCE_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/;
const SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;

/** Each line of Markdown outside fenced code, inline code spans blanked, with its line number. */
function proseLines(text: string): { line: number; prose: string }[] {
  const lines: { line: number; prose: string }[] = [];
  let fence: string | null = null;
  text.split('\n').forEach((raw, index) => {
    const opening = FENCE.exec(raw)?.[1];
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length) fence = null;
    } else if (opening) fence = opening;
    else lines.push({ line: index + 1, prose: raw.replace(/(`+)[\s\S]*?\1/g, '') });
  });
  return lines;
}

/** The anchors GitHub gives a document's headings (lower case, punctuation dropped, spaces as hyphens, repeats numbered). */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { prose } of proseLines(text)) {
    for (const named of prose.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(named[1]);
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(prose)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const repeat = seen.get(slug) ?? 0;
    seen.set(slug, repeat + 1);
    anchors.add(repeat ? `${slug}-${repeat}` : slug);
  }
  return anchors;
}

/** The relative links of one Markdown file that do not resolve, as `file:line: target (why)`. */
function brokenLinks(file: string, tree: Tree): string[] {
  const broken: string[] = [];
  for (const { line, prose } of proseLines(tree.read(file))) {
    const targets = [...prose.matchAll(INLINE_LINK)].map((match) => match[1]);
    const definition = REFERENCE_DEFINITION.exec(prose)?.[1];
    if (definition) targets.push(definition);
    for (const written of targets) {
      const target = written.replace(/^<|>$/g, '');
      if (SCHEME.test(target)) continue;
      const [pathPart, anchor] = target.split('#', 2);
      const relative = decodeURIComponent(pathPart);
      const fromRoot = relative.startsWith('/')
        ? relative.slice(1)
        : path.posix.join(path.posix.dirname(file), relative);
      const resolved = relative ? path.posix.normalize(fromRoot).replace(/\/$|^\.$/, '') : file;
      const where = `${file}:${line}: ${written}`;
      if (resolved.startsWith('..') || !tree.has(resolved)) broken.push(`${where} (no such file or folder)`);
      else if (anchor && resolved.endsWith('.md') && !anchorsOf(tree.read(resolved)).has(anchor))
        broken.push(`${where} (no such heading)`);
    }
  }
  return broken;
}

function trackedTree(): { markdown: string[]; tree: Tree } {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  const paths = new Set(['']);
  for (const file of files) {
    const parts = file.split('/');
    for (let depth = 1; depth <= parts.length; depth++) paths.add(parts.slice(0, depth).join('/'));
  }
  return {
    markdown: files.filter((file) => file.endsWith('.md')),
    tree: { has: (target) => paths.has(target), read: (file) => readFileSync(path.join(ROOT, file), 'utf8') },
  };
}

test('every relative link in the tracked Markdown names a tracked file or folder, and its heading', () => {
  const { markdown, tree } = trackedTree();
  expect(markdown).toContain('README.md');
  expect(markdown.flatMap((file) => brokenLinks(file, tree))).toEqual([]);
});

test('a link to a missing file, folder or heading is found; code and outside addresses are not links', () => {
  const files: Record<string, string> = {
    'docs/guide.md': [
      '# The guide',
      '## Two words',
      'See [the rules](rules.md#the-rules), [the folder](../svc-sports/) and [this](#two-words).',
      'Broken: [gone](gone.md), [up](../missing/), [heading](rules.md#nowhere) and [here](#nowhere).',
      'Not links: `[code](nowhere.md)`, [site](https://example.com/x.md), [mail](mailto:a@example.com).',
      '```',
      '[fenced](fenced.md)',
      '```',
      '[defined]: ./also-gone.md',
    ].join('\n'),
    'docs/rules.md': '# The rules\n',
    'svc-sports/README.md': '',
  };
  const tree: Tree = {
    has: (target) => target in files || ['', 'docs', 'svc-sports'].includes(target),
    read: (file) => files[file],
  };
  expect(brokenLinks('docs/guide.md', tree)).toEqual([
    'docs/guide.md:4: gone.md (no such file or folder)',
    'docs/guide.md:4: ../missing/ (no such file or folder)',
    'docs/guide.md:4: rules.md#nowhere (no such heading)',
    'docs/guide.md:4: #nowhere (no such heading)',
    'docs/guide.md:9: ./also-gone.md (no such file or folder)',
  ]);
});

// Which repository files the comments of the source name, found with the TypeScript parser (comments only: a
// string or a regular expression that looks like a path is code, not a claim about the repository).
import path from 'node:path';
import ts from 'typescript';

/** The extensions of the files a comment names; a word with a slash and one of these is read as a path. */
const NAMED_FILE =
  /^(?:\.{1,2}\/)*[\w@.-]+(?:\/[\w@.-]+)+\.(?:ts|tsx|mjs|cjs|js|json|md|sql|yml|yaml|css|html|sh|txt|csv|conf)$/;

/** The texts of a file's comments with the line each starts on. */
export function commentsOf(file: string, text: string): { line: number; text: string }[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) seen.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.forEachChild(visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return [...seen]
    .sort(([a], [b]) => a - b)
    .map(([pos, comment]) => ({ line: source.getLineAndCharacterOfPosition(pos).line + 1, text: comment }));
}

/**
 * Folders whose files are made by a build or a running stack, never tracked: a comment naming one names what the
 * build or the stack writes there, checked by those, not by this list.
 */
export const GENERATED_FOLDERS: { folder: string; reason: string }[] = [
  { folder: 'dist', reason: 'build output (npm run build); each workspace ignores it' },
  { folder: '.data', reason: 'the dev stack state (scripts/stack.mjs); ignored by git' },
];

/**
 * The file paths a comment names: words with a slash and a known extension, without a scheme or host (URLs),
 * a placeholder (`src/<component>/routes.ts`, `*.test.ts`, `${dir}/x.ts`, `YYYY.csv`), or a line or anchor
 * suffix; paths into GENERATED_FOLDERS are left out.
 */
export function pathsNamedIn(comment: string): string[] {
  const named: string[] = [];
  for (const word of comment.split(/[\s`'"()[\],;]+/)) {
    if (/[<>*{}$]|YYYY|:\/\/|^\/\//.test(word)) continue;
    const candidate = word.replace(/[:#]\S*$/, '').replace(/[.,;:!?]+$/, '');
    if (!NAMED_FILE.test(candidate)) continue;
    const folders = candidate.split('/').slice(0, -1);
    if (GENERATED_FOLDERS.some(({ folder }) => folders.includes(folder))) continue;
    named.push(candidate);
  }
  return named;
}

/**
 * Where a path named in `file` may lie (repository-relative, posix): from the file's folder when it starts with
 * ./ or ../; otherwise from the repository root, or from any folder between it and the file (the workspace, its
 * src/, a sibling component's parent).
 */
export function candidatesFor(named: string, file: string): string[] {
  if (named.startsWith('./') || named.startsWith('../')) return [path.posix.join(path.posix.dirname(file), named)];
  const folders = path.posix.dirname(file).split('/');
  const roots = [''];
  if (folders[0] !== '.')
    for (let depth = 1; depth <= folders.length; depth++) roots.push(folders.slice(0, depth).join('/'));
  return roots.map((root) => path.posix.join(root, named));
}

/** The source files whose comments are checked: TypeScript and JavaScript, front ends and tooling included. */
export const SOURCE_FILE = /\.(?:ts|tsx|mts|cts|mjs|cjs|js)$/;

/** Every path a comment of `files` names that no tracked file answers to, as `file:line: path`. */
export function unresolvedPaths(files: string[], read: (file: string) => string, tracked: Set<string>): string[] {
  const unresolved: string[] = [];
  for (const file of files) {
    for (const comment of commentsOf(file, read(file))) {
      for (const named of pathsNamedIn(comment.text)) {
        if (!candidatesFor(named, file).some((candidate) => tracked.has(candidate)))
          unresolved.push(`${file}:${comment.line}: ${named}`);
      }
    }
  }
  return unresolved;
}

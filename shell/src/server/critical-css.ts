// The rules of the theme's stylesheet that a rendered page can use, inlined in its head: the page paints styled
// without waiting for the whole stylesheet (every antd component, light and dark: ~740 KB, ~80 KB compressed),
// which the browser applies before it hydrates the page (shell/src/bootstrap.tsx). A rule is kept when every
// class one of its selectors names is on the page; rules that name no class (:root, html, body) are always
// kept, and a @keyframes when a kept rule names it. What a rule needs beyond its classes (an element, a state)
// is not checked: a few rules too many, never one too few for what the server rendered.

interface StyleRule {
  kind: 'rule';
  text: string;
  /** Per selector of the rule's list, the classes it names. */
  selectors: string[][];
}
interface StyleGroup {
  kind: 'group';
  /** '@media (max-width:575px)' */
  prelude: string;
  children: StyleBlock[];
}
interface StyleKeyframes {
  kind: 'keyframes';
  name: string;
  text: string;
}
interface StyleOther {
  kind: 'other';
  text: string;
}
type StyleBlock = StyleRule | StyleGroup | StyleKeyframes | StyleOther;

const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g;
/** A class inside :not() is one the element must NOT have: no requirement. */
const NEGATION = /:not\([^()]*\)/g;

/** The selectors of a list, split at its top-level commas. */
function splitSelectors(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      selectors.push(list.slice(start, i));
      start = i + 1;
    }
  }
  selectors.push(list.slice(start));
  return selectors;
}

const classesOf = (selector: string) =>
  [...selector.replace(NEGATION, '').matchAll(CLASS_NAME)].map((match) => match[1]);

/** The index just past the block that opens at `open` (a '{'), skipping quoted strings. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const char = css[i];
    if (char === '"' || char === "'") {
      i = css.indexOf(char, i + 1);
      if (i < 0) break;
    } else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i + 1;
  }
  throw new Error(`unbalanced block at ${open}`);
}

/** The stylesheet's blocks, in order; @media and @supports hold their own. */
export function parseStylesheet(css: string): StyleBlock[] {
  const blocks: StyleBlock[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    const statementEnd = css.indexOf(';', at);
    if (open < 0 || (statementEnd >= 0 && statementEnd < open && css.slice(at, statementEnd).trim().startsWith('@'))) {
      // A statement at-rule (@charset, @import) or trailing white space.
      const end = open < 0 ? css.length : statementEnd + 1;
      const text = css.slice(at, end).trim();
      if (text) blocks.push({ kind: 'other', text });
      at = end;
      continue;
    }
    const prelude = css.slice(at, open).trim();
    const end = blockEnd(css, open);
    const text = css.slice(at, end).trim();
    if (/^@(media|supports)\b/.test(prelude)) {
      blocks.push({ kind: 'group', prelude, children: parseStylesheet(css.slice(open + 1, end - 1)) });
    } else if (/^@(-webkit-)?keyframes\b/.test(prelude)) {
      blocks.push({ kind: 'keyframes', name: prelude.split(/\s+/)[1] ?? '', text });
    } else if (prelude.startsWith('@')) {
      blocks.push({ kind: 'other', text });
    } else {
      blocks.push({ kind: 'rule', text, selectors: splitSelectors(prelude).map(classesOf) });
    }
    at = end;
  }
  return blocks;
}

/** Every class on an element of `html` (the page as rendered, <html> included). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\bclass="([^"]*)"/g))
    for (const name of match[1].split(/\s+/)) if (name) classes.add(name);
  return classes;
}

function keptRules(blocks: StyleBlock[], classes: Set<string>): string[] {
  const kept: string[] = [];
  for (const block of blocks) {
    if (block.kind === 'rule') {
      if (block.selectors.some((names) => names.every((name) => classes.has(name)))) kept.push(block.text);
    } else if (block.kind === 'group') {
      const inner = keptRules(block.children, classes);
      if (inner.length) kept.push(`${block.prelude}{${inner.join('')}}`);
    } else if (block.kind === 'other') {
      kept.push(block.text);
    }
  }
  return kept;
}

/** The part of the stylesheet `blocks` that a page with `classes` uses, as CSS text. */
export function criticalCss(blocks: StyleBlock[], classes: Set<string>): string {
  const rules = keptRules(blocks, classes).join('');
  const animations = blocks.filter(
    (block): block is StyleKeyframes => block.kind === 'keyframes' && rules.includes(block.name),
  );
  return rules + animations.map((block) => block.text).join('');
}

// One file-name case for the whole repository: kebab-case (game-card.tsx, use-viewer.ts, walk-forward.ts), the
// part before the first dot; the rest (.test.ts, .e2e.ts, .d.ts) is the file's kind.
import path from 'node:path';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The kebab-case spelling of a file's name ('GameCard' → 'game-card'), for the message. */
export const kebab = (name) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are kebab-case' },
    schema: [],
    messages: { notKebab: 'File names are kebab-case: rename {{name}} to {{expected}}.' },
  },
  create(context) {
    const base = path.basename(context.filename);
    const stem = base.split('.')[0];
    if (KEBAB.test(stem)) return {};
    return {
      Program(node) {
        context.report({
          node,
          messageId: 'notKebab',
          data: { name: base, expected: kebab(stem) + base.slice(stem.length) },
        });
      },
    };
  },
};

// The repository's own ESLint plugin: the architecture's import boundaries and one file-name case, checked on
// every lint.
import boundaries from './boundaries.mjs';
import fileNames from './file-names.mjs';

export default { rules: { boundaries, 'file-names': fileNames } };

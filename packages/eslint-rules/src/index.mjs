// The repository's own ESLint plugin: the architecture's import boundaries, checked on every lint.
import boundaries from './boundaries.mjs';

export default { rules: { boundaries } };

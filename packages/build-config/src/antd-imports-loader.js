// @ts-check
// Why: `import { Button } from 'antd'` makes antd's index, every component the apps use, one shared module that
// each page loads and evaluates whole. Each component is a shared module of its own (ANTD_COMPONENTS in
// shared-packages.js), so this rewrites the import to name it: `import Button from 'antd/es/button'`. It runs on
// swc's output, where type-only imports are gone.
const { antdComponentPaths } = require('./antd-components');
const { ANTD_COMPONENTS } = require('./shared-packages');

const ANTD_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']antd["'];?/g;

/**
 * @this {import('webpack').LoaderContext<unknown>}
 * @param {string} source
 */
function antdImportsLoader(source) {
  const paths = antdComponentPaths(this.rootContext);
  const rewritten = source.replace(ANTD_IMPORT, (_, specifiers) =>
    String(specifiers)
      .split(',')
      .map((specifier) => specifier.trim())
      .filter(Boolean)
      .map((specifier) => {
        const [imported, local = imported] = specifier.split(/\s+as\s+/);
        const request = paths.get(imported);
        if (!request || !ANTD_COMPONENTS.includes(imported))
          this.emitError(
            new Error(
              `antd ${imported}: add it to ANTD_COMPONENTS in packages/build-config/src/shared-packages.js (the shell provides that list)`,
            ),
          );
        return `import ${local} from ${JSON.stringify(request ?? 'antd')};`;
      })
      .join('\n'),
  );
  if (/from\s*["']antd["']/.test(rewritten))
    this.emitError(new Error("import antd's components by name (import { Button } from 'antd'), not the whole index"));
  return rewritten;
}

module.exports = antdImportsLoader;

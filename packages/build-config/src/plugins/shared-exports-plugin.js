// @ts-check
// Why: a shared package is bundled whole by Module Federation (any remote may ask for any export), which put
// all of antd and the router in every first page. This keeps only the exports the apps use.
const { SHARED_BY_PATH, SHARED_EXPORTS, exportOfPath } = require('../shared-packages');
const { shareKeyOf } = require('../federation-modules');

// The dependencies through which a shared copy references its package: what this app provides, and the
// fallback it loads when no other app provided one.
const SHARED_COPY_DEPENDENCIES = ['provide module for shared', 'consume shared fallback'];

/**
 * Bundles each package of SHARED_EXPORTS with only the listed exports: the shared copy references those
 * exports instead of the whole module, and webpack's tree shaking drops the rest. Names stay unmangled,
 * since other apps read them. Module Federation's own `treeShaking` option was tried: with no deployment
 * server behind it, its runtime still fetches an "independent" full copy of the package from the host's own
 * URL (404 here), so it is not used. The build fails when this app imports an export that the list lacks.
 */
class SharedExportsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.compilation.tap('SharedExportsPlugin', (compilation) => {
      compilation.hooks.dependencyReferencedExports.tap('SharedExportsPlugin', (referenced, dependency) => {
        if (!SHARED_COPY_DEPENDENCIES.includes(dependency.type)) return referenced;
        const sharedModule = compilation.moduleGraph.getParentModule(dependency);
        const shareKey = sharedModule && shareKeyOf(sharedModule, compiler.context);
        const kept = shareKey ? SHARED_EXPORTS[shareKey] : undefined;
        if (!kept) return referenced;
        return kept.map((name) => ({ name: [name], canMangle: false }));
      });
      compilation.hooks.finishModules.tap('SharedExportsPlugin', (modules) => {
        const missing = new Set();
        for (const module of modules) {
          for (const dependency of module.dependencies) {
            if (dependency.type !== 'harmony import specifier') continue;
            const { request, ids } = /** @type {{ request: string, ids: string[] }} */ (
              /** @type {unknown} */ (dependency)
            );
            const kept = SHARED_EXPORTS[request];
            if (!kept) continue;
            const [name] = ids;
            if (!kept.includes(name)) missing.add(`${request} ${name ?? '(namespace import)'}`);
          }
        }
        for (const entry of missing) {
          const byPath = SHARED_BY_PATH.find(
            (request) => entry === `${request.split('/')[0]} ${exportOfPath(request)}`,
          );
          compilation.errors.push(
            new WebpackError(
              byPath
                ? `${entry}: import it by path, from '${byPath}' (kept out of the first page)`
                : `${entry}: add it to packages/build-config/src/shared-packages.js (every app bundles that list)`,
            ),
          );
        }
      });
    });
  }
}

module.exports = { SharedExportsPlugin };

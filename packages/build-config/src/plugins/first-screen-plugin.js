// @ts-check
// Why: the shell's server (shell/src/server/render.tsx) lists in the page what the browser loads after the first
// paint; which of the shell's files those are, only the build knows.
const { SHARED_BY_PATH } = require('../shared-packages');
const { isProvidedShare, shareKeyOf } = require('../federation-modules');

/**
 * Emits first-screen.json: the shell's own scripts that its entry loads before anything renders (the
 * `bootstrap` chunk group and the shared packages the shell provides, except those kept out of the first page).
 * Nothing of a remote is here: the server reads the remotes' files from their live manifests at serve time,
 * so a remote redeployed alone is still picked up.
 */
class FirstScreenPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstScreenPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstScreenPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const scripts = new Set();
          /** @param {import('webpack').ChunkGroup | undefined} group */
          const addGroup = (group) =>
            group?.chunks.forEach((chunk) => chunk.files.forEach((file) => file.endsWith('.js') && scripts.add(file)));
          addGroup(compilation.namedChunkGroups.get('bootstrap'));
          // By share key, so the list does not follow the order in which modules happened to finish building.
          const provided = [...compilation.modules]
            .filter(isProvidedShare)
            .map((module) => ({ module, key: shareKeyOf(module, compiler.context) ?? '' }))
            .filter(({ key }) => !SHARED_BY_PATH.includes(key))
            .sort((a, b) => a.key.localeCompare(b.key));
          for (const { module } of provided)
            module.blocks.forEach((block) => addGroup(compilation.chunkGraph.getBlockChunkGroup(block)));
          compilation.emitAsset(
            'first-screen.json',
            new sources.RawSource(JSON.stringify({ scripts: [...scripts].map((file) => `/${file}`) })),
          );
        },
      );
    });
  }
}

module.exports = { FirstScreenPlugin };

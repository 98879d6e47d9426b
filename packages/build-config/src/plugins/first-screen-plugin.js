// @ts-check
// Why: the shell's server (shell/src/server/render.tsx) lists in the page what the browser loads after the first
// paint; which of the shell's files those are, only the build knows.
const { SHARED_BY_PATH } = require('../shared-packages');
const { isProvidedShare, shareKeyOf } = require('../federation-modules');

/**
 * Emits first-screen.json: `scripts`, the shell's own scripts that its entry loads before anything renders (the
 * `bootstrap` chunk group and the shared packages it consumes, then those these consume in turn, except those
 * kept out of the first page). The shell provides more shares than that (the remotes' too: login fields, the
 * watchlists' API); preloading those made the browser warn that they went unused. Nothing of a remote is
 * here: the server reads the remotes' files from their live manifests at serve time, so a remote redeployed
 * alone is still picked up. `pages`: by chunk name, the files of each page's own code that its route loads when
 * opened (the landing page's, the remotes' route).
 */
class FirstScreenPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstScreenPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstScreenPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { chunkGraph } = compilation;
          /** @type {Map<string, import('webpack').Module>} */
          const provided = new Map();
          for (const module of compilation.modules) {
            const key = isProvidedShare(module) ? shareKeyOf(module, compiler.context) : null;
            if (key && !SHARED_BY_PATH.includes(key)) provided.set(key, module);
          }
          /** @param {import('webpack').Module} module the chunk groups its async blocks load */
          const groupsOf = (module) => module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block));
          /** @param {import('webpack').ChunkGroup | undefined} group the share keys its chunks consume */
          const consumedIn = (group) =>
            (group?.chunks ?? []).flatMap((chunk) =>
              [...chunkGraph.getChunkModulesIterable(chunk)].map((module) => shareKeyOf(module, compiler.context)),
            );
          const bootstrap = compilation.namedChunkGroups.get('bootstrap');
          // A shared module's own imports of shared packages are consumed in its chunks: follow them to the end.
          const consumed = new Set();
          const pending = consumedIn(bootstrap);
          for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
            const module = key === null || consumed.has(key) ? undefined : provided.get(key);
            if (!module) continue;
            consumed.add(key);
            groupsOf(module).forEach((group) => pending.push(...consumedIn(group)));
          }
          const scripts = new Set();
          /** @param {import('webpack').ChunkGroup | undefined} group */
          const addGroup = (group) =>
            group?.chunks.forEach((chunk) => chunk.files.forEach((file) => file.endsWith('.js') && scripts.add(file)));
          addGroup(bootstrap);
          // By share key, so the list does not follow the order in which modules happened to finish building.
          for (const key of [...consumed].sort((a, b) => a.localeCompare(b)))
            groupsOf(/** @type {import('webpack').Module} */ (provided.get(key))).forEach(addGroup);
          // Not the worker's files (the contract checks'): the page's prefetch of them (lowest priority) was still
          // on its way when the worker asked for them, and Chromium sent the worker's requests too, so each file
          // of the worker came twice. The worker asks for its own.
          // A page's own code, which its route loads (`webpackChunkName` in the shell's router): the server lists
          // the chunk of the page it renders, and no other page loads it.
          /** @type {Record<string, string[]>} */
          const pages = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            const entry =
              compilation.entrypoints.has(name) || compilation.asyncEntrypoints.some((e) => e.name === name);
            if (name === 'bootstrap' || entry) continue;
            const files = group.chunks.flatMap((chunk) =>
              [...chunk.files].filter((file) => file.endsWith('.js') && !scripts.has(file)),
            );
            if (files.length) pages[name] = files.map((file) => `/${file}`);
          }
          compilation.emitAsset(
            'first-screen.json',
            new sources.RawSource(
              JSON.stringify({
                scripts: [...scripts].map((file) => `/${file}`),
                pages,
              }),
            ),
          );
        },
      );
    });
  }
}

module.exports = { FirstScreenPlugin };

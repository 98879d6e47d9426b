// @ts-check
// The host's split-chunks group for antd (shell/src/index.ts evaluates antd in parts, one task each).

const PACKAGES = /[\\/]node_modules[\\/]/;
const ANTD_INDEX = /[\\/]node_modules[\\/]antd[\\/]es[\\/]index\.js$/;

/** @param {import('webpack').Module} module */
const resourceOf = (module) => /** @type {{ resource?: string }} */ (module).resource ?? '';

/**
 * Every package module of the chunk that holds antd's index stays in one chunk with the parts' modules, so
 * splitting the evaluation neither splits nor duplicates the download (each part's own chunk had repeated the
 * small modules it shared with the rest). That is antd's own packages and the helpers they import
 * (`@babel/runtime`, `clsx`, `is-mobile`…): a component shared by path (SHARED_BY_PATH) finds them here instead
 * of bundling a copy of each in its chunk.
 */
const ANTD_CHUNK = {
  name: 'antd',
  chunks: /** @type {const} */ ('async'),
  enforce: true,
  /**
   * @param {import('webpack').Module} module
   * @param {{ chunkGraph: import('webpack').ChunkGraph }} context
   */
  test(module, { chunkGraph }) {
    if (!PACKAGES.test(resourceOf(module))) return false;
    for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
      for (const other of chunkGraph.getChunkModulesIterable(chunk))
        if (ANTD_INDEX.test(resourceOf(other))) return true;
    }
    return false;
  },
};

module.exports = { ANTD_CHUNK };

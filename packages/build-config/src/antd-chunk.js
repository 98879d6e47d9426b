// @ts-check
// The host's split-chunks group for antd (shell/src/index.ts evaluates antd in parts, one task each).

const ANTD_PACKAGES = /[\\/]node_modules[\\/](antd|@ant-design|@rc-component)[\\/]/;
const ANTD_INDEX = /[\\/]node_modules[\\/]antd[\\/]es[\\/]index\.js$/;

/** @param {import('webpack').Module} module */
const resourceOf = (module) => /** @type {{ resource?: string }} */ (module).resource ?? '';

/**
 * Every module of the chunk that holds antd's index stays in one chunk with the parts' modules, so splitting
 * the evaluation neither splits nor duplicates the download (each part's own chunk had repeated the small
 * modules it shared with the rest).
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
    if (!ANTD_PACKAGES.test(resourceOf(module))) return false;
    for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
      for (const other of chunkGraph.getChunkModulesIterable(chunk))
        if (ANTD_INDEX.test(resourceOf(other))) return true;
    }
    return false;
  },
};

module.exports = { ANTD_CHUNK };

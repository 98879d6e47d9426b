// @ts-check
// Why: a deferred <script> per entry file could run before the server's first screen was painted. The host's
// page starts its entry through shell/public/start.js instead, after the first paint (see there).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const START_SCRIPT = 'start.js';

/** Replaces the page's entry <script> tags with one deferred start.js that names them in `data-entry`. */
class StartAfterPaintPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartAfterPaintPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartAfterPaintPlugin', (data) => {
        /** @param {HtmlWebpackPlugin.HtmlTagObject} tag */
        const isEntry = (tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string';
        const entries = [...data.headTags, ...data.bodyTags].filter(isEntry).map((tag) => tag.attributes.src);
        if (!entries.length) throw new Error('StartAfterPaintPlugin: the page has no entry script to start');
        data.headTags = data.headTags.filter((tag) => !isEntry(tag));
        data.bodyTags = data.bodyTags.filter((tag) => !isEntry(tag));
        data.headTags.push({
          tagName: 'script',
          voidTag: false,
          meta: {},
          attributes: {
            defer: true,
            src: `${compilation.outputOptions.publicPath}${START_SCRIPT}`,
            'data-entry': entries.join(' '),
          },
        });
        return data;
      });
    });
  }
}

module.exports = { StartAfterPaintPlugin };

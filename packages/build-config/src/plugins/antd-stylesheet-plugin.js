// @ts-check
// Why: antd 6 styles components at run time unless given a prebuilt stylesheet (`zeroRuntime`); building it
// here for the product's theme takes that work off every page's main thread.
const { createHash } = require('node:crypto');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { buildStylesheet } = require('../antd-stylesheet');

/**
 * Emits `antd.<hash>.css` (built once per compiler) and preloads it from the head of the HTML. It does not
 * block the first paint: the server's first screen carries its own few styles, and the shell's bootstrap
 * applies this stylesheet (turns the preload into a stylesheet, see applyPreloadedStylesheets) before React
 * renders anything it styles.
 */
class AntdStylesheetPlugin {
  /** @param {import('../antd-stylesheet').StylesheetOptions} options */
  constructor(options) {
    this.options = options;
    /** @type {string | null} */
    this.stylesheet = null;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('AntdStylesheetPlugin', (compilation) => {
      let file = '';
      compilation.hooks.processAssets.tap(
        { name: 'AntdStylesheetPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          this.stylesheet ??= buildStylesheet(this.options);
          const hash = createHash('sha256').update(this.stylesheet).digest('hex').slice(0, 8);
          file = `antd.${hash}.css`;
          compilation.emitAsset(file, new RawSource(this.stylesheet));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('AntdStylesheetPlugin', (data) => {
        const href = `${compilation.outputOptions.publicPath}${file}`;
        data.headTags.unshift({
          tagName: 'link',
          voidTag: true,
          meta: {},
          attributes: { rel: 'preload', as: 'style', href, fetchpriority: 'low', 'data-stylesheet': true },
        });
        return data;
      });
    });
  }
}

module.exports = { AntdStylesheetPlugin };

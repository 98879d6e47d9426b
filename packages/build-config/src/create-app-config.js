// @ts-check
// The webpack configuration of the four front-end apps: the shell (host) and the three remotes.
// One factory, so the Module Federation sharing rules cannot drift apart between host and remotes.
const fs = require('node:fs');
const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ANTD_CHUNK } = require('./antd-chunk');
const { sharedModules } = require('./shared-packages');
const { swcRule } = require('./swc-rule');
const { themeTokenModule } = require('./antd-theme-token');
const { AntdStylesheetPlugin } = require('./plugins/antd-stylesheet-plugin');
const { FirstScreenPlugin } = require('./plugins/first-screen-plugin');
const { SharedExportsPlugin } = require('./plugins/shared-exports-plugin');
const { StartAfterPaintPlugin } = require('./plugins/start-after-paint-plugin');

/**
 * Content-hashed name of a chunk. The federation runtime module asks for an entry's name (a worker's too)
 * while code is generated, before content hashes exist, only to learn its folder depth: it gets the name
 * without the hash then (same depth), and the emitted file gets the hash.
 * @param {import('webpack').PathData} pathData
 */
function hashedFilename(pathData) {
  const contentHash = /** @type {{ contentHash?: Record<string, string> } | undefined} */ (pathData.chunk)?.contentHash;
  return contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

// The shell puts its federation runtime on the page for the remotes with this plugin: its ES build, which
// imports the same runtime modules as the shell's own (the CommonJS one, which require.resolve names, would
// bring a second copy of them: ~25 KB compressed).
const INJECT_RUNTIME_PLUGIN = require
  .resolve('@module-federation/inject-external-runtime-core-plugin')
  .replace(/\.cjs$/, '.js');

/**
 * @param {object} options
 * @param {string} options.appDir the app folder (holds package.json, src/, public/)
 * @param {string} [options.mode] 'production' (the default) or 'development'
 * @param {string} options.name Module Federation container name
 * @param {Record<string, string>} [options.exposes] a remote's exposed modules
 * @param {boolean} [options.host] the shell: has an index.html entry and a public/ folder
 * @param {{ antd: import('./antd-stylesheet').StylesheetOptions['theme'], lightToken?: object, darkModeClass: string }} [options.theme]
 *   the host's antd theme (lightToken: tokens for the light theme only, e.g. darker secondary text for
 *   contrast): its stylesheet is built
 * @returns {import('webpack').Configuration}
 */
function createAppConfig({ appDir, mode = 'production', name, exposes, host = false, theme }) {
  const production = mode === 'production';
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  if (host && !theme) throw new Error('the host needs its antd theme (options.theme)');
  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    // A remote has no page of its own: its entry is the remoteEntry.js the plugin adds.
    entry: host ? { main: './src/index.ts' } : {},
    output: {
      path: path.join(appDir, 'dist'),
      // The shell lives at the site root; a remote finds its base from its own script's URL, so the
      // gateway may serve it under /remotes/<name>/ (or anywhere else) without a rebuild.
      publicPath: host ? '/' : 'auto',
      filename: production ? hashedFilename : '[name].js',
      chunkFilename: production ? hashedFilename : '[name].js',
      uniqueName: name,
      // server/ is the server build's (create-server-config.js).
      clean: { keep: /^server\// },
      // Production maps stay beside dist, never in it: whatever serves dist would serve them to anyone.
      sourceMapFilename: production ? '../sourcemaps/[file].map' : '[file].map',
    },
    // hidden: the bundles carry no sourceMappingURL, so browsers ask for no map.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    // '@/…' is the app's src/ (its tsconfig's paths): imports say where they go, not how many levels up.
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { '@': path.join(appDir, 'src') } },
    module: { rules: [swcRule({ production })] },
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      ...(host && { splitChunks: { cacheGroups: { antd: ANTD_CHUNK } } }),
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedModules(appDir, dependencies, { host }),
        // 'version-first' fetches every remote's manifest before the shell starts: one down remote
        // would blank the whole page. 'loaded-first' loads remotes only when a route needs them.
        shareStrategy: 'loaded-first',
        manifest: !host,
        dts: false,
        // One copy of the federation runtime on a page: the shell's, which the remotes use (a remote's
        // remoteEntry.js bundled its own, ~18 KB compressed, on every page that loads it, and evaluated it).
        ...(host ? { runtimePlugins: [INJECT_RUNTIME_PLUGIN] } : { experiments: { externalRuntime: true } }),
      }),
      new SharedExportsPlugin(),
      ...(host && theme
        ? [
            new HtmlWebpackPlugin({ template: './src/index.html' }),
            new StartAfterPaintPlugin(),
            // Every file of the shell's public/ unchanged (start.js, the default remotes.json, …).
            new CopyPlugin({ patterns: [{ from: 'public' }] }),
            new webpack.experiments.schemes.VirtualUrlPlugin({
              'antd-theme-token': themeTokenModule({ appDir, theme: theme.antd }),
            }),
            new AntdStylesheetPlugin({
              appDir,
              theme: theme.antd,
              lightToken: theme.lightToken,
              darkClass: theme.darkModeClass,
            }),
            new FirstScreenPlugin(),
          ]
        : []),
    ],
  };
}

module.exports = { createAppConfig };

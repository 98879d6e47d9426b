// @ts-check
// The server builds of the front ends, beside their browser builds (create-app-config.js): the same sources,
// compiled for Node, so the shell's server renders the first screen from the components the browser hydrates.
//  - The shell's (dist/server/render.js): the renderer the shell's static server loads, and the shared
//    packages (react, antd, the router, Redux, @vantage/client) that a remote's server build takes from it.
//  - A remote's (dist/server/app.js, inside its release): its exposed App, one file, with every shared package
//    left to the shell's copy, as Module Federation shares them in the browser (one store, one router, one
//    theme). The shell's server fetches it from the remote's live release, so a deploy or a rollback changes
//    the server's HTML on the next load.
const path = require('node:path');
const webpack = require('webpack');
const { themeTokenModule } = require('./antd-theme-token');
const { SHARED_BY_PATH, singletons } = require('./shared-packages');
const { swcRule } = require('./swc-rule');

/** The requests a remote's server build leaves to the shell's: what Module Federation shares in the browser. */
const sharedRequests = (/** @type {string} */ appDir) => [
  ...Object.values(singletons(appDir)).flat(),
  ...SHARED_BY_PATH,
];

/** The shell's server build provides each shared request under its name (`SHARED` of virtual:shared-modules). */
function sharedModulesSource(/** @type {string} */ appDir) {
  const requests = sharedRequests(appDir);
  return [
    ...requests.map((request, i) => `import * as m${i} from ${JSON.stringify(request)};`),
    `export const SHARED = { ${requests.map((request, i) => `${JSON.stringify(request)}: m${i}`).join(', ')} };`,
  ].join('\n');
}

/**
 * @param {object} options
 * @param {string} options.appDir the app folder
 * @param {'shell' | 'remote'} options.kind
 * @param {string} options.entry  the module built: the shell's renderer, or the remote's exposed App
 * @param {{ antd: object }} [options.theme] the shell's antd theme (its token is computed at build time)
 * @returns {import('webpack').Configuration}
 */
function createServerConfig({ appDir, kind, entry, theme }) {
  const isShell = kind === 'shell';
  if (isShell && !theme) throw new Error("the shell's server build needs its antd theme (options.theme)");
  const shared = new Set(sharedRequests(appDir));
  return {
    name: 'server',
    mode: 'production',
    target: 'node20',
    context: appDir,
    entry: { [isShell ? 'render' : 'app']: entry },
    output: {
      path: path.join(appDir, 'dist', 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    devtool: false,
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { '@': path.join(appDir, 'src') },
      // The browser builds' module entries (antd's es/), so the server's modules are the browser's.
      conditionNames: ['import', 'module', 'default'],
    },
    // A remote's shared packages come from the shell's server build (the loader's require).
    externals: isShell
      ? []
      : [
          ({ request }, callback) =>
            callback(undefined, request && shared.has(request) ? `commonjs ${request}` : undefined),
        ],
    externalsPresets: { node: true },
    module: {
      // No worker on the server: the contract checks run in the process (check-answer.ts's fallback).
      parser: { javascript: { worker: false, url: false } },
      rules: [swcRule({ production: true, target: 'es2022' })],
    },
    // One file: the server loads it as one unit (a remote's from its release, over HTTP).
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...(isShell
        ? [
            new webpack.experiments.schemes.VirtualUrlPlugin({
              'shared-modules': sharedModulesSource(appDir),
              'antd-theme-token': themeTokenModule({ appDir, theme: /** @type {{ antd: object }} */ (theme).antd }),
            }),
          ]
        : []),
    ],
  };
}

module.exports = { createServerConfig };

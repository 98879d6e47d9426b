// The webpack configuration of the four front-end apps: the shell (host) and the three remotes.
// One factory, so the Module Federation sharing rules cannot drift apart between host and remotes.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { StartAfterPaintPlugin } = require('./start-after-paint');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { AntdStylesheetPlugin, componentsToStyle } = require('./antd-stylesheet');
const { SHARED_BY_PATH, SHARED_EXPORTS } = require('./shared-exports');

// Every module of this package, by its import path (@vantage/client/<file>): each is a singleton
// because they hold the session, the store and the refresh in flight.
function clientModules() {
  return fs
    .readdirSync(path.join(__dirname, '..', 'src'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => `@vantage/client/${file.replace(/\.tsx?$/, '')}`);
}

// Shared as singletons (one copy at run time, the first one loaded); requiredVersion comes from the
// app's package.json. Packages imported by sub-path list those requests too. A shared package is
// bundled whole (any app may use any export) unless SHARED_EXPORTS lists the exports the apps use, so
// stateless libraries stay out of this list: @ant-design/icons shared would put all 700 KB of icons in
// the first page; unshared, each app bundles the few icons it imports.
const SINGLETONS = {
  react: ['react', 'react/jsx-runtime'],
  'react-dom': ['react-dom'],
  'react-router-dom': ['react-router-dom'],
  '@reduxjs/toolkit': ['@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'],
  'react-redux': ['react-redux'],
  antd: ['antd'],
  '@vantage/client': clientModules(),
};
function sharedModules(dependencies, appDir) {
  const shared = {};
  for (const [pkg, requests] of Object.entries(SINGLETONS)) {
    const requiredVersion = dependencies[pkg];
    if (!requiredVersion) throw new Error(`${pkg} must be a dependency of every front-end app`);
    requests.forEach((request) => (shared[request] = { singleton: true, requiredVersion }));
  }
  // Given by file, every app provides these even when it does not use them: the shell's copy, loaded
  // first, is the one all apps get, so it runs with the shell's antd modules and theme context.
  for (const request of SHARED_BY_PATH) {
    const [pkg] = request.split('/');
    const resolve = (file) => require.resolve(file, { paths: [appDir] });
    // A file has no version of its own to share under: it is its package's.
    const { version } = require(resolve(`${pkg}/package.json`));
    shared[request] = { singleton: true, requiredVersion: dependencies[pkg], version, import: resolve(request) };
  }
  return shared;
}

const ANTD_PACKAGES = /[\\/]node_modules[\\/](antd|@ant-design|@rc-component)[\\/]/;
const ANTD_INDEX = /[\\/]node_modules[\\/]antd[\\/]es[\\/]index\.js$/;
/**
 * The host evaluates antd in parts, one task each (shell/src/index.ts). Every module of the chunk that holds
 * antd's index stays in one chunk with the parts' modules, so splitting the evaluation neither splits nor
 * duplicates the download (each part's own chunk had repeated the small modules it shared with the rest).
 */
const ANTD_CHUNK = {
  name: 'antd',
  chunks: 'async',
  enforce: true,
  test(module, { chunkGraph }) {
    if (!ANTD_PACKAGES.test(module.resource ?? '')) return false;
    for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
      for (const other of chunkGraph.getChunkModulesIterable(chunk))
        if (ANTD_INDEX.test(other.resource ?? '')) return true;
    }
    return false;
  },
};

/** 'antd/es/date-picker' → DatePicker: the export that the path stands for. */
const exportOfPath = (request) =>
  request
    .split('/')
    .pop()
    .replace(/(^|-)(\w)/g, (_, _dash, letter) => letter.toUpperCase());

const SHARED_COPY_DEPENDENCIES = ['provide module for shared', 'consume shared fallback'];

/**
 * Bundles each package of SHARED_EXPORTS with only the listed exports: the shared copy (what this app
 * provides, and its fallback) references those exports instead of the whole module, and webpack's tree
 * shaking drops the rest. Names stay unmangled, since other apps read them. Module Federation's own
 * `treeShaking` option was tried: with no deployment server behind it, its runtime still fetches an
 * "independent" full copy of the package from the host's own URL (404 here), so it is not used.
 * The build fails when this app imports an export that the list lacks.
 */
class SharedExportsPlugin {
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.compilation.tap('SharedExportsPlugin', (compilation) => {
      compilation.hooks.dependencyReferencedExports.tap('SharedExportsPlugin', (referenced, dependency) => {
        if (!SHARED_COPY_DEPENDENCIES.includes(dependency.type)) return referenced;
        const sharedModule = compilation.moduleGraph.getParentModule(dependency);
        const kept = SHARED_EXPORTS[sharedModule.options?.shareKey ?? sharedModule._name];
        if (!kept) return referenced;
        return kept.map((name) => ({ name: [name], canMangle: false }));
      });
      compilation.hooks.finishModules.tap('SharedExportsPlugin', (modules) => {
        const missing = new Set();
        for (const module of modules) {
          for (const dependency of module.dependencies) {
            const kept = SHARED_EXPORTS[dependency.request];
            if (!kept || dependency.type !== 'harmony import specifier') continue;
            const [name] = dependency.ids;
            if (!kept.includes(name)) missing.add(`${dependency.request} ${name ?? '(namespace import)'}`);
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
                : `${entry}: add it to packages/client/webpack/shared-exports.js (every app bundles that list)`,
            ),
          );
        }
      });
    });
  }
}

/** Emits every file of `<app>/public` unchanged (e.g. the shell's default remotes.json). */
class PublicFolderPlugin {
  constructor(folder) {
    this.folder = folder;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublicFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFolderPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of fs.readdirSync(this.folder)) {
            const fullPath = path.join(this.folder, file);
            compilation.fileDependencies.add(fullPath);
            compilation.emitAsset(file, new RawSource(fs.readFileSync(fullPath)));
          }
        },
      );
    });
  }
}

/**
 * Emits first-screen.json for the shell's static server (gateway/first-screen.mjs): the shell's antd stylesheet,
 * its own scripts
 * that its entry loads before anything renders (the `bootstrap` chunk group and the shared packages the
 * shell provides, except those kept out of the first page), and which remote owns each browser route (the
 * contracts' table the shell routes by). Nothing of a remote is here: the server reads the remotes' files
 * from their live manifests at serve time, so a remote redeployed alone is still picked up.
 */
class FirstScreenPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstScreenPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstScreenPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const scripts = new Set();
          const addGroup = (group) =>
            group?.chunks.forEach((chunk) => chunk.files.forEach((file) => file.endsWith('.js') && scripts.add(file)));
          addGroup(compilation.namedChunkGroups.get('bootstrap'));
          for (const module of compilation.modules) {
            if (module.constructor.name !== 'ProvideSharedModule' || SHARED_BY_PATH.includes(module._name)) continue;
            module.blocks.forEach((block) => addGroup(compilation.chunkGraph.getBlockChunkGroup(block)));
          }
          const routes = remoteRoutes().map(({ path: pattern, remote }) => ({ path: pattern, remote }));
          // The server reads the theme's CSS variables from it for the first screen's own styles.
          const stylesheets = Object.keys(compilation.assets).filter((file) => /^antd\.[0-9a-f]+\.css$/.test(file));
          compilation.emitAsset(
            'first-screen.json',
            new sources.RawSource(
              JSON.stringify({ scripts: [...scripts].map((file) => `/${file}`), stylesheets, routes }),
            ),
          );
        },
      );
    });
  }
}

/** REMOTE_ROUTES of @vantage/contracts/ui-routes (TypeScript, bundled with the contracts it imports here). */
function remoteRoutes() {
  const file = require.resolve('@vantage/contracts/ui-routes');
  const { outputFiles } = require('esbuild').buildSync({
    entryPoints: [file],
    bundle: true,
    format: 'cjs',
    write: false,
  });
  const code = outputFiles[0].text;
  const module = { exports: {} };
  new Function('module', 'exports', code)(module, module.exports);
  return module.exports.REMOTE_ROUTES;
}

/**
 * Content-hashed name of a chunk. The federation runtime module asks for an entry's name (a worker's too)
 * while code is generated, before content hashes exist, only to learn its folder depth: it gets the name
 * without the hash then (same depth), and the emitted file gets the hash.
 */
function hashedFilename(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

/**
 * @param {object} options
 * @param {string} options.appDir the app folder (holds package.json, src/, public/)
 * @param {string} options.mode 'production' or 'development'
 * @param {string} options.name Module Federation container name
 * @param {Record<string, string>} [options.exposes] a remote's exposed modules
 * @param {boolean} [options.host] the shell: has an index.html entry and a public/ folder
 * @param {{ antd: object, lightToken?: object, darkModeClass: string }} [options.theme] the host's antd theme
 *   (lightToken: tokens for the light theme only, e.g. darker secondary text for contrast): its stylesheet is built
 */
function createAppConfig({ appDir, mode = 'production', name, exposes, host = false, theme }) {
  const production = mode === 'production';
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const chunkFilename = production ? hashedFilename : '[name].js';
  return {
    mode,
    context: appDir,
    // A remote has no page of its own: its entry is the remoteEntry.js the plugin adds.
    entry: host ? { main: './src/index.ts' } : {},
    output: {
      path: path.join(appDir, 'dist'),
      // The shell lives at the site root; a remote finds its base from its own script's URL, so the
      // gateway may serve it under /remotes/<name>/ (or anywhere else) without a rebuild.
      publicPath: host ? '/' : 'auto',
      filename: production ? hashedFilename : '[name].js',
      chunkFilename,
      uniqueName: name,
      clean: true,
      // Production maps stay beside dist, never in it: whatever serves dist would serve them to anyone.
      sourceMapFilename: production ? '../sourcemaps/[file].map' : '[file].map',
    },
    // hidden: the bundles carry no sourceMappingURL, so browsers ask for no map.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    // '@/…' is the app's src/ (its tsconfig's paths): imports say where they go, not how many levels up.
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { '@': path.join(appDir, 'src') } },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
      ],
    },
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
        shared: sharedModules(dependencies, appDir),
        // 'version-first' fetches every remote's manifest before the shell starts: one down remote
        // would blank the whole page. 'loaded-first' loads remotes only when a route needs them.
        shareStrategy: 'loaded-first',
        manifest: !host,
        dts: false,
      }),
      new SharedExportsPlugin(),
      ...(host
        ? [
            new HtmlWebpackPlugin({ template: './src/index.html' }),
            new StartAfterPaintPlugin(),
            new PublicFolderPlugin(path.join(appDir, 'public')),
            new AntdStylesheetPlugin({
              appDir,
              theme: theme.antd,
              lightToken: theme.lightToken,
              darkClass: theme.darkModeClass,
              components: componentsToStyle(SHARED_EXPORTS.antd, SHARED_BY_PATH, exportOfPath),
            }),
            new FirstScreenPlugin(),
          ]
        : []),
    ],
  };
}

module.exports = { createAppConfig };

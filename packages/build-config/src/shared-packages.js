// @ts-check
// What the four front ends share at run time through Module Federation, in one place so the host and the
// remotes cannot drift apart: the singleton packages, the exports of each shared library the apps use, and
// the antd components imported by path. Any build of the apps (the browser's, a server's) reads it here.
const fs = require('node:fs');
const path = require('node:path');

/**
 * Every module of @vantage/client, by its import path (@vantage/client/<file>) → its file: each is a singleton
 * because they hold the session, the store and the refresh in flight.
 * @param {string} appDir
 * @returns {Map<string, string>}
 */
function clientModuleFiles(appDir) {
  const src = path.join(path.dirname(require.resolve('@vantage/client/package.json', { paths: [appDir] })), 'src');
  return new Map(
    fs
      .readdirSync(src)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => [`@vantage/client/${file.replace(/\.tsx?$/, '')}`, path.join(src, file)]),
  );
}

/**
 * Shared as singletons (one copy at run time, the first one loaded), package → the requests of it the apps
 * make (packages imported by sub-path list those too). A shared package is bundled whole (any app may use
 * any export) unless SHARED_EXPORTS lists the exports the apps use, so stateless libraries stay out of this
 * list: @ant-design/icons shared would put all 700 KB of icons in the first page; unshared, each app bundles
 * the few icons it imports.
 * @param {string} appDir
 * @returns {Record<string, string[]>}
 */
function singletons(appDir) {
  return {
    react: ['react', 'react/jsx-runtime'],
    'react-dom': ['react-dom'],
    'react-router-dom': ['react-router-dom'],
    '@reduxjs/toolkit': ['@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'],
    'react-redux': ['react-redux'],
    antd: ['antd'],
    '@vantage/client': [...clientModuleFiles(appDir).keys()],
  };
}

/**
 * The exports of shared libraries that the four front-end apps (and @vantage/client) use. A shared package is
 * otherwise bundled whole, because any remote may ask the host for any export; with this list every app
 * bundles the same subset, so whichever copy the runtime picks (the shell's, loaded first) has what every
 * remote needs. The build fails when an app imports an export missing here: add it, and every app is rebuilt
 * (this package is an input of every front-end build).
 * @type {Record<string, string[]>}
 */
const SHARED_EXPORTS = {
  antd: [
    'Alert',
    'Avatar',
    'Button',
    'Card',
    'Col',
    'ConfigProvider',
    'Empty',
    'Flex',
    'Grid',
    'Input',
    'Layout',
    'Popover',
    'Row',
    'Skeleton',
    'Space',
    'Spin',
    'Tabs',
    'Tag',
    'Typography',
    'theme',
  ],
  'react-router-dom': [
    'Link',
    'NavLink',
    'Navigate',
    'Outlet',
    'Route',
    'RouterProvider',
    'Routes',
    'createBrowserRouter',
    'isRouteErrorResponse',
    'matchPath',
    'useHref',
    'useLinkClickHandler',
    'useLocation',
    'useNavigate',
    'useParams',
    'useRouteError',
    'useSearchParams',
  ],
};

// antd components that the shell's frame does not render (Table and DatePicker alone are ~130 KB gzip; Form
// brings its validation library; Badge to Switch, the last six, some first screens render and the home page
// does not): apps import them by path (`import Table from 'antd/es/table'`), and each is a shared singleton of
// its own, a chunk loaded, and evaluated, with the first screen that renders it instead of in the one long task
// that evaluates antd on every page. Their chunks hold their own modules only: the helpers they share with the
// rest of antd are in antd's chunk (ANTD_CHUNK).
const SHARED_BY_PATH = [
  'antd/es/table',
  'antd/es/date-picker',
  'antd/es/form',
  'antd/es/upload',
  'antd/es/popconfirm',
  'antd/es/list',
  'antd/es/segmented',
  'antd/es/result',
  'antd/es/dropdown',
  'antd/es/badge',
  'antd/es/descriptions',
  'antd/es/progress',
  'antd/es/radio',
  'antd/es/statistic',
  'antd/es/switch',
  'antd/es/select',
  'antd/es/auto-complete',
  'antd/es/modal',
  'antd/es/app',
];

/** The icons' context module (its ES build, which the apps bundle): the one file of @ant-design/icons shared. */
const ICON_CONTEXT = { pkg: '@ant-design/icons', file: 'es/components/Context' };

/**
 * 'antd/es/date-picker' → DatePicker: the export that the path stands for.
 * @param {string} request
 */
const exportOfPath = (request) =>
  (request.split('/').pop() ?? '').replace(/(^|-)(\w)/g, (_, _dash, letter) => letter.toUpperCase());

/**
 * The `shared` option of the ModuleFederationPlugin for an app: every singleton request, with the
 * requiredVersion from the app's package.json, and SHARED_BY_PATH given by file. The host provides them all;
 * a remote only runs inside the host, so it provides none (`import: false`): loading its remoteEntry.js then
 * registers no copies of its own that would never be used.
 * @param {string} appDir
 * @param {Record<string, string>} dependencies the app's package.json dependencies
 * @param {{ host: boolean }} role
 */
function sharedModules(appDir, dependencies, { host }) {
  /** @type {Record<string, { singleton: true, requiredVersion: string, version?: string, import?: string | false, shareKey?: string }>} */
  const shared = {};
  for (const [pkg, requests] of Object.entries(singletons(appDir))) {
    const requiredVersion = dependencies[pkg];
    if (!requiredVersion) throw new Error(`${pkg} must be a dependency of every front-end app`);
    requests.forEach((request) => (shared[request] = { singleton: true, requiredVersion }));
  }
  /**
   * The file `file` of `pkg`, shared as a singleton under `key` (a request, or the file itself to match it by
   * path), with its package's version (a file has none of its own).
   * @param {string} pkg @param {string} file @param {string} key @param {string} [shareKey]
   */
  const shareFile = (pkg, file, key, shareKey) => {
    const { version } = require(require.resolve(`${pkg}/package.json`, { paths: [appDir] }));
    shared[key] = {
      singleton: true,
      requiredVersion: dependencies[pkg],
      version,
      import: file,
      ...(shareKey && { shareKey }),
    };
  };
  // Given by file, the shell provides these even when it does not use them: its copy is the one all apps get,
  // so it runs with the shell's antd modules and theme context.
  for (const request of SHARED_BY_PATH) {
    const [pkg] = request.split('/');
    shareFile(pkg, require.resolve(request, { paths: [appDir] }), request);
  }
  // The shell provides every module of @vantage/client, those it does not import too: the remotes have none.
  if (host) for (const [request, file] of clientModuleFiles(appDir)) shareFile('@vantage/client', file, request);
  // The icons' context, matched by its file (the icons import it by a relative path): each app bundles its own
  // icons, but they all read the one context that antd's ConfigProvider fills (zeroRuntime: the linked
  // stylesheet holds the icons' rules). With a context of their own, every icon of a remote checked the
  // document's <style> elements as it mounted, and the first one added a <style> (a style recalculation).
  const { pkg, file } = ICON_CONTEXT;
  if (dependencies[pkg]) {
    const iconContext = `${path.join(path.dirname(require.resolve(`${pkg}/package.json`, { paths: [appDir] })), file)}.js`;
    shareFile(pkg, iconContext, iconContext, `${pkg}/${file}`);
  }
  if (!host) for (const config of Object.values(shared)) config.import = false;
  return shared;
}

module.exports = { SHARED_EXPORTS, SHARED_BY_PATH, exportOfPath, singletons, sharedModules };

// @ts-check
// antd's theme token, computed at build time for the product's theme. At run time antd derives the token from
// the theme's seed (colour palettes, sizes, the CSS variables' names) when the first component renders: a task
// of ~120 ms on a phone, inside the render of every page. The shell's builds bundle what this computes as
// `virtual:antd-theme-token`, and the shell's antd cache starts from it (shell/src/app/antd-theme.ts).

const { spawnSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');

/** @typedef {{ key: string, value: unknown[] }} PrecomputedThemeToken antd's key of the theme's token in its cache, and its value */

/** The cache entries of the theme's token: `token%<antd version>-…%<theme>%<seed>%<override>%<CSS variables>`. */
const TOKEN_ENTRY = /^token%/;
/** The value's CSS variables' text (its fourth element), which antd would add to the document as a <style>. */
const CSS_VARIABLES = 3;

/**
 * Renders antd's ConfigProvider for `theme` with antd's own code (the app's copy of antd, React and the CSS-in-JS
 * engine) and takes the token antd put in its cache. The CSS variables' text is left out: the linked stylesheet
 * holds every variable (light and dark), so the browser has nothing to add.
 * @param {{ appDir: string, theme: object }} options
 * @returns {PrecomputedThemeToken}
 */
function tokenOfThisProcess({ appDir, theme }) {
  // The app's own copies of antd and React, as its bundle has them.
  const load = createRequire(path.join(appDir, 'package.json'));
  const React = load('react');
  const { renderToString } = load('react-dom/server');
  const antd = load('antd');
  const { StyleProvider, createCache } = load('@ant-design/cssinjs');
  const cache = createCache();
  const UsesToken = () => {
    antd.theme.useToken();
    return null;
  };
  renderToString(
    React.createElement(
      StyleProvider,
      { cache },
      React.createElement(antd.ConfigProvider, { theme }, React.createElement(UsesToken)),
    ),
  );
  const entries = [...cache.cache].filter(([key]) => TOKEN_ENTRY.test(key));
  if (entries.length !== 1) throw new Error(`antd cached ${entries.length} theme tokens, expected one`);
  const [[key, [, value]]] = entries;
  const withoutVariables = [...value];
  withoutVariables[CSS_VARIABLES] = '';
  return { key, value: withoutVariables };
}

/**
 * The token as the browser's production build of antd computes it: in a Node process of its own whose
 * NODE_ENV is production, which antd reads as its modules load (a development antd names its class
 * differently).
 * @param {{ appDir: string, theme: object }} options
 * @returns {PrecomputedThemeToken}
 */
function precomputeThemeToken(options) {
  const { status, stdout, stderr } = spawnSync(process.execPath, [__filename], {
    input: JSON.stringify(options),
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (status !== 0) throw new Error(`computing antd's theme token failed: ${stderr}`);
  return JSON.parse(stdout);
}

/** Sources computed in this build process, by their options: the browser's and the server's build share one. */
const sources = new Map();

/**
 * The source of `virtual:antd-theme-token` for the shell's builds (browser and server).
 * @param {{ appDir: string, theme: object }} options
 * @returns {() => string}
 */
const themeTokenModule = (options) => () => {
  const id = JSON.stringify(options);
  if (!sources.has(id)) sources.set(id, `export default ${JSON.stringify(precomputeThemeToken(options))};`);
  return sources.get(id);
};

module.exports = { precomputeThemeToken, themeTokenModule };

if (require.main === module) {
  process.stdout.write(JSON.stringify(tokenOfThisProcess(JSON.parse(readFileSync(0, 'utf8')))));
}

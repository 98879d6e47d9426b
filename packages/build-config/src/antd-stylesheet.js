// @ts-check
// antd's styles as one static stylesheet, computed at build time for the product's theme. At run time antd
// generates no CSS (the shell's ConfigProvider sets `zeroRuntime`): every component the apps use is styled by
// this file, which the HTML links, content-hashed (cached for a year). Dark mode is the same stylesheet: the
// colours are CSS variables, and the dark theme's values apply under a class on <html>.
const { createRequire } = require('node:module');
const path = require('node:path');
const { SHARED_BY_PATH, SHARED_EXPORTS, exportOfPath } = require('./shared-packages');

/** The antd components whose styles the apps need: what they import, and what those render inside. */
function componentsToStyle() {
  const rendered = ['Checkbox', 'Divider', 'Menu', 'Pagination', 'Popover', 'Tooltip', 'message', 'notification'];
  const imported = SHARED_EXPORTS.antd.filter((name) => /^[A-Z]/.test(name) && name !== 'ConfigProvider');
  return [...new Set([...imported, ...SHARED_BY_PATH.map(exportOfPath), ...rendered])];
}

/**
 * Splits CSS into its top-level blocks: `prelude{body}` (the body keeps nested blocks as text).
 * @param {string} css
 */
function topLevelBlocks(css) {
  /** @type {{ prelude: string, body: string }[]} */
  const blocks = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (char === '{' && depth++ === 0) open = i;
    else if (char === '}' && --depth === 0) {
      blocks.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, i) });
      start = i + 1;
    }
  }
  return blocks;
}

/**
 * Splits a selector list at its top-level commas (`:where(.a,.b)` stays whole).
 * @param {string} list
 */
function selectorsOf(list) {
  const selectors = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      selectors.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  selectors.push(list.slice(start).trim());
  return selectors;
}

/**
 * The rule `prelude{body}` applied only under `html.<darkClass>` (at-rules: the rules inside them).
 * @param {string} prelude
 * @param {string} body
 * @param {string} darkClass
 * @returns {string}
 */
function scopeToDark(prelude, body, darkClass) {
  if (prelude.startsWith('@media') || prelude.startsWith('@supports')) {
    const inner = topLevelBlocks(body).map((block) => scopeToDark(block.prelude, block.body, darkClass));
    return `${prelude}{${inner.join('')}}`;
  }
  const root = `html.${darkClass}`;
  const scoped = selectorsOf(prelude).map((selector) => {
    if (selector === ':root' || selector === 'html') return root;
    if (selector.startsWith('html')) return `${root}${selector.slice(4)}`;
    return `${root} ${selector}`;
  });
  return `${scoped.join(',')}{${body}}`;
}

/**
 * @typedef {object} StylesheetOptions
 * @property {string} appDir the app folder, whose antd, React and antd's static-style-extract are used
 * @property {{ token: object, cssVar: { key: string } }} theme the app's antd theme
 * @property {object} [lightToken] tokens for the light theme only (e.g. darker secondary text for contrast)
 * @property {string} darkClass the class on <html> under which the dark theme applies
 */

/**
 * The stylesheet: every style of the light theme, the global design tokens also on :root (so the apps' own
 * inline styles can use them, see tokenVar in @vantage/client/theme), then each rule whose dark value differs,
 * scoped to html.<darkClass>.
 * @param {StylesheetOptions} options
 */
function buildStylesheet({ appDir, theme, lightToken = {}, darkClass }) {
  const components = componentsToStyle();
  // The app's own copies of antd and React, as its bundle has them.
  const load = createRequire(path.join(appDir, 'package.json'));
  const React = load('react');
  const antd = load('antd');
  const { extractStyle } = load('@ant-design/static-style-extract');
  /** @param {unknown} algorithm @param {object} [token] @returns {string} */
  const extract = (algorithm, token = {}) =>
    extractStyle({
      includes: components,
      antdInstance: antd,
      customTheme: (/** @type {unknown} */ node) =>
        React.createElement(
          antd.ConfigProvider,
          { theme: { ...theme, token: { ...theme.token, ...token }, algorithm } },
          node,
        ),
    });
  // The theme's design tokens go on :root too. Token blocks of other keys come from ConfigProviders that the
  // extraction renders inside components, keyed by a server-side React id no browser element ever carries.
  const themeTokens = `.${theme.cssVar.key}`;
  /** @param {unknown} algorithm @param {object} [token] */
  const blocksOf = (algorithm, token) =>
    topLevelBlocks(extract(algorithm, token))
      .filter(({ prelude }) => !/^\.css-var-\S+$/.test(prelude))
      .map(({ prelude, body }) => ({ prelude: prelude === themeTokens ? `:root,${prelude}` : prelude, body }));
  /** @param {{ prelude: string, body: string }} block */
  const text = ({ prelude, body }) => `${prelude}{${body}}`;
  const light = blocksOf(antd.theme.defaultAlgorithm, lightToken);
  const lightTexts = new Set(light.map(text));
  const darkOnly = blocksOf(antd.theme.darkAlgorithm)
    .filter((block) => !lightTexts.has(text(block)) && !block.prelude.startsWith('@keyframes'))
    .map(({ prelude, body }) => scopeToDark(prelude, body, darkClass));
  return `${light.map(text).join('')}\nhtml.${darkClass}{color-scheme:dark}${darkOnly.join('')}\n`;
}

module.exports = { buildStylesheet };

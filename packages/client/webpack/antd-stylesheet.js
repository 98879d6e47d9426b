// antd's styles as one static stylesheet, computed at build time for the product's theme. At run time antd
// generates no CSS (the shell's ConfigProvider sets `zeroRuntime`): every component the apps use is styled by
// this file, which the HTML links, content-hashed (cached for a year). Dark mode is the same stylesheet: the
// colours are CSS variables, and the dark theme's values apply under a class on <html>.
const { createHash } = require('node:crypto');

/** The antd components whose styles the apps need: what they import, and what those render inside. */
function componentsToStyle(sharedExports, sharedByPath, exportOfPath) {
  const rendered = ['Checkbox', 'Divider', 'Menu', 'Pagination', 'Popover', 'Tooltip', 'message', 'notification'];
  const imported = sharedExports.filter((name) => /^[A-Z]/.test(name) && name !== 'ConfigProvider');
  return [...new Set([...imported, ...sharedByPath.map(exportOfPath), ...rendered])];
}

/** Splits CSS into its top-level blocks: `prelude{body}` (the body keeps nested blocks as text). */
function topLevelBlocks(css) {
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

/** Splits a selector list at its top-level commas (`:where(.a,.b)` stays whole). */
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

/** The rule `prelude{body}` applied only under `html.<darkClass>` (at-rules: the rules inside them). */
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
 * The stylesheet: every style of the light theme, the global design tokens also on :root (so the apps' own
 * inline styles can use them, see tokenVar in @vantage/client/theme), then each rule whose dark value differs,
 * scoped to html.<darkClass>.
 */
function buildStylesheet({ appDir, theme, lightToken = {}, darkClass, components }) {
  const load = (request) => require(require.resolve(request, { paths: [appDir] }));
  const React = load('react');
  const antd = load('antd');
  const { extractStyle } = load('@ant-design/static-style-extract');
  const extract = (algorithm, token = {}) =>
    extractStyle({
      includes: components,
      antdInstance: antd,
      customTheme: (node) =>
        React.createElement(
          antd.ConfigProvider,
          { theme: { ...theme, token: { ...theme.token, ...token }, algorithm } },
          node,
        ),
    });
  // The theme's design tokens go on :root too. Token blocks of other keys come from ConfigProviders that the
  // extraction renders inside components, keyed by a server-side React id no browser element ever carries.
  const themeTokens = `.${theme.cssVar.key}`;
  const blocksOf = (algorithm, token) =>
    topLevelBlocks(extract(algorithm, token))
      .filter(({ prelude }) => !/^\.css-var-\S+$/.test(prelude))
      .map(({ prelude, body }) => ({ prelude: prelude === themeTokens ? `:root,${prelude}` : prelude, body }));
  const text = ({ prelude, body }) => `${prelude}{${body}}`;
  const light = blocksOf(antd.theme.defaultAlgorithm, lightToken);
  const lightTexts = new Set(light.map(text));
  const darkOnly = blocksOf(antd.theme.darkAlgorithm)
    .filter((block) => !lightTexts.has(text(block)) && !block.prelude.startsWith('@keyframes'))
    .map(({ prelude, body }) => scopeToDark(prelude, body, darkClass));
  return `${light.map(text).join('')}\nhtml.${darkClass}{color-scheme:dark}${darkOnly.join('')}\n`;
}

/**
 * Emits `antd.<hash>.css` (built once per compiler) and preloads it from the head of the HTML. It does not
 * block the first paint: the server's first screen carries its own few styles, and the shell's bootstrap
 * applies this stylesheet (turns the preload into a stylesheet, see applyPreloadedStylesheets) before React
 * renders anything it styles.
 */
class AntdStylesheetPlugin {
  constructor(options) {
    this.options = options;
    this.stylesheet = null;
  }

  apply(compiler) {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('AntdStylesheetPlugin', (compilation) => {
      let file = null;
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

module.exports = { AntdStylesheetPlugin, componentsToStyle };

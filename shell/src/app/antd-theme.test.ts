import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { Button, ConfigProvider, theme } from 'antd';
import { precomputeThemeToken } from '@vantage/build-config/antd-theme-token';
import { ANTD_THEME, createThemeCache } from './antd-theme';
import productTheme from './theme.json';

/** Renders a button in the product's theme with antd's cache `cache`; the token the button's page reads. */
function renderWith(cache: ReturnType<typeof createCache>): unknown {
  let token: unknown;
  const Page = () => {
    token = theme.useToken().token;
    return createElement(Button, null, 'Go');
  };
  renderToString(
    createElement(StyleProvider, { cache }, createElement(ConfigProvider, { theme: ANTD_THEME }, createElement(Page))),
  );
  return token;
}

test("antd takes the theme's token as the build computed it, and computes no component's CSS variables", () => {
  // What the shell's build bundles (virtual:antd-theme-token), from the same theme.json.
  const precomputed = precomputeThemeToken({ appDir: path.resolve(__dirname, '../..'), theme: productTheme.antd });
  const cache = createThemeCache(precomputed);
  const token = renderWith(cache);

  // The very value the build made: antd found its key (same antd, theme and seed) and derived nothing.
  expect(cache.opGet(precomputed.key)?.[1]).toBe(precomputed.value);
  // And it is the token antd derives by itself.
  expect(token).toEqual(renderWith(createCache()));
  // The button's CSS variables are in the cache with no text: none was computed, none is added to the page.
  const variables = [...cache.cache].filter(([key]) => key.startsWith('cssVar%Button%'));
  expect(variables).toHaveLength(1);
  expect(variables[0][1][1]).toEqual([{}, '', '', '']);
});

// The product's antd theme, and the cache antd keeps its computed theme in, which starts from what the shell's
// build computed (packages/build-config/src/antd-theme-token.js) instead of antd computing it on every page.
import { createCache } from '@ant-design/cssinjs';
import type { ThemeConfig } from 'antd';
import type { PrecomputedThemeToken } from '@vantage/build-config/antd-theme-token';
import productTheme from './theme.json';

/** antd generates no component styles at run time: the shell's build computes them into the linked stylesheet. */
export const ANTD_THEME: ThemeConfig = { ...productTheme.antd, zeroRuntime: true };

type AntdCache = ReturnType<typeof createCache>;
/** An entry of antd's cache: how many mounted components use it, and its value. */
type Entry = Parameters<Parameters<AntdCache['opUpdate']>[1]>[0];

/**
 * What a component's CSS variables would be: none. With zeroRuntime antd still computes each component's CSS
 * variables when one first renders and adds them as a <style>, which the linked stylesheet already holds (and
 * which the theme provider sends to a container outside the document): with this value antd computes nothing
 * and adds nothing. Its elements: the variables, their text, the <style>'s id and the theme's key.
 */
const NO_COMPONENT_VARIABLES = [{}, '', '', ''];
const COMPONENT_VARIABLES = /^cssVar%/;

/**
 * antd's cache, where antd finds the theme's token already computed (when its key is the build's: the same
 * antd, theme and seed) and every component's CSS variables already "added". antd fills an entry it does not
 * find by computing it; this cache hands it these values instead, so antd reads them as its own.
 */
export function createThemeCache(precomputed: PrecomputedThemeToken): AntdCache {
  const cache = createCache();
  const update = cache.opUpdate.bind(cache);
  const initial = (key: string): Entry => {
    if (key === precomputed.key) return [0, precomputed.value];
    if (COMPONENT_VARIABLES.test(key)) return [0, NO_COMPONENT_VARIABLES];
    return null;
  };
  cache.opUpdate = (key, valueFn) => update(key, (entry) => valueFn(entry ?? initial(key)));
  return cache;
}

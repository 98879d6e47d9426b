// The one antd theme of the product; remotes render inside it, so they follow dark mode too. antd generates
// no component styles at run time (zeroRuntime): the shell's build computes them into one linked stylesheet from
// theme.json (packages/build-config/src/antd-stylesheet.js), and dark mode is a class on <html> under which
// that stylesheet's CSS variables take their dark values. The build computes the theme's token too.
import { useLayoutEffect, type ReactNode } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import precomputedThemeToken from 'virtual:antd-theme-token';
import { AppFeedbackProvider } from '@vantage/client/app-feedback';
import { useAppSelector } from '@vantage/client/redux-hooks';
import { selectDarkMode } from '@vantage/client/theme';
import { ANTD_THEME, createThemeCache } from './antd-theme';
import productTheme from './theme.json';

const THEME_CACHE = createThemeCache(precomputedThemeToken);
// Tags keep their bordered look of antd 5 (antd 6 made them borderless by default).
const TAG = { variant: 'outlined' } as const;
// antd passes zeroRuntime on to the icons only when it provides their context, which it does when given their
// class prefix (the default one here): each icon then stops checking the document for its <style> when it
// mounts (a day's dashboard has over a hundred icons), whose rules the linked stylesheet holds. The remotes'
// icons read this same context: its module is shared (sharedModules in @vantage/build-config).
const ICON_PREFIX = 'anticon';
// Even with zeroRuntime, antd adds <style> elements of CSS variables that the linked stylesheet already holds
// (light and dark): the theme's cache (antd-theme.ts) spares it most of them, and whatever it still adds goes to
// a container outside the document, where it costs no style recalculation (the dashboard's first commit was
// ~80 ms shorter at 4× CPU; the computed styles of every element on seven pages, light and dark, unchanged).
// The server renders no styles: the page links the stylesheet.
const RUNTIME_STYLES = typeof document === 'undefined' ? undefined : document.createElement('div');
// The element antd's App rendered around every page (its classes: the App's, which set the text's colour, size,
// line height and font, and the theme's CSS variables'). antd's App itself (message, notification, the modal
// hooks) joins the page with the first call of `useAppFeedback` (@vantage/client/app-feedback).
const APP_CLASS = `ant-app ${productTheme.antd.cssVar.key}`;

export function ThemeProvider({ children }: { children: ReactNode }) {
  const darkMode = useAppSelector(selectDarkMode);
  // Before the browser paints, so nothing shows in the old colours; the scheme is known from then on, and
  // index.html's CSS stops following the system's.
  useLayoutEffect(() => {
    document.documentElement.classList.toggle(productTheme.darkModeClass, darkMode);
    document.documentElement.dataset.colorScheme = darkMode ? 'dark' : 'light';
  }, [darkMode]);
  return (
    <StyleProvider container={RUNTIME_STYLES} cache={THEME_CACHE}>
      <ConfigProvider theme={ANTD_THEME} tag={TAG} iconPrefixCls={ICON_PREFIX}>
        <div className={APP_CLASS}>
          <AppFeedbackProvider>{children}</AppFeedbackProvider>
        </div>
      </ConfigProvider>
    </StyleProvider>
  );
}

import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ConfigProvider } from 'antd';
import { createAppStore } from '@vantage/client/store';
import { ANTD_THEME } from '@/app/antd-theme';
import { TeamSearch } from './team-search';
import { TeamSearchOnDemand } from './team-search-on-demand';

// The icons' CommonJS build requires this one file of @ant-design/colors from its ES build, which jest cannot load.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

/** `element` as the server renders it in the product's theme. */
function html(element: ReactElement): string {
  return renderToString(
    createElement(Provider, {
      store: createAppStore(),
      children: createElement(
        MemoryRouter,
        null,
        createElement(ConfigProvider, { theme: ANTD_THEME, iconPrefixCls: 'anticon' }, element),
      ),
    }),
  );
}

test('the search stand-in is the AutoComplete’s markup, so the page looks the same before it loads', () => {
  const standIn = html(createElement(TeamSearchOnDemand));
  expect(standIn).toContain('id="site-search"');
  expect(standIn).toBe(html(createElement(TeamSearch)));
});

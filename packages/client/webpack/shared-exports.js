// The exports of shared libraries that the four front-end apps (and @vantage/client) use. A shared
// package is otherwise bundled whole, because any remote may ask the host for any export; with this list
// every app bundles the same subset, so whichever copy the runtime picks (the shell's, loaded first)
// has what every remote needs. The build fails when an app imports an export missing here: add it, and
// every app is rebuilt (this folder is an input of every front-end build).
const SHARED_EXPORTS = {
  antd: [
    'Alert',
    'App',
    'AutoComplete',
    'Avatar',
    'Badge',
    'Button',
    'Card',
    'Col',
    'ConfigProvider',
    'Descriptions',
    'Dropdown',
    'Empty',
    'Flex',
    'Grid',
    'Input',
    'Layout',
    'Modal',
    'Popover',
    'Progress',
    'Radio',
    'Result',
    'Row',
    'Select',
    'Skeleton',
    'Space',
    'Spin',
    'Statistic',
    'Switch',
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
    'useLocation',
    'useNavigate',
    'useParams',
    'useRouteError',
    'useSearchParams',
  ],
};

// antd components that the dashboard's first screen does not render (Table and DatePicker alone are ~130 KB
// gzip; Form brings its validation library): apps import them by path (`import Table from 'antd/es/table'`),
// and each is a shared singleton of its own, a chunk loaded, and evaluated, with the first screen that renders
// it instead of in the one long task that evaluates antd on every page.
const SHARED_BY_PATH = [
  'antd/es/table',
  'antd/es/date-picker',
  'antd/es/form',
  'antd/es/upload',
  'antd/es/popconfirm',
  'antd/es/list',
  'antd/es/segmented',
];

module.exports = { SHARED_EXPORTS, SHARED_BY_PATH };

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
    'Form',
    'Grid',
    'Input',
    'Layout',
    'List',
    'Modal',
    'Popconfirm',
    'Progress',
    'Radio',
    'Result',
    'Row',
    'Segmented',
    'Select',
    'Skeleton',
    'Space',
    'Spin',
    'Statistic',
    'Switch',
    'Tabs',
    'Tag',
    'Typography',
    'Upload',
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

// Heavy antd components that no first paint needs (Table and DatePicker alone are ~130 KB gzip): apps
// import them by path (`import Table from 'antd/es/table'`), and each is a shared singleton of its own,
// a chunk loaded with the first screen that renders it.
const SHARED_BY_PATH = ['antd/es/table', 'antd/es/date-picker'];

module.exports = { SHARED_EXPORTS, SHARED_BY_PATH };

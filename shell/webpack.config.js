const { createAppConfig } = require('@vantage/build-config');
const { createServerConfig } = require('@vantage/build-config/server');
const theme = require('./src/app/theme.json');

// The host: no remotes at build time; it reads their manifest URLs from /remotes.json at run time. Its build
// also computes antd's stylesheet for the product's theme (light and dark) and the theme's token.
// Its server build renders the first screen (shell/src/server/render.tsx).
module.exports = (_env, argv) => [
  createAppConfig({ appDir: __dirname, mode: argv.mode, name: 'shell', host: true, theme }),
  createServerConfig({ appDir: __dirname, kind: 'shell', entry: './src/server/render.tsx', theme }),
];

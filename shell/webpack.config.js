const { createAppConfig } = require('@vantage/build-config');
const theme = require('./src/app/theme.json');

// The host: no remotes at build time; it reads their manifest URLs from /remotes.json at run time. Its build
// also computes antd's stylesheet for the product's theme (light and dark).
module.exports = (_env, argv) =>
  createAppConfig({ appDir: __dirname, mode: argv.mode, name: 'shell', host: true, theme });

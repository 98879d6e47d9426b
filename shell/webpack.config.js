const { createAppConfig } = require('@vantage/client/webpack');

// The host: no remotes at build time; it reads their manifest URLs from /remotes.json at run time.
module.exports = (_env, argv) => createAppConfig({ appDir: __dirname, mode: argv.mode, name: 'shell', host: true });

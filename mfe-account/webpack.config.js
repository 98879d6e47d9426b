const { createAppConfig } = require('@vantage/build-config');
const { createServerConfig } = require('@vantage/build-config/server');

// The container name is REMOTES.account.container in packages/contracts/src/ui-routes.ts.
// The browser build, and the server build of the same App that the shell's server renders pages with.
module.exports = (_env, argv) => [
  createAppConfig({
    appDir: __dirname,
    mode: argv.mode,
    name: 'mfe_account',
    exposes: { './App': './src/app/app.tsx' },
  }),
  createServerConfig({ appDir: __dirname, kind: 'remote', entry: './src/app/app.tsx' }),
];

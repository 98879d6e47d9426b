const { createAppConfig } = require('@vantage/build-config');

// The container name is REMOTES.account.container in packages/contracts/src/ui-routes.ts.
module.exports = (_env, argv) =>
  createAppConfig({
    appDir: __dirname,
    mode: argv.mode,
    name: 'mfe_account',
    exposes: { './App': './src/app/app.tsx' },
  });

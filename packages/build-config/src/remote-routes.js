// @ts-check
// The contracts' route table (which remote owns each browser route), loaded as the module the shell routes
// by: packages/contracts is TypeScript that the apps' loaders compile, so Node loads it here through tsx's
// scoped require (no global hook, no copy of the table).
const { require: requireTypeScript } = require('tsx/cjs/api');

/** @returns {readonly import('@vantage/contracts/ui-routes').RemoteRoute[]} */
function remoteRoutes() {
  /** @type {typeof import('@vantage/contracts/ui-routes')} */
  const uiRoutes = requireTypeScript('@vantage/contracts/ui-routes', __filename);
  return uiRoutes.REMOTE_ROUTES;
}

module.exports = { remoteRoutes };

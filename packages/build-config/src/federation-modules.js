// @ts-check
// How the build-time plugins recognise Module Federation's shared modules, through webpack's public Module
// surface (`type`, `libIdent`) and the options ConsumeSharedModule exposes, not the plugin's private fields.

const PROVIDE = 'provide-module';
const CONSUME = 'consume-shared-module';

/**
 * The share key ('antd', 'antd/es/table', '@vantage/client/http') of a provide or consume module, else null.
 * @param {import('webpack').Module} module
 * @param {string} context the compiler's context (libIdent is relative to it)
 * @returns {string | null}
 */
function shareKeyOf(module, context) {
  if (module.type === CONSUME)
    return /** @type {{ options: { shareKey: string } }} */ (/** @type {unknown} */ (module)).options.shareKey;
  if (module.type !== PROVIDE) return null;
  // `webpack/sharing/provide/<share scope>/<share key>`, after `(<layer>)/` when the module has a layer.
  const ident = module.libIdent({ context }) ?? '';
  const match = /(?:^|\/)webpack\/sharing\/provide\/[^/]+\/(.+)$/.exec(ident);
  return match ? match[1] : null;
}

/** @param {import('webpack').Module} module */
const isProvidedShare = (module) => module.type === PROVIDE;

module.exports = { shareKeyOf, isProvidedShare };

// @ts-check
// The one rule that compiles the front ends' TypeScript and JSX (swc-loader), for any build of their sources.

/**
 * @param {{ production: boolean, target?: string }} options target: the ECMAScript version emitted
 * @returns {import('webpack').RuleSetRule}
 */
function swcRule({ production, target = 'es2020' }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target,
        },
      },
    },
  };
}

module.exports = { swcRule };

// antd's theme token as the shell's build computed it (packages/build-config/src/antd-theme-token.js).
declare module 'virtual:antd-theme-token' {
  const precomputed: import('@vantage/build-config/antd-theme-token').PrecomputedThemeToken;
  export default precomputed;
}

// @ts-check
// antd's components by the name antd's index exports them under, and the module that holds each one.
const fs = require('node:fs');
const path = require('node:path');

/** @type {Map<string, Map<string, string>>} */
const byAppDir = new Map();

/**
 * Export name → module request (`DatePicker` → `antd/es/date-picker`), read from antd's own index
 * (`export { default as DatePicker } from './date-picker'`), so a new antd version's names come with it.
 * @param {string} appDir
 * @returns {Map<string, string>}
 */
function antdComponentPaths(appDir) {
  const cached = byAppDir.get(appDir);
  if (cached) return cached;
  const index = path.join(path.dirname(require.resolve('antd/package.json', { paths: [appDir] })), 'es/index.js');
  const paths = new Map(
    [...fs.readFileSync(index, 'utf8').matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)';/g)].map(
      ([, name, folder]) => [name, `antd/es/${folder}`],
    ),
  );
  byAppDir.set(appDir, paths);
  return paths;
}

module.exports = { antdComponentPaths };

// Bundles a service (run from its folder) into dist/*.js with esbuild: our workspace packages are
// compiled in, third-party packages stay external (native addons, wasm assets, migrations on disk).
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serviceDir = process.cwd();
const pkg = JSON.parse(readFileSync(path.join(serviceDir, 'package.json'), 'utf8'));
// What service-kit depends on counts too (it is a workspace package compiled into the bundle).
const kit = JSON.parse(readFileSync(path.join(serviceDir, '../packages/service-kit/package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies, ...kit.dependencies }).filter(
  (name) => !name.startsWith('@vantage/'),
);

const entryPoints = ['src/server.ts', ...(pkg.vantage?.entryPoints ?? [])].filter((entry) =>
  existsSync(path.join(serviceDir, entry)),
);
const started = Date.now();
await build({
  entryPoints,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: [...new Set(external)],
  logLevel: 'warning',
});
console.log(`${pkg.name}: built ${entryPoints.join(', ')} in ${Date.now() - started} ms`);

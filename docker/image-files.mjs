// What one part of the product runs, gathered into one folder for its image (docker/Dockerfile):
//   node docker/image-files.mjs service svc-sports /out   its bundle (no source maps), migrations, data/ and seed/,
//                                                       package.json, and node_modules holding only the packages
//                                                       the bundle requires and what those require in turn
//   node docker/image-files.mjs frontend mfe-games /out   the built files a browser loads (no build report) and
//                                                       the static server
// Run in the build stage after `npm run build`, from the repository root.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const [kind, part, out] = process.argv.slice(2);
if (!['service', 'frontend'].includes(kind) || !part || !out) {
  console.error('usage: node docker/image-files.mjs service|frontend <workspace> <out dir>');
  process.exit(2);
}
const ROOT = process.cwd();
const BUILTIN = new Set(builtinModules);
const PACKAGE_NAME = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/.*)?$/;
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The package names a bundle loads with require() or import (esbuild leaves third-party packages external). */
function requiredPackages(dir) {
  const names = new Set();
  for (const file of readdirSync(dir)) {
    if (!/\.(c|m)?js$/.test(file)) continue;
    const code = readFileSync(path.join(dir, file), 'utf8');
    // The bundles are CommonJS: a package is loaded with require("name") or import("name"), and a package's
    // files are found with require.resolve("name/file") (svc-sports serves swagger-ui-dist's this way).
    for (const match of code.matchAll(/\b(?:require(?:\.resolve)?|import)\(["']([^"'./][^"']*)["']\)/g)) {
      const specifier = match[1];
      if (specifier.startsWith('node:') || BUILTIN.has(specifier.split('/')[0])) continue;
      if (!PACKAGE_NAME.test(specifier)) continue;
      const parts = specifier.split('/');
      names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
  }
  return names;
}

/** Where Node finds package `name` when required from folder `from` (nested node_modules first, then hoisted). */
function resolvePackage(name, from) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === ROOT || dir === path.dirname(dir)) return null;
  }
}

/** Every package folder the given names need at run time: their dependencies and optional ones present. */
function packageClosure(names, from) {
  const found = new Set();
  const visit = (name, requiredFrom, optional) => {
    const dir = resolvePackage(name, requiredFrom);
    if (!dir) {
      if (optional) return;
      throw new Error(`${name} (required from ${path.relative(ROOT, requiredFrom) || '.'}) is not installed`);
    }
    if (found.has(dir)) return;
    found.add(dir);
    const manifest = readJson(path.join(dir, 'package.json'));
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency, dir, false);
    for (const dependency of Object.keys(manifest.optionalDependencies ?? {})) visit(dependency, dir, true);
  };
  for (const name of names) visit(name, from, false);
  return found;
}

const copy = (from, to, filter) => cpSync(from, to, { recursive: true, filter });
const noSourceMaps = (file) => !file.endsWith('.map');

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const workspace = path.join(ROOT, part);
if (kind === 'service') {
  copy(path.join(workspace, 'dist'), path.join(out, 'dist'), noSourceMaps);
  for (const folder of ['drizzle', 'data', 'seed']) {
    if (existsSync(path.join(workspace, folder))) copy(path.join(workspace, folder), path.join(out, folder));
  }
  copy(path.join(workspace, 'package.json'), path.join(out, 'package.json'));
  // Production dependencies only (its own and service-kit's, compiled into the bundle): a require() of a
  // development tool (svc-sports' worker loads tsx only when run from source) is not one.
  const production = new Set(
    [workspace, path.join(ROOT, 'packages/service-kit')].flatMap((dir) => {
      const manifest = readJson(path.join(dir, 'package.json'));
      return Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies });
    }),
  );
  const required = [...requiredPackages(path.join(workspace, 'dist'))].filter((name) => production.has(name));
  const packages = packageClosure(required, workspace);
  const placed = new Map();
  for (const dir of packages) {
    // Installed at the root or in the workspace's own node_modules: either way the service's node_modules.
    const inWorkspace = path.relative(path.join(workspace, 'node_modules'), dir);
    const target = inWorkspace.startsWith('..') ? path.relative(path.join(ROOT, 'node_modules'), dir) : inWorkspace;
    if (placed.has(target)) throw new Error(`${placed.get(target)} and ${dir} both belong at node_modules/${target}`);
    placed.set(target, dir);
    copy(dir, path.join(out, 'node_modules', target), (file) => {
      // A package's own nested node_modules are copied as packages of the closure (only those needed).
      const inner = path.relative(dir, file);
      return !inner.startsWith(`node_modules${path.sep}`) && inner !== 'node_modules';
    });
  }
  console.log(`${part}: ${packages.size} packages for ${required.join(', ')}`);
} else {
  copy(
    path.join(workspace, 'dist'),
    path.join(out, 'dist'),
    (file) => noSourceMaps(file) && !file.endsWith('mf-stats.json'),
  );
  for (const file of ['static-server.mjs', 'release-store.mjs']) {
    copy(path.join(ROOT, 'gateway', file), path.join(out, file));
  }
  copy(path.join(ROOT, 'docker/healthcheck.mjs'), path.join(out, 'healthcheck.mjs'));
}

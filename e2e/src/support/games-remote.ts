// platform.e2e.ts stops mfe-games' server to show the unavailable card, and jest picks the order of the suites:
// a suite that needs the games remote starts a server of its own for itself when none answers.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { BASE_URL, stack } from './browser';

const ROOT = path.resolve(__dirname, '../../..');
/** This stack's release store of mfe-games: beside its record, in its run folder (scripts/stack.mjs). */
export const GAMES_RELEASES = path.join(path.dirname(stack.recordFile), 'releases', 'games');

export function useGamesRemoteServing(): void {
  let server: ChildProcess | null = null;
  beforeAll(async () => {
    const manifest = await fetch(`${BASE_URL}/remotes/games/mf-manifest.json`).catch(() => null);
    if (manifest?.ok) return;
    server = spawn(process.execPath, [
      path.join(ROOT, 'gateway/static-server.mjs'),
      '--dir',
      path.join(ROOT, 'mfe-games/dist'),
      '--releases',
      GAMES_RELEASES,
      '--port',
      String(stack.ports.games),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  });
  afterAll(() => server?.kill());
}

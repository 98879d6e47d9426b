import fs from 'node:fs';
import path from 'node:path';

/**
 * The service folder: the nearest folder above this code holding `drizzle/` (src/*.ts in tests, dist/*.js and
 * dist/seed/cli.js when bundled).
 */
function serviceRoot(): string {
  for (let dir = __dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'drizzle')) && fs.existsSync(path.join(dir, 'package.json'))) return dir;
  }
  throw new Error(`svc-sports folder not found above ${__dirname}`);
}

const root = serviceRoot();

export const MIGRATIONS_FOLDER = path.join(root, 'drizzle');
export const DATA_FOLDER = path.join(root, 'data');

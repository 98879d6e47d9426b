// Each first screen's script, as a guest's browser loads it until the page settles (gzip as served, measured by
// scripts/bench/first-screen-script.mjs), against its figure in bench/first-screen-budget.json: a page that
// grows past it by more than the file's tolerance fails. A page that shrinks is recorded there by hand.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BASE_URL } from './support/browser';

const ROOT = path.resolve(__dirname, '../..');

interface Measured {
  page: string;
  gzip_kb: number;
  by_part_kb: Record<string, number>;
}

interface Budget {
  tolerance_kb: number;
  pages: Record<string, number>;
}

test('no first screen loads more script than its recorded size allows', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'first-screen-'));
  try {
    const json = path.join(dir, 'measured.json');
    await promisify(execFile)(
      process.execPath,
      [path.join(ROOT, 'scripts/bench/first-screen-script.mjs'), '--url', BASE_URL, '--json', json],
      { timeout: 540_000 },
    );
    const measured: Measured[] = JSON.parse(readFileSync(json, 'utf8'));
    const budget: Budget = JSON.parse(readFileSync(path.join(ROOT, 'bench/first-screen-budget.json'), 'utf8'));
    expect(measured.map((page) => page.page).sort()).toEqual(Object.keys(budget.pages).sort());
    const over = measured
      .filter((page) => page.gzip_kb > budget.pages[page.page] + budget.tolerance_kb)
      .map((page) => ({
        page: page.page,
        kb: page.gzip_kb,
        recorded: budget.pages[page.page],
        parts: page.by_part_kb,
      }));
    expect(over).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 600_000);

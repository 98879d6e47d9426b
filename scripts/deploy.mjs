// `npm run deploy -- <remote> [--from DIR] [--keep N] [--releases DIR]`: makes a build of one remote (by default
// its fresh dist/) its next live release, with no rebuild of the shell and no restart; `--list` shows the kept
// releases. See gateway/release-store.mjs and README.md (Operations).
import path from 'node:path';
import { KEPT_RELEASES } from '../gateway/release-store.mjs';
import { keptIds, runReleaseCommand, shortPath } from './deploy-cli.mjs';

await runReleaseCommand({
  name: 'deploy',
  usage: `<games|account|admin> [--from DIR] [--keep N (default ${KEPT_RELEASES})] [--releases DIR] [--list]`,
  options: { from: { type: 'string' }, keep: { type: 'string' } },
  command({ remote, folder, store, values }) {
    const from = path.resolve(values.from ?? path.join(folder, 'dist'));
    const keep = values.keep === undefined ? KEPT_RELEASES : Number(values.keep);
    const { id, previous, removed } = store.deploy(from, { keep });
    console.log(`${remote}: release ${id} is live${previous ? ` (was ${previous})` : ''}, from ${shortPath(from)}`);
    console.log(`kept releases: ${keptIds(store)}${removed.length ? `; removed ${removed.join(', ')}` : ''}`);
  },
});

// `npm run rollback -- <remote> [--to ID] [--releases DIR]`: makes the release before the live one (or release
// ID) of one remote live again, with no rebuild and no restart; `--list` shows the kept releases. See
// gateway/release-store.mjs and README.md (Operations).
import { keptIds, runReleaseCommand } from './deploy-cli.mjs';

await runReleaseCommand({
  name: 'rollback',
  usage: '<games|account|admin> [--to ID] [--releases DIR] [--list]',
  options: { to: { type: 'string' } },
  command({ remote, store, values }) {
    const { id, previous } = store.rollback({ to: values.to });
    console.log(`${remote}: release ${id} is live${id === previous ? ' already' : ` again (was ${previous})`}`);
    console.log(`kept releases: ${keptIds(store)}`);
  },
});

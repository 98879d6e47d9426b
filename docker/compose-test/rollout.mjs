// Phase: a remote's container replaced by its next release while a page opened on the release before is open.
import {
  api,
  compose,
  containers,
  DOCKER,
  docker,
  goto,
  imageName,
  output,
  PASSWORD,
  run,
  waitHealthy,
  withBrowser,
} from './helpers.mjs';

/**
 * mfe-games' next release: the same code with one sentence of its trends screen changed, built from the
 * build stage and put in the image over the running one's build (so every other layer is the same image's).
 */
const RELEASE_2 = ' (release 2)';
function buildNextRelease() {
  // By name: BuildKit takes no image id after FROM.
  const running = `${imageName('mfe-games')}:release-1`;
  docker('tag', imageName('mfe-games'), running);
  const dockerfile = `FROM ${imageName('build')} AS next
RUN sed -i "s/Every game with its teams&apos; momentum and situational trends/&${RELEASE_2}/" mfe-games/src/features/trends-listing/components/trends-page.tsx \\
 && grep -q "${RELEASE_2}" mfe-games/src/features/trends-listing/components/trends-page.tsx \\
 && npm run build -w mfe-games && node docker/image-files.mjs frontend mfe-games /out
FROM ${running}
USER root
RUN rm -rf /app/dist
COPY --from=next /out/dist /app/dist
USER node
`;
  const built = output(DOCKER, ['build', '-q', '-t', `${imageName('mfe-games')}:release-2`, '-'], dockerfile);
  if (!built) throw new Error("mfe-games' next release did not build");
  return { previous: running, next: `${imageName('mfe-games')}:release-2` };
}

/**
 * A page opened on release 1, mfe-games' container replaced by the next release's image, then the page's next
 * lazy screen: its chunk is release 1's, which the new image does not hold; the release volume still does.
 */
export async function rolloutOfARemote(url, email) {
  const { previous, next } = buildNextRelease();
  await withBrowser(async (page) => {
    await goto(page, '/login?next=/dashboard');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).last().click();
    await page.waitForURL(`${url}/dashboard`);
    await page.getByTestId('game-card').first().waitFor();
    const gamesAnswers = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/remotes/games/')) gamesAnswers.push(`${response.status()} ${pathname}`);
    });
    try {
      await run(DOCKER, ['tag', next, imageName('mfe-games')]);
      await compose(['up', '-d', '--no-build', '--no-deps', 'mfe-games'], { stdio: ['ignore', 'ignore', 'inherit'] });
      await waitHealthy(['mfe-games'], 60_000);
      // nginx resolves its upstreams' names when it loads its configuration: the new container has a new address.
      await run(DOCKER, ['kill', '--signal', 'HUP', containers('gateway')[0]], { quiet: true });
    } finally {
      // The next run builds release 1 again under the same name.
      docker('tag', previous, imageName('mfe-games'));
    }
    const live = await api(url, '/remotes/games/mf-manifest.json');
    const liveFiles = JSON.stringify(live);
    console.log(
      `mfe-games' container runs the next release; its manifest names ${live.exposes?.length ?? 0} exposed modules`,
    );

    await page.getByRole('link', { name: 'View All' }).first().click();
    await page.getByRole('heading', { name: 'MLB Trends', exact: true }).waitFor();
    await page.getByTestId('trend-game-card').first().waitFor();
    const oldChunks = gamesAnswers
      .filter((answer) => answer.endsWith('.js'))
      .map((answer) => answer.split('/').pop())
      .filter((file) => !liveFiles.includes(file));
    const refused = gamesAnswers.filter((answer) => !answer.startsWith('200 ') && !answer.startsWith('304 '));
    if (refused.length) throw new Error(`after the rollout the open page got ${refused.join(', ')}`);
    if (!oldChunks.length) throw new Error('the open page loaded no chunk of its own release after the rollout');
    if (await page.getByText(RELEASE_2).count()) throw new Error('the open page already runs the next release');
    console.log(
      `the page opened before the rollout loaded its trends screen from its own release (${oldChunks.join(', ')})`,
    );
    await page.reload();
    await page.getByText(RELEASE_2.trim()).first().waitFor();
    console.log('after a reload the page runs the next release');
  });
}

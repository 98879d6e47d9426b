// Pro's API access through the gateway: the OpenAPI document validates and every documented read call
// answers as documented; a Pro member creates a key in the profile, reads with it at the member's level,
// sees its use counted and revokes it; Free and Basic members see the upgrade path instead.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {
  API_KEY_CALLS_PER_MINUTE,
  API_KEY_HEADER,
  API_KEY_MESSAGES,
  OPENAPI_PATH,
} from '@vantage/contracts/api-key-rules';
import { LEAGUES } from '@vantage/contracts/sports-rules';
import type { Calendar, ComparisonList } from '@vantage/contracts/sports';
import { BASE_URL, screenshot, useBrowserSession } from './support/browser';
import { newSignedInUser, storedItem } from './support/account';
import { upgradeThroughSandbox } from './support/billing';

const session = useBrowserSession();

type JsonObject = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function getJson(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${BASE_URL}${url}`, { headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as JsonObject };
}

/** A member on Pro with a key made on the profile's API tab (the key as the page showed it once). */
async function proMemberWithKey(name: string) {
  const { page } = session;
  const member = await newSignedInUser(page, '/pricing', 'api');
  await upgradeThroughSandbox(page, 'pro');
  await page.goto('/profile?tab=api');
  await page.getByRole('textbox', { name: 'Key name' }).fill(name);
  const create = page.getByRole('button', { name: 'Create key' });
  // A plus, as on every button that makes something: the key icon's round head read as a magnifier.
  expect(await create.locator('.anticon-plus').count()).toBe(1);
  await create.click();
  const key = (await page.getByTestId('new-api-key').innerText()).trim();
  return { ...member, key };
}

describe('the OpenAPI document', () => {
  let document: JsonObject;
  beforeAll(async () => {
    const answer = await getJson(OPENAPI_PATH);
    expect(answer.status).toBe(200);
    document = answer.body;
  });

  test('is a valid OpenAPI 3.1 document', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const validator = require.resolve('@seriousme/openapi-schema-validator/bin/validate-api-cli.js');
    const output = execFileSync(process.execPath, [validator, file], { encoding: 'utf8' });
    expect(output).toContain('"valid": true');
    expect(document.openapi).toBe('3.1.0');
  });

  test('every documented read call answers as documented, for a guest and with a Pro key', async () => {
    const { key } = await proMemberWithKey('contract walk');
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const calendar = (await getJson('/api/mlb/calendar/')).body as Calendar;
    const list = (await getJson(`/api/mlb/comparison/?date=${calendar.today}`)).body as ComparisonList;
    const free = list.games.find((game) => game.access.insight) ?? list.games[0];
    const concrete: Record<string, string> = {
      '/api/{league}/calendar/': '/api/mlb/calendar/',
      '/api/{league}/comparison/': `/api/mlb/comparison/?date=${calendar.today}`,
      '/api/{league}/comparison/{gameId}/': `/api/mlb/comparison/${free.game_id}/`,
      '/api/{league}/teams/': '/api/mlb/teams/?q=Yankees',
      '/api/{league}/games/': `/api/mlb/games/?team=${free.home_team_code}`,
      '/api/{league}/performance/': '/api/mlb/performance/',
      '/api/{league}/track-record/': '/api/mlb/track-record/',
      '/api/{league}/explorer/': `/api/mlb/explorer/?team=${free.home_team_code}&venue=home`,
      '/api/{league}/trends/found/': '/api/mlb/trends/found/',
      '/api/{league}/ledger/': `/api/mlb/ledger/?date=${calendar.today}`,
      '/api/{league}/ledger/{gameId}/proof/': `/api/mlb/ledger/${free.game_id}/proof/`,
    };
    // The league's reads with a JSON answer, but the staff dashboard's (a key is never staff).
    const documentedReads = Object.entries(document.paths as JsonObject).filter(
      ([route, item]) =>
        route.startsWith('/api/{league}/') &&
        item.get?.responses['200']?.content?.['application/json'] &&
        !item.get.tags.includes('staff'),
    );
    expect(documentedReads.map(([route]) => route).sort()).toEqual(Object.keys(concrete).sort());
    for (const [route, item] of documentedReads) {
      const validate = ajv.compile(item.get.responses['200'].content['application/json'].schema);
      const withKey = await getJson(concrete[route], { [API_KEY_HEADER]: key });
      expect([route, withKey.status]).toEqual([route, 200]);
      expect([route, validate(withKey.body) ? 'valid' : ajv.errorsText(validate.errors)]).toEqual([route, 'valid']);
      const asGuest = await getJson(concrete[route]);
      // A guest's view is documented too: 200 with the same shape, or the documented refusal.
      expect(Object.keys(item.get.responses)).toContain(String(asGuest.status));
      if (asGuest.status === 200) expect([route, validate(asGuest.body)]).toEqual([route, true]);
    }
    // The first trends/found call of a day replays three seasons: allow it the time the admin test does.
  }, 180_000);

  test('the reference page shows the document and a first call in Chromium', async () => {
    const { page, errors } = session;
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') blocked.push(message.text());
    });
    await page.goto('/api/docs/');
    await page.getByRole('heading', { name: 'Vantage API reference' }).waitFor();
    await page.locator('.swagger-ui .info .title').getByText('Vantage API').waitFor();
    await page.getByText("A day's games").first().waitFor();
    expect(await page.locator('#first-call').innerText()).toBe(
      `curl -H '${API_KEY_HEADER}: vtg_…' ${BASE_URL}/api/mlb/comparison/`,
    );
    await screenshot(page, '-reference');
    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
  });
});

describe('API keys', () => {
  test('a Pro member creates a key, reads with it at Pro level, sees it counted and revokes it', async () => {
    const { page } = session;
    const { key } = await proMemberWithKey('Notebook');
    expect(key).toMatch(/^vtg_/);
    await screenshot(page, '-created');

    const guestList = await getJson('/api/mlb/comparison/');
    const keyed = await getJson('/api/mlb/comparison/', { [API_KEY_HEADER]: key });
    expect(keyed.status).toBe(200);
    expect(keyed.headers.get('x-cache')).not.toBe('HIT');
    expect(Number(keyed.headers.get('x-ratelimit-remaining'))).toBeGreaterThan(0);
    // Pro sees every game's analysis and EV; a guest one insight.
    expect(keyed.body.games.every((game: JsonObject) => game.access.expected_value)).toBe(true);
    expect(guestList.body.games.filter((game: JsonObject) => game.access.insight).length).toBeLessThanOrEqual(1);
    const explorer = await getJson('/api/mlb/explorer/?venue=home', { [API_KEY_HEADER]: key });
    expect(explorer.status).toBe(200);

    // Writes are not a key's, and a key with a token is refused rather than guessed at.
    const write = await fetch(`${BASE_URL}/api/mlb/comparison/`, {
      method: 'POST',
      headers: { [API_KEY_HEADER]: key },
    });
    expect(write.status).toBeGreaterThanOrEqual(400);
    const both = await getJson('/api/mlb/comparison/', {
      [API_KEY_HEADER]: key,
      Authorization: `Bearer ${await storedItem(page, 'access_token')}`,
    });
    expect(both).toMatchObject({ status: 400, body: { detail: API_KEY_MESSAGES.both } });

    await page.reload();
    const row = page.locator('.ant-list-item', { hasText: 'Notebook' });
    await row.getByText(/calls? today · last used/).waitFor();
    expect(await row.innerText()).toContain(key.slice(0, 12));
    expect(await page.locator('body').innerText()).not.toContain(key);

    await row.getByRole('button', { name: 'Revoke Notebook' }).click();
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await page.getByText('No keys yet. Name one above to create it.').waitFor();
    const revoked = await getJson('/api/mlb/comparison/', { [API_KEY_HEADER]: key });
    expect(revoked).toMatchObject({ status: 401, body: { detail: API_KEY_MESSAGES.invalid } });
  });

  test('every league checks and counts a key on every read; calls that take no key refuse one', async () => {
    const { key } = await proMemberWithKey('Counter');
    const reads = LEAGUES.flatMap((league) => [
      `/api/${league}/calendar/`,
      `/api/${league}/teams/?q=a`,
      `/api/${league}/comparison/`,
      `/api/${league}/performance/`,
    ]);
    for (const url of reads) {
      const bogus = await getJson(url, { [API_KEY_HEADER]: 'vtg_bogus' });
      expect([url, bogus.status, bogus.body]).toEqual([url, 401, { detail: API_KEY_MESSAGES.invalid }]);
    }
    const profile = await getJson('/api/users/profile/', { [API_KEY_HEADER]: key });
    expect(profile).toMatchObject({ status: 403, body: { detail: API_KEY_MESSAGES.notAccepted } });

    // svc-auth counts calls per minute: start early enough in one that the sixty calls do not straddle two.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 25_000) await new Promise((wait) => setTimeout(wait, left + 50));
    for (let call = 1; call <= API_KEY_CALLS_PER_MINUTE; call++) {
      const url = reads[call % reads.length];
      const keyed = await getJson(url, { [API_KEY_HEADER]: key });
      expect([url, keyed.status, keyed.headers.get('x-ratelimit-remaining')]).toEqual([
        url,
        200,
        String(API_KEY_CALLS_PER_MINUTE - call),
      ]);
    }
    for (const url of [`/api/nhl/calendar/`, `/api/mlb/teams/?q=a`]) {
      const throttled = await getJson(url, { [API_KEY_HEADER]: key });
      expect([url, throttled.status, throttled.headers.get('x-ratelimit-remaining')]).toEqual([url, 429, '0']);
      expect(throttled.body.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
      expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  });

  test('a Basic member sees what Pro adds and cannot create a key', async () => {
    const { page } = session;
    await newSignedInUser(page, '/pricing', 'basic-api');
    await upgradeThroughSandbox(page, 'basic');
    await page.goto('/profile?tab=api');
    await page.getByText('API access comes with Pro').waitFor();
    await page.getByRole('link', { name: 'Upgrade to Pro' }).first().waitFor();
    await screenshot(page, '-upsell');
    const refused = await fetch(`${BASE_URL}/api/users/api-keys/`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${await storedItem(page, 'access_token')}`,
      },
      body: JSON.stringify({ name: 'nope' }),
    });
    expect(refused.status).toBe(403);
  });
});

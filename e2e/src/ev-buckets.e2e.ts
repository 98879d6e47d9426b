// The track record's value picks by EV band: the table on /analytics is the server's figures, band by band.
import type { TrackRecord } from '@vantage/contracts/sports';
import { BASE_URL, screenshot, useBrowserSession } from './support/browser';
import { useGamesRemoteServing } from './support/games-remote';

afterEach(() => {
  expect(session.errors).toEqual([]);
});
const session = useBrowserSession();
useGamesRemoteServing();

const signed = (x: number | null) => (x === null ? 'N/A' : `${x > 0 ? '+' : ''}${x.toFixed(1)}%`);

describe('the track record by EV band', () => {
  test('a guest sees the value picks’ return in each EV band, blend and model alone, with 95% intervals', async () => {
    const response = await fetch(`${BASE_URL}/api/mlb/track-record/?season=2023`);
    expect(response.status).toBe(200);
    const record = (await response.json()) as TrackRecord;
    const buckets = record.comparison.ev_buckets;
    expect(buckets.map((b) => [b.from, b.to])).toEqual([
      [0, 2],
      [2, 5],
      [5, 10],
      [10, null],
    ]);
    // The bands split the value picks, no more and no fewer.
    expect(buckets.reduce((n, b) => n + b.bets, 0)).toBe(record.comparison.vantage_picks.bets);

    const { page } = session;
    await page.goto('/analytics?league=mlb&season=2023');
    const table = page.getByTestId('ev-buckets');
    await table.getByRole('row').filter({ hasText: '0–2%' }).waitFor({ timeout: 20_000 });
    const rows = await table.locator('tbody tr.ant-table-row').allTextContents();
    const labels = ['0–2%', '2–5%', '5–10%', 'over 10%'];
    expect(rows).toHaveLength(4);
    const model = record.comparison.model_ev_buckets;
    expect(model.reduce((n, b) => n + b.bets, 0)).toBeGreaterThan(0);
    buckets.forEach((b, i) => {
      expect(rows[i].startsWith(labels[i])).toBe(true);
      // The blend's picks, then the model-alone picks of the same band.
      for (const band of [b, model[i]]) {
        expect(rows[i]).toContain(band.bets.toLocaleString('en-US'));
        expect(rows[i]).toContain(signed(band.roi));
        if (band.roi !== null) expect(rows[i]).toContain(`${signed(band.roi_low)} to ${signed(band.roi_high)}`);
      }
    });
    await table.getByRole('link', { name: 'Model, market and blend' }).click();
    await page.waitForURL(/\/about#blend$/);
    await page
      .getByRole('heading', { name: 'Model, market and blend: the three probabilities behind a bet' })
      .waitFor();
    await page.goto('/analytics?league=mlb&season=2023');
    await screenshot(page);
  });
});

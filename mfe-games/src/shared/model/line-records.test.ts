import type { LineRecords } from '@vantage/contracts/line-records';
import { countsLinedGames, lineRecordsText, lineRecordTexts } from './line-records';

const nfl: LineRecords = {
  ats: { source: 'nflverse closing spread_line', covers: 10, fails: 7, pushes: 1, cover_pct: 58.8, unlined: 0 },
  ou: { source: 'nflverse closing total_line', overs: 9, unders: 8, pushes: 0, over_pct: 52.9, unlined: 2 },
};

test('records read covers-fails-pushes and overs-unders-pushes, the rates without pushes', () => {
  expect(lineRecordsText(nfl)).toBe('ATS 10-7-1 (58.8%) · O/U 9-8-0 (52.9% over)');
  expect(lineRecordTexts(nfl)[1].note).toBe('nflverse closing total_line; 2 games without a total');
});

test('a league without lines shows a dash and why', () => {
  expect(lineRecordsText({ ats: null, ou: null })).toBe('ATS, O/U — no lines in our data');
  expect(lineRecordsText({ ats: null, ou: nfl.ou })).toBe('ATS — no spreads in our data · O/U 9-8-0 (52.9% over)');
  const noGames = { ...nfl, ats: { ...nfl.ats!, covers: 0, fails: 0, pushes: 0, cover_pct: null } };
  expect(lineRecordTexts(noGames)[0].figures).toBe('0-0-0');
});

test("records none of whose games had a line say where the lines come from: the NHL's live odds feed only", () => {
  const source = "the live odds feed only (the books' median line before the start)";
  const shipped: LineRecords = {
    ats: { source, covers: 0, fails: 0, pushes: 0, cover_pct: null, unlined: 30 },
    ou: { source, overs: 0, unders: 0, pushes: 0, over_pct: null, unlined: 30 },
  };
  expect(lineRecordsText(shipped)).toBe(
    "ATS, O/U — no line in 30 games: lines from the live odds feed only (the books' median line before the start)",
  );
  expect(countsLinedGames(shipped)).toBe(false);
  // A polled game final with a total but no puck line: the O/U counts it, the ATS still says why it has none.
  const polled = { ...shipped, ou: { ...shipped.ou!, pushes: 1, unlined: 29 } };
  expect(countsLinedGames(polled)).toBe(true);
  expect(lineRecordTexts(polled)).toEqual([
    { label: 'ATS', figures: '—', note: `no spread in 30 games: lines from ${source}` },
    { label: 'O/U', figures: '0-0-1', note: `${source}; 29 games without a total` },
  ]);
});

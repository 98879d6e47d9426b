import { HttpAnswerError } from '@vantage/service-kit/http-client';
import { pregameInput } from '../../../live/providers/feed/game';
import { countByStatus as byState, feedServer, recorded } from '../../../live/providers/feed/testing';
import { NhlApiWebFeed, parseNhlLanding, parseNhlSchedule } from './nhl-api-web';
import { providerHttp } from '../../../live/providers/http';

const fixture = (name: string) => recorded(__dirname, name);

describe('NHL api-web adapter', () => {
  it('reads an unedited week: finals with their scores, games to come without, and a day without games', () => {
    const week = fixture('apiweb_schedule-2025-10-07.json');
    const games = parseNhlSchedule(week, '2025-10-07', '2025-10-13');
    expect(games).toHaveLength(48);
    expect(games[0]).toEqual({
      league: 'nhl',
      source: 'nhl-api-web',
      feedGameId: '2025020001',
      date: '2025-10-07',
      season: 2025,
      seasonType: 'regular',
      startTime: new Date('2025-10-07T21:00:00Z'),
      status: 'completed',
      neutralSite: false,
      away: {
        team: { feedId: '16', abbreviation: 'CHI', name: 'Chicago Blackhawks', code: 'CHI' },
        score: 2,
        moneyline: null,
        starter: null,
      },
      home: {
        team: { feedId: '13', abbreviation: 'FLA', name: 'Florida Panthers', code: 'FLA' },
        score: 3,
        moneyline: null,
        starter: null,
      },
      decidedIn: 'regulation',
    });
    expect(byState(parseNhlSchedule(week, '2025-10-07', '2025-10-08'))).toEqual({ completed: 7 });
    const ahead = parseNhlSchedule(week, '2025-10-09', '2025-10-09');
    expect(byState(ahead)).toEqual({ scheduled: 14 });
    expect(ahead.every((g) => g.home.score === null && g.decidedIn === null)).toBe(true);
    expect(parseNhlSchedule(week, '2025-10-10', '2025-10-10')).toEqual([]);
  });

  it('reads every game state (maintainer-edited day): final, shootout, live, late, over, to come and postponed', () => {
    const day = parseNhlSchedule(fixture('apiweb_schedule-2023-11-08-modified.json'), '2023-11-10', '2023-11-10');
    const summary = Object.fromEntries(
      day.map((g) => [
        `${g.away.team.abbreviation}@${g.home.team.abbreviation}`,
        [g.status, g.away.score, g.home.score, g.decidedIn],
      ]),
    );
    expect(summary).toEqual({
      'MTL@DET': ['completed', 3, 2, 'overtime'],
      'CGY@TOR': ['completed', 4, 5, 'shootout'],
      'WSH@NJD': ['in_progress', 4, 2, null],
      'PHI@ANA': ['in_progress', 6, 3, null],
      // OVER: play has ended, the result is not yet official.
      'SJS@VGK': ['in_progress', 0, 5, null],
      'CAR@FLA': ['in_progress', 0, 0, null],
      'DAL@WPG': ['scheduled', null, null, null],
      'BUF@PIT': ['scheduled', null, null, null],
      // The feed says 0-0 for the postponed game: no score is kept.
      'CAR@TBL': ['postponed', null, null, null],
    });
    // That morning, only the two games to come may be predicted.
    const morning = new Date('2023-11-10T12:00:00Z');
    expect(day.filter((g) => pregameInput(g, morning)).map((g) => g.feedGameId)).toEqual(['2023020211', '2023020217']);
    const playoffs = parseNhlSchedule(fixture('apiweb_schedule-2023-04-17-modified.json'), '2023-04-17', '2023-04-17');
    expect(playoffs.map((g) => [g.seasonType, g.status])).toEqual([
      ['playoffs', 'completed'],
      ['playoffs', 'in_progress'],
      ['playoffs', 'in_progress'],
      ['playoffs', 'in_progress'],
    ]);
    const trimmed = parseNhlSchedule(fixture('apiweb_schedule-2023-11-11.json'), '2023-11-11', '2023-11-11');
    expect(byState(trimmed)).toEqual({ scheduled: 12 });
  });

  it("reads a single game's landing: overtime in the playoffs, a shootout, a game just started and one late", () => {
    const ot = parseNhlLanding(fixture('apiweb_landing-2022030181.json'));
    expect([ot.date, ot.seasonType, ot.away.team.abbreviation, ot.away.score, ot.home.score, ot.decidedIn]).toEqual([
      '2023-04-17',
      'playoffs',
      'LAK',
      4,
      3,
      'overtime',
    ]);
    expect(parseNhlLanding(fixture('apiweb_landing-2023020207.json'))).toMatchObject({
      status: 'completed',
      decidedIn: 'shootout',
      away: { score: 4 },
      home: { score: 5 },
    });
    expect(parseNhlLanding(fixture('apiweb_landing-2023020208.json')).decidedIn).toBe('regulation');
    // LIVE without a clock or period yet (edited by the source's maintainer), and CRIT late in the third.
    expect(parseNhlLanding(fixture('apiweb_landing-2023020205.json'))).toMatchObject({
      status: 'in_progress',
      away: { score: 0 },
      decidedIn: null,
    });
    expect(parseNhlLanding(fixture('apiweb_landing-2023020206.json')).status).toBe('in_progress');
  });

  it('says the feed changed when given the retired statsapi.web.nhl.com answer', () => {
    const old = fixture('statsapi_schedule-2016-03-30-preview.json');
    expect(() => parseNhlSchedule(old, '2016-03-30', '2016-03-30')).toThrow(HttpAnswerError);
    expect(() => parseNhlSchedule(old, '2016-03-30', '2016-03-30')).toThrow(
      'NHL api-web answered in an unexpected shape: gameWeek: ',
    );
    // One game without its teams is a changed feed too, not a game dropped quietly.
    const week = fixture('apiweb_schedule-2025-10-07.json') as { gameWeek: { games: Record<string, unknown>[] }[] };
    delete week.gameWeek[2].games[0].homeTeam;
    expect(() => parseNhlSchedule(week, '2025-10-09', '2025-10-09')).toThrow('gameWeek.2.games.0.homeTeam');
  });

  it('asks a week per request and keeps each answer to the days asked', async () => {
    const week = fixture('apiweb_schedule-2025-10-07.json');
    const feed = await feedServer(() => ({ status: 200, body: week }));
    try {
      const nhl = new NhlApiWebFeed({ http: providerHttp(1000, { retries: 0 }), baseUrl: `${feed.baseUrl}/v1` });
      const games = await nhl.schedule('2025-10-07', '2025-10-09');
      expect(feed.requests).toEqual(['/v1/schedule/2025-10-07']);
      expect(games).toHaveLength(21);
      await nhl.schedule('2025-10-01', '2025-10-10');
      expect(feed.requests.slice(1)).toEqual(['/v1/schedule/2025-10-01', '/v1/schedule/2025-10-08']);
    } finally {
      await feed.close();
    }
  });
});

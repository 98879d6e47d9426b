import { leagueOf, teamSportModel } from '../../../leagues/registry';
import { FEATURES, LeagueState } from '../../../leagues/team-sport/model';
import { leagueGame } from '../../ingest/league-feed';
import { normalisedName, PlayerMatcher } from '../../../leagues/team-sport/player-matcher';
import { loadPlayerNames, loadShippedLeague } from '../../../leagues/team-sport/shipped';
import type { LeagueGame } from '../../../leagues/team-sport/types';
import { TeamIndex } from '../../../leagues/team-sport/teams';
import { NBA_TEAMS } from '../../../leagues/nba/profile';
import { NFL_TEAMS } from '../../../leagues/nfl/profile';
import { EspnDepthCharts, parseEspnScoreboard } from '../espn/espn';
import { parseNbaBoxScore } from '../../../leagues/nba/nba-live/nba-live';
import { boxScorePlayers } from '../../../leagues/nba/players';
import { LeagueFeedAdapter, toLeagueGames } from './league-game';
import { feedServer, recorded } from './testing';
import { providerHttp } from '../http';

const espn = (name: string) => recorded(`${__dirname}/../espn`, name);
const nbaBox = () =>
  parseNbaBoxScore(
    recorded(`${__dirname}/../../../leagues/nba/nba-live`, 'cdn_boxscore_0042200123_2023-04-20_final.json'),
    '2023-04-20',
  );
const feature = (name: (typeof FEATURES)[number][0]) => FEATURES.findIndex(([n]) => n === name);

describe('matching live feeds’ players to the data’s', () => {
  it('compares names without accents, dots, apostrophes, hyphens or a Jr.', () => {
    expect(normalisedName('Nikola Jokić')).toBe(normalisedName('Nikola Jokic'));
    expect(normalisedName('P.J. Tucker')).toBe('pj tucker');
    expect(normalisedName("De'Anthony Melton")).toBe('deanthony melton');
    expect(normalisedName('Danuel House Jr.')).toBe('danuel house');
    expect(normalisedName('Karl-Anthony Towns')).toBe('karl anthony towns');
    expect(normalisedName('Robert Williams III')).toBe('robert williams');
  });

  it('tells two players of one name apart by the team, and never reads a game on or after the date', () => {
    const game = (date: string, home: string, id: string): LeagueGame => ({
      league: 'nfl',
      id: `${date}-NYJ-${home}-0`,
      season: 2020,
      date,
      start: null,
      away: 'NYJ',
      home,
      neutral: false,
      playoff: false,
      awayScore: 10,
      homeScore: 20,
      extra: null,
      extraKnown: true,
      odds: null,
      spread: null,
      total: null,
      starters: { away: null, home: { id, name: 'Josh Allen' } },
      players: null,
    });
    const matcher = new PlayerMatcher(new TeamIndex('nfl', NFL_TEAMS), [
      game('2020-09-13', 'BUF', 'qb-buffalo'),
      game('2020-09-20', 'JAX', 'qb-jacksonville'),
      // Oakland's games are the Raiders' franchise (LV today).
      game('2020-09-27', 'OAK', 'qb-raiders'),
    ]);
    expect(matcher.match('Josh Allen', 'BUF', '2020-10-01')).toBe('qb-buffalo');
    expect(matcher.match('JOSH ALLEN', 'JAX', '2020-10-01')).toBe('qb-jacksonville');
    expect(matcher.match('Josh Allen', 'LV', '2020-10-01')).toBe('qb-raiders');
    // Another team: the one seen last.
    expect(matcher.match('Josh Allen', 'KC', '2020-10-01')).toBe('qb-raiders');
    // Before the Raiders' game the matcher does not know it; before any game, nobody.
    expect(matcher.match('Josh Allen', 'LV', '2020-09-27')).toBe('qb-jacksonville');
    expect(matcher.match('Josh Allen', 'BUF', '2020-09-13')).toBeNull();
    expect(matcher.match('Joshua Allen', 'BUF', '2020-10-01')).toBeNull();
  });

  it("gives ESPN's NFL quarterbacks the data's ids, and one the data never named his ESPN id as a newcomer", () => {
    const shipped = loadShippedLeague('nfl');
    const matcher = new PlayerMatcher(new TeamIndex('nfl', NFL_TEAMS), shipped);
    const sunday = parseEspnScoreboard(
      'nfl',
      espn('espn_nfl_scoreboard_2025wk14_2025-12-07T1859Z_live.json'),
      new TeamIndex('nfl', NFL_TEAMS),
    );
    // The quarterbacks as the teams' depth charts would list them (ESPN's ids).
    const quarterbacks: Record<string, [string, string]> = {
      HOU: ['4432577', 'C.J. Stroud'],
      KC: ['3139477', 'Patrick Mahomes'],
      DEN: ['4426338', 'Bo Nix'],
      LV: ['15864', 'Geno Smith'],
    };
    for (const g of sunday)
      for (const side of [g.away, g.home]) {
        const qb = quarterbacks[side.team.code!];
        if (qb) side.starter = { feedId: qb[0], name: qb[1], basis: 'depth-chart' };
      }
    const { games } = toLeagueGames(sunday, matcher);
    const hou = games.find((g) => g.away === 'HOU' && g.home === 'KC')!;
    expect(hou.starters).toEqual({
      away: { id: '00-0039163', name: 'C.J. Stroud' },
      home: { id: '00-0033873', name: 'Patrick Mahomes' },
    });
    // Geno Smith last started for Seattle in the data; Las Vegas's Geno Smith is still he.
    const lv = games.find((g) => g.away === 'DEN' && g.home === 'LV')!;
    expect(lv.starters).toEqual({
      away: { id: 'espn-4426338', name: 'Bo Nix' },
      home: { id: '00-0030565', name: 'Geno Smith' },
    });

    // What the model makes of them: Mahomes is Kansas City's usual starter with his own rating; Bo Nix, whom the
    // data never names, is a newcomer with no share of Denver's starts (the documented fallback).
    const state = new LeagueState(teamSportModel('nfl'));
    for (const g of shipped) state.update(g);
    const kc = state.features(leagueGame(leagueOf('nfl').profile, hou));
    expect(kc.home[feature('availability')]).toBeGreaterThan(0.5);
    expect(kc.home[feature('who_plays')]).not.toBe(state.c.newcomer);
    const den = state.features(leagueGame(leagueOf('nfl').profile, lv));
    expect(den.away[feature('availability')]).toBe(0);
    expect(den.away[feature('who_plays')]).toBe(state.c.newcomer);
    // Geno Smith has his own rating, though no share of Las Vegas's starts yet.
    expect(den.home[feature('who_plays')]).not.toBe(state.c.newcomer);
  });

  it("stores the NFL's quarterbacks from the teams' depth charts, and the team's last starter when one is not read", async () => {
    const chart = espn('espn_nfl_depthchart_ari_2026-09-02_trimmed.json');
    const server = await feedServer((url) =>
      url.pathname === '/football/nfl/teams/22/depthcharts' ? { status: 200, body: chart } : { status: 500, body: {} },
    );
    try {
      const sunday = parseEspnScoreboard(
        'nfl',
        espn('espn_nfl_scoreboard_2025wk14_2025-12-07T1859Z_live.json'),
        new TeamIndex('nfl', NFL_TEAMS),
      );
      const charts = new EspnDepthCharts({
        league: 'nfl',
        http: providerHttp(2000, { retries: 0 }),
        baseUrl: server.baseUrl,
      });
      const warnings: string[] = [];
      const adapter = new LeagueFeedAdapter({
        league: 'nfl',
        feed: { schedule: async () => sunday },
        warn: (m) => warnings.push(m),
        matcher: () => new PlayerMatcher(new TeamIndex('nfl', NFL_TEAMS), loadShippedLeague('nfl')),
        depthCharts: { quarterback: (id) => charts.quarterback(id), now: () => new Date('2025-12-07T18:59:00Z') },
      });
      const games = await adapter.schedule('2025-12-07', '2025-12-08');
      // Arizona's depth chart lists Jacoby Brissett first: matched to the data's id for him.
      const arizona = games.find((g) => g.home === 'ARI')!;
      expect(arizona.starters).toEqual({ away: null, home: { id: '00-0033119', name: 'Jacoby Brissett' } });
      // The Rams' chart did not answer: no quarterback (the model takes their last starter), never the season's
      // passing leader the scoreboard carries (Matthew Stafford). Said in the log.
      expect(warnings).toContain(
        'depth chart of team 14 not read: ESPN depth chart unavailable after 1 attempt: HTTP 500',
      );
      // Only the teams of the games to come are asked, each once; none of a game under way or over.
      expect([...server.requests].sort()).toEqual(
        ['3', '7', '9', '12', '13', '14', '21', '22', '24', '34']
          .map((id) => `/football/nfl/teams/${id}/depthcharts`)
          .sort(),
      );
      expect(games.filter((g) => g.status !== 'scheduled').every((g) => g.starters === null)).toBe(true);
    } finally {
      await server.close();
    }
  });

  it("gives the NBA's box-score players basketball-reference's ids: the active list, with minutes once final", () => {
    const matcher = new PlayerMatcher(
      new TeamIndex('nba', NBA_TEAMS),
      loadShippedLeague('nba'),
      loadPlayerNames('nba'),
    );
    const box = nbaBox();
    const final = boxScorePlayers(box, new Date('2023-04-21T03:00:00Z'), matcher)!;
    expect(final.home).toContainEqual({ id: 'bridgmi01', minutes: 43.15 });
    expect(final.away).toContainEqual({ id: 'tuckepj01', minutes: 29.28 });
    expect(final.away).toContainEqual({ id: 'meltode01', minutes: 30.13 });
    // Every listed player is matched. Seth Curry, active and benched by the coach, stays with 0 minutes; Ben Simmons
    // (inactive, injured) and Danuel House Jr. (active, ruled out with an illness) are not on the list.
    expect([...final.away, ...final.home].every((p) => /^[a-z]+\d\d$/.test(p.id))).toBe(true);
    expect(final.home).toContainEqual({ id: 'curryse01', minutes: 0 });
    expect(final.home.map((p) => p.id)).not.toContain('simmobe01');
    expect(final.away.map((p) => p.id)).not.toContain('houseda01');

    // The same box score before tip-off: the active players, minutes unknown (0); the inactive are out.
    const tip = new Date('2023-04-20T23:30:00Z');
    const before = { ...box, game: { ...box.game, status: 'scheduled' as const, startTime: tip } };
    const pregame = boxScorePlayers(before, new Date('2023-04-20T23:00:00Z'), matcher)!;
    // The same players as once final: what was known before the game is what the history records.
    expect(pregame.home).toEqual(final.home.map((p) => ({ id: p.id, minutes: 0 })));
    expect(pregame.away.map((p) => p.id)).toEqual(final.away.map((p) => p.id));
    // Past the start the box score is no pre-game input.
    expect(boxScorePlayers(before, new Date('2023-04-20T23:31:00Z'), matcher)).toBeNull();
  });

  it('stores the players with the game in live mode, and a game whose box score fails without them', async () => {
    const box = nbaBox();
    const warnings: string[] = [];
    const matcher = () =>
      new PlayerMatcher(new TeamIndex('nba', NBA_TEAMS), loadShippedLeague('nba'), loadPlayerNames('nba'));
    const adapter = (boxScore: () => Promise<typeof box>) =>
      new LeagueFeedAdapter({
        league: 'nba',
        feed: { schedule: async () => [box.game] },
        warn: (m) => warnings.push(m),
        matcher,
        boxScores: {
          players: async (_id, _date, m) => boxScorePlayers(await boxScore(), new Date(), m),
          today: () => '2023-04-21',
        },
      });
    const [game] = await adapter(async () => box).schedule('2023-04-20', '2023-04-20');
    expect(game.players?.home).toContainEqual({ id: 'bridgmi01', minutes: 43.15 });
    const [without] = await adapter(async () => {
      throw new Error('HTTP 403');
    }).schedule('2023-04-20', '2023-04-20');
    expect(without.players).toBeUndefined();
    expect(warnings).toEqual(['box score of 0042200123 not read: HTTP 403']);
  });
});

import { gameId, type Game } from '../../data/games';
import { attachOdds } from './game-log';
import type { OddsLine } from './odds';
import { loadTeams, TeamDirectory } from './reference';

const teams = new TeamDirectory(loadTeams());

function game(
  date: string,
  away: string,
  home: string,
  gameNumber: number,
  awayScore: number,
  homeScore: number,
): Game {
  return {
    id: gameId(date, away, home, gameNumber),
    season: Number(date.slice(0, 4)),
    date,
    gameNumber,
    dayNight: 'N',
    startTime: null,
    away,
    home,
    park: 'X',
    awayStarter: null,
    homeStarter: null,
    result: {
      awayScore,
      homeScore,
      outs: 54,
      winningPitcher: null,
      losingPitcher: null,
      knownOn: date,
      awayBatting: null,
      homeBatting: null,
    },
    odds: null,
  };
}

function line(
  date: string,
  away: string,
  home: string,
  awayMl: number,
  homeMl: number,
  awayScore: number | null = null,
  homeScore: number | null = null,
): OddsLine {
  return {
    date,
    away,
    home,
    awayMoneyline: awayMl,
    homeMoneyline: homeMl,
    total: 8.5,
    awayScore,
    homeScore,
    source: 'sbr',
  };
}

describe('attaching moneylines', () => {
  it('ids end with the home team and game number', () => {
    expect(gameId('2023-07-15', 'BOS', 'NYA', 1).slice(-6)).toBe('-NYA-1');
  });

  it('resolves every source spelling of a team', () => {
    expect(teams.resolve('SFO')).toBe('SFN'); // SBR
    expect(teams.resolve('SFG')).toBe('SFN'); // ScoresAndOdds / FiveThirtyEight
    expect(teams.resolve('SF')).toBe('SFN'); // MLB
    expect(teams.resolve('FLO')).toBe('MIA'); // Retrosheet before 2012
    expect(teams.resolve('ATH')).toBe('OAK'); // 2025 onwards
  });

  it('matches doubleheader lines by score, else in order', () => {
    const games = [game('2019-05-01', 'NYA', 'BOS', 1, 3, 5), game('2019-05-01', 'NYA', 'BOS', 2, 7, 1)];
    const report = attachOdds(
      games,
      [line('2019-05-01', 'NYY', 'BOS', 120, -130, 7, 1), line('2019-05-01', 'NYY', 'BOS', 110, -120, 3, 5)],
      teams,
    );
    expect(report.matched).toBe(2);
    expect(games[0].odds?.homeMoneyline).toBe(-120);
    expect(games[1].odds?.homeMoneyline).toBe(-130);
  });

  it('swaps the prices of a line that lists the teams the other way round (2020 make-up games)', () => {
    const games = [game('2020-08-20', 'TOR', 'PHI', 0, 2, 3)];
    const report = attachOdds(games, [line('2020-08-20', 'PHI', 'TOR', -150, 130)], teams);
    expect(report.swapped).toBe(1);
    expect(games[0].odds).toMatchObject({ homeMoneyline: -150, awayMoneyline: 130 });
  });

  it('keeps the first source and reports lines without a game', () => {
    const games = [game('2021-06-01', 'SDN', 'SFN', 0, 1, 2)];
    const report = attachOdds(
      games,
      [
        line('2021-06-01', 'SDG', 'SFO', 100, -110),
        { ...line('2021-06-01', 'SDP', 'SFG', 105, -115), source: 'soo' },
        line('2021-10-20', 'LAD', 'ATL', 100, -110),
      ],
      teams,
    );
    expect(games[0].odds?.awayMoneyline).toBe(100);
    expect(report).toMatchObject({ matched: 1, alreadyPriced: 1, unmatched: 1 });
  });
});

import { gameId, type Game } from '../../data/games';
import { attachOdds } from './game-log';
import { parseOddsFile, type OddsLine } from './odds';
import { parseCsvRecords } from '../../data/csv';
import { seasonFromCsv, seasonToCsv } from './dataset';
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

describe("the shipped season's run line and total prices (derive-data)", () => {
  const sbr = [
    'seas,date,v_rot,v_team,v_final,h_rot,h_team,h_final,v_ml_open,v_ml_close,v_rl,v_rl_odds,h_ml_open,h_ml_close,h_rl,h_rl_odds,ou_open,ou_open_ovr,ou_open_und,ou_close,ou_close_ovr,ou_close_und,neutral',
    // Home favourite: home -1.5 at +135, visitors +1.5 at -155; the close's over/under prices, not the open's.
    '2019,2019-05-02,901,NYY,3,902,BOS,6,120,125,1.5,-155,-130,-135,-1.5,135,9,-110,-110,8.5,-105,-115,0',
    // Listed the other way round (a 2020 make-up game): the visitors' line and prices become the home side's.
    '2020,2020-08-20,951,PHI,2,952,TOR,3,-140,-150,-1.5,120,120,130,1.5,-140,9.5,-110,-110,9,-120,100,1',
    // No run line, no total prices (an early SBR row).
    '2010,2010-04-05,901,PHI,11,902,WAS,1,150,155,NA,NA,-170,-175,NA,NA,7.5,NA,NA,7.5,NA,NA,0',
  ].join('\n');

  it('writes the columns from a planted SBR row and reads them back as the game had them', () => {
    const games = [
      game('2010-04-05', 'PHI', 'WAS', 0, 11, 1),
      game('2019-05-02', 'NYA', 'BOS', 0, 3, 6),
      game('2020-08-20', 'TOR', 'PHI', 0, 2, 3),
    ];
    expect(attachOdds(games, parseOddsFile(sbr), teams)).toMatchObject({ matched: 3, swapped: 1 });
    const csv = seasonToCsv(games);
    const rows = parseCsvRecords(csv).map((r) => [
      r.home,
      r.run_line,
      r.home_rl_price,
      r.away_rl_price,
      r.over_price,
      r.under_price,
    ]);
    expect(rows).toEqual([
      ['WAS', '', '', '', '', ''],
      ['BOS', '1.5', '135', '-155', '-105', '-115'],
      // PHI hosted: the SBR row's home side (TOR, +1.5 at -140) is the visitor, so PHI is favoured by 1.5 at +120.
      ['PHI', '1.5', '120', '-140', '-120', '100'],
    ]);
    expect(seasonFromCsv(csv).map((g) => g.odds)).toEqual(
      games.map((g) => ({
        homeMoneyline: g.odds!.homeMoneyline,
        awayMoneyline: g.odds!.awayMoneyline,
        total: g.odds!.total,
        source: 'sbr',
        runLine: g.odds!.runLine,
        totalPrices: g.odds!.totalPrices,
      })),
    );
    expect(seasonFromCsv(csv)[1].odds).toMatchObject({
      runLine: { homeFavouredBy: 1.5, home: 135, away: -155 },
      totalPrices: { over: -105, under: -115 },
    });
  });

  it('reads a season written before the columns existed as having neither', () => {
    const old =
      'date,game_number,away,home,away_score,home_score,home_ml,away_ml,total,odds_source\n2012-04-05,0,NYA,BOS,1,2,-130,120,8.5,sbr\n';
    expect(seasonFromCsv(old)[0].odds).toMatchObject({ total: 8.5, runLine: null, totalPrices: null });
  });
});

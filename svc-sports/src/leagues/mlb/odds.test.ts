import { decimalOdds, devigHome, impliedProbability } from '@vantage/contracts/bet-rules';
import { parseOddsFile } from './odds';

describe('odds', () => {
  it('converts American moneylines', () => {
    expect(decimalOdds(-150)).toBeCloseTo(1.6667, 4);
    expect(decimalOdds(130)).toBeCloseTo(2.3, 6);
    expect(impliedProbability(-150)).toBeCloseTo(0.6, 6);
    expect(devigHome(-110, -110)).toBeCloseTo(0.5, 6);
    expect(devigHome(-150, 130)).toBeCloseTo(0.6 / (0.6 + 100 / 230), 6);
  });

  it('reads the SBR format with its opening line and skips lines without both closing prices', () => {
    const text = [
      'seas,date,v_rot,v_team,v_final,h_rot,h_team,h_final,v_ml_open,v_ml_close,v_rl,v_rl_odds,h_ml_open,h_ml_close,h_rl,h_rl_odds,ou_open,ou_open_ovr,ou_open_und,ou_close,ou_close_ovr,ou_close_und,neutral',
      '2010,2010-04-04,931,NYY,7,932,BOS,9,-106,-103,NA,NA,-114,-117,NA,NA,9,-116,-104,9,-116,-104,0',
      '2010,2010-04-05,901,PHI,11,902,WAS,1,NA,NA,NA,NA,NA,NA,NA,NA,7.5,100,-120,7.5,100,-120,0',
    ].join('\n');
    expect(parseOddsFile(text)).toEqual([
      {
        date: '2010-04-04',
        home: 'BOS',
        away: 'NYY',
        homeMoneyline: -117,
        awayMoneyline: -103,
        opening: { home: -114, away: -106 },
        total: 9,
        homeScore: 9,
        awayScore: 7,
        source: 'sbr',
        runLine: null,
        totalPrices: { over: -116, under: -104 },
      },
    ]);
  });

  it('reads the ScoresAndOdds format', () => {
    const text =
      'Date,Home,Away,Home_Score,Away_Score,OU_Line,Home_ML,Away_ML\n2023-03-30,BOS,BAL,9.0,10.0,8.5,-125,105\n2018-03-29,ATL,PHI,8.0,5.0,,,\n';
    expect(parseOddsFile(text)).toEqual([
      {
        date: '2023-03-30',
        home: 'BOS',
        away: 'BAL',
        homeMoneyline: -125,
        awayMoneyline: 105,
        total: 8.5,
        homeScore: 9,
        awayScore: 10,
        source: 'soo',
      },
    ]);
  });

  it('refuses an unknown format', () => {
    expect(() => parseOddsFile('a,b\n1,2\n')).toThrow(/unknown odds file format/);
  });
});

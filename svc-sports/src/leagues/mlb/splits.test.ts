import fs from 'node:fs';
import path from 'node:path';
import { dataDir } from './reference';
import { loadShippedPlayers, parseRetrosplits, playersFromCsv, playersToCsv } from './splits';

const HEADER =
  'YEAR,PHASE,RESP_BAT_ID,RESP_BAT_HAND_CD,RESP_PIT_HAND_CD,B_PA,B_AB,B_H,B_TB,B_2B,B_3B,B_HR,B_HR4,B_RBI,B_BB,B_IBB,B_SO,B_GDP,B_HP,B_SH,B_SF,B_XI';

describe('retrosplits', () => {
  it('keeps the regular season only, by the pitcher hand, and tells a switch-hitter from a rare opposite side', () => {
    const players = parseRetrosplits(
      [
        HEADER,
        '2022,R,switb001,L,R,300,270,80,120,15,1,8,0,40,25,1,60,5,3,0,2,0',
        '2022,R,switb001,R,L,120,110,30,45,6,0,3,0,12,8,0,25,2,1,0,1,0',
        '2022,D,switb001,L,R,20,18,9,15,2,0,2,0,5,2,0,3,0,0,0,0,0',
        '2022,R,righb001,R,R,400,360,100,150,20,0,10,0,50,30,0,80,6,5,0,5,0',
        '2022,R,righb001,L,R,2,2,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0',
      ].join('\n'),
      'bat',
    );
    const switcher = players.find((p) => p.id === 'switb001')!;
    expect(switcher).toMatchObject({ season: 2022, role: 'bat', hand: 'B' });
    expect(switcher.vsR).toMatchObject({ pa: 300, h: 80, hr: 8, bb: 25, so: 60 });
    expect(switcher.vsL.pa).toBe(120);
    const righty = players.find((p) => p.id === 'righb001')!;
    expect(righty.hand).toBe('R');
    expect(righty.vsR.pa).toBe(402);
    // The shipped table round-trips.
    expect(playersFromCsv(playersToCsv(players), 2022)).toEqual(expect.arrayContaining(players));
  });

  it('ships every season 2007–2023 with the licence notice beside it', () => {
    const seasons = new Set(loadShippedPlayers(dataDir()).map((p) => p.season));
    expect([...seasons].sort()).toEqual(Array.from({ length: 17 }, (_, i) => 2007 + i));
    expect(fs.readFileSync(path.join(dataDir(), 'players', 'NOTICE.txt'), 'utf8')).toMatch(/Open Database License/);
  });
});

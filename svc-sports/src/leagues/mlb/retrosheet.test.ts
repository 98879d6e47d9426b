import { parseGameLog, parseGameLogLine } from './retrosheet';

// The first game of Retrosheet's 2023 log (MIL at CHN, 2023-03-30); see data/NOTICE.md.
const LINE =
  '"20230330","0","Thu","MIL","NL",1,"CHN","NL",1,0,4,51,"D","","","","CHI11",36054,141,"000000000","00400000x",29,4,0,0,0,0,0,0,0,5,0,12,0,0,2,0,7,4,4,4,0,0,24,12,1,0,1,0,30,6,0,0,0,3,0,0,1,4,0,5,0,0,1,0,7,4,0,0,1,0,27,13,1,2,2,0,"kulpr901","Ron Kulpa","blasc901","Cory Blaser","torrc901","Carlos Torres","viscj901","Jansen Visconti","","(none)","","(none)","counc001","Craig Counsell","rossd001","David Ross","strom001","Marcus Stroman","burnc002","Corbin Burnes","","(none)","swand001","Dansby Swanson","burnc002","Corbin Burnes","strom001","Marcus Stroman","yelic001","Christian Yelich",7,"winkj002","Jesse Winker",10,"adamw002","Willy Adames",6,"tellr001","Rowdy Tellez",3,"contw002","William Contreras",2,"urial001","Luis Urias",5,"mitcg001","Garrett Mitchell",8,"andeb006","Brian Anderson",9,"turab002","Brice Turang",4,"hoern001","Nico Hoerner",4,"swand001","Dansby Swanson",6,"happi001","Ian Happ",7,"bellc002","Cody Bellinger",8,"manct001","Trey Mancini",10,"gomey001","Yan Gomes",2,"hosme001","Eric Hosmer",3,"wisdp001","Patrick Wisdom",5,"mastm001","Miles Mastrobuoni",9,"","Y"';

describe('Retrosheet game log', () => {
  it('reads the fields the product uses', () => {
    const game = parseGameLogLine(LINE);
    expect(game).toMatchObject({
      date: '2023-03-30',
      gameNumber: 0,
      dayNight: 'D',
      away: 'MIL',
      home: 'CHN',
      awayScore: 0,
      homeScore: 4,
      outs: 51,
      park: 'CHI11',
      completedOn: null,
      winningPitcher: 'strom001',
      losingPitcher: 'burnc002',
      awayStarter: { id: 'burnc002', name: 'Corbin Burnes' },
      homeStarter: { id: 'strom001', name: 'Marcus Stroman' },
    });
    expect(game.awayBatting).toEqual({ ab: 29, h: 4, doubles: 0, triples: 0, hr: 0, sf: 0, hbp: 0, bb: 5, so: 12 });
  });

  it('numbers doubleheader games and reads the completion date of suspended games', () => {
    const fields = LINE.split(',');
    fields[1] = '"2"';
    fields[13] = '"20230331,CHI11,0,2,30"';
    const game = parseGameLogLine(fields.join(','));
    expect(game.gameNumber).toBe(2);
    expect(game.completedOn).toBe('2023-03-31');
  });

  it('reads a file with a byte-order mark and Windows line ends', () => {
    expect(parseGameLog(`\uFEFF${LINE}\r\n${LINE}\r\n`)).toHaveLength(2);
  });

  it('rejects lines that are not game logs', () => {
    expect(() => parseGameLogLine('date,home,away')).toThrow(/not a Retrosheet game log line/);
  });
});

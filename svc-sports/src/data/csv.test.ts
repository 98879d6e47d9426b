import { parseCsvLine, parseCsvRecords, toCsv } from './csv';

describe('csv', () => {
  it('reads quoted fields with commas and doubled quotes', () => {
    expect(parseCsvLine('"a,b",1,,"say ""hi""",')).toEqual(['a,b', '1', '', 'say "hi"', '']);
  });

  it('round-trips records', () => {
    const text = toCsv(
      ['id', 'name'],
      [
        ['x', 'A, B'],
        ['y', null],
      ],
    );
    expect(parseCsvRecords(text)).toEqual([
      { id: 'x', name: 'A, B' },
      { id: 'y', name: '' },
    ]);
  });
});

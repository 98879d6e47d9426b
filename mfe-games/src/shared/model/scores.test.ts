import { categoryColor, edgeBarWidthPercent, evColor, formatEv, formatMoneyline, totalScoreColor } from './scores';

test('the pick bar width is difference / 20, capped at 100%', () => {
  expect(edgeBarWidthPercent(5)).toBe(25);
  expect(edgeBarWidthPercent(-10)).toBe(50);
  expect(edgeBarWidthPercent(20)).toBe(100);
  expect(edgeBarWidthPercent(35)).toBe(100);
});

test('category colours: one scale, 7/5/3 (5.9 is yellow wherever it is shown)', () => {
  expect([7, 6.9, 5.9, 5, 4.9, 3, 2.9].map(categoryColor)).toEqual([
    'green',
    'yellow',
    'yellow',
    'yellow',
    'orange',
    'orange',
    'red',
  ]);
});

test('total score colours at 40 and 30', () => {
  expect([40, 39, 30, 29].map(totalScoreColor)).toEqual(['green', 'yellow', 'yellow', 'red']);
});

test('EV display and colour', () => {
  expect(formatEv(4.23)).toBe('+4.2%');
  expect(formatEv(-3)).toBe('-3.0%');
  expect(formatEv(null)).toBe('N/A');
  expect(evColor(0.1)).toBe('green');
  expect(evColor(0)).toBe('red');
  expect(evColor(null)).toBeNull();
});

test("a moneyline carries its sign: the underdog's plus, the favourite's minus", () => {
  expect([150, -120, 100, -100].map(formatMoneyline)).toEqual(['+150', '-120', '+100', '-100']);
});

import { formatLongDate } from './dates';

describe('formatLongDate', () => {
  test('formats in New York time, so a UTC early-morning instant is still the previous day', () => {
    expect(formatLongDate('2025-03-06T03:00:00Z')).toBe('March 5, 2025');
  });

  test('null, empty and unparsable values give null', () => {
    expect(formatLongDate(null)).toBeNull();
    expect(formatLongDate('')).toBeNull();
    expect(formatLongDate('soon')).toBeNull();
  });
});

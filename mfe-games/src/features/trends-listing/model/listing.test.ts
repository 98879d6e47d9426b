import { trendCountText, formatMomentum, listingErrorMessage } from './listing';

test('error texts of the trends listing', () => {
  expect(
    listingErrorMessage({ status: 'PARSING_ERROR', originalStatus: 200, data: '', error: 'Unexpected data format' }),
  ).toBe('Failed to load games: Unexpected data format from server');
  expect(listingErrorMessage({ status: 503, data: { detail: 'Database unavailable' } })).toBe(
    'Failed to load games: Database unavailable',
  );
  expect(listingErrorMessage({ status: 'TIMEOUT_ERROR', error: 'Request timed out after 15 s' })).toBe(
    'Failed to load games: Request timed out after 15 s',
  );
});

test('momentum keeps its sign', () => {
  expect(formatMomentum(0.4)).toBe('+0.40');
  expect(formatMomentum(-0.2)).toBe('-0.20');
  expect(formatMomentum(0)).toBe('0.00');
});

test('a trend count is singular for one', () => {
  expect([0, 1, 6].map(trendCountText)).toEqual(['0 trends', '1 trend', '6 trends']);
});

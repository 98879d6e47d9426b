import { callsCorrectText } from './calls-correct';

it('shows calls correct as a share with one decimal and the count, or N/A without a scored call', () => {
  expect(callsCorrectText(614, 1026)).toBe('59.8% (614/1,026)');
  expect(callsCorrectText(0, 0)).toBe('N/A');
});

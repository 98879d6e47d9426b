import { starterText } from './starter';

test('a starter with and without a record, or none', () => {
  expect(starterText({ name: 'Gerrit Cole', record: '9-4' })).toBe('Gerrit Cole (9-4)');
  expect(starterText({ name: 'Gerrit Cole', record: null })).toBe('Gerrit Cole');
  expect(starterText(null)).toBe('TBD');
});

import { displayName, profilePictureSrc } from './profile';

const person = { first_name: '', last_name: '', username: null, email: 'casey@example.com' };

test('display name: first and last name, else username, else email', () => {
  expect(displayName({ ...person, first_name: 'Casey', last_name: 'Jones', username: 'slugger' })).toBe('Casey Jones');
  expect(displayName({ ...person, first_name: 'Casey', username: 'slugger' })).toBe('Casey');
  expect(displayName({ ...person, first_name: '', last_name: '', username: 'slugger' })).toBe('slugger');
  expect(displayName(person)).toBe('casey@example.com');
});

test('picture URLs get a cache-busting timestamp', () => {
  expect(profilePictureSrc('/media/p/7.webp', 1700)).toBe('/media/p/7.webp?t=1700');
  expect(profilePictureSrc('https://cdn.example.com/p.webp?size=64', 5)).toBe(
    'https://cdn.example.com/p.webp?size=64&t=5',
  );
  expect(profilePictureSrc(null, 5)).toBeUndefined();
});

import { offersUpgrade, tokenTier } from './tokenTier';

const token = (claims: object) =>
  `eyJhbGciOiJFUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2lnbmF0dXJl`;

test("reads the tier from the access token's claims", () => {
  expect(tokenTier(token({ sub: '7', tier: 'pro', email: 'ünïcødé@example.com' }))).toBe('pro');
  expect(tokenTier(token({ sub: '7', tier: 'basic' }))).toBe('basic');
});

test('no token, a token without a known tier or not a JWT at all: no tier', () => {
  expect(tokenTier(null)).toBeNull();
  expect(tokenTier(token({ sub: '7' }))).toBeNull();
  expect(tokenTier(token({ tier: 'platinum' }))).toBeNull();
  expect(tokenTier('not-a-jwt')).toBeNull();
  expect(tokenTier('a.%%%.b')).toBeNull();
});

test('Get Premium is offered to everyone but Pro members', () => {
  expect(offersUpgrade(null)).toBe(true);
  expect(offersUpgrade('free')).toBe(true);
  expect(offersUpgrade('basic')).toBe(true);
  expect(offersUpgrade('pro')).toBe(false);
});

process.env.NODE_ENV = 'test';
process.env.AUTH_ARGON2_LOW_COST_FOR_TESTS = '1';

import path from 'node:path';

// This file sits directly in src/ (tests) and is bundled into dist/ (production): both one level below the
// service folder, so the folders beside them resolve the same way.
const serviceRoot = path.resolve(__dirname, '..');

export const MIGRATIONS_FOLDER = path.join(serviceRoot, 'drizzle');
export const DATA_FOLDER = path.join(serviceRoot, 'data');

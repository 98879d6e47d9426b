import path from 'node:path';
import { serviceFolder } from '@vantage/service-kit/service';

/** The svc-billing folder, found from src/ (tests) and from dist/ (the bundle) alike. */
const SERVICE_FOLDER = serviceFolder(__dirname);

export const MIGRATIONS_FOLDER = path.join(SERVICE_FOLDER, 'drizzle');
export const DEFAULT_TIERS_SEED_FILE = path.join(SERVICE_FOLDER, 'seed', 'tiers.json');

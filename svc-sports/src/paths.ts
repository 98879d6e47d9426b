import path from 'node:path';
import { serviceFolder } from '@vantage/service-kit/service';

/** The svc-sports folder, found from src/ (tests) and from the bundles in dist/ alike. */
const SERVICE_FOLDER = serviceFolder(__dirname);

export const MIGRATIONS_FOLDER = path.join(SERVICE_FOLDER, 'drizzle');
export const DATA_FOLDER = path.join(SERVICE_FOLDER, 'data');

import path from 'node:path';
import { serviceFolder } from '@vantage/service-kit/service';

/** The svc-auth folder, found from src/ (tests) and from dist/ (the bundles) alike. */
export const SERVICE_FOLDER = serviceFolder(__dirname);

export const MIGRATIONS_FOLDER = path.join(SERVICE_FOLDER, 'drizzle');

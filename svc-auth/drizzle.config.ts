import { defineConfig } from 'drizzle-kit';

// `npm run -w svc-auth db:generate` writes migrations from src/db/schema.ts; they are committed and
// applied at start-up by service-kit's openDatabase.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  schemaFilter: ['auth'],
});

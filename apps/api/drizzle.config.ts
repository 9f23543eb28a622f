import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/db/schema/index.ts',
  out: './apps/api/db/migrations',
});

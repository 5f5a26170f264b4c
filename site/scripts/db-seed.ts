// `pnpm db:seed`: seeds demo content (families, subscriptions, flags, Tanya, packages) into the configured
// database if it has no accounts yet. Refused in production.
import { getConfig } from '#site/server/config/config.ts';
import { closeDatabase, getDatabase } from '#site/server/db/database.ts';
import { seedDemo } from '#site/server/demo/seed-demo.ts';
import { seedPackagesDemo } from '#site/server/billing/catalogue/seed-packages-demo.ts';
import { seedTanyaDemo } from '#site/server/tanya/seed-tanya-demo.ts';

process.env.DATA_DIR ??= new URL('../../.data', import.meta.url).pathname;
if (getConfig().isProduction) {
  console.error('Demo content is never seeded into a production database (APP_ENV=production).');
  process.exit(1);
}
const database = await getDatabase();
const seeded = await seedDemo(database.db);
console.log(seeded ? `Demo content seeded (${database.kind}).` : 'The database already has accounts: nothing seeded.');
const questions = await seedTanyaDemo(database.db);
console.log(questions > 0 ? `Demo Tanya questions seeded: ${questions}.` : 'The database already has Tanya questions: none seeded.');
const packages = await seedPackagesDemo(database.db);
console.log(packages > 0 ? `Demo package catalogue seeded: ${packages}.` : 'The database already has packages: none seeded.');
await closeDatabase();

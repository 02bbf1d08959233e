import { loadConfig } from '../config.ts';
import { createDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

const config = loadConfig();
const handle = createDatabase(config.databaseUrl);
await migrateToLatest(handle.db);
await handle.close();
console.log(`Migrated ${config.databaseUrl.replace(/:[^:@/]*@/, ':***@')}`);

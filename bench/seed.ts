/**
 * Seeds the full demo catalog into a fresh temporary SQLite file and prints
 * the time taken and the row counts. Run: npx tsx bench/seed.ts [scale]
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedCatalog } from '../server/db/seed';

const scale = Number(process.argv[2] ?? 1);
const dir = mkdtempSync(join(tmpdir(), 'velvet-seed-bench-'));
const sqliteFile = join(dir, 'velvet.sqlite');
const handle = await openDatabase({ databaseUrl: null, sqliteFile });
try {
  await migrateToLatest(handle.db);
  const report = await seedCatalog(handle.db, { seed: 1, scale });
  console.log(`seed: scale ${scale}, ${(report.milliseconds / 1000).toFixed(2)} s`);
  for (const [table, rows] of Object.entries(report.counts)) console.log(`  ${table.padEnd(28)} ${rows}`);
  await handle.close();
  console.log(`  sqlite file size             ${(statSync(sqliteFile).size / 1e6).toFixed(1)} MB`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

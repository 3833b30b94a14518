/** Runs the numbered migrations with Kysely's Migrator from a static list (no file-system globbing). */
import { Migrator, PostgresAdapter, sql, type Kysely, type Migration, type MigrationResult } from 'kysely';
import * as catalog from './migrations/001_catalog';
import * as imagesMeta from './migrations/002_images_meta';
import * as guests from './migrations/003_guests';
import * as ledger from './migrations/004_ledger';
import * as verification from './migrations/005_verification';
import * as realtime from './migrations/006_realtime';
import * as messenger from './migrations/007_messenger';
import * as survey from './migrations/008_survey';
import * as tracking from './migrations/009_tracking';
import * as loginThrottle from './migrations/010_login_throttle_signup_country';
import * as quotas from './migrations/011_quotas';
import * as idempotency from './migrations/012_idempotency';
import * as termsAcceptance from './migrations/013_terms_acceptance';
import * as albumsSocial from './migrations/014_albums_social';
import * as mediaLibrary from './migrations/015_media_library';
import * as videoVotes from './migrations/017_video_votes';
import * as liveStreams from './migrations/018_live_streams';
import * as liveChat from './migrations/019_live_chat';
import * as ticketsVoice from './migrations/020_tickets_voice';
import * as search from './migrations/021_search';
import * as videoSales from './migrations/022_video_sales';
import * as actorNotes from './migrations/024_actor_notes';
import * as onlinePeriods from './migrations/025_online_periods';
import * as performerLocations from './migrations/026_performer_locations';
import * as tileGridSettings from './migrations/027_tile_grid_settings';
import * as partners from './migrations/028_partners';
import * as listVersion from './migrations/029_list_version';
import * as collections from './migrations/030_collections';
import * as paymentReversals from './migrations/031_payment_reversals';
import * as actorSearchVersion from './migrations/032_actor_search_version';
import * as listVersionNotify from './migrations/033_list_version_notify';
import * as searchWordTokens from './migrations/034_search_word_tokens';
import type { Database } from './schema';

/** Every migration, in order; adding one is a new numbered file plus one line here. */
export const MIGRATIONS: Record<string, Migration> = {
  '001_catalog': catalog,
  '002_images_meta': imagesMeta,
  '003_guests': guests,
  '004_ledger': ledger,
  '005_verification': verification,
  '006_realtime': realtime,
  '007_messenger': messenger,
  '008_survey': survey,
  '009_tracking': tracking,
  '010_login_throttle_signup_country': loginThrottle,
  '011_quotas': quotas,
  '012_idempotency': idempotency,
  '013_terms_acceptance': termsAcceptance,
  '014_albums_social': albumsSocial,
  '015_media_library': mediaLibrary,
  '017_video_votes': videoVotes,
  '018_live_streams': liveStreams,
  '019_live_chat': liveChat,
  '020_tickets_voice': ticketsVoice,
  '021_search': search,
  '022_video_sales': videoSales,
  '024_actor_notes': actorNotes,
  '025_online_periods': onlinePeriods,
  '026_performer_locations': performerLocations,
  '027_tile_grid_settings': tileGridSettings,
  '028_partners': partners,
  '029_list_version': listVersion,
  '030_collections': collections,
  '031_payment_reversals': paymentReversals,
  '032_actor_search_version': actorSearchVersion,
  '033_list_version_notify': listVersionNotify,
  '034_search_word_tokens': searchWordTokens,
};

/** Brings the schema to the newest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    // Numbers are reserved for work built in parallel, so a data directory may have run 024 before 021 lands;
    // every migration here creates its own tables, so running a lower number later is safe.
    allowUnorderedMigrations: true,
    ...(await postgresSchemaOptions(db)),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return results;
}

/**
 * On PostgreSQL the migrator must be told its schema: without it Kysely looks
 * for its bookkeeping tables in every schema, finds another schema's (a second
 * deployment or a parallel test run on the same database) and skips creating
 * its own, then fails on the missing lock table.
 */
async function postgresSchemaOptions(db: Kysely<Database>): Promise<{ migrationTableSchema?: string }> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return {};
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ? { migrationTableSchema: rows[0].schema } : {};
}

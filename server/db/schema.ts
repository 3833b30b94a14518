/**
 * Kysely table types. Booleans are stored as 0/1 integers and dates as ISO
 * text so one set of queries runs unchanged on SQLite and PostgreSQL.
 */
export interface PerformersTable {
  id: number;
  name: string;
  /** Lower-cased name with a unique index: profile URLs carry lower-cased names. */
  name_lower: string;
  gender: string;
  type: string;
  age: number;
  country: string;
  /** JSON arrays and objects below are display-only, never filtered on. */
  languages: string;
  three_words: string;
  prices: string;
  features: string;
  is_online: number;
  is_new: number;
  is_top_amateur: number;
  rank: number;
  favorite_count: number;
  registered_at: string;
  /** Migration 018 (live): 1 while a ticket show runs (set through server/live/state.ts setTicketShow). */
  is_ticket_show: number;
}

export interface PerformerCategoriesTable {
  performer_id: number;
  category: string;
}

export interface PerformerTagsTable {
  performer_id: number;
  tag: string;
}

/** One row per banned country, so the ban check is an indexed NOT EXISTS on both dialects. */
export interface PerformerBannedCountriesTable {
  performer_id: number;
  country_code: string;
}

export interface VideosTable {
  id: number;
  performer_id: number;
  title: string;
  description: string;
  duration: number;
  price: number;
  base_price: number;
  free: number;
  vip: number;
  is_new: number;
  on_sale: number;
  classic: number;
  age_rating: number;
  released_at: string;
}

export interface VideoTagsTable {
  video_id: number;
  tag: string;
}

/** Migration 022: one row per sale of a video (bestSelling, trending, video stars). */
export interface VideoSalesTable {
  video_id: number;
  performer_id: number;
  sold_at: string;
}

export interface AlbumsTable {
  id: number;
  performer_id: number;
  title: string;
  description: string;
  age_rating: number;
  price: number;
  picture_count: number;
  created_at: string;
}

export interface PicturesTable {
  id: number;
  album_id: number;
  position: number;
  title: string;
}

export interface ImagesTable {
  /** `${kind}/${id}/${size}`, the path of GET /img/<kind>/<id>/<size>.svg. */
  key: string;
  size: string;
  content_type: string;
  /** SVG text; a text column keeps SQLite and PostgreSQL identical. */
  body: string;
  etag: string;
}

export interface MetaTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface Database {
  performers: PerformersTable;
  performer_categories: PerformerCategoriesTable;
  performer_tags: PerformerTagsTable;
  performer_banned_countries: PerformerBannedCountriesTable;
  videos: VideosTable;
  video_tags: VideoTagsTable;
  video_sales: VideoSalesTable;
  albums: AlbumsTable;
  pictures: PicturesTable;
  images: ImagesTable;
  meta: MetaTable;
  guests: GuestsTable;
  sessions: SessionsTable;
  guest_tokens: GuestTokensTable;
  guest_relations: GuestRelationsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  // Migration 004 (money): types in server/money/tables.ts.
  wallets: import('../money/tables').WalletsTable;
  ledger_entries: import('../money/tables').LedgerEntriesTable;
  purchases: import('../money/tables').PurchasesTable;
  owned_items: import('../money/tables').OwnedItemsTable;
  vouchers: import('../money/tables').VouchersTable;
  gifts: import('../money/tables').GiftsTable;
  bought_gifts: import('../money/tables').BoughtGiftsTable;
  feed_posts: import('../money/tables').FeedPostsTable;
  subscriptions: import('../money/tables').SubscriptionsTable;
  payments: import('../money/tables').PaymentsTable;
  payment_settings: import('../money/tables').PaymentSettingsTable;
  bonus_codes: import('../money/tables').BonusCodesTable;
  bonus_redemptions: import('../money/tables').BonusRedemptionsTable;
  // Migration 005 (trust): types in server/trust/tables.ts.
  age_verifications: import('../trust/tables').AgeVerificationsTable;
  avs_checkouts: import('../trust/tables').AvsCheckoutsTable;
  pincall_verifications: import('../trust/tables').PincallVerificationsTable;
  // Migration 006 (realtime domain).
  notifications: NotificationsTable;
  favourites: FavouritesTable;
  // Migration 007 (messenger).
  channels: ChannelsTable;
  messages: MessagesTable;
  message_images: MessageImagesTable;
  // Migration 008 (surveys).
  survey_answers: SurveyAnswersTable;
  survey_limits: SurveyLimitsTable;
  // Migration 009 (tracking): type in server/tracking/tables.ts.
  tracking_events: import('../tracking/tables').TrackingEventsTable;
  // Migration 010 (login throttle): type in server/guests/tables.ts.
  login_throttle: import('../guests/tables').LoginThrottleTable;
  // Migration 011 (quotas): type in server/quotas/tables.ts.
  guest_daily_usage: import('../quotas/tables').GuestDailyUsageTable;
  // Migration 012 (idempotency): the sandbox payment provider's own records.
  sandbox_charges: import('../money/tables').SandboxChargesTable;
  // Migration 015 (media library archive marks): type in server/media-library/tables.ts.
  media_library_archive: import('../media-library/tables').MediaLibraryArchiveTable;
  // Migration 014 (albums and galleries): types in server/albums/tables.ts.
  album_comments: import('../albums/tables').AlbumCommentsTable;
  album_ratings: import('../albums/tables').AlbumRatingsTable;
  picture_ratings: import('../albums/tables').PictureRatingsTable;
  sedcard_ratings: import('../albums/tables').SedcardRatingsTable;
  album_views: import('../albums/tables').AlbumViewsTable;
  // Migration 017 (video votes): type in server/video-votes/tables.ts.
  video_votes: import('../video-votes/tables').VideoVotesTable;
  // Migration 018 (live streams, H): types in server/live/tables.ts.
  live_preview_counts: import('../live/tables').LivePreviewCountsTable;
  live_previews: import('../live/tables').LivePreviewsTable;
  // Migration 019 (live chat, issue 14): types in server/live-chat/tables.ts.
  chat_sessions: import('../live-chat/tables').ChatSessionsTable;
  chat_minutes: import('../live-chat/tables').ChatMinutesTable;
  chat_messages: import('../live-chat/tables').ChatMessagesTable;
  chat_start_seqs: import('../live-chat/tables').ChatStartSeqsTable;
  chat_ratings: import('../live-chat/tables').ChatRatingsTable;
  // Migration 020 (J: ticket shows, chat tickets, voice calls): types in server/live-shows/tables.ts.
  ticket_shows: import('../live-shows/tables').TicketShowsTable;
  chat_tickets: import('../live-shows/tables').ChatTicketsTable;
  voice_calls: import('../live-shows/tables').VoiceCallsTable;
  voice_call_minutes: import('../live-shows/tables').VoiceCallMinutesTable;
  // Migration 021 (search, issue 15): the guest's last searches; the search documents are read with sql (server/search/).
  last_searches: import('../search/tables').LastSearchesTable;
  // Migration 024 (actor notes, issue 15 §8): type in server/actor-notes/tables.ts.
  actor_notes: import('../actor-notes/tables').ActorNotesTable;
  // Migration 025 (online periods for the heat map, issue 15 §8): type in server/heat-map/tables.ts.
  performer_online_periods: import('../heat-map/tables').PerformerOnlinePeriodsTable;
  // Migration 026 (actor search with geo, issue 15 items 2-3): types in server/actor-search/tables.ts.
  performer_locations: import('../actor-search/tables').PerformerLocationsTable;
  performer_search_features: import('../actor-search/tables').PerformerSearchFeaturesTable;
  guest_actor_search: import('../actor-search/tables').GuestActorSearchTable;
  // Migration 028 (partners and attribution, issue 16 §1-§2): types in server/partners/tables.ts.
  partners: import('../partners/tables').PartnersTable;
  partner_origins: import('../partners/tables').PartnerOriginsTable;
  partner_visits: import('../partners/tables').PartnerVisitsTable;
  partner_attributions: import('../partners/tables').PartnerAttributionsTable;
  payment_reversals: import('../partners/tables').PaymentReversalsTable;
  // Migration 027 (tile grid settings per type on the guest, issue 15 §7): type in server/tile-grid-settings/tables.ts.
  guest_tile_grid_settings: import('../tile-grid-settings/tables').GuestTileGridSettingsTable;
  // Migration 030 (collections, issue 15 item 6): types in server/collections/tables.ts.
  collections: import('../collections/tables').CollectionsTable;
  collection_texts: import('../collections/tables').CollectionTextsTable;
  collection_performers: import('../collections/tables').CollectionPerformersTable;
  // Migration 031 (refunds and chargebacks reverse in the ledger, issue 16 §2): type in server/money/tables.ts.
  provider_notices: import('../money/tables').ProviderNoticesTable;
}

/** A guest, anonymous or registered (migration 003). JSON columns hold objects as text. */
export interface GuestsTable {
  id: string;
  kind: 'anonymous' | 'registered';
  name: string | null;
  /** Lower-cased. */
  email: string | null;
  /** `scrypt$N$r$p$salt$hash` (base64url). */
  password_hash: string | null;
  email_verified_at: string | null;
  created_at: string;
  is_locked: number;
  restriction_level: number;
  is_blocked_for_comments: number;
  show_data_protection: number;
  preferences: string;
  notifications_settings: string;
  signup_origin: string | null;
  country: string;
  /** Where the guest signed up from (migration 010); null before sign-up. */
  signup_country: string | null;
  /** Conversion-chat countdown end, epoch seconds. */
  conversion_chat_until: number | null;
  auto_recharge_teaser_state: string | null;
  is_paying_customer: number;
  /** When the guest confirmed being 18 or older at sign-up (migration 013); null before. */
  adult_confirmed_at: string | null;
  /** When the guest last accepted the terms and data-protection notice, and which version (sdk/account TERMS_VERSION). */
  terms_accepted_at: string | null;
  terms_version: string | null;
}

/** A login session; `id` is the sha256 of the cookie value. */
export interface SessionsTable {
  id: string;
  guest_id: string;
  created_at: string;
  expires_at: string;
}

/** One-time tokens of reset and verification links; `id` is the sha256 of the token. */
export interface GuestTokensTable {
  id: string;
  guest_id: string;
  purpose: 'passwordReset' | 'verifyEmail';
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface GuestRelationsTable {
  guest_id: string;
  subject_type_id: number;
  subject_id: string;
  relation_type_id: number;
  object_type_id: number;
  object_id: string;
  created_at: string;
}

export interface NewsletterSubscriptionsTable {
  guest_id: string;
  type_id: number;
  email: string;
  created_at: string;
}

/** A navbar or floating notification (migration 006); unread and unseen are 0/1. */
export interface NotificationsTable {
  id: string;
  guest_id: string;
  list: 'navbar' | 'floating';
  type: number;
  title: string;
  text: string;
  actor_id: number | null;
  link: string | null;
  unread: number;
  unseen: number;
  created_at: string;
}

/** A pinned actor, album, sedcard album or picture (migration 006); notify flags apply to actors. */
export interface FavouritesTable {
  guest_id: string;
  kind: 'actor' | 'album' | 'sedcards' | 'picture';
  item_id: number;
  created_at: string;
  email_notify: number;
  sms_notify: number;
}

/** A guest's conversation with one performer (migration 007); archived and blocked are 0/1. */
export interface ChannelsTable {
  id: string;
  guest_id: string;
  actor_id: number;
  archived: number;
  blocked: number;
  free_messages_amount: number;
  /** Messages from the actor or the system after this time are unread; null = never viewed. */
  last_viewed_at: string | null;
  last_message_at: string | null;
  last_message_id: string | null;
  /** Plain-text preview of the last message. */
  subject: string;
  created_at: string;
}

/** One message of a channel (migration 007); gifts is a JSON IncludedGift array. */
export interface MessagesTable {
  id: string;
  channel_id: string;
  type: string;
  sender_type: 'actor' | 'guest' | 'system';
  text: string;
  gifts: string;
  image_id: string | null;
  /** Coins the guest paid for it. */
  price: number;
  /** The realtime cid a guest's message came with (null for actor and system messages). */
  cid: string | null;
  created_at: string;
}

/** An uploaded image (migration 007); channel_id is set when it is sent. */
export interface MessageImagesTable {
  id: string;
  guest_id: string;
  channel_id: string | null;
  content_type: string;
  bytes: Buffer;
  size: number;
  width: number;
  height: number;
  created_at: string;
}

/** A feedback or chat-exit survey answer (migration 008); 0/1 flags, client_hash = sha256 of the client address. */
export interface SurveyAnswersTable {
  id: string;
  kind: 'feedback' | 'chatexit';
  guest_id: string;
  feedback: string;
  email: string | null;
  rating: number | null;
  actor_id: number | null;
  chat_id: string | null;
  chat_type: string | null;
  is_anonymous_voicecall: number;
  mobile: number;
  current_url: string;
  client_hash: string;
  created_at: string;
}

/** A running survey time limit (migration 008): the key ('feedback:<guest>') is blocked until `until` (ISO). */
export interface SurveyLimitsTable {
  limit_key: string;
  until: string;
}

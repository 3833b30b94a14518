/** How much of a daily quota (sdk/quotas DailyQuota) a guest used on a UTC day (migration 010). */
export interface GuestDailyUsageTable {
  guest_id: string;
  quota: string;
  /** `2025-01-31` (sdk/quotas utcDay). */
  day: string;
  used: number;
}

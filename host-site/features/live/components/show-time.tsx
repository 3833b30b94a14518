import { useEffect, useState } from 'react';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';

/**
 * "Starts at 14:30" of a ticket show. The server knows no visitor's time zone, so the server's HTML
 * and the hydrating render say the UTC time (same text, no mismatch); then the browser's own zone.
 */
export function ShowTime({ startsAt }: { startsAt: string }) {
  const t = useSiteT();
  const language = useLanguage();
  const [local, setLocal] = useState(false);
  useEffect(() => setLocal(true), []);
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', ...(local ? {} : { timeZone: 'UTC', timeZoneName: 'short' }) }).format(new Date(startsAt));
  return <time dateTime={startsAt}>{t('live.showStarts', { time })}</time>;
}

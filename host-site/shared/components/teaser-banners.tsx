/**
 * Teaser banners (spec 001 §2 "teaser banners"; §7 "POST teaser/getTeasers (routeName, routeArgs)"; issue 15 item 6):
 * a row of short promotions of other lists, chosen by the server for the page and the guest, words included. Drawn
 * on the server; a teaser whose page is not built yet is left out (no link leads to a placeholder).
 */
import { Link } from 'react-router';
import { RestError, type RestClient } from '../../../sdk/api/rest';
import type { Teaser, Teasers } from '../../../sdk/api/schemas/teasers';
import type { Screen } from '../../../sdk/routes';
import { isBuiltScreen } from '../../app/built-screens';
import './teaser-banners.css';

/** The page's teasers, or none when they could not be loaded (they are extras; the page works without). */
export async function loadTeasers(client: RestClient, routeName: Screen, routeArgs: Record<string, string> = {}, signal?: AbortSignal): Promise<Teaser[]> {
  try {
    const answer = await client.post<{ success: true; data: Teasers }>('teaser/getTeasers', { routeName, routeArgs }, { signal });
    return answer.data.teasers;
  } catch (error) {
    if (error instanceof RestError || (error instanceof Error && error.name === 'TypeError')) return [];
    throw error;
  }
}

export function TeaserBanners({ teasers }: { teasers: readonly Teaser[] | undefined }) {
  const shown = (teasers ?? []).filter((teaser) => isBuiltScreen(teaser.target as Screen));
  if (shown.length === 0) return null;
  return (
    <ul className="teasers">
      {shown.map((teaser) => (
        <li key={teaser.id} className="teaser" data-teaser={teaser.id}>
          <h2 className="teaser__headline">{teaser.headline}</h2>
          <p className="teaser__text">{teaser.text}</p>
          <Link className="teaser__cta" to={teaser.path}>{teaser.cta}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The start page's video jumbotron and teaser banners (issue 15 item 6), in a chunk of their own: the first route's
 * script budget (DESIGN.md "Budgets": 110 kB) has no room for them. The server renders them into the page; the
 * browser keeps that HTML until this chunk arrives and then hydrates it (a Suspense boundary the server filled).
 */
import type { Jumbotron } from '../../../sdk/api/schemas/jumbotron';
import type { Teaser } from '../../../sdk/api/schemas/teasers';
import type { RestClient } from '../../../sdk/api/rest';
import { loadJumbotron } from '../../shared/components/load-jumbotron';
import { loadTeasers, TeaserBanners } from '../../shared/components/teaser-banners';
import { VideoJumbotron } from '../../shared/components/video-jumbotron';

export interface HomeExtrasData {
  jumbotron: Jumbotron | null;
  teasers: Teaser[];
}

export async function loadHomeExtras(client: RestClient, signal?: AbortSignal): Promise<HomeExtrasData> {
  const [jumbotron, teasers] = await Promise.all([loadJumbotron(client, 'homepage', signal), loadTeasers(client, 'home', {}, signal)]);
  return { jumbotron, teasers };
}

/** The hero, then the teasers for this guest, below the page's heading (the default export: React.lazy's form). */
export default function HomeExtras({ jumbotron, teasers }: Partial<HomeExtrasData>) {
  return (
    <>
      <VideoJumbotron jumbotron={jumbotron ?? null} />
      <TeaserBanners teasers={teasers} />
    </>
  );
}

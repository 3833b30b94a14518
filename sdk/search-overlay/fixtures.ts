/** Test answers in the contract's shape (test-only: imported by tests). */
import type { GlobalSearchResult, SearchActorItem, SearchVideoItem } from './wire';

const empty = <T>(type: 'actors' | 'videos' | 'mediathek' | 'blog') => ({ type, count: 0, link: null, items: [] as T[] });

export function actor(id: number, name: string, online = false): SearchActorItem {
  return { id, name, image: `/img/${id}.jpg`, aspect: 0.75, link: `/en/${name.toLowerCase()}/`, online, mobileVideoCall: false };
}
export function video(id: number, title: string): SearchVideoItem {
  return { id, title, image: `/img/v${id}.jpg`, link: `/en/videos/${id}/`, durationSeconds: 90, actorName: 'Anna' };
}

export function searchResult(pattern: string, patch: { actors?: SearchActorItem[]; videos?: SearchVideoItem[]; proposals?: string[]; mediathek?: number; blog?: number } = {}): GlobalSearchResult {
  const actors = patch.actors ?? [];
  const videos = patch.videos ?? [];
  return {
    searchPattern: pattern,
    proposals: patch.proposals ?? [],
    actors: actors.length ? { type: 'actors', count: actors.length, link: `/en/search/models/${pattern}/`, items: actors } : empty('actors'),
    videos: videos.length ? { type: 'videos', count: videos.length, link: `/en/search/videos/${pattern}/`, items: videos } : empty('videos'),
    mediathek: patch.mediathek ? { type: 'mediathek', count: patch.mediathek, link: '/en/tv/', items: [] } : empty('mediathek'),
    blog: patch.blog ? { type: 'blog', count: patch.blog, link: '/en/blog/', items: [] } : empty('blog'),
  };
}

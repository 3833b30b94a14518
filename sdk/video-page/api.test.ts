import { describe, expect, it, vi } from 'vitest';
import { fetchVideoRecommendations, voteOnVideo } from './api';
import { createQueryService, QueryServiceError } from './query-service';

function fakeFetch(answer: unknown, status = 200) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } }));
}

describe('the query service client (spec 001 §7 "POST, GraphQL style, bearer token, language")', () => {
  it('posts to /vxql with the token and the language, and answers the data', async () => {
    const fetch = fakeFetch({ data: { likeVideo: { videoId: 3, ratingLikes: 1, ratingDislikes: 0, liked: true, disliked: false } } });
    const query = createQueryService({ apiBase: 'https://site.test/', language: 'es', accessToken: () => 'tok', fetch });
    expect(await voteOnVideo(query, 3, 'like')).toMatchObject({ ratingLikes: 1, liked: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://site.test/vxql?lang=es');
    expect((init!.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(JSON.parse(String(init!.body))).toMatchObject({ variables: { videoId: 3 }, query: expect.stringContaining('likeVideo(videoId: $videoId)') });
  });

  it.each([['dislike', 'dislikeVideo'], [null, 'unvoteVideo']] as const)('vote %s runs %s', async (vote, field) => {
    const fetch = fakeFetch({ data: { [field]: { videoId: 3, ratingLikes: 0, ratingDislikes: 0, liked: false, disliked: false } } });
    await voteOnVideo(createQueryService({ apiBase: '', language: 'de', accessToken: () => null, fetch }), 3, vote);
    expect(String(fetch.mock.calls[0]![1]!.body)).toContain(`${field}(videoId: $videoId)`);
  });

  it('a GraphQL error rejects with its code and field (the page picks its words from the code)', async () => {
    const fetch = fakeFetch({ data: null, errors: [{ message: 'Log in to like or dislike videos', extensions: { code: 'LOGIN_REQUIRED' } }] });
    const query = createQueryService({ apiBase: '', language: 'en', accessToken: () => 't', fetch });
    await expect(voteOnVideo(query, 3, 'like')).rejects.toMatchObject({ name: 'QueryServiceError', code: 'LOGIN_REQUIRED' });
    await expect(voteOnVideo(query, 3, 'like')).rejects.toBeInstanceOf(QueryServiceError);
  });

  it('passes the recommendation basis as variables', async () => {
    const fetch = fakeFetch({ data: { videoRecommendations: { items: [{ id: 9 }] } } });
    const query = createQueryService({ apiBase: '', language: 'en', accessToken: () => 't', fetch });
    expect(await fetchVideoRecommendations(query, { actorId: 4, excludeVideoId: 8 })).toEqual([{ id: 9 }]);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body)).variables).toEqual({ actorId: 4, excludeVideoId: 8, first: 4 });
  });

  it('a non-OK answer (401 Missing Vxql-Token) rejects with RestError and its status', async () => {
    const fetch = fakeFetch({ statusCode: 401, code: 'LOGIN_REQUIRED', error: 'Missing Vxql-Token' }, 401);
    await expect(createQueryService({ apiBase: '', language: 'en', accessToken: () => null, fetch })('{ x }')).rejects.toMatchObject({ name: 'RestError', status: 401 });
  });
});

/** The tag pages' SEO content calls for the sdk REST client (issue 15 §8); each answers its data or throws RestError. */
import type { RestClient, RestRequestInit } from '../api/rest';
import type { ActorSeoContent, ActorVideoTags, TagSeoContent } from '../api/schemas/seo-content';

type Data<T> = { success: true; data: T };

/** GET seo/getTagSeoContent/{tagGroup}: the facts of the video list of one tag. */
export async function loadTagSeoContent(client: RestClient, tag: string, init?: RestRequestInit): Promise<TagSeoContent> {
  return (await client.get<Data<TagSeoContent>>(`seo/getTagSeoContent/${encodeURIComponent(tag)}`, {}, init)).data;
}

/** GET seo/getActorSeoContent/{actorId}/{tagGroup} (spec 001): the facts of a performer's videos with one tag. */
export async function loadActorSeoContent(client: RestClient, actorId: number, tag: string, init?: RestRequestInit): Promise<ActorSeoContent> {
  return (await client.get<Data<ActorSeoContent>>(`seo/getActorSeoContent/${actorId}/${encodeURIComponent(tag)}`, {}, init)).data;
}

/** GET actor/videoTags/{actorId}: the tags of her videos with their counts (her tag pages). */
export async function loadActorVideoTags(client: RestClient, actorId: number, init?: RestRequestInit): Promise<ActorVideoTags> {
  return (await client.get<Data<ActorVideoTags>>(`actor/videoTags/${actorId}`, {}, init)).data;
}

/** Links into the messenger screen: opened on a channel, or on the channel with a performer (created on first use). */
import type { Language } from '../../../sdk/config';
import { buildPath } from '../../../sdk/routes';

export function messengerChannelPath(language: Language, channelId: string): string {
  return `${buildPath('messenger', {}, language)}?channel=${encodeURIComponent(channelId)}`;
}

export function messengerActorPath(language: Language, actorId: number): string {
  return `${buildPath('messenger', {}, language)}?actor=${actorId}`;
}

/** What the messenger screen was asked to open, from its query string; bad values are ignored. */
export function messengerTarget(search: string): { channelId: string | null; actorId: number | null } {
  const params = new URLSearchParams(search);
  const channelId = params.get('channel');
  const actor = Number(params.get('actor'));
  return {
    channelId: channelId && /^[\w-]{1,64}$/.test(channelId) ? channelId : null,
    actorId: Number.isInteger(actor) && actor > 0 ? actor : null,
  };
}

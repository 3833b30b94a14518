import type { ActorProfile } from '../../../../sdk/api/types';
import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { Link } from 'react-router';
import { SiteChatButton } from '../../../shared/components/chat-button/site-chat-button';
import { messengerActorPath } from '../../../shared/lib/messenger-paths';
import { countryName } from '../../../shared/lib/display-names';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';
import { useAppServices } from '../../../shared/services/app-services';
import { FavouriteButton } from './favourite-button';

/** Avatar, name, online state, age, country, the favourite toggle and the message button; the avatar box has a fixed size so nothing shifts. */
export function ProfileHeader({ actor, chatOfferCount = null }: { actor: ActorProfile; chatOfferCount?: number | null }) {
  const t = useSiteT();
  const language = useLanguage();
  const { restClient } = useAppServices();
  const resolve = restClient(language).resolveUrl;
  const avatarSet = `${resolve(actor.avatar.w160)} 160w, ${resolve(actor.avatar.w320)} 320w, ${resolve(actor.avatar.w640)} 640w`;
  const avatarSizes = '(min-width: 768px) 10rem, 7.5rem';
  // The page's largest image: the server render puts a preload for it into <head>, before any CSS or script.
  preload(resolve(actor.avatar.w320), { as: 'image', fetchPriority: 'high', imageSrcSet: avatarSet, imageSizes: avatarSizes });
  return (
    <div className="profile-header">
      <img
        className="profile-header__avatar"
        src={resolve(actor.avatar.w320)}
        srcSet={avatarSet}
        sizes={avatarSizes}
        width={320}
        height={320}
        alt=""
        fetchPriority="high"
      />
      <div className="profile-header__text" style={chatOfferCount ? ({ '--chat-offers': chatOfferCount } as CSSProperties) : undefined}>
        <h1 className="profile-header__name">{actor.name}</h1>
        <p className="profile-header__meta">
          {t('profile.age', { age: actor.age })} · {countryName(actor.country, language)}
        </p>
        <p className={`profile-status profile-status--${actor.isOnline ? 'online' : 'offline'}`}>
          {actor.isOnline ? t('profile.online') : t('profile.offline')}
        </p>
        {/* Issue 14 §3: start a chat where the page says "Online now" (a message when the performer is offline). */}
        <SiteChatButton actorId={actor.id} actorName={actor.name} className="profile-header__chat" />
        <div className="profile-header__actions">
          <FavouriteButton actorId={actor.id} actorName={actor.name} />
          {/* The messenger screen asks a logged-out guest to log in and comes back to this channel. */}
          <Link className="button profile-header__message" to={messengerActorPath(language, actor.id)}>
            {t('profile.message')}
          </Link>
        </div>
      </div>
    </div>
  );
}

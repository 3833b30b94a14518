import { useEffect, useRef, useState } from 'react';
import type { ActorProfile, ChatPrices } from '../../../../sdk/api/types';
import { RestError } from '../../../../sdk/api/rest';
import { livePicturePath } from '../../../../sdk/live/live-picture';
import { previewRefusal, type LivePreviewStart, type LivePreviewStartAnswer, type PreviewRefusal } from '../../../../sdk/live/preview-outcome';
import { formatMoney } from '../../../../sdk/money';
import { VelvetPlayer } from '../../../../widgets/react/player';
import type { SiteKey } from '../../../shared/i18n';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLiveTick } from '../../../shared/live/use-live-tick';
import { useLanguage } from '../../../shared/page/page-context';
import { useAppServices } from '../../../shared/services/app-services';
import { useActorLiveState } from './use-actor-live-state';
import './live-show.css';

type PreviewState = { kind: 'idle' } | { kind: 'starting' } | { kind: 'playing'; preview: LivePreviewStart } | { kind: 'refused'; refusal: PreviewRefusal };

const PRICE_ROWS: ReadonlyArray<{ key: keyof ChatPrices; label: SiteKey; shown: (actor: ActorProfile) => boolean }> = [
  { key: 'video', label: 'live.show.price.video', shown: () => true },
  { key: 'voyeur', label: 'live.show.price.voyeur', shown: (actor) => actor.isVoyeurChatAvailable },
  { key: 'single', label: 'live.show.price.single', shown: () => true },
  { key: 'singlec2c', label: 'live.show.price.singlec2c', shown: () => true },
  { key: 'ticketShow', label: 'live.show.price.ticketShow', shown: (actor) => actor.isCurrentlyTicketShow },
];

const REFUSAL_TEXT: Readonly<Record<PreviewRefusal, SiteKey>> = {
  limit: 'live.show.refused.limit',
  offline: 'live.show.refused.offline',
  disabled: 'live.show.refused.disabled',
  banned: 'live.show.refused.banned',
  failed: 'live.show.refused.failed',
};

/**
 * The profile's Live show tab (issue 14 item 2): the live picture and, on request, the live preview
 * (POST live/preview/start, played in `<velvet-player>`), the prices per minute, the performer's
 * online state (live), and the place of the chat button.
 */
export function LiveShow({ actor, bucket }: { actor: ActorProfile; bucket: number }) {
  const t = useSiteT();
  const language = useLanguage();
  const { config, restClient } = useAppServices();
  const client = restClient(language);
  const tick = useLiveTick(bucket);
  const { online, ticketShow } = useActorLiveState(actor.id, { online: actor.isOnline, ticketShow: false }, tick);
  const [preview, setPreview] = useState<PreviewState>({ kind: 'idle' });
  const [pictureFailed, setPictureFailed] = useState<number | null>(null);

  const start = async () => {
    setPreview({ kind: 'starting' });
    try {
      const answer = await client.post<LivePreviewStartAnswer>('live/preview/start', { actorId: actor.id });
      setPreview({ kind: 'playing', preview: answer.data });
    } catch (error) {
      setPreview({ kind: 'refused', refusal: error instanceof RestError ? previewRefusal(error.status, error.body?.code) : 'failed' });
    }
  };

  const showLivePicture = online && pictureFailed !== tick;
  const pictureRef = useRef<HTMLImageElement>(null);
  // A server-rendered picture can fail before hydration attaches onError: look once it is ours.
  useEffect(() => {
    const image = pictureRef.current;
    if (showLivePicture && image && image.complete && image.naturalWidth === 0) setPictureFailed(tick);
  }, [showLivePicture, tick]);
  const picture = showLivePicture ? client.resolveUrl(livePicturePath(actor.id, tick)) : client.resolveUrl(actor.avatar.w640);
  const stateText = !online ? 'live.show.offline' : ticketShow ? 'live.show.ticketShow' : 'live.show.online';
  return (
    <section className="live-show" aria-labelledby="live-show-title">
      <h2 id="live-show-title" className="live-show__title">{t('profile.tab.liveShow')}</h2>
      <p className={`live-show__state live-show__state--${online ? 'online' : 'offline'}`} aria-live="polite" data-testid="live-show-state">
        {t(stateText, { name: actor.name })}
      </p>
      <div className="live-show__stage">
        {preview.kind === 'playing' && online && !ticketShow ? (
          <VelvetPlayer className="live-show__player" src={client.resolveUrl(preview.preview.streamUrl)} poster={picture} kind="full" autoplay
            label={t('live.show.previewLabel', { name: actor.name })} lang={language} apiBase={config.apiBase} />
        ) : (
          <img ref={pictureRef} className="live-show__picture" src={picture} alt={t('live.show.pictureAlt', { name: actor.name })} width={640} height={480}
            onError={() => showLivePicture && setPictureFailed(tick)} />
        )}
      </div>
      {online && !ticketShow && actor.isLivePreviewEnabled && preview.kind !== 'playing' ? (
        <button type="button" className="button live-show__preview" onClick={start} disabled={preview.kind === 'starting'}>
          {t(preview.kind === 'starting' ? 'live.show.previewStarting' : 'live.show.previewStart')}
        </button>
      ) : null}
      {preview.kind === 'playing' ? <p className="live-show__note">{t('live.show.previewsLeft', { count: preview.preview.previewsLeft })}</p> : null}
      {preview.kind === 'refused' ? <p className="live-show__note" role="alert">{t(REFUSAL_TEXT[preview.refusal], { name: actor.name })}</p> : null}
      {online && !actor.isLivePreviewEnabled ? <p className="live-show__note">{t('live.show.refused.disabled', { name: actor.name })}</p> : null}
      <h3 className="live-show__prices-title">{t('live.show.prices')}</h3>
      <dl className="live-show__prices">
        {PRICE_ROWS.filter((row) => row.shown(actor)).map((row) => (
          <div key={row.key}>
            <dt>{t(row.label)}</dt>
            <dd>{t('profile.perMinute', { price: formatMoney(actor.prices[row.key], 'VXC', language) })}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

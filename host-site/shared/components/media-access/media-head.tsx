import type { PreviewImages } from '../../../../sdk/api/types';
import { PageHead } from '../../seo/page-head';

export interface MediaHeadProps {
  kind: 'video' | 'album';
  item: { title: string; description: string; preview: PreviewImages; actor: { name: string } };
}

/** The head of a video or album page: title, performer and the start of the item's text; its preview as the share image. */
export function MediaHead({ kind, item }: MediaHeadProps) {
  return (
    <PageHead
      title={item.title}
      description={kind === 'video' ? 'seo.video' : 'seo.album'}
      values={{ title: item.title, name: item.actor.name, text: item.description }}
      image={item.preview.w1280}
      {...(kind === 'video' ? { type: 'video.other' as const } : {})}
    />
  );
}

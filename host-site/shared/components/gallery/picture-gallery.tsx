import { useState, type ReactNode } from 'react';
import { useSiteT } from '../../i18n/use-site-t';
import { usePage } from '../../page/page-context';
import { useAppServices } from '../../services/app-services';
import { Lightbox, type LightboxPicture } from './lightbox';
import './gallery.css';

/** A grid of pictures; each opens the lightbox at its place (issue 13 §5 "the album page shows its pictures in a gallery with a lightbox"). */
export function PictureGallery({ pictures, label, actions }: { pictures: readonly LightboxPicture[]; label: string; actions?: (picture: LightboxPicture) => ReactNode }) {
  const t = useSiteT();
  const { language } = usePage();
  const resolve = useAppServices().restClient(language).resolveUrl;
  const [open, setOpen] = useState<number | null>(null);
  const total = pictures.length;
  return (
    <>
      <ul className="picture-gallery" aria-label={label}>
        {pictures.map((picture, index) => (
          <li key={picture.id}>
            <button type="button" className="picture-gallery__open" onClick={() => setOpen(index)} aria-label={t('gallery.open', { n: index + 1, total })}>
              <img
                src={resolve(picture.images.w320)}
                srcSet={`${resolve(picture.images.w320)} 320w, ${resolve(picture.images.w640)} 640w`}
                sizes="(min-width: 768px) 10rem, 34vw"
                width={picture.width}
                height={picture.height}
                alt=""
                loading="lazy"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? <Lightbox pictures={pictures} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} actions={actions} /> : null}
    </>
  );
}

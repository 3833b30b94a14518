/**
 * Opens a modal of <velvet-modal-host> (spec 002 §2.1) from the site. Loaded
 * on demand with the modal host; the first opening also starts answering the
 * modals' overlay requests with the site's payment overlay.
 */
import { openModal } from '../../../widgets/index';
import { answerOverlayRequests } from './site-overlay';

let answering = false;

/** Opens modal `id` (nothing happens when it is already open); `language` is the page's. */
export async function openSiteModal(id: string, props: Record<string, unknown>, language: string): Promise<boolean> {
  if (!answering) {
    answering = true;
    answerOverlayRequests(() => document.documentElement.lang || language);
  }
  return openModal(id, props, { language });
}

/** Public links in mails. Never built from the Host header: a forged Host would send reset links to an attacker's site. */
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../sdk/config';
import { buildPath } from '../../sdk/routes';
import type { AppContext } from '../context';

/** The configured origin the request came to (site or white-label), else the site origin. */
export function publicOrigin(request: FastifyRequest, context: AppContext): string {
  const host = request.host;
  const candidates = [context.origins.site, context.origins.whiteLabel];
  return candidates.find((origin) => new URL(origin).host === host) ?? context.origins.site;
}

/** The site pages a mailed one-time link opens (sdk/routes/table.ts). */
export type MailLinkScreen = 'passwordReset' | 'verifyEmail';

/**
 * A one-time link to a localized site page, in the language the mail is
 * written in: `${origin}/en/password-reset/?token=...`. The page reads the
 * token and calls the REST route itself, so the guest sees a page, not JSON.
 */
export function mailLink(origin: string, screen: MailLinkScreen, language: Language, token: string): string {
  return `${origin.replace(/\/+$/, '')}${buildPath(screen, {}, language)}?token=${encodeURIComponent(token)}`;
}

/** The password-reset link of the passwordLost mail. */
export function passwordResetLink(origin: string, language: Language, token: string): string {
  return mailLink(origin, 'passwordReset', language, token);
}

/** The e-mail verification link of the sign-up mail. */
export function verifyEmailLink(origin: string, language: Language, token: string): string {
  return mailLink(origin, 'verifyEmail', language, token);
}

/**
 * The site page of a video, `${origin}/en/amateur/lena/videos/12/`, from the
 * sdk's route table (the one the site routes with), in the mail's language.
 */
export function videoLink(origin: string, language: Language, video: { id: number; actorName: string }): string {
  return `${origin.replace(/\/+$/, '')}${buildPath('actorVideo', { actorName: video.actorName, videoId: video.id }, language)}`;
}

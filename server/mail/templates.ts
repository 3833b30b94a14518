/**
 * The texts of every mail, in de, en, es and nl (STYLE: every user-visible string in four languages).
 * issue 16 §5: "nothing of Velvet reaches a Terciopelo guest: mails (subject, body, sender)": every
 * mail names and comes from the brand the guest used (its config file's name and mail sender).
 */
import { brandMailFrom, type BrandConfig } from '../../sdk/brands';
import type { Language } from '../../sdk/config';
import type { Mail } from './outbox';

/** What a mail takes from the brand: the name in its text and the sender. */
export type MailBrand = Pick<BrandConfig, 'name' | 'mail'>;

type Texts = Record<Language, { subject: string; body: (link: string, brand: string) => string }>;

const VERIFY: Texts = {
  de: { subject: 'Bitte bestätige deine E-Mail-Adresse', body: (l, b) => `Willkommen bei ${b}!\n\nBitte bestätige deine E-Mail-Adresse:\n${l}\n\nDer Link gilt eine Stunde.` },
  en: { subject: 'Please confirm your e-mail address', body: (l, b) => `Welcome to ${b}!\n\nPlease confirm your e-mail address:\n${l}\n\nThe link is valid for one hour.` },
  es: { subject: 'Confirma tu dirección de correo electrónico', body: (l, b) => `¡Bienvenido a ${b}!\n\nConfirma tu dirección de correo electrónico:\n${l}\n\nEl enlace es válido durante una hora.` },
  nl: { subject: 'Bevestig je e-mailadres', body: (l, b) => `Welkom bij ${b}!\n\nBevestig je e-mailadres:\n${l}\n\nDe link is één uur geldig.` },
};

const RESET: Texts = {
  de: { subject: 'Passwort zurücksetzen', body: (l) => `Du hast ein neues Passwort angefordert:\n${l}\n\nDer Link gilt eine Stunde und nur einmal. Warst du das nicht, ignoriere diese E-Mail.` },
  en: { subject: 'Reset your password', body: (l) => `You asked for a new password:\n${l}\n\nThe link works once, for one hour. If this was not you, ignore this e-mail.` },
  es: { subject: 'Restablecer la contraseña', body: (l) => `Has solicitado una nueva contraseña:\n${l}\n\nEl enlace funciona una sola vez durante una hora. Si no fuiste tú, ignora este correo.` },
  nl: { subject: 'Wachtwoord opnieuw instellen', body: (l) => `Je hebt een nieuw wachtwoord aangevraagd:\n${l}\n\nDe link werkt één keer, één uur lang. Was jij dit niet, negeer dan deze e-mail.` },
};

const SHARE: Record<Language, { subject: (from: string) => string; intro: (from: string, brand: string) => string }> = {
  de: { subject: (f) => `${f} empfiehlt dir ein Video`, intro: (f, b) => `${f} möchte dir dieses Video auf ${b} zeigen:` },
  en: { subject: (f) => `${f} recommends a video`, intro: (f, b) => `${f} wants to show you this video on ${b}:` },
  es: { subject: (f) => `${f} te recomienda un vídeo`, intro: (f, b) => `${f} quiere enseñarte este vídeo en ${b}:` },
  nl: { subject: (f) => `${f} raadt je een video aan`, intro: (f, b) => `${f} wil je deze video op ${b} laten zien:` },
};

/** The verification mail with its one-time link. */
export function verificationMail(to: string, link: string, language: Language, brand: MailBrand): Mail {
  const t = VERIFY[language];
  return { to, from: brandMailFrom(brand), subject: t.subject, text: t.body(link, brand.name), links: [link] };
}

/** The password-reset mail with its one-time link. */
export function passwordResetMail(to: string, link: string, language: Language, brand: MailBrand): Mail {
  const t = RESET[language];
  return { to, from: brandMailFrom(brand), subject: t.subject, text: t.body(link, brand.name), links: [link] };
}

/** A video recommendation from one guest to an address; the guest's message is quoted as plain text. */
export function videoShareMail(to: string, fromName: string, videoTitle: string, link: string, message: string, language: Language, brand: MailBrand): Mail {
  const t = SHARE[language];
  const quoted = message.trim() ? `\n\n> ${message.trim().replace(/\n/g, '\n> ')}` : '';
  return { to, from: brandMailFrom(brand), subject: t.subject(fromName), text: `${t.intro(fromName, brand.name)}\n${videoTitle}\n${link}${quoted}`, links: [link] };
}

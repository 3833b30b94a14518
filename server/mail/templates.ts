/** The texts of every mail, in de, en, es and nl (STYLE: every user-visible string in four languages). */
import type { Language } from '../../sdk/config';
import type { Mail } from './outbox';

type Texts = Record<Language, { subject: string; body: (link: string) => string }>;

const VERIFY: Texts = {
  de: { subject: 'Bitte bestätige deine E-Mail-Adresse', body: (l) => `Willkommen bei Velvet!\n\nBitte bestätige deine E-Mail-Adresse:\n${l}\n\nDer Link gilt eine Stunde.` },
  en: { subject: 'Please confirm your e-mail address', body: (l) => `Welcome to Velvet!\n\nPlease confirm your e-mail address:\n${l}\n\nThe link is valid for one hour.` },
  es: { subject: 'Confirma tu dirección de correo electrónico', body: (l) => `¡Bienvenido a Velvet!\n\nConfirma tu dirección de correo electrónico:\n${l}\n\nEl enlace es válido durante una hora.` },
  nl: { subject: 'Bevestig je e-mailadres', body: (l) => `Welkom bij Velvet!\n\nBevestig je e-mailadres:\n${l}\n\nDe link is één uur geldig.` },
};

const RESET: Texts = {
  de: { subject: 'Passwort zurücksetzen', body: (l) => `Du hast ein neues Passwort angefordert:\n${l}\n\nDer Link gilt eine Stunde und nur einmal. Warst du das nicht, ignoriere diese E-Mail.` },
  en: { subject: 'Reset your password', body: (l) => `You asked for a new password:\n${l}\n\nThe link works once, for one hour. If this was not you, ignore this e-mail.` },
  es: { subject: 'Restablecer la contraseña', body: (l) => `Has solicitado una nueva contraseña:\n${l}\n\nEl enlace funciona una sola vez durante una hora. Si no fuiste tú, ignora este correo.` },
  nl: { subject: 'Wachtwoord opnieuw instellen', body: (l) => `Je hebt een nieuw wachtwoord aangevraagd:\n${l}\n\nDe link werkt één keer, één uur lang. Was jij dit niet, negeer dan deze e-mail.` },
};

const SHARE: Record<Language, { subject: (from: string) => string; intro: (from: string) => string }> = {
  de: { subject: (f) => `${f} empfiehlt dir ein Video`, intro: (f) => `${f} möchte dir dieses Video auf Velvet zeigen:` },
  en: { subject: (f) => `${f} recommends a video`, intro: (f) => `${f} wants to show you this video on Velvet:` },
  es: { subject: (f) => `${f} te recomienda un vídeo`, intro: (f) => `${f} quiere enseñarte este vídeo en Velvet:` },
  nl: { subject: (f) => `${f} raadt je een video aan`, intro: (f) => `${f} wil je deze video op Velvet laten zien:` },
};

/** The verification mail with its one-time link. */
export function verificationMail(to: string, link: string, language: Language): Mail {
  const t = VERIFY[language];
  return { to, subject: t.subject, text: t.body(link), links: [link] };
}

/** The password-reset mail with its one-time link. */
export function passwordResetMail(to: string, link: string, language: Language): Mail {
  const t = RESET[language];
  return { to, subject: t.subject, text: t.body(link), links: [link] };
}

/** A video recommendation from one guest to an address; the guest's message is quoted as plain text. */
export function videoShareMail(to: string, fromName: string, videoTitle: string, link: string, message: string, language: Language): Mail {
  const t = SHARE[language];
  const quoted = message.trim() ? `\n\n> ${message.trim().replace(/\n/g, '\n> ')}` : '';
  return { to, subject: t.subject(fromName), text: `${t.intro(fromName)}\n${videoTitle}\n${link}${quoted}`, links: [link] };
}

/**
 * The notice a widget shows on a page whose origin no partner registered (issue 16 §3: "an origin that is not
 * registered gets a message that names the fix"), in every site language. No brand name: the white label
 * embeds the same widgets.
 */
import { normalizeLanguage, type Language } from '../../sdk/config';

interface OriginNoticeTexts {
  /** {origin} is the page's origin. */
  title: string;
  fix: string;
  link: string;
}

const TEXTS: Record<Language, OriginNoticeTexts> = {
  de: {
    title: 'Diese Website ({origin}) ist für die Widgets nicht freigeschaltet.',
    fix: 'Webmaster: Trage die Domain in deinem Partnerkonto unter „Registrierte Origins“ ein, dann laden die Widgets.',
    link: 'Partnerkonto öffnen',
  },
  en: {
    title: 'This website ({origin}) is not registered for the widgets.',
    fix: 'Webmaster: add the domain under "Registered origins" in your partner account, and the widgets will load.',
    link: 'Open the partner account',
  },
  es: {
    title: 'Este sitio web ({origin}) no está registrado para los widgets.',
    fix: 'Webmaster: añade el dominio en «Orígenes registrados» de tu cuenta de socio y los widgets se cargarán.',
    link: 'Abrir la cuenta de socio',
  },
  nl: {
    title: 'Deze website ({origin}) is niet geregistreerd voor de widgets.',
    fix: 'Webmaster: voeg het domein toe onder "Geregistreerde origins" in je partneraccount, dan laden de widgets.',
    link: 'Partneraccount openen',
  },
};

/** The texts of a language; unknown languages fall back to English (spec 000 §1). */
export function originNoticeTexts(lang: string | undefined): OriginNoticeTexts {
  return TEXTS[normalizeLanguage(lang)];
}

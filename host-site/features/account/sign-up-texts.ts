/**
 * The sign-up form's confirmations and error reasons (issue 12 §4, §9), in
 * their own module: they load with the account screens, not with the first
 * route. Keys are named like the site's (`signUp.*`).
 */
import type { Language } from '../../../sdk/config';

const en = {
  'signUp.ageConfirmed': 'I am 18 years or older.',
  'signUp.termsAccepted': 'I accept the <terms>terms of service</terms> and have read the <privacy>data-protection notice</privacy>.',
  'signUp.opensInNewTab': '(opens in a new tab)',
  'signUp.error.name.missing': 'Enter a user name.',
  'signUp.error.name.tooShort': 'This user name is too short: use at least 3 characters.',
  'signUp.error.name.tooLong': 'This user name is too long: use at most 30 characters.',
  'signUp.error.name.characters': 'Use only letters, digits, “_”, “-” or “.” in the user name (no spaces).',
  'signUp.error.email.missing': 'Enter your e-mail address.',
  'signUp.error.email.invalid': '“{{value}}” is not a valid e-mail address. It needs an “@” and a domain, such as anna@example.com.',
  'signUp.error.email.tooLong': 'This e-mail address is too long: at most 254 characters.',
  'signUp.error.password.missing': 'Choose a password.',
  'signUp.error.password.tooShort': 'This password is too short: use at least 8 characters.',
  'signUp.error.password.tooLong': 'This password is too long: use at most 128 characters.',
  'signUp.error.ageConfirmed': 'Please confirm that you are 18 or older: our content is for adults only.',
  'signUp.error.termsAccepted': 'Please accept the terms of service to create an account.',
  'signUp.error.summary': 'Please check the marked fields ({{count}}).',
};

export type SignUpTextKey = keyof typeof en;

export const SIGN_UP_TEXTS: Record<Language, Record<SignUpTextKey, string>> = {
  en,
  de: {
    'signUp.ageConfirmed': 'Ich bin 18 Jahre oder älter.',
    'signUp.termsAccepted': 'Ich akzeptiere die <terms>AGB</terms> und habe die <privacy>Datenschutzerklärung</privacy> gelesen.',
    'signUp.opensInNewTab': '(öffnet in einem neuen Tab)',
    'signUp.error.name.missing': 'Gib einen Benutzernamen ein.',
    'signUp.error.name.tooShort': 'Dieser Benutzername ist zu kurz: Nutze mindestens 3 Zeichen.',
    'signUp.error.name.tooLong': 'Dieser Benutzername ist zu lang: Nutze höchstens 30 Zeichen.',
    'signUp.error.name.characters': 'Nutze im Benutzernamen nur Buchstaben, Ziffern, „_“, „-“ oder „.“ (keine Leerzeichen).',
    'signUp.error.email.missing': 'Gib deine E-Mail-Adresse ein.',
    'signUp.error.email.invalid': '„{{value}}“ ist keine gültige E-Mail-Adresse. Sie braucht ein „@“ und eine Domain, etwa anna@example.com.',
    'signUp.error.email.tooLong': 'Diese E-Mail-Adresse ist zu lang: höchstens 254 Zeichen.',
    'signUp.error.password.missing': 'Wähle ein Passwort.',
    'signUp.error.password.tooShort': 'Dieses Passwort ist zu kurz: Nutze mindestens 8 Zeichen.',
    'signUp.error.password.tooLong': 'Dieses Passwort ist zu lang: Nutze höchstens 128 Zeichen.',
    'signUp.error.ageConfirmed': 'Bitte bestätige, dass du 18 oder älter bist: Unsere Inhalte sind nur für Erwachsene.',
    'signUp.error.termsAccepted': 'Bitte akzeptiere die AGB, um ein Konto zu erstellen.',
    'signUp.error.summary': 'Bitte prüfe die markierten Felder ({{count}}).',
  },
  es: {
    'signUp.ageConfirmed': 'Tengo 18 años o más.',
    'signUp.termsAccepted': 'Acepto las <terms>condiciones de uso</terms> y he leído la <privacy>política de protección de datos</privacy>.',
    'signUp.opensInNewTab': '(se abre en una pestaña nueva)',
    'signUp.error.name.missing': 'Escribe un nombre de usuario.',
    'signUp.error.name.tooShort': 'Este nombre de usuario es demasiado corto: usa al menos 3 caracteres.',
    'signUp.error.name.tooLong': 'Este nombre de usuario es demasiado largo: usa como máximo 30 caracteres.',
    'signUp.error.name.characters': 'Usa solo letras, cifras, «_», «-» o «.» en el nombre de usuario (sin espacios).',
    'signUp.error.email.missing': 'Escribe tu correo electrónico.',
    'signUp.error.email.invalid': '«{{value}}» no es un correo electrónico válido. Necesita una «@» y un dominio, como anna@example.com.',
    'signUp.error.email.tooLong': 'Este correo es demasiado largo: como máximo 254 caracteres.',
    'signUp.error.password.missing': 'Elige una contraseña.',
    'signUp.error.password.tooShort': 'Esta contraseña es demasiado corta: usa al menos 8 caracteres.',
    'signUp.error.password.tooLong': 'Esta contraseña es demasiado larga: usa como máximo 128 caracteres.',
    'signUp.error.ageConfirmed': 'Confirma que tienes 18 años o más: nuestro contenido es solo para adultos.',
    'signUp.error.termsAccepted': 'Acepta las condiciones de uso para crear una cuenta.',
    'signUp.error.summary': 'Revisa los campos marcados ({{count}}).',
  },
  nl: {
    'signUp.ageConfirmed': 'Ik ben 18 jaar of ouder.',
    'signUp.termsAccepted': 'Ik ga akkoord met de <terms>algemene voorwaarden</terms> en heb het <privacy>privacybeleid</privacy> gelezen.',
    'signUp.opensInNewTab': '(opent in een nieuw tabblad)',
    'signUp.error.name.missing': 'Vul een gebruikersnaam in.',
    'signUp.error.name.tooShort': 'Deze gebruikersnaam is te kort: gebruik minstens 3 tekens.',
    'signUp.error.name.tooLong': 'Deze gebruikersnaam is te lang: gebruik hoogstens 30 tekens.',
    'signUp.error.name.characters': 'Gebruik alleen letters, cijfers, „_”, „-” of „.” in de gebruikersnaam (geen spaties).',
    'signUp.error.email.missing': 'Vul je e-mailadres in.',
    'signUp.error.email.invalid': '„{{value}}” is geen geldig e-mailadres. Het heeft een „@” en een domein nodig, zoals anna@example.com.',
    'signUp.error.email.tooLong': 'Dit e-mailadres is te lang: hoogstens 254 tekens.',
    'signUp.error.password.missing': 'Kies een wachtwoord.',
    'signUp.error.password.tooShort': 'Dit wachtwoord is te kort: gebruik minstens 8 tekens.',
    'signUp.error.password.tooLong': 'Dit wachtwoord is te lang: gebruik hoogstens 128 tekens.',
    'signUp.error.ageConfirmed': 'Bevestig dat je 18 jaar of ouder bent: onze inhoud is alleen voor volwassenen.',
    'signUp.error.termsAccepted': 'Ga akkoord met de algemene voorwaarden om een account aan te maken.',
    'signUp.error.summary': 'Controleer de gemarkeerde velden ({{count}}).',
  },
};

/** True for a key of this module (the form also shows site keys such as "signUp.error.emailTaken"). */
export function isSignUpTextKey(key: string): key is SignUpTextKey {
  return key in en;
}

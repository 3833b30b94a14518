/**
 * The age gate's words (issue 12 §4), in their own module: they load with the
 * gate's chunk, which only a first visit needs, not with the first route.
 */
import type { Language } from '../../../sdk/config';

const en = {
  'ageGate.title': 'Are you 18 or older?',
  'ageGate.text': '{{brand}} is a platform for adults with erotic live chats, videos and pictures. You may enter only if you are at least 18 years old and such content is legal where you are.',
  'ageGate.confirm': 'I am 18 or older – enter',
  'ageGate.leave': 'I am under 18 – leave',
  'ageGate.remember': 'Your answer is kept for {{days}} days in a necessary cookie, so you are not asked on every visit.',
  'ageGate.languages': 'Language',
};

export type AgeGateKey = keyof typeof en;

export const AGE_GATE_TEXTS: Record<Language, Record<AgeGateKey, string>> = {
  en,
  de: {
    'ageGate.title': 'Bist du 18 oder älter?',
    'ageGate.text': '{{brand}} ist eine Plattform für Erwachsene mit erotischen Live-Chats, Videos und Bildern. Du darfst sie nur betreten, wenn du mindestens 18 Jahre alt bist und solche Inhalte dort, wo du bist, erlaubt sind.',
    'ageGate.confirm': 'Ich bin 18 oder älter – eintreten',
    'ageGate.leave': 'Ich bin unter 18 – verlassen',
    'ageGate.remember': 'Deine Antwort wird {{days}} Tage in einem notwendigen Cookie gespeichert, damit wir nicht bei jedem Besuch fragen.',
    'ageGate.languages': 'Sprache',
  },
  es: {
    'ageGate.title': '¿Tienes 18 años o más?',
    'ageGate.text': '{{brand}} es una plataforma para adultos con chats en vivo, vídeos y fotos eróticos. Solo puedes entrar si tienes al menos 18 años y este contenido es legal donde te encuentras.',
    'ageGate.confirm': 'Tengo 18 años o más – entrar',
    'ageGate.leave': 'Tengo menos de 18 – salir',
    'ageGate.remember': 'Guardamos tu respuesta {{days}} días en una cookie necesaria, para no preguntarte en cada visita.',
    'ageGate.languages': 'Idioma',
  },
  nl: {
    'ageGate.title': 'Ben je 18 jaar of ouder?',
    'ageGate.text': '{{brand}} is een platform voor volwassenen met erotische livechats, video’s en foto’s. Je mag alleen verder als je minstens 18 jaar oud bent en zulke inhoud is toegestaan waar je bent.',
    'ageGate.confirm': 'Ik ben 18 of ouder – verder',
    'ageGate.leave': 'Ik ben jonger dan 18 – verlaten',
    'ageGate.remember': 'We bewaren je antwoord {{days}} dagen in een noodzakelijke cookie, zodat we het niet bij elk bezoek vragen.',
    'ageGate.languages': 'Taal',
  },
};

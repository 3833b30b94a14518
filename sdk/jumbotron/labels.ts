/**
 * The jumbotron's words, sent in its answer in the request language: the start page speaks only the shell's strings
 * (host-site/app/feature-for-screen.ts SHELL_ONLY_FEATURES), so its hero brings its own words instead of growing the
 * first route's script.
 */
import type { Language } from '../config';
import type { JumbotronType } from './rules';

type Words = Readonly<Record<Language, string>>;

export const JUMBOTRON_HEADLINES: Readonly<Record<JumbotronType, Words>> = {
  homepage: { de: 'Video des Moments', en: 'Featured video', es: 'Vídeo destacado', nl: 'Uitgelichte video' },
  videoStation: { de: 'Top-bewertet', en: 'Top rated', es: 'Mejor valorados', nl: 'Best beoordeeld' },
};

export const JUMBOTRON_CTA: Words = { de: 'Video ansehen', en: 'Watch the video', es: 'Ver el vídeo', nl: 'Video bekijken' };

/**
 * Unit-test setup: the site's strings of every language in memory, as the route loaders
 * would have loaded them, so a test may render a component without the page route.
 */
import { de } from '../shared/i18n/de';
import { en } from '../shared/i18n/en';
import { es } from '../shared/i18n/es';
import { nl } from '../shared/i18n/nl';
import { provideSiteStrings } from '../shared/i18n/site-strings';

provideSiteStrings({ de, en, es, nl });

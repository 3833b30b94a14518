/**
 * Unit-test setup: the site's strings of every language in memory (shell and pages), as the
 * route loaders would have loaded them, so a test may render a component without the page route.
 */
import { siteStrings } from '../shared/i18n';
import { provideSiteStrings } from '../shared/i18n/site-strings';

provideSiteStrings(siteStrings);

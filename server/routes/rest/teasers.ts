/**
 * POST /rest/v1/teaser/getTeasers (spec 001 §7 "POST teaser/getTeasers (routeName, routeArgs)"; spec 001 §2 "teaser
 * banners"; issue 15 item 6): the teaser banners of a page for the calling guest, in the request language.
 */
import { TeasersAnswerSchema, TeasersBodySchema } from '../../../sdk/api/schemas/teasers';
import { buildPath, SCREENS, type Screen } from '../../../sdk/routes';
import { isProfileTeaserRoute, performerTeasers } from '../../../sdk/teasers/performer-teasers';
import { MAX_TEASERS_PER_PAGE, teasersFor } from '../../../sdk/teasers/rules';
import { guestCountry, requestLanguage, type AppContext } from '../../context';
import { performerTeaserFacts } from '../../teasers/performer-facts';
import { HttpError } from '../../http/errors';
import { ok, postAnswers, RestQuery, type TypedApp } from '../../schemas/common';
import { viewingGuest } from '../../trust/viewer';

const isScreen = (name: string): name is Screen => (SCREENS as readonly string[]).includes(name);

export async function teaserRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const schema = { body: TeasersBodySchema, querystring: RestQuery, response: postAnswers({ 200: TeasersAnswerSchema }) };
  app.post('/teaser/getTeasers', { schema }, async (request, reply) => {
    const { routeName } = request.body;
    if (!isScreen(routeName)) throw new HttpError(400, 'VALIDATION_FAILED', `routeName ${JSON.stringify(routeName)} is not a route of the site`, 'body.routeName');
    const language = requestLanguage(request);
    const { viewer } = await viewingGuest(request, context);
    // Chosen by the guest's login and VIP state (and country, for a performer's): never from a shared cache.
    reply.header('Cache-Control', 'private, no-store');
    const general = teasersFor(routeName, viewer).map((teaser) => ({
      id: teaser.id,
      headline: teaser.headline[language],
      text: teaser.text[language],
      cta: teaser.cta[language],
      target: teaser.target,
      path: buildPath(teaser.target, {}, language),
    }));
    // A profile page's routeArgs name the performer: her own teasers come first, within the same limit per page.
    const actorName = request.body.routeArgs?.actorName;
    const facts = isProfileTeaserRoute(routeName) && typeof actorName === 'string'
      ? await performerTeaserFacts(context.database.db, actorName, language, guestCountry(request, context))
      : null;
    return ok({ teasers: [...(facts ? performerTeasers(routeName, facts, language) : []), ...general].slice(0, MAX_TEASERS_PER_PAGE) });
  });
}

/**
 * GET /rest/v1/video/jumbotron/config?type= and GET /rest/v1/video/jumbotron/homepage (spec 001 §7 "GET
 * video/jumbotron/config and homepage (cached 60 s)"; spec 001 §2 "video jumbotron (homepage and video station
 * types)"): the featured videos of the start page and of the video station. config answers the video station unless
 * `type` names another jumbotron; homepage is the start page's.
 */
import { Type } from 'typebox';
import { JumbotronAnswerSchema, JumbotronTypeSchema } from '../../../sdk/api/schemas/jumbotron';
import type { JumbotronType } from '../../../sdk/jumbotron/rules';
import { JUMBOTRON_CTA, JUMBOTRON_HEADLINES } from '../../../sdk/jumbotron/labels';
import type { Language } from '../../../sdk/config';
import { guestCountry, requestLanguage, type AppContext } from '../../context';
import { jumbotronService } from '../../jumbotron/service';
import { answers, ok, RestQuery, type TypedApp } from '../../schemas/common';

const ConfigQuery = Type.Object({ ...RestQuery.properties, type: Type.Optional(JumbotronTypeSchema) });

export async function jumbotronRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const answer = async (type: JumbotronType, country: string, language: Language) => ok({
    type,
    headline: JUMBOTRON_HEADLINES[type][language],
    cta: JUMBOTRON_CTA[language],
    items: await jumbotronService(context).items(type, country),
  });
  const response = answers({ 200: JumbotronAnswerSchema });
  app.get('/video/jumbotron/config', { schema: { querystring: ConfigQuery, response } }, async (request, reply) => {
    // Per country (bans), the same for every guest of it: private, as the country is not in the address.
    reply.header('Cache-Control', 'private, max-age=60');
    return answer(request.query.type ?? 'videoStation', guestCountry(request, context), requestLanguage(request));
  });
  app.get('/video/jumbotron/homepage', { schema: { querystring: RestQuery, response } }, async (request, reply) => {
    reply.header('Cache-Control', 'private, max-age=60');
    return answer('homepage', guestCountry(request, context), requestLanguage(request));
  });
}

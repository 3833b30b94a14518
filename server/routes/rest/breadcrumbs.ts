/**
 * POST /rest/v1/breadcrumb/:breadcrumbType (spec 001 §7 "POST breadcrumb/{breadcrumbType} (body payload, answer read
 * at data.breadcrumb; cached per key unless the album changes)"; issue 15 item 6 "breadcrumbs (cached per key)").
 */
import { Type } from 'typebox';
import { BreadcrumbAnswerSchema, BreadcrumbBodySchema, BreadcrumbTypeSchema } from '../../../sdk/api/schemas/breadcrumbs';
import { breadcrumbService } from '../../breadcrumbs/service';
import { guestCountry, requestLanguage, type AppContext } from '../../context';
import { ok, postAnswers, RestQuery, type TypedApp } from '../../schemas/common';

export async function breadcrumbRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const schema = {
    params: Type.Object({ breadcrumbType: BreadcrumbTypeSchema }),
    body: BreadcrumbBodySchema,
    querystring: RestQuery,
    response: postAnswers({ 200: BreadcrumbAnswerSchema }, 404, 451),
  };
  app.post('/breadcrumb/:breadcrumbType', { schema }, async (request, reply) => {
    const { breadcrumbType } = request.params;
    const trail = await breadcrumbService(context).trail(breadcrumbType, request.body.payload, requestLanguage(request), guestCountry(request, context));
    // The 451 check differs per country, so no shared cache keeps the answer.
    reply.header('Cache-Control', 'private, max-age=60');
    return ok({ breadcrumb: trail });
  });
}

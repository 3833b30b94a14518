/**
 * GET actor/heatMap/:actorId (issue 15 §8 "heat map of online hours
 * (hoursToBeOnline)"; spec 001 §3 "Heat map record"): when the performer was
 * online over the last days, hour by hour. Open to every guest who may see her
 * profile (404 unknown, 451 banning the guest's country).
 */
import { Type } from 'typebox';
import { HeatMapSchema } from '../../../sdk/api/schemas/heat-map';
import { visiblePerformer } from '../../albums/performer';
import { guestCountry, type AppContext } from '../../context';
import { performerHeatMap } from '../../heat-map/repository';
import { answers, ok, RestQuery, type TypedApp } from '../../schemas/common';
import { PositiveId } from './money-shared';

/** Registers GET actor/heatMap/:actorId. */
export async function heatMapRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const { db } = context.database;
  const schema = { params: Type.Object({ actorId: PositiveId('performer') }), querystring: RestQuery, response: answers({ 200: Type.Object({ success: Type.Literal(true), data: HeatMapSchema }) }, 404, 451) };
  app.get('/actor/heatMap/:actorId', { schema }, async (request, reply) => {
    const performer = await visiblePerformer(db, String(request.params.actorId), guestCountry(request, context), 'params.actorId');
    // The answer depends on the guest's country (451), so no shared cache keeps it; a minute is fresh enough for hours.
    reply.header('Cache-Control', 'private, max-age=60');
    return ok(await performerHeatMap(db, performer, Date.now()));
  });
}

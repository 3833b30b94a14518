/** utility/relation/addRelation, utility/relation/hasRelation (login only, spec 000 §5; at most QUOTAS.relationsPerGuest) and utility/getGeoLocationByZip/{zipCode}. */
import { Type, type Static } from 'typebox';
import { guestCountry, requestLanguage, type AppContext } from '../../context';
import { SuccessSchema } from '../../../sdk/api/schemas/common';
import { HasRelationAnswerSchema } from '../../../sdk/api/schemas/guest';
import { GeoLocationByZipSchema } from '../../../sdk/api/schemas/actor-search';
import { answers, LOGIN, ok, postAnswers, RestQuery, SUCCESS, type TypedApp } from '../../schemas/common';
import { QUOTAS } from '../../../sdk/quotas';
import { requireLogin } from '../../guests/current-guest';
import { addRelation, hasRelation } from '../../guests/relations';
import { HttpError } from '../../http/errors';
import { lookupPostcode } from '../../../sdk/geo/postcodes';
import { languageCountry } from '../../../sdk/geo/language-country';

const typeId = (name: string) => Type.Integer({ minimum: 1, maximum: 1_000_000, description: `a ${name} from 1 to 1000000` });
const objectRef = (name: string) =>
  Type.Union([Type.Integer({ minimum: 0 }), Type.String({ minLength: 1, maxLength: 64 })], { description: `a ${name}: an id number or text of 1 to 64 characters` });
const Relation = Type.Object({
  subjectTypeId: typeId('subject type id'),
  subjectId: objectRef('subject id'),
  relationTypeId: typeId('relation type id'),
  objectTypeId: typeId('object type id'),
  objectId: objectRef('object id'),
});
type RelationBody = Static<typeof Relation>;

// spec 000 §5: "Zip-code location search runs only when the code is exactly 5 characters".
const ZipParams = Type.Object({ zipCode: Type.String({ minLength: 5, maxLength: 5, description: 'exactly 5 characters' }) });

/** Registers the utility routes. */
export async function guestUtilityRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const { db } = context.database;
  const key = (guestId: string, b: RelationBody) => ({
    guest_id: guestId,
    subject_type_id: b.subjectTypeId,
    subject_id: String(b.subjectId),
    relation_type_id: b.relationTypeId,
    object_type_id: b.objectTypeId,
    object_id: String(b.objectId),
  });

  app.post('/utility/relation/addRelation', { schema: { body: Relation, querystring: RestQuery, response: postAnswers({ 200: SuccessSchema }, ...LOGIN, 409) } }, async (request) => {
    const guest = await requireLogin(request, context);
    // Adding twice is not an error: the relation simply exists.
    if ((await addRelation(db, key(guest.id, request.body))) === 'quotaFull') {
      throw new HttpError(409, 'LIMIT_REACHED', `Too many saved relations: at most ${QUOTAS.relationsPerGuest} a guest`);
    }
    return SUCCESS;
  });

  app.post('/utility/relation/hasRelation', { schema: { body: Relation, querystring: RestQuery, response: postAnswers({ 200: HasRelationAnswerSchema }, ...LOGIN) } }, async (request) => {
    const guest = await requireLogin(request, context);
    return ok({ hasRelation: await hasRelation(db, key(guest.id, request.body)) });
  });

  // spec 001 §7: "GET utility/getGeoLocationByZip/{zipCode} (reads success and data holding latitude and longitude)".
  // An unknown code is success false, not a 404: the client reads success and resets the location (spec 001 §4).
  app.get('/utility/getGeoLocationByZip/:zipCode', { schema: { params: ZipParams, querystring: RestQuery, response: answers({ 200: GeoLocationByZipSchema }) } }, async (request) => {
    const hit = lookupPostcode(request.params.zipCode, [guestCountry(request, context), languageCountry(requestLanguage(request))]);
    if (!hit) return { success: false as const };
    return ok({ latitude: hit.lat, longitude: hit.long });
  });
}

/** Schemas shared by routes: the query parameters every /rest/v1 call accepts (spec 000 §7). */
import { Type } from 'typebox';

/** spec 000 §7: "Language and a caching version are appended as query parameters." */
export const RestQuery = Type.Object({
  lang: Type.Optional(Type.String({ maxLength: 35, description: 'a language code such as en or de-AT' })),
  v: Type.Optional(Type.String({ maxLength: 64, description: 'a cache version of at most 64 characters' })),
});

/** The ErrorBody of sdk/api/types.ts, for response documentation. */
export const ErrorBodySchema = Type.Object({
  success: Type.Literal(false),
  statusCode: Type.Integer(),
  error: Type.String(),
  field: Type.Optional(Type.String()),
  code: Type.Optional(Type.String()),
});

/** POST /rest/v1/breadcrumb/{breadcrumbType} (spec 001 §7 "body payload, answer read at data.breadcrumb"). */
import { Type, type Static } from 'typebox';
import { BREADCRUMB_TYPES } from '../../breadcrumbs/types';
import { Answer } from './common';

export const BreadcrumbTypeSchema = Type.Union(BREADCRUMB_TYPES.map((type) => Type.Literal(type)), { description: `one of ${BREADCRUMB_TYPES.join(', ')}` });

export const BreadcrumbPayloadSchema = Type.Object({
  actorName: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'the performer\'s name as in her profile address' })),
  videoId: Type.Optional(Type.Integer({ minimum: 1, maximum: 999_999_999, description: 'a positive integer video id' })),
  categorySlug: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'a category slug such as blonde' })),
}, { additionalProperties: false });

export const BreadcrumbBodySchema = Type.Object({ payload: BreadcrumbPayloadSchema });

export const BreadcrumbItemSchema = Type.Object({
  /** What the step shows, in the request's language. */
  name: Type.String(),
  /** The step's site path (language prefix included); the last step is the page itself. */
  path: Type.String(),
});
export const BreadcrumbAnswerSchema = Answer(Type.Object({ breadcrumb: Type.Array(BreadcrumbItemSchema) }));
export type BreadcrumbAnswer = Static<typeof BreadcrumbAnswerSchema>['data'];

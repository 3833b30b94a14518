/** POST /rest/v1/teaser/getTeasers (spec 001 §7 "POST teaser/getTeasers (routeName, routeArgs)"). */
import { Type, type Static } from 'typebox';
import { Answer } from './common';

export const TeasersBodySchema = Type.Object({
  /** Checked against the route table by the route (an unknown name is a 400 naming body.routeName). */
  routeName: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9]+$', description: 'a route name of the site, such as home or videos' }),
  routeArgs: Type.Optional(Type.Record(Type.String({ maxLength: 40 }), Type.Union([Type.String({ maxLength: 200 }), Type.Number()]), { maxProperties: 10, description: 'the route\'s parameters (at most 10)' })),
});

export const TeaserSchema = Type.Object({
  id: Type.String(),
  headline: Type.String(),
  text: Type.String(),
  cta: Type.String(),
  /** The route name the teaser leads to, and its path in the request language. */
  target: Type.String(),
  path: Type.String(),
});
export const TeasersAnswerSchema = Answer(Type.Object({ teasers: Type.Array(TeaserSchema) }));
export type Teaser = Static<typeof TeaserSchema>;
export type Teasers = Static<typeof TeasersAnswerSchema>['data'];

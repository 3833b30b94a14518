/** Wire schema of GET actor/heatMap/{actorId} (spec 001 §3 "Heat map record: heatMaps (date, activity level start and end), hoursToBeOnline, actorName, memo"). */
import { Type } from 'typebox';

export const HeatMapSchema = Type.Object({
  actorId: Type.Integer(),
  actorName: Type.String(),
  hoursToBeOnline: Type.Number({ description: 'hours online per week, averaged over the window, to half an hour' }),
  memo: Type.Union([Type.String(), Type.Null()]),
  days: Type.Integer({ description: 'days the map covers, ending today (UTC)' }),
  heatMaps: Type.Array(Type.Object({
    date: Type.String({ description: 'the UTC day, YYYY-MM-DD' }),
    start: Type.Integer({ minimum: 0, maximum: 23, description: 'the UTC hour the slot starts' }),
    end: Type.Integer({ minimum: 1, maximum: 24 }),
    activityLevel: Type.Integer({ minimum: 1, maximum: 4, description: 'quarters of the hour she was online, rounded up' }),
  }), { description: 'only the hours with activity, oldest first' }),
});

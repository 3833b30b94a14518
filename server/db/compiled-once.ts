/**
 * A query Kysely compiles once per database instead of on every call (issue 15 bench/search: a request's few point
 * reads spent as long in Kysely's compiler as in the database). The query is built once with stand-in values; the
 * compiled statement's parameters are matched to them, and each call runs the same SQL text with its own values
 * (SQLite then reuses its prepared statement: server/db/database.ts cachePreparedStatements).
 * Only for reads: a write must pass through the plugins that watch writes (server/db/list-writes.ts).
 */
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from './schema';

/** Stand-ins no caller sends: each marks where its parameter lands in the compiled statement. */
const standIn = (index: number) => `\u0000compiled-once-${index}\u0000`;

/**
 * `build` with `arity` string parameters, compiled once per database. If the compiled statement's parameters are not
 * exactly the stand-ins (a value written into the SQL text, say), every call compiles as Kysely would.
 */
export function compiledOnce<P extends string[]>(arity: P['length'], build: (db: Kysely<Database>, ...params: P) => Compilable): (db: Kysely<Database>, ...params: P) => CompiledQuery {
  const kept = new WeakMap<Kysely<Database>, { sql: string; order: number[] } | null>();
  return (db, ...params) => {
    let compiled = kept.get(db);
    if (compiled === undefined) {
      const standIns = Array.from({ length: arity }, (_, i) => standIn(i)) as P;
      const query = build(db, ...standIns).compile();
      const order = query.parameters.map((value) => standIns.indexOf(value as string));
      const exact = order.length === arity && !order.includes(-1) && new Set(order).size === arity && !standIns.some((one) => query.sql.includes(one));
      kept.set(db, (compiled = exact ? { sql: query.sql, order } : null));
    }
    return compiled === null ? build(db, ...params).compile() : CompiledQuery.raw(compiled.sql, compiled.order.map((i) => params[i]));
  };
}

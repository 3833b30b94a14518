/**
 * Which of the lists' versions (migration 029) a statement moves, read from the statement itself: the PostgreSQL
 * answer cache keeps the versions in memory (server/lists/postgres-versions.ts) and learns of other processes'
 * writes by NOTIFY, which arrives a moment after their commit. This process's own writes move its versions as soon
 * as the statement returns, so a request that follows a write never gets an answer from before it (read your writes).
 * The triggers of migrations 029 and 033 stay the truth: this only makes the local view move earlier, never later.
 */
import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { WATCHED, type Counter } from './migrations/029_list_version';

export type ListCounter = Counter;

const WRITE_EVENT = { InsertQueryNode: 'insert', UpdateQueryNode: 'update', DeleteQueryNode: 'delete', MergeQueryNode: 'update' } as const;
type WriteEvent = 'insert' | 'update' | 'delete';
/** Per table and write: the counters its triggers move. */
const COUNTERS = new Map<string, ListCounter[]>(WATCHED.map(([table, event, counters]) => [`${table} ${event}`, counters]));
/** A performer's update moves the video lists only when these change (029's row trigger: name and type). */
const PERFORMER_VIDEO_COLUMNS = new Set(['name', 'type']);

type Node = OperationNode & Record<string, unknown>;

/** The table a TableNode or an aliased one names. */
function tableName(node: unknown): string | null {
  const n = node as Node | undefined;
  if (!n) return null;
  if (n.kind === 'AliasNode') return tableName(n.node);
  if (n.kind !== 'TableNode') return null;
  return ((n.table as Node).identifier as { name: string }).name;
}

/** The writes of a raw statement (a conservative reading of its text: a raw update of performers moves both). */
function rawWrites(node: Node): Array<[table: string, event: WriteEvent]> {
  const text = (node.sqlFragments as readonly string[]).join(' ').toLowerCase();
  return [...text.matchAll(/\b(insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/g)].map((match) => [
    match[2]!,
    match[1]!.startsWith('insert') ? 'insert' : match[1]!.startsWith('update') ? 'update' : 'delete',
  ]);
}

/** The counters a statement moves; empty for a read or a write to tables no list is read from. */
export function countersOfStatement(root: RootOperationNode): ListCounter[] {
  const node = root as unknown as Node;
  const moved = new Set<ListCounter>();
  const add = (table: string | null, event: WriteEvent) => {
    for (const counter of (table && COUNTERS.get(`${table} ${event}`)) || []) moved.add(counter);
  };
  if (node.kind === 'RawNode') {
    for (const [table, event] of rawWrites(node)) {
      add(table, event);
      if (table === 'performers' && event === 'update') moved.add('videos');
    }
    return [...moved];
  }
  const event = WRITE_EVENT[node.kind as keyof typeof WRITE_EVENT];
  if (!event) return [];
  const targets =
    node.kind === 'InsertQueryNode' || node.kind === 'MergeQueryNode'
      ? [tableName(node.into)]
      : node.kind === 'UpdateQueryNode'
        ? [tableName(node.table)]
        : ((node.from as Node).froms as unknown[]).map(tableName);
  for (const table of targets) {
    if (table === 'performers' && node.kind === 'UpdateQueryNode') {
      moved.add('performers');
      const columns = ((node.updates as Node[] | undefined) ?? []).map((update) => ((update.column as Node).column as { name: string }).name);
      if (columns.some((column) => PERFORMER_VIDEO_COLUMNS.has(column))) moved.add('videos');
      continue;
    }
    // A merge may insert, update and delete.
    for (const write of node.kind === 'MergeQueryNode' ? (['insert', 'update', 'delete'] as const) : [event]) add(table, write);
  }
  return [...moved];
}

/** A Kysely plugin that tells `listener` the counters of every statement that wrote, once the statement returned. */
export class ListWritePlugin implements KyselyPlugin {
  private readonly pending = new WeakMap<object, ListCounter[]>();
  private readonly listeners = new Set<(counters: ListCounter[]) => void>();

  /** Calls `listener` after each watched write; returns the unsubscribe. */
  subscribe(listener: (counters: ListCounter[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const counters = countersOfStatement(node);
    if (counters.length > 0) this.pending.set(queryId, counters);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const counters = this.pending.get(queryId);
    if (counters) {
      this.pending.delete(queryId);
      for (const listener of this.listeners) listener(counters);
    }
    return result;
  }
}

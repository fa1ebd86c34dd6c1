// Live queries and their configuration.

import type { IbexDB, ManagedItem } from './db';
import { Emitter } from './emitter';
import type * as internal from './helpers';
import type { Item } from './item';
import type { Repository } from './repository';
import type { Schema, SchemaDataType } from './schema';

/**
 * The full configuration of a {@link Query}.
 *
 * @remarks
 * {@link IbexDB.query} takes the same options without `db`, and the React
 * hook `useQuery` takes them without `db` plus `showIntermittentResults`.
 *
 * Predicates and sort functions must be pure: no side effects, no reads of
 * outside state that can change, and no changes to their inputs. Pass
 * outside values through `ctx`. When `schema` is set, items of other
 * namespaces are left out; deleted items are always left out.
 *
 * @typeParam IS - The schema of the input items.
 * @typeParam OS - The schema of the result items.
 * @typeParam CTX - The type of the context value passed to the predicate
 * and the sort function. It must be a JSON value: a string, a number, a
 * boolean, `null`, or an array or object made of such values.
 *
 * @example
 * ```ts title="db.ts"
 * import {DataRegistry, IbexDB, type DBInstanceConfig} from 'ibexdb';
 *
 * export const kSchemaTask = {
 *   ns: 'task',
 *   version: 1,
 *   fields: {
 *     text: {type: 'string', required: true},
 *     done: {type: 'boolean', default: () => false},
 *     dueDate: {type: 'date'},
 *     tags: {type: 'set'},
 *   },
 * } as const;
 * DataRegistry.default.registerSchema(kSchemaTask);
 * // Each user's tasks live in /data/<owner>, open to that user only. Registered
 * // last, a deny-all closes every other repository except /user/<id>. The
 * // server registers the same schema and rules.
 * DataRegistry.default.registerAuthRule(
 *   new RegExp('^/data/'),
 *   ({repoPath, session}) => session.owner !== undefined && repoPath === `/data/${session.owner}`,
 * );
 * DataRegistry.default.registerAuthRule(/^\/(?!sys\/|user\/)/, () => false);
 *
 * // The app's one database: every other module imports it from here. In a
 * // React app, call useDB() instead: it opens the app's one instance itself.
 * // Outside a browser the default mode is 'server', so a client says 'client',
 * // and its path is a directory the process may write (in a browser, OPFS).
 * const config: DBInstanceConfig = {path: '/data/db', mode: 'client', peers: 'https://sync.example.com'};
 * export const db = new IbexDB(config);
 * // Rejects when a first run cannot reach the server to obtain a session.
 * await db.readyPromise();
 *
 * // The signed-in user's repository, /data/<owner>. It throws before anyone signs in.
 * export function tasksRepo(): string {
 *   if (db.currentUser === undefined) throw new Error('Sign in first, with db.loginWithMagicLinkEmail.');
 *   return `/data/${db.currentUser.key}`;
 * }
 * ```
 *
 * @example
 * ```ts partial
 * import type {QueryConfig} from 'ibexdb';
 * import {db, kSchemaTask, tasksRepo} from './db';
 * type TaskSchema = typeof kSchemaTask;
 *
 * // IbexDB.query takes the configuration without `db`.
 * const config: Omit<QueryConfig<TaskSchema, TaskSchema, {showDone: boolean}>, 'db'> = {
 *   source: tasksRepo(),
 *   schema: kSchemaTask,
 *   predicate: ({item, ctx}) => ctx.showDone || !item.get('done'),
 *   sortBy: 'text',
 *   ctx: {showDone: false},
 * };
 * const openTasks = db.query(config);
 * await openTasks.loadingFinished();
 * ```
 *
 * @see {@link Query}
 * @see {@link IbexDB.query}
 */
export type QueryConfig<IS extends Schema, OS extends IS, CTX extends internal.ReadonlyJSONValue> = {
  /**
   * The database to run in: the app's one {@link IbexDB} instance.
   * {@link IbexDB.query} fills it in, which is why its configuration leaves
   * it out.
   */
  db: IbexDB<Schema>;
  /**
   * What to scan: a repository path (normalized to the repository id), a
   * {@link Repository}, or another {@link Query} to chain onto.
   */
  source: Repository | Query<IS, OS, internal.ReadonlyJSONValue> | string;
  /**
   * Decides which items belong to the results. It receives the item path,
   * a locked snapshot of the item and the context.
   *
   * @defaultValue `undefined` (no filter besides `schema` and deleted items)
   */
  predicate?: (info: {
    /**
     * The item path.
     */
    path: string;
    /**
     * A locked, read-only snapshot of the item.
     */
    item: Item<IS>;
    /**
     * The query's context value.
     */
    ctx: CTX;
  }) => boolean;
  /**
   * Orders the results: either a field name, sorted by a generic comparison
   * of that field's values, or a function that compares two items and
   * returns a negative number, zero or a positive number.
   *
   * @defaultValue `undefined` (no sort is applied)
   */
  sortBy?:
    | ((info: {
        /**
         * The first item to compare.
         */
        left: ManagedItem<OS>;
        /**
         * The second item to compare.
         */
        right: ManagedItem<OS>;
        /**
         * The query's context value.
         */
        ctx: CTX;
      }) => number)
    | keyof SchemaDataType<OS>;
  /**
   * Reverses the order given by `sortBy`. It is not part of the cache id:
   * give a query that differs from another only here its own `id`.
   *
   * @defaultValue `false`
   */
  sortDescending?: boolean;
  /**
   * Restricts the query to items of this schema's namespace and types the
   * results.
   *
   * @defaultValue `undefined` (items of every namespace are considered)
   */
  schema?: IS;
  /**
   * The cache id of the query. Queries with the same id are one query.
   * The default hash leaves out `sortDescending`, `limit` and the schema
   * version: set an `id` of your own for configurations that differ only
   * there.
   *
   * @defaultValue `undefined` (the id is a hash of the source, the
   * predicate and sort source text, the context and the schema namespace)
   */
  id?: string;
  /**
   * A JSON value passed to the predicate and the sort function. Put every
   * outside value they depend on here.
   *
   * @defaultValue `undefined`
   */
  ctx?: CTX;
  /**
   * The maximum number of items that the query's `results()` method
   * returns; 0 means no limit. It is not part of the cache id: give a
   * query that differs from another only here its own `id`.
   *
   * 0.3.1 has a [known defect](/docs/faq#known-defects) here: a `limit`
   * above 0 does not give the first results of the sorted list. Leave it
   * out and take `query.results().slice(0, n)`.
   *
   * @defaultValue `0`
   */
  limit?: number;
};

/**
 * A live view over a repository or another query, with filtering, sorting,
 * indexed lookup and a disk cache.
 *
 * @remarks
 * Create queries with {@link IbexDB.query}, which caches them, or with the
 * React hook `useQuery`. A query scans its source when it becomes active
 * (queries from {@link IbexDB.query} are active immediately). In browsers
 * the first scan runs in small slices of about 5.6 ms (a third of a 60 fps
 * frame) so the page stays responsive; on Deno and Node it runs in one go.
 * After that, results update incrementally as commits arrive, and updates
 * flow through chained queries.
 *
 * The paths in the results, with the age of the newest commit processed,
 * are cached on disk per repository. They are written when the first scan
 * finishes, when the repository is flushed or closed, and once 5 seconds
 * after start-up. On the next run, items that have not changed since are
 * restored without running the predicate again.
 *
 * A query is cached by its configuration and shared by everyone who asks
 * for the same one, so close it only where nothing else uses it. The
 * examples import the app's one database from `db.ts`, the same module on
 * every page of this reference; `tasks.ts` opens the query over the
 * signed-in user's repository that the examples of the methods use.
 *
 * @event `DocumentChanged` `(path: string, item: Item<OS>)` An item
 * entered, left or changed in the results.
 * @event `LoadingFinished` `()` The first scan finished.
 * @event `Closed` `()` The query was closed.
 *
 * @typeParam IS - The schema of the input items.
 * @typeParam OS - The schema of the result items.
 * @typeParam CTX - The type of the context value passed to the predicate
 * and the sort function. It must be a JSON value: a string, a number, a
 * boolean, `null`, or an array or object made of such values.
 *
 * @example
 * ```ts title="db.ts"
 * import {DataRegistry, IbexDB, type DBInstanceConfig} from 'ibexdb';
 *
 * export const kSchemaTask = {
 *   ns: 'task',
 *   version: 1,
 *   fields: {
 *     text: {type: 'string', required: true},
 *     done: {type: 'boolean', default: () => false},
 *     dueDate: {type: 'date'},
 *     tags: {type: 'set'},
 *   },
 * } as const;
 * DataRegistry.default.registerSchema(kSchemaTask);
 * // Each user's tasks live in /data/<owner>, open to that user only. Registered
 * // last, a deny-all closes every other repository except /user/<id>. The
 * // server registers the same schema and rules.
 * DataRegistry.default.registerAuthRule(
 *   new RegExp('^/data/'),
 *   ({repoPath, session}) => session.owner !== undefined && repoPath === `/data/${session.owner}`,
 * );
 * DataRegistry.default.registerAuthRule(/^\/(?!sys\/|user\/)/, () => false);
 *
 * // The app's one database: every other module imports it from here. In a
 * // React app, call useDB() instead: it opens the app's one instance itself.
 * // Outside a browser the default mode is 'server', so a client says 'client',
 * // and its path is a directory the process may write (in a browser, OPFS).
 * const config: DBInstanceConfig = {path: '/data/db', mode: 'client', peers: 'https://sync.example.com'};
 * export const db = new IbexDB(config);
 * // Rejects when a first run cannot reach the server to obtain a session.
 * await db.readyPromise();
 *
 * // The signed-in user's repository, /data/<owner>. It throws before anyone signs in.
 * export function tasksRepo(): string {
 *   if (db.currentUser === undefined) throw new Error('Sign in first, with db.loginWithMagicLinkEmail.');
 *   return `/data/${db.currentUser.key}`;
 * }
 * ```
 *
 * @example
 * ```ts title="tasks.ts"
 * import {db, kSchemaTask, tasksRepo} from './db';
 *
 * export const repoPath = tasksRepo();
 * await db.open(repoPath); // a first open waits for one full sync
 * export const openTasks = db.query({
 *   source: repoPath,
 *   schema: kSchemaTask,
 *   predicate: ({item}) => !item.get('done'),
 *   sortBy: 'text',
 * });
 * await openTasks.loadingFinished(); // the first scan
 * ```
 *
 * @see {@link QueryConfig}
 * @see {@link IbexDB.query}
 */
export declare class Query<IS extends Schema, OS extends IS, CTX extends internal.ReadonlyJSONValue> extends Emitter<
  'DocumentChanged' | 'LoadingFinished' | 'Closed'
> {
  /**
   * Creates a query. Prefer {@link IbexDB.query}, which returns the cached
   * query for the same configuration and starts it at once; a query created
   * here starts scanning only when its first listener is attached.
   *
   * @param config - The query configuration.
   */
  constructor(config: QueryConfig<IS, OS, CTX>);
  /**
   * The cache id of the query.
   */
  readonly id: string;
  /**
   * The database the query runs in.
   */
  readonly db: IbexDB<Schema>;
  /**
   * The context value passed to the predicate and the sort function.
   */
  readonly context: CTX;
  /**
   * The schema the query is restricted to, if any. The property is spelled
   * `scheme`, while the configuration option is `schema`.
   */
  readonly scheme?: IS;
  /**
   * The maximum number of results; 0 means no limit. In 0.3.1 a `limit`
   * above 0 has a [known defect](/docs/faq#known-defects): leave it out and
   * take `results().slice(0, n)`.
   *
   * @defaultValue `0`
   */
  readonly limit: number;
  /**
   * The repository the query's items come from.
   */
  get repo(): Repository;
  /**
   * The number of results. It is cheaper than `results().length`.
   */
  get count(): number;
  /**
   * Time spent scanning, in milliseconds. 0.3.1 makes no promise about
   * whether it covers only the first scan or later updates too: use it to
   * compare runs of the same query, not as a measure of one update.
   */
  get scanTimeMs(): number;
  /**
   * A local counter; {@link Query.results} builds a new array only when it
   * changes.
   */
  get age(): number;
  /**
   * `true` until the first scan has finished.
   */
  get loading(): boolean;
  /**
   * Checks whether an item is in the results. A membership filter answers
   * most misses without searching the list.
   *
   * @param path - The item path.
   * @returns `true` when the item is in the results.
   *
   * @example
   * ```ts partial
   * import {openTasks, repoPath} from './tasks';
   * const path = `${repoPath}/milk`;
   * console.log(openTasks.has(path) ? 'open' : 'done or missing');
   * ```
   */
  has(path: string): boolean;
  /**
   * Lists the paths of the results.
   *
   * @returns The paths. The iterable is live and may change while you
   * iterate; use {@link Query.results} for a stable snapshot.
   *
   * @example
   * ```ts partial
   * import {openTasks} from './tasks';
   * const paths = [...openTasks.paths()];
   * ```
   */
  paths(): Iterable<string>;
  /**
   * Returns the results.
   *
   * @returns A frozen array of the result items, sorted when a sort is set
   * and holding at most the first `limit` items. The array is rebuilt only
   * when {@link Query.age} changes.
   *
   * @example
   * ```ts partial
   * import {openTasks} from './tasks';
   * console.log(openTasks.results().map((task) => task.get('text')));
   * ```
   */
  results(): readonly ManagedItem<OS>[];
  /**
   * Returns the snapshot of one result item.
   *
   * @param key - The item path.
   * @returns The item snapshot, or `undefined` when the item is not in the
   * results.
   *
   * @example
   * ```ts partial
   * import {openTasks} from './tasks';
   * const [first] = openTasks.paths();
   * if (first !== undefined) console.log(openTasks.valueForPath(first)?.get('text'));
   * ```
   */
  valueForPath(key: string): Item<OS> | undefined;
  /**
   * Lists the results as `[path, item]` pairs.
   *
   * @returns A generator of pairs of item path and item snapshot.
   *
   * @example
   * ```ts partial
   * import {openTasks} from './tasks';
   * for (const [path, item] of openTasks.entries()) console.log(path, item.get('text'));
   * ```
   */
  entries(): Generator<[path: string, item: Item<OS>]>;
  /**
   * Calls a function whenever an item enters, leaves or changes in the
   * results.
   *
   * @param handler - The function to call.
   * @returns A function meant to stop the calls. In 0.3.1 it has a
   * [known defect](/docs/faq#known-defects): it may leave the handler
   * attached. Where the calls must stop, guard the handler with a flag of
   * your own, as the example does.
   *
   * @example
   * ```ts partial
   * import {openTasks} from './tasks';
   * let listening = true;
   * openTasks.onResultsChanged(() => {
   *   if (listening) console.log(`${openTasks.count} open tasks`);
   * });
   * // When this code no longer needs the calls:
   * listening = false;
   * ```
   */
  onResultsChanged(handler: () => void): () => void;
  /**
   * Calls a function when the first scan finishes. If it has already
   * finished, the function runs on the next tick.
   *
   * @param handler - The function to call.
   * @returns A function that cancels the call.
   *
   * @example
   * ```ts partial
   * import {db, kSchemaTask} from './db';
   * import {repoPath} from './tasks';
   * const allTasks = db.query({source: repoPath, schema: kSchemaTask});
   * allTasks.onLoadingFinished(() => console.log(`${allTasks.count} tasks`));
   * ```
   */
  onLoadingFinished(handler: () => void): () => void;
  /**
   * Waits for the first scan to finish.
   *
   * @returns A promise that resolves to `true` once the scan is done.
   *
   * @example
   * ```ts partial
   * import {db, kSchemaTask} from './db';
   * import {repoPath} from './tasks';
   * const allTasks = db.query({source: repoPath, schema: kSchemaTask});
   * await allTasks.loadingFinished();
   * console.log(`${allTasks.count} tasks`);
   * ```
   */
  loadingFinished(): Promise<true>;
  /**
   * Finds a result whose field has a given value.
   *
   * @remarks
   * When `sortBy` is that field's name, the lookup is a binary search;
   * otherwise it scans the results in order. Await
   * {@link Query.loadingFinished} first: before the first scan has
   * finished, a miss proves nothing.
   *
   * When several results hold the value, it returns one of them, and 0.3.1
   * makes no promise about which. Look up values that are unique among the
   * results, and filter {@link Query.results} when you need every match.
   *
   * @param fieldName - The field to match.
   * @param value - The value to look for.
   * @returns The matching item, or `undefined` when none matches.
   *
   * @example
   * ```ts partial
   * import {openTasks} from './tasks';
   * // openTasks is sorted by text, so this is a binary search.
   * const milk = openTasks.find('text', 'Buy milk');
   * milk?.set('done', true);
   * ```
   */
  find(
    fieldName: keyof SchemaDataType<OS>,
    value: SchemaDataType<OS>[keyof SchemaDataType<OS>],
  ): ManagedItem<OS> | undefined;
  /**
   * Closes the query: emits `Closed`, stops caching and detaches from the
   * source. A closed query cannot be reopened; create a new one.
   *
   * @remarks
   * In 0.3.1, `close` drops the query from the cache but does not mark the
   * query itself closed (a [known defect](/docs/faq#known-defects)): drop
   * every reference to it, and call {@link IbexDB.query} again for a fresh
   * one.
   *
   * @example
   * ```ts partial
   * import {db, kSchemaTask} from './db';
   * import {repoPath} from './tasks';
   * const doneTasks = db.query({
   *   source: repoPath,
   *   schema: kSchemaTask,
   *   predicate: ({item}) => item.get('done'),
   * });
   * await doneTasks.loadingFinished();
   * console.log(`${doneTasks.count} done`);
   * doneTasks.close(); // only because no other code uses this query
   * ```
   */
  close(): void;
  /**
   * Runs when the first listener is attached. A query starts scanning its
   * source when it becomes active this way.
   *
   * @returns A promise for that work.
   */
  protected resume(): Promise<void>;
  /**
   * Runs when the last listener is removed.
   */
  protected suspend(): void;
}

/**
 * React hooks for IbexDB: open the app-wide database, follow its loading
 * state, and subscribe components to live items and queries.
 *
 * @remarks
 * Import from `'ibexdb/react'`. The hooks are built on React's
 * `useSyncExternalStore`, so subscriptions end when a component unmounts.
 * There is no provider component: {@link useDB} creates the single
 * database instance on first use.
 *
 * @example
 * ```tsx
 * import {useDB, useDBReady} from 'ibexdb/react';
 *
 * export function App() {
 *   const ready = useDBReady();
 *   const db = useDB();
 *   if (ready === 'loading') return <p>Loading…</p>;
 *   if (ready === 'error') return <p>Could not load the data.</p>;
 *   return <p>{db.loggedIn ? 'Welcome back' : 'Please log in'}</p>;
 * }
 * ```
 *
 * @packageDocumentation
 * @module ibexdb/react
 */

import type { IbexDB, ManagedItem, Query, QueryConfig, Schema } from 'ibexdb';
import type * as internal from '../core/helpers';

/**
 * The loading state of the database, as {@link useDBReady} reports it.
 *
 * @remarks
 * - `'loading'`: the client is reading local data, contacting the server
 *   and creating an anonymous session if it has none.
 * - `'ready'`: the database can be used. A repository opened for the first
 *   time on this device may still wait for one full sync.
 * - `'error'`: loading failed, for example because a first-time client
 *   could not reach the server. The error is also logged to the console.
 *
 * @example
 * ```tsx
 * import type {ReactNode} from 'react';
 * import {useDBReady, type DBReadyState} from 'ibexdb/react';
 *
 * const messages: Record<Exclude<DBReadyState, 'ready'>, string> = {
 *   loading: 'Loading…',
 *   error: 'Could not reach the server. Check your connection and reload.',
 * };
 *
 * export function Ready({children}: {children: ReactNode}) {
 *   const state = useDBReady();
 *   if (state !== 'ready') return <p role={state === 'error' ? 'alert' : undefined}>{messages[state]}</p>;
 *   return <>{children}</>;
 * }
 * ```
 *
 * @see {@link useDBReady}
 */
export type DBReadyState = 'loading' | 'ready' | 'error';

/**
 * Props for a component that receives an item path.
 *
 * @example
 * ```tsx
 * import type {PropsWithPath} from 'ibexdb/react';
 * import {useItem} from 'ibexdb/react';
 *
 * export function ItemKey({path}: PropsWithPath) {
 *   const item = useItem(path);
 *   return <code>{item?.key ?? path}</code>;
 * }
 * ```
 */
export type PropsWithPath = {
  /**
   * The item path, `/type/repo/item`.
   */
  path: string;
};

/**
 * The options of {@link useItem}.
 *
 * @example
 * ```tsx
 * import {DataRegistry} from 'ibexdb';
 * import {useItem, type PropsWithPath, type UseItemOpts} from 'ibexdb/react';
 *
 * const kSchemaTask = {
 *   ns: 'task',
 *   version: 1,
 *   fields: {
 *     text: {type: 'string', required: true},
 *     done: {type: 'boolean', default: () => false},
 *     dueDate: {type: 'date'},
 *     tags: {type: 'set'},
 *   },
 * } as const;
 * // Register it once, in a module the app and its server share.
 * DataRegistry.default.registerSchema(kSchemaTask);
 *
 * // Edits to `done`, `dueDate` and `tags` do not re-render this component.
 * const opts: UseItemOpts = {keys: 'text'};
 *
 * export function TaskText({path}: PropsWithPath) {
 *   const task = useItem<typeof kSchemaTask>(path, opts);
 *   return <span>{task?.get('text')}</span>;
 * }
 * ```
 */
export type UseItemOpts = {
  /**
   * Re-render only when these fields change. A schema change always
   * re-renders.
   *
   * @defaultValue `undefined` (every field change re-renders)
   */
  keys?: string | string[];
};

/**
 * The options of {@link useQuery}: the
 * {@link ibexdb!QueryConfig | QueryConfig} options without `db`, plus
 * `showIntermittentResults`.
 *
 * @typeParam IS - The schema of the input items.
 * @typeParam CTX - The type of `ctx`, the context value: a JSON value (a
 * string, number, boolean or `null`, or arrays and objects of those).
 * @typeParam OS - The schema of the result items.
 *
 * @example
 * ```tsx
 * import {DataRegistry} from 'ibexdb';
 * import {useQuery, type UseQueryOpts} from 'ibexdb/react';
 *
 * const taskSchema = {
 *   ns: 'task',
 *   version: 1,
 *   fields: {
 *     text: {type: 'string', required: true},
 *     done: {type: 'boolean', default: () => false},
 *     dueDate: {type: 'date'},
 *     tags: {type: 'set'},
 *   },
 * } as const;
 * // Register the schema, and the rules that keep /data/<owner> private to its
 * // owner (see DataRegistry), once, in a module the app and its server share.
 * DataRegistry.default.registerSchema(taskSchema);
 * type TaskSchema = typeof taskSchema;
 *
 * // repo: the signed-in user's repository, `/data/${db.currentUser.key}`.
 * export function OpenTaskCount({repo, showDone}: {repo: string; showDone: boolean}) {
 *   const opts: UseQueryOpts<TaskSchema, {showDone: boolean}> = {
 *     source: repo,
 *     schema: taskSchema,
 *     predicate: ({item, ctx}) => ctx.showDone || !item.get('done'),
 *     ctx: {showDone},
 *   };
 *   const query = useQuery(opts);
 *   return <span>{query.loading ? '…' : query.count}</span>;
 * }
 * ```
 */
export interface UseQueryOpts<IS extends Schema, CTX extends internal.ReadonlyJSONValue, OS extends IS = IS>
  extends Omit<QueryConfig<IS, OS, CTX>, 'db'> {
  /**
   * `true` to re-render with partial results while the first scan runs;
   * `false` to wait until the scan has finished. 0.3.1 makes no promise
   * about the default: where the difference shows, render from the query's
   * `loading` flag, which is `true` until the first scan has finished.
   */
  showIntermittentResults?: boolean;
}

/**
 * Returns the app-wide database instance, creating and opening it on first
 * use.
 *
 * @remarks
 * The first call creates one {@link ibexdb!IbexDB | IbexDB} with the data path
 * `/data/db` and, as its peer, the server URL injected by the IbexDB server
 * or else the page's origin. In browsers, data is stored in the Origin
 * Private File System and syncs in the background. Later calls return the
 * same instance. The component re-renders when the current user changes.
 *
 * This is the app's one database. In a React app, take it from this hook,
 * pass it to any code outside components that needs it, and never
 * construct another {@link ibexdb!IbexDB | IbexDB}:
 * 0.3.1 makes no promise about two instances in one app or on one data
 * directory. There is no provider through which to give the hooks another
 * instance.
 *
 * @typeParam US - The schema of user items in `/sys/users`.
 * @returns The database instance.
 *
 * @example
 * ```tsx
 * import {useDB} from 'ibexdb/react';
 *
 * export function LogoutButton() {
 *   const db = useDB();
 *   const logOut = () => {
 *     // Logging out deletes this device's data, edits the server has not received included.
 *     if (window.confirm('Log out? Changes not yet sent to the server will be lost.')) void db.logout();
 *   };
 *   return <button onClick={logOut}>Log out</button>;
 * }
 * ```
 *
 * @see {@link useDBReady}
 *
 * @runsIn browsers
 */
export declare function useDB<US extends Schema = Schema>(): IbexDB<US>;

/**
 * Follows the database's initial load.
 *
 * @remarks
 * The very first session of a client needs the network. After that, the
 * app works offline with the repositories it has already loaded; a
 * repository opened for the first time still waits for one full sync with
 * the server. Render your app only once the state is `'ready'`. When
 * loading fails, the error is also logged to the console.
 *
 * @returns `'loading'`, `'ready'` or `'error'`.
 *
 * @example
 * ```tsx
 * import type {ReactNode} from 'react';
 * import {useDBReady} from 'ibexdb/react';
 *
 * export function Gate({children}: {children: ReactNode}) {
 *   const state = useDBReady();
 *   if (state === 'loading') return <p>Loading…</p>;
 *   if (state === 'error') return <p>Something went wrong.</p>;
 *   return <>{children}</>;
 * }
 * ```
 *
 * @see {@link useDB}
 * @see {@link DBReadyState}
 *
 * @runsIn browsers
 */
export declare function useDBReady(): DBReadyState;

/**
 * Subscribes a component to one item and returns its live handle.
 *
 * @remarks
 * The item can be given as path parts, a full path, a
 * {@link ibexdb!ManagedItem | ManagedItem} you already hold, or `undefined`
 * (for a component whose item is not chosen yet), with optional
 * {@link UseItemOpts} first or last. The component re-renders when the item
 * becomes available, when a field it follows changes (locally or
 * remotely), when its schema changes, and when it is deleted or restored.
 * Always handle an `undefined` result.
 *
 * @typeParam S - The item's schema.
 * @param pathComps - A full item path, such as `` `${repo}/${key}` ``, or
 * its parts, such as `'data', ownerKey, key`.
 * @returns The live item, or `undefined` while its repository loads or
 * when the item does not exist.
 *
 * @example
 * ```ts title="schema.ts"
 * import {DataRegistry} from 'ibexdb';
 *
 * // The app and its server both import this module, so that they agree on
 * // schemas and rules; the examples of this page import it too.
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
 * // last, a deny-all closes every other repository except /user/<id>.
 * DataRegistry.default.registerAuthRule(
 *   new RegExp('^/data/'),
 *   ({repoPath, session}) => session.owner !== undefined && repoPath === `/data/${session.owner}`,
 * );
 * DataRegistry.default.registerAuthRule(/^\/(?!sys\/|user\/)/, () => false);
 * ```
 *
 * @example
 * ```tsx
 * import {useItem, type PropsWithPath} from 'ibexdb/react';
 * import {kSchemaTask} from './schema';
 *
 * export function TaskRow({path}: PropsWithPath) {
 *   const task = useItem<typeof kSchemaTask>(path);
 *   if (!task) return null; // still loading, or no such item
 *   return (
 *     <label>
 *       <input type="checkbox" checked={task.get('done')} onChange={(e) => task.set('done', e.target.checked)} />
 *       {task.get('text')}
 *     </label>
 *   );
 * }
 * ```
 *
 * @see {@link UseItemOpts}
 *
 * @runsIn browsers
 */
export declare function useItem<S extends Schema>(...pathComps: string[]): ManagedItem<S> | undefined;
/**
 * Takes the options first, then the path or its parts.
 *
 * @param opts - The options: `keys` names the fields whose changes re-render.
 * @param pathComps - A full item path, or its parts, as in the first
 * overload.
 */
export declare function useItem<S extends Schema>(
  opts: UseItemOpts,
  ...pathComps: string[]
): ManagedItem<S> | undefined;
/**
 * Takes `undefined` instead of a path, and returns `undefined`.
 *
 * @param path - Always `undefined`.
 */
export declare function useItem<S extends Schema>(path: undefined): undefined;
/**
 * Takes a path that may be `undefined`.
 *
 * @param path - A full item path, `/type/repo/item`, or `undefined` while
 * the component has no item to show.
 */
export declare function useItem<S extends Schema>(path: string | undefined): ManagedItem<S> | undefined;
/**
 * Takes `undefined` instead of a path, with options, and returns
 * `undefined`.
 *
 * @param path - Always `undefined`.
 * @param opts - The options; they take effect once a path is given.
 */
export declare function useItem<S extends Schema>(path: undefined, opts: UseItemOpts): undefined;
/**
 * Takes a path that may be `undefined`, with options.
 *
 * @param path - A full item path, `/type/repo/item`, or `undefined` while
 * the component has no item to show.
 * @param opts - The options: `keys` names the fields whose changes re-render.
 */
export declare function useItem<S extends Schema>(
  path: string | undefined,
  opts: UseItemOpts,
): ManagedItem<S> | undefined;
/**
 * Takes an item you already hold, with options. The result is never
 * `undefined`.
 *
 * @param item - The live item, such as one of a query's results.
 * @param opts - The options: `keys` names the fields whose changes re-render.
 */
export declare function useItem<S extends Schema>(item: ManagedItem<S>, opts: UseItemOpts): ManagedItem<S>;
/**
 * Takes an item you already hold. The result is never `undefined`.
 *
 * @param item - The live item, such as one of a query's results.
 */
export declare function useItem<S extends Schema>(item: ManagedItem<S>): ManagedItem<S>;
/**
 * Takes an item that may be `undefined`, with options.
 *
 * @param item - The live item, or `undefined` while the component has none.
 * @param opts - The options: `keys` names the fields whose changes re-render.
 */
export declare function useItem<S extends Schema>(
  item: ManagedItem<S> | undefined,
  opts: UseItemOpts,
): ManagedItem<S> | undefined;
/**
 * Takes an item that may be `undefined`.
 *
 * @param item - The live item, or `undefined` while the component has none.
 */
export declare function useItem<S extends Schema>(item: ManagedItem<S> | undefined): ManagedItem<S> | undefined;

/**
 * Gets or creates a cached live query and re-renders the component when its
 * results change.
 *
 * @remarks
 * The same options return the same query, as with
 * {@link ibexdb!IbexDB.query | IbexDB.query}, which explains the cache. The hook loads the
 * source repository from disk or from the server, and re-renders on local
 * and remote changes. Keep the predicate and sort function pure and pass
 * changing values through `ctx`. Every `ctx` value makes a query of its
 * own, which stays open, so keep `ctx` to a few values, such as the
 * example's flag.
 *
 * @typeParam IS - The schema of the input items.
 * @typeParam CTX - The type of `ctx`, the context value: a JSON value (a
 * string, number, boolean or `null`, or arrays and objects of those).
 * @typeParam OS - The schema of the result items.
 * @param config - The query options.
 * @returns The live query. Read its items with `results()`.
 *
 * @example
 * ```tsx
 * import {useDB, useQuery} from 'ibexdb/react';
 * import {kSchemaTask} from './schema';
 *
 * // Each user's tasks live in their own repository, /data/<owner>.
 * export function MyTasks() {
 *   const db = useDB();
 *   const user = db.currentUser;
 *   if (!db.loggedIn || user === undefined) return <p>Sign in to see your tasks.</p>;
 *   return <TaskList repo={`/data/${user.key}`} showDone={false} />;
 * }
 *
 * function TaskList({repo, showDone}: {repo: string; showDone: boolean}) {
 *   // showDone changes, so it goes through ctx: the predicate's text never does.
 *   const tasks = useQuery({
 *     source: repo,
 *     schema: kSchemaTask,
 *     predicate: ({item, ctx}) => ctx.showDone || !item.get('done'),
 *     sortBy: 'text',
 *     ctx: {showDone},
 *   });
 *   if (tasks.loading) return <p>Loading…</p>;
 *   return (
 *     <ul>
 *       {tasks.results().map((task) => (
 *         <li key={task.path}>{task.get('text')}</li>
 *       ))}
 *     </ul>
 *   );
 * }
 * ```
 *
 * @see {@link UseQueryOpts}
 *
 * @runsIn browsers
 */
export declare function useQuery<IS extends Schema, CTX extends internal.ReadonlyJSONValue, OS extends IS = IS>(
  config: UseQueryOpts<IS, CTX, OS>,
): Query<IS, OS, CTX>;

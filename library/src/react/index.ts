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
 * - `'ready'`: the database can be used.
 * - `'error'`: loading failed, for example because a first-time client
 *   could not reach the server.
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
 * import {useItem, type UseItemOpts} from 'ibexdb/react';
 *
 * const opts: UseItemOpts = {keys: ['text', 'done']};
 *
 * export function TaskText({path}: {path: string}) {
 *   const task = useItem(path, opts);
 *   return <span>{String(task?.get('text') ?? '')}</span>;
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
 * @typeParam CTX - The type of the context value.
 * @typeParam OS - The schema of the result items.
 *
 * @example
 * ```tsx
 * import {useQuery, type UseQueryOpts} from 'ibexdb/react';
 *
 * const kSchemaTask = {
 *   ns: 'task',
 *   version: 1,
 *   fields: {
 *     text: {type: 'string', required: true},
 *     done: {type: 'boolean', default: () => false},
 *   },
 * } as const;
 * type SchemaTypeTask = typeof kSchemaTask;
 *
 * export function OpenTaskCount({showDone}: {showDone: boolean}) {
 *   const opts: UseQueryOpts<SchemaTypeTask, {showDone: boolean}> = {
 *     source: '/data/tasks',
 *     schema: kSchemaTask,
 *     predicate: ({item, ctx}) => ctx.showDone || !item.get('done'),
 *     ctx: {showDone},
 *     showIntermittentResults: true,
 *   };
 *   const query = useQuery(opts);
 *   return <span>{query.count}</span>;
 * }
 * ```
 */
export interface UseQueryOpts<IS extends Schema, CTX extends internal.ReadonlyJSONValue, OS extends IS = IS>
  extends Omit<QueryConfig<IS, OS, CTX>, 'db'> {
  /**
   * Re-render with partial results while the first scan runs. When `false`,
   * the component first re-renders once the scan has finished.
   *
   * @defaultValue `false`
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
 * @typeParam US - The schema of user items in `/sys/users`.
 * @returns The database instance.
 *
 * @example
 * ```tsx
 * import {useDB} from 'ibexdb/react';
 *
 * const kSchemaTask = {
 *   ns: 'task',
 *   version: 1,
 *   fields: {text: {type: 'string', required: true}},
 * } as const;
 *
 * export function AddTask() {
 *   const db = useDB();
 *   const add = () => {
 *     if (db.currentUser) {
 *       db.create(`/data/${db.currentUser.key}`, kSchemaTask, {text: 'New task'});
 *     }
 *   };
 *   return <button onClick={add}>Add</button>;
 * }
 * ```
 *
 * @see {@link useDBReady}
 */
export declare function useDB<US extends Schema = Schema>(): IbexDB<US>;

/**
 * Follows the database's initial load.
 *
 * @remarks
 * The very first session of a client needs the network; after that, the
 * app works fully offline. Render your app only once the state is
 * `'ready'`. When loading fails, the error is also logged to the console.
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
 */
export declare function useDBReady(): DBReadyState;

/**
 * Subscribes to an item given as path parts, such as
 * `useItem('data', 'tasks', key)`.
 *
 * @remarks
 * The component re-renders when the item becomes available, when a field
 * changes (locally or remotely), when its schema changes, and when it is
 * deleted or restored.
 *
 * @typeParam S - The item's schema.
 * @param pathComps - A full item path, or its parts.
 * @returns The live item, or `undefined` while its repository loads or when
 * it does not exist.
 *
 * @example
 * ```tsx
 * import {useItem} from 'ibexdb/react';
 *
 * const kSchemaTask = {
 *   ns: 'task',
 *   version: 1,
 *   fields: {
 *     text: {type: 'string', required: true},
 *     done: {type: 'boolean', default: () => false},
 *   },
 * } as const;
 *
 * export function TaskRow({path}: {path: string}) {
 *   const task = useItem<typeof kSchemaTask>(path, {keys: ['text', 'done']});
 *   if (!task) return null;
 *   return (
 *     <label>
 *       <input
 *         type="checkbox"
 *         checked={task.get('done')}
 *         onChange={(e) => task.set('done', e.target.checked)}
 *       />
 *       {task.get('text')}
 *       <button onClick={() => (task.isDeleted = true)}>Delete</button>
 *     </label>
 *   );
 * }
 * ```
 *
 * @see {@link UseItemOpts}
 */
export declare function useItem<S extends Schema>(...pathComps: string[]): ManagedItem<S> | undefined;
/**
 * Subscribes to an item given as path parts, with options first.
 *
 * @typeParam S - The item's schema.
 * @param opts - The fields to follow.
 * @param pathComps - A full item path, or its parts.
 * @returns The live item, or `undefined` while its repository loads or when
 * it does not exist.
 */
export declare function useItem<S extends Schema>(
  opts: UseItemOpts,
  ...pathComps: string[]
): ManagedItem<S> | undefined;
/**
 * Subscribes to an item given as `undefined`, for components whose item is
 * not chosen yet.
 *
 * @typeParam S - The item's schema.
 * @param path - `undefined`.
 * @returns `undefined`.
 */
export declare function useItem<S extends Schema>(path: undefined): undefined;
/**
 * Subscribes to an item given as a path that may be missing.
 *
 * @typeParam S - The item's schema.
 * @param path - The item path, or `undefined`.
 * @returns The live item, or `undefined` while it loads, when it does not
 * exist, or when `path` is `undefined`.
 */
export declare function useItem<S extends Schema>(path: string | undefined): ManagedItem<S> | undefined;
/**
 * Subscribes to an item given as `undefined`, with options, for components
 * whose item is not chosen yet.
 *
 * @typeParam S - The item's schema.
 * @param path - `undefined`.
 * @param opts - The fields to follow.
 * @returns `undefined`.
 */
export declare function useItem<S extends Schema>(path: undefined, opts: UseItemOpts): undefined;
/**
 * Subscribes to an item given as a path that may be missing, with options.
 *
 * @typeParam S - The item's schema.
 * @param path - The item path, or `undefined`.
 * @param opts - The fields to follow.
 * @returns The live item, or `undefined` while it loads, when it does not
 * exist, or when `path` is `undefined`.
 */
export declare function useItem<S extends Schema>(
  path: string | undefined,
  opts: UseItemOpts,
): ManagedItem<S> | undefined;
/**
 * Subscribes to an item you already hold, with options.
 *
 * @typeParam S - The item's schema.
 * @param item - The item.
 * @param opts - The fields to follow.
 * @returns The same item.
 */
export declare function useItem<S extends Schema>(item: ManagedItem<S>, opts: UseItemOpts): ManagedItem<S>;
/**
 * Subscribes to an item you already hold.
 *
 * @typeParam S - The item's schema.
 * @param item - The item.
 * @returns The same item.
 */
export declare function useItem<S extends Schema>(item: ManagedItem<S>): ManagedItem<S>;
/**
 * Subscribes to an item you may hold, with options.
 *
 * @typeParam S - The item's schema.
 * @param item - The item, or `undefined`.
 * @param opts - The fields to follow.
 * @returns The same item, or `undefined`.
 */
export declare function useItem<S extends Schema>(
  item: ManagedItem<S> | undefined,
  opts: UseItemOpts,
): ManagedItem<S> | undefined;
/**
 * Subscribes to an item you may hold.
 *
 * @typeParam S - The item's schema.
 * @param item - The item, or `undefined`.
 * @returns The same item, or `undefined`.
 */
export declare function useItem<S extends Schema>(item: ManagedItem<S> | undefined): ManagedItem<S> | undefined;

/**
 * Gets or creates a cached live query and re-renders the component when its
 * results change.
 *
 * @remarks
 * The same options return the same query, as with
 * {@link ibexdb!IbexDB.query | IbexDB.query}. The hook loads the source repository from
 * disk or from the server, and re-renders on local and remote changes.
 * Keep the predicate and sort function pure and pass changing values
 * through `ctx`.
 *
 * @typeParam IS - The schema of the input items.
 * @typeParam CTX - The type of the context value.
 * @typeParam OS - The schema of the result items.
 * @param config - The query options.
 * @returns The live query. Read its items with `results()`.
 *
 * @example
 * ```tsx
 * import {useState} from 'react';
 * import {useDB, useQuery} from 'ibexdb/react';
 *
 * const kSchemaTask = {
 *   ns: 'task',
 *   version: 1,
 *   fields: {
 *     text: {type: 'string', required: true},
 *     done: {type: 'boolean', default: () => false},
 *     dateCreated: {type: 'date', default: () => new Date()},
 *   },
 * } as const;
 *
 * export function TaskList() {
 *   const db = useDB();
 *   const [showChecked, setShowChecked] = useState(false);
 *   const query = useQuery({
 *     schema: kSchemaTask,
 *     source: `/data/${db.currentUser?.key ?? 'public'}`,
 *     sortBy: 'dateCreated',
 *     sortDescending: true,
 *     predicate: ({item, ctx}) => !item.get('done') || ctx.showChecked,
 *     showIntermittentResults: true,
 *     ctx: {showChecked},
 *   });
 *   return (
 *     <>
 *       <button onClick={() => setShowChecked(!showChecked)}>Toggle done</button>
 *       <ul>
 *         {query.results().map((task) => (
 *           <li key={task.path}>{task.get('text')}</li>
 *         ))}
 *       </ul>
 *     </>
 *   );
 * }
 * ```
 *
 * @see {@link UseQueryOpts}
 */
export declare function useQuery<IS extends Schema, CTX extends internal.ReadonlyJSONValue, OS extends IS = IS>(
  config: UseQueryOpts<IS, CTX, OS>,
): Query<IS, OS, CTX>;

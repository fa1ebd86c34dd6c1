// The database class, its configuration and the live item handle.

import { Emitter } from './emitter';
import type * as internal from './helpers';
import type { Query, QueryConfig } from './query';
import type { Repository, TrustPool } from './repository';
import type { DataRegistry, Schema, SchemaDataType, SchemaTypeSession } from './schema';

/**
 * The options for creating an {@link IbexDB} instance.
 *
 * @remarks
 * An app constructs one {@link IbexDB}, so it writes one configuration:
 * the example is the `db.ts` module that every example of this reference
 * imports. In a React app, {@link ibexdb/react!useDB | useDB} creates the
 * instance with its own configuration (the data path `/data/db` and the
 * server as its peer), and the app constructs none.
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
 * @see {@link IbexDB}
 */
export interface DBInstanceConfig {
  /**
   * The absolute path of the data directory. In browsers it is a path in
   * the Origin Private File System.
   */
  path: string;
  /**
   * Whether the instance runs as a client or as a server. The mode selects
   * the sync timings and how repository events are delivered.
   *
   * @defaultValue `'client'` in browsers, `'server'` elsewhere
   */
  mode?: 'client' | 'server';
  /**
   * The organization (tenant) whose data this instance holds. When a peer
   * verifies a commit, it checks that the commit belongs to its own
   * organization.
   *
   * @defaultValue `'localhost'`
   */
  orgId?: string;
  /**
   * The absolute URL of one peer, or several. Duplicates are ignored. Sync
   * runs only when at least one peer is given, and all peers must share the
   * same root sessions.
   *
   * @defaultValue `undefined` (no peers; the instance works locally only)
   */
  peers?: string | Iterable<string>;
  /**
   * Skips signing and verifying commits and ignores every authorization
   * rule. On a server it opens every repository, `/sys` and `/user`
   * included, to every session. Use it only for backends that clients
   * cannot reach, protected some other way; never in a client.
   *
   * @defaultValue `false`
   */
  trusted?: boolean;
  /**
   * The registry of schemas and authorization rules.
   *
   * @defaultValue {@link DataRegistry.default}
   */
  registry?: DataRegistry;
  /**
   * Turns on debug mode: committing an invalid item then fails an assertion
   * instead of being skipped silently.
   *
   * @defaultValue `false`
   */
  debug?: boolean;
}

/**
 * The main entry point: one database instance, which owns the repositories,
 * items, queries and sessions of one data directory and syncs them with its
 * peers.
 *
 * @remarks
 * Creating an instance starts loading in the background: it reads the
 * settings, obtains a session (on a first run, a client asks its server for
 * one), opens `/sys/sessions` and `/sys/users`, and then becomes ready.
 * Await {@link IbexDB.readyPromise} before relying on sessions or users.
 *
 * Data lives in repositories, identified by `/type/repo`, and items,
 * identified by `/type/repo/item`. Repositories open on first use, or
 * explicitly with {@link IbexDB.open}. The authorization rules of the
 * registry decide who may read and write each repository: one outside
 * `/sys` and `/user` that no rule covers is open to every session,
 * anonymous ones included. The example keeps each user's tasks in a
 * repository named after the user, `/data/<owner>`, and ends its rules
 * with a deny-all catch-all, as {@link DataRegistry} explains.
 *
 * Each open repository syncs with each peer in the background, in sync
 * rounds: in one round, a peer sends a Bloom filter of the commit ids it
 * holds and receives the commits that the filter shows it lacks, plus the
 * other side's filter. A client starts a round every 300 ms while data is
 * changing, and slows down to one every 1.5 s over 20 s without changes; a
 * new local commit or incoming data brings it back to 300 ms. In server mode
 * the slow-down takes 3 s instead of 20 s. Requests for different
 * repositories are batched every 200 ms, and a sync request times out after
 * 10 s on a client (5 s on a server). Call {@link IbexDB.sync} to sync at
 * once.
 *
 * A database signs with a session and its own key pair, kept in its data
 * directory: the tabs of one origin share that directory, and so one
 * session. A session lasts 30 days, and a stored session with less than 15
 * days left is extended when it loads (see
 * [how long a device can stay offline](/docs/sessions#offline-limit)).
 *
 * Reads are local once a repository has loaded. Before that, they wait for
 * the network: the very first run needs the server to obtain a session,
 * and the first open of a repository with no local copy runs one full sync
 * first.
 *
 * An app opens one instance. In a React app it is the one
 * {@link ibexdb/react!useDB | useDB} creates: take it from that hook and
 * never construct another. Elsewhere, construct it in one module, such as
 * the example's `db.ts`, and import it wherever it is needed. The examples
 * of this reference that need a database import that module, and each
 * page that uses it shows it again, unchanged. 0.3.1 makes no promise
 * about two instances in one app or on one data directory: don't create a
 * second one. A separate script on a copy of a data directory, such as the
 * rehearsal of {@link Repository.revertAllKeysToBefore}, opens its own.
 *
 * An instance has no method that closes it. Close the repositories you
 * opened with {@link IbexDB.close}, or await {@link IbexDB.flushAll} on
 * shutdown; {@link IbexDB.logout} closes every repository and deletes the
 * local data.
 *
 * @event `UserChanged` `()` The owner of the current session changed, for
 * example after a magic-link login. Read
 * {@link IbexDB.currentUser} in the listener.
 *
 * @typeParam US - The schema of user items in `/sys/users`.
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
 * import {db} from './db';
 * db.attach('UserChanged', () => console.log('Signed in as', db.currentUser?.key));
 * ```
 *
 * @see {@link DBInstanceConfig}
 * @see {@link ManagedItem}
 * @see {@link Query}
 *
 * @runsIn Deno, Node.js, browsers
 */
export declare class IbexDB<US extends Schema = Schema> extends Emitter<'UserChanged'> {
  /**
   * Creates a database instance and starts loading it in the background.
   * Nothing is awaited here; use {@link IbexDB.readyPromise}.
   *
   * @param config - The instance options.
   */
  constructor(config: DBInstanceConfig);
  /**
   * The organization this instance belongs to.
   *
   * @defaultValue `'localhost'`
   */
  readonly orgId: string;
  /**
   * The registry of schemas and authorization rules.
   *
   * @defaultValue {@link DataRegistry.default}
   */
  readonly registry: DataRegistry;
  /**
   * Whether signing, verification and authorization are turned off.
   *
   * @defaultValue `false`
   */
  readonly trusted: boolean;
  /**
   * `true` in debug mode (the `debug` option): committing an invalid item
   * fails an assertion instead of being skipped silently.
   *
   * @defaultValue `false`
   */
  readonly debug: boolean;
  /**
   * Whether the instance runs as a client or as a server.
   *
   * @defaultValue `'client'` in browsers, `'server'` elsewhere
   */
  readonly mode: 'client' | 'server';
  /**
   * The data directory in use. In a browser, each extra tab of the same
   * origin works in its own directory, so the path may carry a `_<n>`
   * suffix.
   */
  get path(): string;
  /**
   * The settings loaded from the data directory.
   *
   * @internal
   */
  get settings(): internal.DBSettings;
  /**
   * `true` when the current session has an owner: on a client, once a user
   * has logged in.
   */
  get loggedIn(): boolean;
  /**
   * The item of the logged-in user, at `/sys/users/<owner>`, or `undefined`
   * when no user is logged in.
   */
  get currentUser(): ManagedItem<US> | undefined;
  /**
   * The item of this peer's own session.
   *
   * @throws An error when read before the instance is ready.
   */
  get currentSession(): ManagedItem<SchemaTypeSession>;
  /**
   * `true` once loading has finished.
   */
  get ready(): boolean;
  /**
   * Waits until the instance has finished loading.
   *
   * @returns A promise that resolves when the instance is ready.
   * @throws A service-unavailable error (the promise rejects) when the first
   * load fails, for example when a new client cannot reach its server to
   * obtain a session.
   *
   * @example
   * ```ts partial
   * import {db} from './db';
   * try {
   *   await db.readyPromise();
   *   console.log('Session', db.currentSession.get('id'));
   * } catch (error) {
   *   console.error('Could not start the database', error);
   * }
   * ```
   */
  readyPromise(): Promise<void>;
  /**
   * Asks the server to email a magic login link to a user.
   *
   * @remarks
   * Opening the link binds the current anonymous session to that user, and
   * the instance then emits `UserChanged`. The server must be configured
   * with `emailConfig` and `fetchUserByEmail`.
   *
   * @param email - The user's email address. It is trimmed and lowercased.
   * @returns `true` when the server answered the request with HTTP 200,
   * otherwise `false`. 0.3.1 makes no promise that `true` means a mail
   * went out, nor about whether a network failure resolves `false` or
   * rejects: handle both, as the example does, and let the user ask again.
   *
   * @example
   * ```ts partial
   * import {db} from './db';
   * const sent = await db.loginWithMagicLinkEmail('ada@example.com').catch(() => false);
   * console.log(sent ? 'Check your email' : 'Could not send the link; try again');
   * ```
   */
  loginWithMagicLinkEmail(email: string): Promise<boolean>;
  /**
   * Logs out: closes every repository and deletes the local data directory.
   * In a browser, the page reloads afterwards.
   *
   * @remarks
   * The directory holds every edit of this device, including those the
   * server has not received yet: they are deleted too, and no public API
   * confirms that local commits reached the server. Calling
   * {@link IbexDB.syncAll} or {@link IbexDB.flushAll} first does not make
   * them safe. Tell the user before logging out while they may have made
   * edits offline.
   *
   * @returns A promise that resolves when logout has finished.
   *
   * @example
   * ```ts partial
   * import {db} from './db';
   * await db.logout();
   * ```
   */
  logout(): Promise<void>;
  /**
   * Opens a repository and loads it into memory.
   *
   * @remarks
   * The path is normalized to its repository id, and concurrent calls share
   * one load, so calling `open` several times is safe. Opening reads the
   * commit log, verifies the commits and starts one sync client per peer.
   * When no local data exists and peers are configured, a full sync with
   * the server runs first (except for the `/sys` repositories). To avoid a
   * delay on first access, call `open` early without awaiting it.
   *
   * 0.3.1 makes no promise about what that first open does when the server
   * cannot be reached: don't take an empty repository for an empty
   * account; show that the data has not loaded yet, and open it again once
   * the device is online.
   *
   * @param path - A repository path, `/type/repo`, or any path inside it.
   * @param opts - Options for the repository.
   * @returns The open repository.
   *
   * @example
   * ```ts partial
   * import {db, tasksRepo} from './db';
   * const tasks = await db.open(tasksRepo());
   * console.log(db.count(tasks.path));
   * ```
   */
  open(
    path: string,
    opts?: {
      /**
       * The schema namespaces the repository allows. 0.3.1 makes no promise
       * about what happens to items of other namespaces: don't rely on it to
       * keep them out; filter by namespace where you read, for example with
       * a query's `schema` option.
       *
       * @defaultValue `undefined` (every namespace)
       */
      allowedNamespaces?: string[];
      /**
       * Makes it a priority repository: its `NewCommit` events are delivered
       * synchronously instead of in the background.
       *
       * @defaultValue `false`
       */
      priorityRepo?: boolean;
    },
  ): Promise<Repository>;
  /**
   * Closes a repository: commits pending item edits, flushes the commit log
   * and the query caches, stops its sync clients and frees its memory.
   *
   * @remarks
   * Repositories stay open until you close them. You do not need to await
   * it.
   *
   * @param path - A repository path, or any path inside it.
   * @returns A promise that resolves when the repository is closed.
   *
   * @example
   * ```ts partial
   * import {db, tasksRepo} from './db';
   * await db.close(tasksRepo());
   * ```
   */
  close(path: string): Promise<void>;
  /**
   * Returns the live handle of an item. It creates nothing: use
   * {@link IbexDB.create} to make a new item.
   *
   * @remarks
   * The arguments are joined into one path and normalized. There is one
   * handle per path, so repeated calls return the same object. When the
   * repository is not open yet, it opens in the background and the item has
   * the null schema until it has loaded. A path where no item exists gives a
   * handle whose {@link ManagedItem.exists} is `false`. Await
   * {@link ManagedItem.readyPromise}, then check `exists`.
   *
   * Write only to a handle that has loaded and exists. Until then it has
   * the null schema, and a null item is never persisted or synced: a
   * {@link ManagedItem.set} on it reaches no disk and no peer, and 0.3.1
   * makes no promise that it survives the load. To make a new item, use
   * {@link IbexDB.create}.
   *
   * @typeParam S - The item's schema.
   * @param pathComps - A full item path, or its parts, such as
   * `('data', ownerKey, 'milk')`.
   * @returns The item's live handle.
   * @throws An error when the path is invalid.
   *
   * @example
   * ```ts partial
   * import {db, kSchemaTask, tasksRepo} from './db';
   * const repoPath = tasksRepo();
   * await db.open(repoPath);
   * for (const key of db.keys(repoPath)) {
   *   const task = db.item<typeof kSchemaTask>(repoPath, key);
   *   await task.readyPromise();
   *   if (task.exists) console.log(task.get('text'));
   * }
   * ```
   */
  item<S extends Schema>(...pathComps: string[]): ManagedItem<S>;
  /**
   * Creates an item and returns its live handle at once.
   *
   * @remarks
   * When `path` has no item part, a key is generated with
   * {@link uniqueId}. When the item already exists with a non-null schema,
   * it is returned unchanged. The item commits in the background like any
   * other edit; await {@link ManagedItem.commit} to wait for it.
   *
   * The data must make a valid item: every required field filled (an empty
   * value counts as missing) and only fields the schema defines. An invalid
   * item stays in memory and is never committed.
   *
   * 0.3.1 makes no promise about finding an existing item in a repository
   * that has not loaded yet: before creating at a fixed key, await
   * {@link IbexDB.open}. Keys use only `a-z`, digits, `-` and `_`; for an id
   * from another system, generate a key once with {@link uniqueId} and keep
   * the original id in a field, rather than lowercasing it.
   *
   * @typeParam S - The item's schema.
   * @param path - A repository path, or a full item path.
   * @param schema - The item's schema.
   * @param data - The initial field values.
   * @returns The new item's live handle.
   *
   * @example
   * ```ts partial
   * import {db, kSchemaTask, tasksRepo} from './db';
   * const repoPath = tasksRepo();
   * await db.open(repoPath);
   * const task = db.create(repoPath, kSchemaTask, {text: 'Buy milk'});
   * await task.commit();
   * console.log(task.path);
   * ```
   */
  create<S extends Schema>(
    path: string,
    schema: S,
    data?: Partial<SchemaDataType<S>>,
  ): ManagedItem<S>;
  /**
   * Writes an item straight to its repository, without a live handle.
   *
   * @remarks
   * It is the fast path for imports and migrations. When `path` has no item
   * part, a key is generated.
   *
   * 0.3.1 makes no promise about what `load` does with data that makes an
   * invalid item (a required field missing or empty, a field the schema
   * does not define, a wrong type): check each record first, by building
   * an {@link Item} from it and reading {@link Item.isValid} after
   * {@link Item.normalize}, and load only the valid ones.
   *
   * @typeParam S - The item's schema.
   * @param path - A repository path, or a full item path.
   * @param schema - The item's schema.
   * @param data - The item's complete data.
   * @returns A promise that resolves once the item is written.
   *
   * @example
   * ```ts partial
   * import {Item} from 'ibexdb';
   * import {db, kSchemaTask, tasksRepo} from './db';
   * const repoPath = tasksRepo();
   * await db.open(repoPath); // a first open waits for one full sync
   * const draft = new Item({schema: kSchemaTask, data: {text: 'Imported task'}});
   * draft.normalize();
   * if (draft.isValid) await db.load(repoPath, kSchemaTask, draft.cloneData());
   * ```
   */
  load<S extends Schema>(path: string, schema: S, data: SchemaDataType<S>): Promise<void>;
  /**
   * Counts the items in an open repository.
   *
   * @param path - A repository path, `/type/repo`.
   * @returns The number of keys, or -1 when the repository is not open.
   *
   * @example
   * ```ts partial
   * import {db, tasksRepo} from './db';
   * console.log(db.count(tasksRepo()));
   * ```
   */
  count(path: string): number;
  /**
   * Lists the item keys of an open repository.
   *
   * @param path - A repository path, `/type/repo`.
   * @returns The keys; empty when the repository is not open.
   *
   * @example
   * ```ts partial
   * import {db, tasksRepo} from './db';
   * for (const key of db.keys(tasksRepo())) console.log(key);
   * ```
   */
  keys(path: string): Iterable<string>;
  /**
   * Creates a live query, or returns the cached one with the same id.
   *
   * @remarks
   * Queries are cached by id. Without an explicit `id`, the id is a hash of
   * the source, the predicate and sort source text, the context and the
   * schema namespace, so the same configuration returns the same query.
   * Because functions are compared by their text, pass values that change
   * through `ctx` rather than through closures. `sortDescending`, `limit`
   * and the schema version are not part of that id, so two configurations
   * that differ only there get the same query: give them distinct `id`s.
   * Each cached query, one per `ctx` value among them, stays open until it
   * is closed, and then leaves the cache; close only a query that no other
   * code uses.
   *
   * @typeParam IS - The schema of the input items.
   * @typeParam CTX - The type of `ctx`, the context value: a JSON value (a
   * string, number, boolean or `null`, or arrays and objects of those).
   * @typeParam OS - The schema of the result items.
   * @param config - The query configuration, without `db`.
   * @returns The query, already active.
   *
   * @example
   * ```ts partial
   * import {db, kSchemaTask, tasksRepo} from './db';
   * const openTasks = db.query({
   *   source: tasksRepo(),
   *   schema: kSchemaTask,
   *   predicate: ({item}) => !item.get('done'),
   *   sortBy: 'text',
   * });
   * await openTasks.loadingFinished();
   * for (const task of openTasks.results()) console.log(task.get('text'));
   * ```
   */
  query<IS extends Schema, CTX extends internal.ReadonlyJSONValue, OS extends IS = IS>(
    config: Omit<QueryConfig<IS, OS, CTX>, 'db'>,
  ): Query<IS, OS, CTX>;
  /**
   * Commits pending item edits of a repository and flushes its commit log
   * and query cache to disk.
   *
   * @param path - A repository path, or any path inside it.
   * @returns A promise that resolves once everything is on disk.
   *
   * @example
   * ```ts partial
   * import {db, tasksRepo} from './db';
   * await db.flush(tasksRepo());
   * ```
   */
  flush(path: string): Promise<void>;
  /**
   * Flushes every open repository, as {@link IbexDB.flush} does for one.
   * Use it sparingly, for example on shutdown.
   *
   * @returns A promise that resolves once everything is on disk.
   *
   * @example
   * ```ts partial
   * import {db} from './db';
   * await db.flushAll();
   * ```
   */
  flushAll(): Promise<void>;
  /**
   * Syncs one repository with every peer now, without waiting for the
   * next background sync round.
   *
   * @remarks
   * A manual sync runs until at least two sync rounds have succeeded, using
   * the most accurate Bloom filter. In 0.3.1 it pulls the peers' commits
   * only: this device's own commits go out with the background rounds, and
   * no public API confirms that they reached the server.
   *
   * @param path - A repository path, or any path inside it.
   * @returns A promise of the result: `{status: 'success'}` when there are
   * no peers or every peer succeeded, `{status: 'failed'}` when every peer
   * failed, and otherwise `{status: 'partial', failedPeers}`, where
   * `failedPeers` lists the URLs of the peers that failed.
   *
   * @example
   * ```ts partial
   * import {db, tasksRepo} from './db';
   * const result = await db.sync(tasksRepo());
   * if (result.status === 'partial') console.warn('Failed peers:', result.failedPeers);
   * ```
   */
  sync(path: string): Promise<internal.SyncResult>;
  /**
   * Syncs every open repository with every peer now, as
   * {@link IbexDB.sync} does for one.
   *
   * @remarks
   * Like {@link IbexDB.sync}, it pulls the peers' commits; this device's
   * own commits go out with the background rounds.
   *
   * @returns A promise of an object that maps each repository id to its
   * result: `{status: 'success'}` (no peers, or every peer succeeded),
   * `{status: 'failed'}` (every peer failed) or
   * `{status: 'partial', failedPeers}` (`failedPeers` lists the URLs of the
   * peers that failed).
   *
   * @example
   * ```ts partial
   * import {db} from './db';
   * const results = await db.syncAll();
   * for (const [repo, result] of Object.entries(results)) console.log(repo, result.status);
   * ```
   */
  syncAll(): Promise<Record<string, internal.SyncResult>>;
  /**
   * Returns an open repository.
   *
   * @param pathComps - A repository path, or its parts.
   * @returns The repository, or `undefined` when it is not open.
   *
   * @example
   * ```ts partial
   * import {db, tasksRepo} from './db';
   * const repo = db.repository(tasksRepo());
   * console.log(repo ? repo.numberOfCommits() : 'Not open');
   * ```
   */
  repository(...pathComps: string[]): Repository | undefined;
  /**
   * Returns the pool of known sessions, for low-level commit verification.
   *
   * @returns A promise of the trust pool.
   *
   * @example
   * ```ts partial
   * import {db} from './db';
   * const pool = await db.getTrustPool();
   * for (const session of pool.sessions()) console.log(session.id, session.owner);
   * ```
   */
  getTrustPool(): Promise<TrustPool>;
  /**
   * Lists the sync clients of a repository, one per peer.
   *
   * @param pathComps - A repository path, or its parts.
   * @returns The sync clients.
   * @internal
   */
  clientsForRepo(...pathComps: string[]): Iterable<internal.RepoClient>;
  /**
   * Checks whether the item at a path is loaded.
   *
   * @remarks
   * 0.3.1 makes no promise about the exact condition: don't use it to decide
   * whether a field can be read; await {@link ManagedItem.readyPromise}
   * instead.
   *
   * @param path - The item path.
   * @returns `true` when the item is loaded.
   *
   * @example
   * ```ts partial
   * import {db, tasksRepo} from './db';
   * const repoPath = tasksRepo();
   * for (const key of db.keys(repoPath)) console.log(key, db.itemLoaded(`${repoPath}/${key}`));
   * ```
   */
  itemLoaded(path: string): boolean;
  /**
   * The on-disk cache of query results.
   *
   * @internal
   */
  queryPersistence?: internal.QueryPersistence;
}

/**
 * A live, mutable handle to one item. It commits local edits
 * automatically, merges remote edits and emits change events.
 *
 * @remarks
 * Get one with {@link IbexDB.item} or {@link IbexDB.create}; there is one
 * handle per path.
 *
 * Edits apply in memory at once. The item commits 300 ms after the first
 * uncommitted change; changes made within that window join the same commit
 * (the timer is not restarted). Await {@link ManagedItem.commit} to commit
 * now. An invalid item is not committed, so it is never persisted or
 * synced: a required field left empty, a field the schema does not define,
 * a value of the wrong type or a failing `validate` holds back this edit
 * and every later one until the item is valid again. Keep a form's draft in
 * UI state and write only valid values; to check a draft, build an
 * {@link Item} from it and read {@link Item.isValid} after
 * {@link Item.normalize}.
 *
 * Write only once the handle has loaded and the item exists
 * ({@link ManagedItem.readyPromise}, then {@link ManagedItem.exists}).
 * Until then the item has the null schema, and a null item is never
 * persisted or synced: `set`, `setMulti`, `delete` and `isDeleted` reach
 * no disk and no peer, and 0.3.1 makes no promise that such a change
 * survives the load. {@link IbexDB.create} makes a new item.
 *
 * A `set` or `map` field returns the stored `Set` or map. Never change it
 * in place: only {@link ManagedItem.set} records a change, so an edit made
 * on the returned object is not committed. Copy it, change the copy and
 * `set` it, as {@link ManagedItem.get} shows.
 *
 * When new commits arrive for the item, it rebases your uncommitted edits
 * on top of the new head, much like `git rebase`. Concurrent edits from
 * other peers are merged field by field. For a string, number, boolean or
 * date field, one write wins: the merge commit keeps exactly one of the
 * concurrent values, which need not be the newest write. Peers read that
 * value once they receive the merge commit; until then each reads its own
 * best leaf. Where losing a write matters, use a `set` field, a `map` field in
 * which each device edits only its own key, or one item per event counted
 * by a query. When the item loads with an older schema version, it is
 * upgraded to the newest registered version and committed.
 *
 * @event `change` `(mutation: [field: string, isLocal: boolean, oldValue: CoreValue] | [string, boolean, CoreValue][] | undefined)`
 * Fields changed. The listener receives one mutation, an array of them, or
 * `undefined`. `isLocal` is `true` for this device's edits and `false` for
 * merged remote changes. A schema change reports the field `__schema`.
 * @event `LoadingFinished` `()` The first load from the repository finished.
 * {@link ManagedItem.ready} becomes `true` at the same moment.
 *
 * @typeParam S - The item's schema.
 * @typeParam US - The schema of user items of the database.
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
 * ```ts title="task.ts"
 * import type {ManagedItem} from 'ibexdb';
 * import {db, kSchemaTask, tasksRepo} from './db';
 *
 * const repoPath = tasksRepo();
 * await db.open(repoPath); // a first open waits for one full sync
 * // A fixed key: on later starts, create returns the task made on the first one.
 * export const task: ManagedItem<typeof kSchemaTask> = db.create(`${repoPath}/milk`, kSchemaTask, {
 *   text: 'Buy milk',
 * });
 * task.attach('change', () => console.log(task.get('text'), task.get('done')));
 * ```
 *
 * @see {@link IbexDB.item}
 * @see {@link Item}
 */
export declare class ManagedItem<S extends Schema = Schema, US extends Schema = Schema> extends Emitter<
  'change' | 'LoadingFinished'
> {
  /**
   * Creates a handle. Prefer {@link IbexDB.item} and {@link IbexDB.create},
   * which return the single cached handle of a path.
   *
   * @param db - The database the item belongs to.
   * @param path - The item path, `/type/repo/item`. When its repository is
   * not open, it opens in the background.
   * @throws An assertion error when the path is invalid.
   */
  constructor(db: IbexDB<US>, path: string);
  /**
   * The database the item belongs to.
   */
  readonly db: IbexDB<US>;
  /**
   * The item path, `/type/repo/item`.
   */
  readonly path: string;
  /**
   * The item key: the `item` part of the path `/type/repo/item`.
   */
  get key(): string;
  /**
   * `true` once the first load from the repository has finished.
   */
  get ready(): boolean;
  /**
   * Waits for the first load from the repository.
   *
   * @returns A promise that resolves once the item has loaded.
   *
   * @example
   * ```ts partial
   * import {db, kSchemaTask} from './db';
   * import {task} from './task';
   * // db.item returns the one handle of a path; it may not have loaded yet.
   * const handle = db.item<typeof kSchemaTask>(task.path);
   * await handle.readyPromise();
   * console.log(handle.exists ? handle.get('text') : 'No such task');
   * ```
   */
  readyPromise(): Promise<void>;
  /**
   * The repository that holds the item, or `undefined` while it is not
   * open.
   */
  get repository(): Repository | undefined;
  /**
   * The item's schema. It is the null schema while the item is loading or
   * does not exist.
   */
  get schema(): S;
  /**
   * Changes the item's schema, emits `change` with the field `__schema`
   * and schedules a commit.
   *
   * @remarks
   * It is allowed from the null schema to any schema, and otherwise only to
   * a higher version of the same namespace. 0.3.1 makes no promise about
   * what other changes do: don't assign another namespace or a lower
   * version. Items upgrade themselves to the newest registered version when
   * they load, so you rarely need it.
   *
   * @param s - The new schema: any schema when the item has the null
   * schema, otherwise a higher version of the same namespace.
   */
  set schema(s: S);
  /**
   * `true` when the item has a real (non-null) schema.
   */
  get exists(): boolean;
  /**
   * Whether the item is soft-deleted. A deleted item disappears from
   * queries but is still synced, so it can be restored.
   */
  get isDeleted(): boolean;
  /**
   * Deletes (`true`) or restores (`false`) the item and schedules a commit,
   * like a {@link ManagedItem.set} change. Set it only once the item has
   * loaded and exists: on the null schema the change is never persisted or
   * synced.
   *
   * @param flag - The new soft-delete state.
   */
  set isDeleted(flag: boolean);
  /**
   * A counter, local to this peer, that grows with every change to the
   * item. The React hooks use it to detect changes.
   */
  get age(): number;
  /**
   * Checks whether a field actually holds a value.
   *
   * @typeParam K - The field name.
   * @param key - The field name.
   * @returns `true` when the field is present.
   *
   * @example
   * ```ts partial
   * import {task} from './task';
   * if (!task.has('dueDate')) task.set('dueDate', new Date());
   * ```
   */
  has<K extends keyof SchemaDataType<S>>(key: K & string): boolean;
  /**
   * Reads a field.
   *
   * @typeParam K - The field name.
   * @param key - The field name.
   * @remarks
   * For a `set` or `map` field it returns the stored object itself. Never
   * change it in place: only {@link ManagedItem.set} records a change, so
   * an edit made on the returned object is not committed or synced. Copy
   * it, change the copy and `set` the copy, as the example does.
   *
   * @returns The field's value, or its default when it is missing. Before
   * the item has loaded (null schema), `undefined`.
   * @throws An error when the item's schema does not define the field.
   *
   * @example
   * ```ts partial
   * import {task} from './task';
   * console.log(task.get('text'), task.get('done'));
   * // A set field: copy it, change the copy, and write the copy.
   * const tags = new Set(task.get('tags'));
   * tags.add('groceries');
   * task.set('tags', tags);
   * ```
   */
  get<K extends keyof SchemaDataType<S>>(key: K & string): SchemaDataType<S>[K];
  /**
   * Writes a field. The new value shows at once and is committed
   * automatically, 300 ms after the first uncommitted change.
   *
   * @remarks
   * Emits `change` with `[key, true, oldValue]`. A value that makes the item
   * invalid, such as an empty string in a required field without a
   * default, is kept in memory but not committed, and neither is any later
   * edit until the item is valid again; never bind a required field
   * straight to a text input.
   *
   * Write only once the item has loaded and exists
   * ({@link ManagedItem.readyPromise}, then {@link ManagedItem.exists}).
   * Before that it has the null schema, and a null item is never persisted
   * or synced: the value reaches no disk and no peer, and 0.3.1 makes no
   * promise that it survives the load.
   *
   * @typeParam K - The field name.
   * @param key - The field name.
   * @param value - The new value.
   *
   * @example
   * ```ts partial
   * import {task} from './task';
   * task.set('done', true);
   * ```
   */
  set<K extends keyof SchemaDataType<S>>(key: K & string, value: SchemaDataType<S>[K]): void;
  /**
   * Writes several fields at once. They are committed like
   * {@link ManagedItem.set} changes, under the same conditions: the item
   * must have loaded and exist, and the result must be a valid item.
   *
   * @param data - The fields to write.
   *
   * @example
   * ```ts partial
   * import {task} from './task';
   * task.setMulti({text: 'Buy oat milk', done: false});
   * ```
   */
  setMulti(data: Partial<SchemaDataType<S>>): void;
  /**
   * Removes a field's value. Reading the field afterwards gives its default,
   * if it has one. The change is committed like {@link ManagedItem.set}
   * changes, under the same conditions: the item must have loaded and
   * exist, and removing a required field without a default makes it
   * invalid, which holds back every edit until it is valid again.
   *
   * @typeParam K - The field name.
   * @param key - The field name.
   * @returns `true` when the field held a value, `false` when it was
   * already missing.
   *
   * @example
   * ```ts partial
   * import {task} from './task';
   * if (task.delete('dueDate')) console.log('Due date removed');
   * ```
   */
  delete<K extends keyof SchemaDataType<S>>(key: K & string): boolean;
  /**
   * Commits pending changes now instead of waiting for the timer.
   *
   * @remarks
   * It normalizes and validates the item first. An invalid item is not
   * committed; the promise still resolves (in debug mode an assertion fails
   * instead), so resolving is no proof of a commit. A commit already in
   * progress is awaited first. Nothing is committed for an item that has
   * not loaded or does not exist (null schema).
   *
   * The commit is local: when the promise resolves, the change is committed
   * in this device's copy of the repository. It reaches the server with the
   * background sync rounds, and no public API of 0.3.1 confirms that it
   * arrived. To have the repository's log on disk at once, await
   * {@link IbexDB.flush}.
   *
   * @returns A promise that resolves once the local commit is done.
   *
   * @example
   * ```ts partial
   * import {task} from './task';
   * task.set('done', true);
   * await task.commit();
   * ```
   */
  commit(): Promise<void>;
  /**
   * Merges the repository's current head into the item, keeping your
   * uncommitted edits on top. It emits `change` for each field that
   * changed, with `isLocal` set to `false`. This happens automatically when
   * new commits arrive; call it yourself only to force it.
   *
   * @example
   * ```ts partial
   * import {task} from './task';
   * task.rebase();
   * ```
   */
  rebase(): void;
  /**
   * Downloads the item's commit graph as a Cytoscape-compatible JSON file,
   * for debugging. Browsers only.
   *
   * @example
   * ```ts partial
   * import {task} from './task';
   * task.downloadDebugGraph();
   * ```
   *
   * @runsIn browsers
   */
  downloadDebugGraph(): void;
  /**
   * Starts following the repository's changes.
   *
   * @internal
   */
  activate(): void;
  /**
   * Stops following the repository's changes and cancels a pending commit.
   *
   * @internal
   */
  deactivate(): void;
}

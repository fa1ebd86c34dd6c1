// Repositories (storage and history of commit graphs) and the trust pool of
// known sessions.

import type { IbexDB } from './db';
import { Emitter } from './emitter';
import type * as internal from './helpers';
import type { Item } from './item';
import type { AuthRule, Schema } from './schema';
import type { ReadonlyJSONObject } from './values';

/**
 * Low-level storage and history of one repository: the commit graph of
 * every item, heads and merges, verification, persistence and debugging
 * views.
 *
 * @remarks
 * Applications normally work through {@link IbexDB} and
 * {@link ManagedItem}; get a repository with {@link IbexDB.open} or
 * {@link IbexDB.repository} when you need history or debugging tools.
 *
 * On disk a repository is one append-only commit log in JSON Lines format,
 * `<type>/<repo>.jsonl` inside the data directory. A half-written last
 * entry is trimmed away on the next load.
 *
 * Methods that take a `session` apply the authorization rules on behalf of
 * that session.
 *
 * The examples below import the app's one database from `db.ts`, the same
 * module on every page of this reference; `repo.ts` opens the signed-in
 * user's repository and commits one task whose `key` the examples of the
 * methods use.
 *
 * The history methods {@link Repository.revertAllKeysToBefore} and
 * {@link Repository.revertHeadsByConnectionId} write commits that sync to
 * every peer: rehearse them on a copy opened without peers, as their
 * examples show.
 *
 * @event `DocumentChanged` `(key: string)` The head of an item changed.
 * @event `NewCommit` `(commit: Commit)` A commit was added. On clients it is
 * delivered in a background task; in server mode and for priority
 * repositories it is delivered at once.
 * @event `NewCommitSync` `(commit: Commit)` A commit was added, always
 * delivered at once. It is costly, so avoid it on UI threads.
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
 * ```ts title="repo.ts"
 * import {db, kSchemaTask, tasksRepo} from './db';
 *
 * // Without a local copy, the first open waits for one full sync.
 * export const repo = await db.open(tasksRepo());
 *
 * // A fixed key: on later starts, create returns the task made on the first one.
 * const task = db.create(`${repo.path}/milk`, kSchemaTask, {text: 'Buy milk'});
 * await task.commit();
 * export const key = task.key;
 *
 * repo.attach('DocumentChanged', (changed: string) => console.log('new head for', changed));
 * ```
 *
 * @see {@link IbexDB.open}
 */
export declare class Repository extends Emitter<'DocumentChanged' | 'NewCommit' | 'NewCommitSync'> {
  /**
   * Creates a repository. Prefer {@link IbexDB.open}, which creates and
   * loads it for you.
   *
   * @param db - The database the repository belongs to.
   * @param path - The repository path, `/type/repo`.
   * @param trustPool - The sessions used to verify commits.
   * @param config - Further options.
   */
  constructor(
    db: IbexDB,
    path: string,
    trustPool: TrustPool,
    config?: {
      /**
       * Accept only items of these schema namespaces.
       *
       * @defaultValue `undefined` (every namespace is accepted)
       */
      allowedNamespaces?: string[];
      /**
       * The rule that decides access to the repository's items.
       *
       * @defaultValue `undefined`
       */
      authorizer?: AuthRule;
      /**
       * Deliver `NewCommit` events synchronously.
       *
       * @defaultValue `false`
       */
      priorityRepo?: boolean;
    },
  );
  /**
   * The database the repository belongs to.
   */
  readonly db: IbexDB;
  /**
   * The normalized repository path, `/type/repo`.
   */
  readonly path: string;
  /**
   * Whether `NewCommit` events are delivered synchronously.
   *
   * @defaultValue `false`
   */
  readonly priorityRepo: boolean;
  /**
   * The storage backend.
   *
   * @internal
   */
  readonly storage: object;
  /**
   * The sessions used to verify commits.
   */
  readonly trustPool: TrustPool;
  /**
   * The namespaces the repository accepts, or `undefined` for all.
   */
  readonly allowedNamespaces: string[] | undefined;
  /**
   * The rule that decides access to the repository's items.
   */
  readonly authorizer?: AuthRule;
  /**
   * Whether merges are allowed. In this version it is not consulted.
   *
   * @defaultValue `true`
   */
  allowMerge: boolean;
  /**
   * A counter for internal debugging.
   *
   * @internal
   */
  static callCount: number;
  /**
   * Builds a repository path from its type and id.
   *
   * @param storage - The repository type, such as `'data'`.
   * @param id - The repository id, such as the signed-in user's key.
   * @returns The repository path.
   *
   * @example
   * ```ts partial
   * import {Repository} from 'ibexdb';
   * import {db} from './db';
   * const owner = db.currentUser?.key;
   * if (owner !== undefined) {
   *   const tasks = await db.open(Repository.path('data', owner)); // '/data/<owner>'
   *   console.log(tasks.path);
   * }
   * ```
   */
  static path(storage: string, id: string): string;
  /**
   * Splits a repository path into its type and id.
   *
   * @param id - The repository path.
   * @returns The type and the id.
   *
   * @example
   * ```ts partial
   * import {Repository} from 'ibexdb';
   * import {repo} from './repo';
   * const [type, id] = Repository.parseId(repo.path);
   * ```
   */
  static parseId(id: string): [storage: string, id: string];
  /**
   * Normalizes a repository path.
   *
   * @param id - The repository path.
   * @returns The normalized path, `/type/repo`.
   *
   * @example
   * ```ts partial
   * import {Repository} from 'ibexdb';
   * import {db} from './db';
   * import {repo} from './repo';
   * const repoPath = Repository.normalizePath(repo.path); // already normal: unchanged
   * console.log(repoPath, db.count(repoPath));
   * ```
   */
  static normalizePath(id: string): string;
  /**
   * The organization of the repository's database.
   */
  get orgId(): string;
  /**
   * Lists the item keys.
   *
   * @param session - Only list keys this session may read.
   * @returns The keys.
   *
   * @example
   * ```ts partial
   * import {repo} from './repo';
   * for (const itemKey of repo.keys()) console.log(itemKey);
   * ```
   */
  keys(session?: internal.Session): Iterable<string>;
  /**
   * Lists the full item paths.
   *
   * @param session - Only list paths this session may read.
   * @returns The paths.
   *
   * @example
   * ```ts partial
   * import {repo} from './repo';
   * const paths = [...repo.paths()];
   * ```
   */
  paths(session?: internal.Session): Iterable<string>;
  /**
   * Checks whether the repository knows a key.
   *
   * @remarks
   * 0.3.1 makes no promise about how it differs from
   * {@link Repository.keyExists}, for example for deleted items: to know
   * whether an item can be used, check {@link ManagedItem.exists} and
   * {@link ManagedItem.isDeleted} on `db.item(path)`.
   *
   * @param key - The item key.
   * @returns `true` when the key is known.
   *
   * @example
   * ```ts partial
   * import {key, repo} from './repo';
   * console.log(repo.hasKey(key));
   * ```
   */
  hasKey(key: string): boolean;
  /**
   * Checks whether a key exists.
   *
   * @remarks
   * 0.3.1 makes no promise about how it differs from
   * {@link Repository.hasKey}, for example for deleted items: to know
   * whether an item can be used, check {@link ManagedItem.exists} and
   * {@link ManagedItem.isDeleted} on `db.item(path)`.
   *
   * @param key - The item key.
   * @returns `true` when the key exists.
   *
   * @example
   * ```ts partial
   * import {key, repo} from './repo';
   * console.log(repo.keyExists(key));
   * ```
   */
  keyExists(key: string): boolean;
  /**
   * Reads the current value of an item.
   *
   * @typeParam T - The item's schema.
   * @param key - The item key.
   * @returns The locked item and its head commit, or `undefined` when the
   * key is unknown.
   *
   * @example
   * ```ts partial
   * import {kSchemaTask} from './db';
   * import {key, repo} from './repo';
   * const entry = repo.valueForKey<typeof kSchemaTask>(key);
   * if (entry) console.log(entry[0].get('text'), entry[1].id);
   * ```
   */
  valueForKey<T extends Schema = Schema>(key: string): [Item<T>, internal.Commit] | undefined;
  /**
   * Finds the head commit of a key. It only reads and never merges.
   *
   * @remarks
   * When the key has several leaves, the head is this peer's best leaf: its
   * own connection's commits first, then its own session's, then the
   * newest.
   *
   * @param key - The item key.
   * @returns The head commit, or `undefined` when the key is unknown.
   *
   * @example
   * ```ts partial
   * import {key, repo} from './repo';
   * console.log(repo.headForKey(key)?.timestamp);
   * ```
   */
  headForKey(key: string): internal.Commit | undefined;
  /**
   * Finds the leaf commits of a key: the commits no other commit builds on.
   *
   * @param key - The item key.
   * @param session - Only consider commits this session may read.
   * @returns The leaves.
   *
   * @example
   * ```ts partial
   * import {key, repo} from './repo';
   * const forked = repo.leavesForKey(key).length > 1;
   * ```
   */
  leavesForKey(key: string, session?: internal.Session): readonly internal.Commit[];
  /**
   * Returns the item snapshot recorded by a commit.
   *
   * @typeParam S - The item's schema.
   * @param c - The commit, or its id.
   * @returns The locked item.
   *
   * @example
   * ```ts partial
   * import {kSchemaTask} from './db';
   * import {key, repo} from './repo';
   * const head = repo.headForKey(key);
   * if (head) console.log(repo.itemForCommit<typeof kSchemaTask>(head).get('text'));
   * ```
   */
  itemForCommit<S extends Schema>(c: internal.Commit | string): Item<S>;
  /**
   * Checks whether an item snapshot is available for a commit.
   *
   * @param c - The commit, or its id.
   * @returns `true` when the snapshot is available.
   *
   * @example
   * ```ts partial
   * import {key, repo} from './repo';
   * const head = repo.headForKey(key);
   * console.log(head !== undefined && repo.hasItemForCommit(head));
   * ```
   */
  hasItemForCommit(c: internal.Commit | string): boolean;
  /**
   * Counts the commits.
   *
   * @param session - Only count commits this session may read.
   * @returns The number of commits.
   *
   * @example
   * ```ts partial
   * import {repo} from './repo';
   * console.log(repo.numberOfCommits());
   * ```
   */
  numberOfCommits(session?: internal.Session): number;
  /**
   * Returns a commit by id.
   *
   * @param id - The commit id.
   * @param session - Check that this session may read the commit.
   * @returns The commit.
   * @throws An error when the commit is missing or the session may not read
   * it.
   *
   * @example
   * ```ts partial
   * import {key, repo} from './repo';
   * const head = repo.headForKey(key);
   * if (head) console.log(repo.getCommit(head.id).parents);
   * ```
   */
  getCommit(id: string, session?: internal.Session): internal.Commit;
  /**
   * Checks whether a commit is present.
   *
   * @param id - The commit id.
   * @returns `true` when the commit is present.
   *
   * @example
   * ```ts partial
   * import {key, repo} from './repo';
   * const head = repo.headForKey(key);
   * console.log(head !== undefined && repo.hasCommit(head.id));
   * ```
   */
  hasCommit(id: string): boolean;
  /**
   * Lists every commit.
   *
   * @param session - Only list commits this session may read.
   * @returns A generator of commits.
   *
   * @example
   * ```ts partial
   * import {repo} from './repo';
   * for (const commit of repo.commits()) console.log(commit.key, commit.id);
   * ```
   */
  commits(session?: internal.Session): Generator<internal.Commit>;
  /**
   * Lists the commits of one key, newest first.
   *
   * @param key - The item key.
   * @param session - Only list commits this session may read.
   * @returns A generator of commits.
   *
   * @example
   * ```ts partial
   * import {key, repo} from './repo';
   * for (const commit of repo.commitsForKey(key)) console.log(commit.timestamp);
   * ```
   */
  commitsForKey(key: string, session?: internal.Session): Generator<internal.Commit>;
  /**
   * Lists the fields a commit changed.
   *
   * @param commit - The commit, or its id.
   * @returns The changed field names, or `null`. 0.3.1 makes no promise
   * about when the result is `null`: handle both.
   *
   * @example
   * ```ts partial
   * import {key, repo} from './repo';
   * const head = repo.headForKey(key);
   * if (head) console.log(repo.changedFieldsInCommit(head) ?? 'unknown');
   * ```
   */
  changedFieldsInCommit(commit: internal.Commit | string): string[] | null;
  /**
   * Writes a new value for an item as a commit on top of a parent.
   *
   * @typeParam S - The item's schema.
   * @param key - The item key.
   * @param value - The new item value.
   * @param parentCommit - The commit the value is based on.
   * @returns The new commit (possibly a merge commit), or `undefined` when
   * nothing changed or the value is the null item.
   * @throws A service-unavailable error (the promise rejects) when a commit
   * for the same key is already in progress.
   *
   * @example
   * ```ts partial
   * import {Item} from 'ibexdb';
   * import {kSchemaTask} from './db';
   * import {key, repo} from './repo';
   * const entry = repo.valueForKey<typeof kSchemaTask>(key);
   * if (entry) {
   *   const [current, head] = entry;
   *   const next = new Item({schema: kSchemaTask, data: current.cloneData()});
   *   next.set('done', true);
   *   await repo.setValueForKey(key, next, head);
   * }
   * ```
   */
  setValueForKey<S extends Schema>(
    key: string,
    value: Item<S>,
    parentCommit: string | internal.Commit | undefined,
  ): Promise<internal.Commit | undefined>;
  /**
   * Writes a new item's value as a commit.
   *
   * @remarks
   * 0.3.1 makes no promise about a key that already has commits: pass a new
   * key, such as one from {@link uniqueId}, and change an existing item with
   * {@link Repository.setValueForKey}.
   *
   * @typeParam S - The item's schema.
   * @param key - The item key.
   * @param value - The item value.
   * @returns The new commit.
   *
   * @example
   * ```ts partial
   * import {Item, uniqueId} from 'ibexdb';
   * import {kSchemaTask} from './db';
   * import {repo} from './repo';
   * const value = new Item({schema: kSchemaTask, data: {text: 'Water the plants'}});
   * const commit = await repo.create(uniqueId(), value);
   * ```
   */
  create<S extends Schema>(key: string, value: Item<S>): Promise<internal.Commit>;
  /**
   * Rebases local changes onto the current head of a key.
   *
   * @typeParam S - The item's schema.
   * @param key - The item key.
   * @param record - The locally changed item.
   * @param headId - The commit the local changes were based on.
   * @returns The rebased item and the id of the head it is now based on.
   *
   * @example
   * ```ts partial
   * import {Item} from 'ibexdb';
   * import {kSchemaTask} from './db';
   * import {key, repo} from './repo';
   * const entry = repo.valueForKey<typeof kSchemaTask>(key);
   * if (entry) {
   *   const [current, base] = entry;
   *   // A changed copy; meanwhile other commits may arrive for the key.
   *   const edited = new Item({schema: kSchemaTask, data: current.cloneData()});
   *   edited.set('text', 'Buy oat milk');
   *   const [rebased, headId] = repo.rebase(key, edited, base);
   *   console.log(rebased.get('text'), headId);
   * }
   * ```
   */
  rebase<S extends Schema>(
    key: string,
    record: Item<S>,
    headId: string | internal.Commit | undefined,
  ): [Item<S>, string | undefined];
  /**
   * Merges the leaves of a key when it has more than one.
   *
   * @remarks
   * One merge leader, chosen by rendezvous hashing among the sessions whose
   * leaf commits are within 5 seconds of now, writes the merge commit; the
   * other peers wait for it to arrive.
   *
   * @param key - The item key.
   * @returns The merge commit, or `undefined` when none was written.
   *
   * @example
   * ```ts partial
   * import {key, repo} from './repo';
   * const merge = await repo.mergeIfNeeded(key);
   * ```
   */
  mergeIfNeeded(key: string): Promise<internal.Commit | undefined>;
  /**
   * Finds the common base of a set of commits for a three-way merge.
   *
   * @param commits - The commits to merge.
   * @returns The commits to merge, their base (if any), the schema to merge
   * into, and whether the search reached the root of the graph.
   *
   * @example
   * ```ts partial
   * import {key, repo} from './repo';
   * const [, base] = repo.findMergeBase([...repo.leavesForKey(key)]);
   * ```
   */
  findMergeBase(
    commits: internal.Commit[],
  ): [commits: internal.Commit[], base: internal.Commit | undefined, scheme: Schema, reachedRoot: boolean];
  /**
   * Checks whether a commit is probably a leaf.
   *
   * @remarks
   * Every commit carries a Bloom filter of its ancestors (false-positive
   * rate 0.25). A commit counts as a probable leaf unless each of the
   * newest commits of its key, about 2·log₄(N) of them for a graph of N
   * commits, lists it as an ancestor.
   *
   * @param candidate - The commit, or its id.
   * @returns `true` when the commit is probably a leaf.
   *
   * @example
   * ```ts partial
   * import {key, repo} from './repo';
   * const head = repo.headForKey(key);
   * console.log(head !== undefined && repo.commitIsHighProbabilityLeaf(head));
   * ```
   */
  commitIsHighProbabilityLeaf(candidate: internal.Commit | string): boolean;
  /**
   * Checks whether a commit is corrupted, for example a delta whose
   * checksums do not match.
   *
   * @param c - The commit.
   * @returns `true` when the commit is corrupted.
   *
   * @example
   * ```ts partial
   * import {repo} from './repo';
   * const corrupted = [...repo.commits()].filter((c) => repo.commitIsCorrupted(c));
   * ```
   */
  commitIsCorrupted(c: internal.Commit): boolean;
  /**
   * Finds non-corrupted commits, starting from a list of parents.
   *
   * @param parents - The parent commits or ids.
   * @returns The non-corrupted commits found.
   *
   * @example
   * ```ts partial
   * import {key, repo} from './repo';
   * const head = repo.headForKey(key);
   * if (head) console.log(repo.findNonCorruptedParentsFromCommits([...head.parents]));
   * ```
   */
  findNonCorruptedParentsFromCommits(parents: (internal.Commit | string)[]): internal.Commit[];
  /**
   * Finds the newest non-corrupted commit of a key. Reads fall back to it
   * when newer commits are corrupted.
   *
   * @param key - The item key.
   * @returns The commit, or `undefined` when there is none.
   *
   * @example
   * ```ts partial
   * import {key, repo} from './repo';
   * console.log(repo.findLatestNonCorruptedCommitForKey(key)?.id);
   * ```
   */
  findLatestNonCorruptedCommitForKey(key: string): internal.Commit | undefined;
  /**
   * Walks back from a commit to the newest ancestor that passes a test.
   *
   * @param commit - The commit, or its id.
   * @param filter - The test.
   * @returns The ancestor, or `undefined` when none passes.
   *
   * @example
   * ```ts partial
   * import {key, repo} from './repo';
   * const head = repo.headForKey(key);
   * const lastMerge = head && repo.findLatestAncestorFromCommit(head, (c) => c.parents.length > 1);
   * ```
   */
  findLatestAncestorFromCommit(
    commit: internal.Commit | string,
    filter: (c: internal.Commit) => boolean,
  ): internal.Commit | undefined;
  /**
   * Verifies commits against the trust pool and the authorization rules.
   *
   * @param commits - The commits to check.
   * @returns The commits that passed.
   *
   * @example
   * ```ts partial
   * import {repo} from './repo';
   * const valid = await repo.verifyCommits(repo.commits());
   * ```
   */
  verifyCommits(commits: Iterable<internal.Commit>): Promise<internal.Commit[]>;
  /**
   * Verifies commits and adds those that pass to the repository and its
   * log, in batches of 50.
   *
   * @remarks
   * Added commits belong to the repository like any other: with peers
   * configured, the background sync sends them to every peer that may read
   * them, the server and other devices included. Restore from a backup
   * this way once and deliberately, after checking the result on a copy
   * opened without `peers`, as {@link Repository.revertAllKeysToBefore}
   * describes.
   *
   * @param commits - The commits to add.
   * @returns The commits that were added.
   *
   * @example
   * ```ts partial
   * import type {Repository} from 'ibexdb';
   * import {repo} from './repo';
   * declare const backup: Repository; // the same repository in a backup copy, opened without peers
   * const added = await repo.persistCommits(backup.commits());
   * ```
   */
  persistCommits(commits: Iterable<internal.Commit>): Promise<internal.Commit[]>;
  /**
   * Adds already verified commits to the repository and its log, in
   * batches of 500.
   *
   * @remarks
   * Pass only commits that {@link Repository.verifyCommits} returned, as
   * the example does. Like those of {@link Repository.persistCommits}, the
   * added commits sync to every peer that may read them.
   *
   * @param commits - The commits to add.
   * @returns The commits that were added.
   *
   * @example
   * ```ts partial
   * import type {Repository} from 'ibexdb';
   * import {repo} from './repo';
   * declare const backup: Repository; // the same repository in a backup copy, opened without peers
   * await repo.persistVerifiedCommits(await repo.verifyCommits(backup.commits()));
   * ```
   */
  persistVerifiedCommits(commits: Iterable<internal.Commit>): Promise<internal.Commit[]>;
  /**
   * Returns the commit graph of a key as a tree, for debugging.
   *
   * @param key - The item key.
   * @returns The root nodes. Each node holds a `commit` and its `children`,
   * which are nodes of the same shape.
   *
   * @example
   * ```ts partial
   * import {key, repo} from './repo';
   * const [root] = repo.graphForKey(key);
   * ```
   */
  graphForKey(key: string): {
    /**
     * The commit at this node.
     */
    commit: internal.Commit;
    /**
     * The child nodes, each with the same `commit` and `children` fields.
     */
    children: unknown[];
  }[];
  /**
   * Describes the commit graph of a key as a Cytoscape-compatible network,
   * for debugging.
   *
   * @param key - The item key.
   * @returns The network as JSON.
   *
   * @example
   * ```ts partial
   * import {key, repo} from './repo';
   * console.log(JSON.stringify(repo.debugNetworkForKey(key)));
   * ```
   */
  debugNetworkForKey(key: string): ReadonlyJSONObject;
  /**
   * Downloads the network of {@link Repository.debugNetworkForKey} as a
   * JSON file. Browsers only.
   *
   * @param key - The item key.
   *
   * @example
   * ```ts partial
   * import {key, repo} from './repo';
   * repo.downloadDebugNetworkForKey(key);
   * ```
   */
  downloadDebugNetworkForKey(key: string): void;
  /**
   * Restores every item to its value before a point in time, by writing
   * new commits. History is kept.
   *
   * @remarks
   * The reverts are ordinary commits, signed by this session: they sync to
   * every peer of the repository, the server and other devices included.
   * Rehearse on a copy of the data directory opened without `peers` and
   * with the original's `mode`. The copy holds the session's private key
   * (on a server, the root session's), so guard it and delete it
   * afterwards.
   *
   * It returns nothing to await, and 0.3.1 makes no promise that the
   * commits are written when it returns: after the rehearsal, open the copy
   * again and read the values with {@link Repository.valueForKey}. Once they
   * are what you expect, run the revert where it must happen, once and
   * deliberately, never from start-up code or a route that clients reach.
   *
   * @param ts - The point in time, a number, where a commit's `timestamp`
   * is a `Date`. 0.3.1 makes no promise about its unit: the example passes
   * milliseconds since the Unix epoch, as `Date.getTime()` returns them,
   * and the rehearsal shows whether that cut-off is the one you meant.
   *
   * @example
   * ```ts
   * import {IbexDB} from 'ibexdb';
   *
   * // A script of its own, run on a copy of one organization's data directory,
   * // made while the server was stopped. No peers: nothing it writes leaves this
   * // process. The original's mode and organization.
   * const rehearsal = new IbexDB({path: '/backup/server-data/localhost', mode: 'server', orgId: 'localhost'});
   * await rehearsal.readyPromise();
   * declare const repoPath: string; // the repository to restore, such as '/data/<owner>'
   * const copy = await rehearsal.open(repoPath);
   *
   * const cutoff = new Date('2026-01-05T09:00:00Z').getTime();
   * copy.revertAllKeysToBefore(cutoff);
   * await rehearsal.flushAll();
   * // Read the values in a second run on the copy, then delete the copy:
   * // it holds the root session's private key.
   * ```
   */
  revertAllKeysToBefore(ts: number): void;
  /**
   * Undoes the head commits written by some connections, by writing new
   * commits that restore the earlier values.
   *
   * @remarks
   * Like {@link Repository.revertAllKeysToBefore}, it writes commits that
   * sync to every peer: rehearse it the same way, on a copy opened without
   * peers, and check the result there.
   *
   * @param connectionIds - One connection id or several. 0.3.1 makes no
   * promise of a public way to learn a connection id (a commit's public
   * fields do not include it): unless a tool gave you the id, restore by
   * time with {@link Repository.revertAllKeysToBefore} instead.
   *
   * @example
   * ```ts
   * import {IbexDB} from 'ibexdb';
   *
   * // A script of its own, on a copy of the data directory: no peers, the original's
   * // mode and organization.
   * const rehearsal = new IbexDB({path: '/backup/server-data/localhost', mode: 'server', orgId: 'localhost'});
   * await rehearsal.readyPromise();
   * declare const repoPath: string; // the repository to repair
   * declare const connectionId: string; // the connection whose edits to undo
   * const copy = await rehearsal.open(repoPath);
   * copy.revertHeadsByConnectionId(connectionId);
   * await rehearsal.flushAll();
   * ```
   */
  revertHeadsByConnectionId(connectionIds: string | string[]): void;
}

/**
 * The set of sessions a peer knows and trusts: its own session, the root
 * (server) sessions and other trusted sessions, with their public keys.
 * It verifies commit signatures.
 *
 * @remarks
 * You rarely need it directly; get it with {@link IbexDB.getTrustPool}.
 * When a known session is added again, the new copy replaces the old one if
 * it expires later or has newly gained an owner. Sessions owned by `root`
 * join {@link TrustPool.roots}. When the current session gains an owner or
 * a later expiration, the pool updates it and calls `changeCallback`.
 *
 * The pool a database holds is the one that decides which commits it
 * accepts. Read it to inspect or check; the methods that add sessions
 * change what this peer trusts and are not meant for application code.
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
 * ```ts title="verify.ts"
 * import {db, tasksRepo} from './db';
 *
 * export const pool = await db.getTrustPool();
 * console.log(pool.currentSession.id, pool.roots.length);
 * const repo = await db.open(tasksRepo());
 * for (const commit of repo.commits()) {
 *   if (!(await pool.verify(commit))) console.warn('unverified commit', commit.id);
 * }
 * ```
 *
 * @see {@link IbexDB.getTrustPool}
 */
export declare class TrustPool {
  /**
   * Creates a trust pool. Not meant for application code: every database
   * builds its own from its settings; read it with
   * {@link IbexDB.getTrustPool}.
   *
   * @param orgId - The organization whose sessions the pool accepts.
   * @param currentSession - This peer's own session, with its private key.
   * @param roots - The known root sessions.
   * @param trustedSessions - Other sessions to trust.
   * @param changeCallback - Called when the current session changes.
   */
  constructor(
    orgId: string,
    currentSession: internal.OwnedSession,
    roots?: internal.Session[],
    trustedSessions?: internal.Session[],
    changeCallback?: () => void,
  );
  /**
   * The organization whose sessions the pool accepts.
   */
  readonly orgId: string;
  /**
   * The known root sessions.
   */
  readonly roots: internal.Session[];
  /**
   * This peer's own session, with its private key.
   */
  get currentSession(): internal.OwnedSession;
  /**
   * The other trusted sessions.
   */
  get trustedSessions(): internal.Session[];
  /**
   * Lists every known session.
   *
   * @returns A generator of sessions: each has an `id`, a public key, an
   * `expiration` date and, unless it is anonymous, an `owner` (a user key,
   * or `root` for a server).
   *
   * @example
   * ```ts partial
   * import {pool} from './verify';
   * for (const session of pool.sessions()) console.log(session.id, session.owner ?? 'anonymous');
   * ```
   */
  sessions(): Generator<internal.Session>;
  /**
   * Adds a session after checking that its commit is signed by a root
   * session of the same organization.
   *
   * @remarks
   * Not meant for application code: the database adds the sessions it
   * receives from `/sys/sessions` itself. A session added here is trusted
   * to sign commits.
   *
   * @param s - The session.
   * @param commit - The commit that carries the session item.
   * @returns `true` when the session was added or updated.
   */
  addSession(s: internal.Session, commit: internal.Commit): Promise<boolean>;
  /**
   * Adds a session without any verification.
   *
   * @remarks
   * Not for application code. Nothing checks the session: this peer then
   * accepts every commit the session signs, and a session whose `owner` is
   * `root` joins {@link TrustPool.roots}, with the power to sign sessions
   * and to skip every authorization rule. Sessions reach a pool through
   * `/sys/sessions`, verified by {@link TrustPool.addSession}; there is no
   * case in an app for adding one by hand.
   *
   * @param s - The session.
   * @returns `true` when the session was added or updated.
   */
  addSessionUnsafe(s: internal.Session): boolean;
  /**
   * Looks up a session by id.
   *
   * @param id - The session id, such as a commit's `session`.
   * @returns The session, or `undefined` when it is unknown.
   *
   * @example
   * ```ts partial
   * import {db, tasksRepo} from './db';
   * import {pool} from './verify';
   * const repo = await db.open(tasksRepo());
   * for (const commit of repo.commits()) {
   *   const author = pool.getSession(commit.session);
   *   console.log(commit.id, author?.owner ?? 'unknown or anonymous session');
   * }
   * ```
   */
  getSession(id: string): internal.Session | undefined;
  /**
   * Verifies a commit: its organization must match, its signing session
   * must be known, and its signature must be valid.
   *
   * @param commit - The commit.
   * @returns `true` when the commit is authentic. It does not check the
   * authorization rules: {@link Repository.verifyCommits} checks both.
   *
   * @example
   * ```ts partial
   * import {db, tasksRepo} from './db';
   * import {pool} from './verify';
   * const repo = await db.open(tasksRepo());
   * const head = repo.headForKey('milk');
   * if (head) console.log(await pool.verify(head));
   * ```
   */
  verify(commit: internal.Commit): Promise<boolean>;
}

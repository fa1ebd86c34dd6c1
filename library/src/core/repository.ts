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
 * Events:
 *
 * - `DocumentChanged` (`key`): the head of an item changed.
 * - `NewCommit` (`commit`): a commit was added. On clients it is delivered
 *   in a background task; in server mode and for priority repositories it
 *   is delivered at once.
 * - `NewCommitSync` (`commit`): a commit was added, always delivered at
 *   once. It is costly, so avoid it on UI threads.
 *
 * @example
 * ```ts partial
 * const repo = await db.open('/data/tasks');
 * console.log(repo.numberOfCommits(), [...repo.keys()].length);
 * for (const key of repo.keys()) {
 *   const head = repo.headForKey(key);
 *   console.log(key, head?.timestamp);
 * }
 * const stop = repo.attach('DocumentChanged', (key: string) => {
 *   console.log('changed', key);
 * });
 * stop();
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
       * @defaultValue `undefined` (the rule the registry resolves for the path)
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
   * @param id - The repository id, such as `'tasks'`.
   * @returns The path, such as `'/data/tasks'`.
   */
  static path(storage: string, id: string): string;
  /**
   * Splits a repository path into its type and id.
   *
   * @param id - The repository path.
   * @returns The type and the id.
   */
  static parseId(id: string): [storage: string, id: string];
  /**
   * Normalizes a repository path.
   *
   * @param id - The repository path.
   * @returns The normalized path, `/type/repo`.
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
   */
  keys(session?: internal.Session): Iterable<string>;
  /**
   * Lists the full item paths.
   *
   * @param session - Only list paths this session may read.
   * @returns The paths.
   */
  paths(session?: internal.Session): Iterable<string>;
  /**
   * Checks whether the repository holds commits for a key.
   *
   * @param key - The item key.
   * @returns `true` when commits exist for the key.
   */
  hasKey(key: string): boolean;
  /**
   * Checks whether a key exists as a live item.
   *
   * @param key - The item key.
   * @returns `true` when the key's head is an existing item.
   */
  keyExists(key: string): boolean;
  /**
   * Reads the current value of an item.
   *
   * @typeParam T - The item's schema.
   * @param key - The item key.
   * @returns The locked item and its head commit, or `undefined` when the
   * key is unknown.
   */
  valueForKey<T extends Schema = Schema>(key: string): [Item<T>, internal.Commit] | undefined;
  /**
   * Finds the head commit of a key. It never merges, even when the key has
   * several leaves.
   *
   * @param key - The item key.
   * @returns The head commit, or `undefined` when the key is unknown.
   */
  headForKey(key: string): internal.Commit | undefined;
  /**
   * Finds the leaf commits of a key: the commits no other commit builds on.
   *
   * @param key - The item key.
   * @param session - Only consider commits this session may read.
   * @returns The leaves.
   */
  leavesForKey(key: string, session?: internal.Session): readonly internal.Commit[];
  /**
   * Returns the item snapshot recorded by a commit.
   *
   * @typeParam S - The item's schema.
   * @param c - The commit, or its id.
   * @returns The locked item.
   */
  itemForCommit<S extends Schema>(c: internal.Commit | string): Item<S>;
  /**
   * Checks whether a commit's item snapshot can be produced.
   *
   * @param c - The commit, or its id.
   * @returns `true` when the snapshot is available.
   */
  hasItemForCommit(c: internal.Commit | string): boolean;
  /**
   * Counts the commits.
   *
   * @param session - Only count commits this session may read.
   * @returns The number of commits.
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
   */
  getCommit(id: string, session?: internal.Session): internal.Commit;
  /**
   * Checks whether a commit is present.
   *
   * @param id - The commit id.
   * @returns `true` when the commit is present.
   */
  hasCommit(id: string): boolean;
  /**
   * Lists every commit.
   *
   * @param session - Only list commits this session may read.
   * @returns A generator of commits.
   */
  commits(session?: internal.Session): Generator<internal.Commit>;
  /**
   * Lists the commits of one key, newest first.
   *
   * @param key - The item key.
   * @param session - Only list commits this session may read.
   * @returns A generator of commits.
   */
  commitsForKey(key: string, session?: internal.Session): Generator<internal.Commit>;
  /**
   * Lists the fields a commit changed compared with its parents.
   *
   * @param commit - The commit, or its id.
   * @returns The changed field names, or `null` when they cannot be
   * determined.
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
   */
  setValueForKey<S extends Schema>(
    key: string,
    value: Item<S>,
    parentCommit: string | internal.Commit | undefined,
  ): Promise<internal.Commit | undefined>;
  /**
   * Writes the first commit of a new item.
   *
   * @typeParam S - The item's schema.
   * @param key - The item key.
   * @param value - The item value.
   * @returns The new commit.
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
   */
  rebase<S extends Schema>(
    key: string,
    record: Item<S>,
    headId: string | internal.Commit | undefined,
  ): [Item<S>, string | undefined];
  /**
   * Merges the leaves of a key when it has more than one, if this peer is
   * the elected merge leader.
   *
   * @param key - The item key.
   * @returns The merge commit, or `undefined` when no merge was written.
   */
  mergeIfNeeded(key: string): Promise<internal.Commit | undefined>;
  /**
   * Finds the common base of a set of commits for a three-way merge.
   *
   * @param commits - The commits to merge.
   * @returns The commits to merge, their base (if any), the schema to merge
   * into, and whether the search reached the root of the graph.
   */
  findMergeBase(
    commits: internal.Commit[],
  ): [commits: internal.Commit[], base: internal.Commit | undefined, scheme: Schema, reachedRoot: boolean];
  /**
   * Checks whether a commit is probably a leaf, using the ancestor filters
   * of the key's newest commits.
   *
   * @param candidate - The commit, or its id.
   * @returns `true` when the commit is probably a leaf.
   */
  commitIsHighProbabilityLeaf(candidate: internal.Commit | string): boolean;
  /**
   * Checks whether a commit is corrupted, for example a delta whose
   * checksums do not match.
   *
   * @param c - The commit.
   * @returns `true` when the commit is corrupted.
   */
  commitIsCorrupted(c: internal.Commit): boolean;
  /**
   * Replaces corrupted commits in a parent list by their nearest
   * non-corrupted ancestors.
   *
   * @param parents - The parent commits or ids.
   * @returns The usable parents.
   */
  findNonCorruptedParentsFromCommits(parents: (internal.Commit | string)[]): internal.Commit[];
  /**
   * Finds the newest usable commit of a key.
   *
   * @param key - The item key.
   * @returns The commit, or `undefined` when none is usable.
   */
  findLatestNonCorruptedCommitForKey(key: string): internal.Commit | undefined;
  /**
   * Walks back from a commit to the newest ancestor that passes a test.
   *
   * @param commit - The commit, or its id.
   * @param filter - The test.
   * @returns The ancestor, or `undefined` when none passes.
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
   */
  verifyCommits(commits: Iterable<internal.Commit>): Promise<internal.Commit[]>;
  /**
   * Verifies commits and adds those that pass to the repository and its
   * log, in batches of 50.
   *
   * @param commits - The commits to add.
   * @returns The commits that were added.
   */
  persistCommits(commits: Iterable<internal.Commit>): Promise<internal.Commit[]>;
  /**
   * Adds already verified commits to the repository and its log, in
   * batches of 500.
   *
   * @param commits - The commits to add.
   * @returns The commits that were added.
   */
  persistVerifiedCommits(commits: Iterable<internal.Commit>): Promise<internal.Commit[]>;
  /**
   * Returns the commit graph of a key as a tree, for debugging.
   *
   * @param key - The item key.
   * @returns The root nodes. Each node holds a `commit` and its `children`,
   * which are nodes of the same shape.
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
   */
  debugNetworkForKey(key: string): ReadonlyJSONObject;
  /**
   * Downloads the network of {@link Repository.debugNetworkForKey} as a
   * JSON file. Browsers only.
   *
   * @param key - The item key.
   */
  downloadDebugNetworkForKey(key: string): void;
  /**
   * Restores every item to its value before a point in time, by writing
   * new commits. History is kept.
   *
   * @param ts - The point in time, in milliseconds since the Unix epoch.
   */
  revertAllKeysToBefore(ts: number): void;
  /**
   * Undoes the head commits written by some connections, by writing new
   * commits that restore the earlier values.
   *
   * @param connectionIds - One connection id or several.
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
 * @example
 * ```ts partial
 * const pool = await db.getTrustPool();
 * console.log(pool.currentSession.id, pool.roots.length);
 * const repo = await db.open('/data/tasks');
 * for (const commit of repo.commits()) {
 *   if (!(await pool.verify(commit))) {
 *     console.warn('unverified commit', commit.id);
 *   }
 * }
 * ```
 *
 * @see {@link IbexDB.getTrustPool}
 */
export declare class TrustPool {
  /**
   * Creates a trust pool.
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
   * @returns A generator of sessions.
   */
  sessions(): Generator<internal.Session>;
  /**
   * Adds a session after checking that its commit is signed by a root
   * session of the same organization.
   *
   * @param s - The session.
   * @param commit - The commit that carries the session item.
   * @returns `true` when the session was added or updated.
   */
  addSession(s: internal.Session, commit: internal.Commit): Promise<boolean>;
  /**
   * Adds a session without any verification.
   *
   * @param s - The session.
   * @returns `true` when the session was added or updated.
   */
  addSessionUnsafe(s: internal.Session): boolean;
  /**
   * Looks up a session by id.
   *
   * @param id - The session id.
   * @returns The session, or `undefined` when it is unknown.
   */
  getSession(id: string): internal.Session | undefined;
  /**
   * Verifies a commit: its organization must match, its signing session
   * must be known, and its signature must be valid.
   *
   * @param commit - The commit.
   * @returns `true` when the commit is authentic.
   */
  verify(commit: internal.Commit): Promise<boolean>;
}

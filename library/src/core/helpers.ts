// Helper types that public signatures use but the package does not export.
// The API reference prints them by name, and each page that names one explains
// it under "Types used on this page" (src/plugins/api-reference/typedoc/used-types.mjs). List every
// one in `intentionallyNotExported` in typedoc.json.

import type {
  CoreArray,
  CoreDictionary,
  CoreObject,
  CoreValue,
  JSONObject,
  ReadonlyJSONObject,
} from './values';

/**
 * A JSON scalar: a string, a number, a boolean, `null` or `undefined`.
 */
export type JSONPrimitive = string | number | boolean | null | undefined;

/**
 * Any mutable JSON value: a scalar, an object, or an array of scalars and
 * objects.
 */
export type JSONValue = JSONPrimitive | JSONObject | (JSONPrimitive | JSONObject)[];

/**
 * Any JSON value that is only read: a scalar, a read-only object, or a
 * read-only array of scalars and objects.
 */
export type ReadonlyJSONValue =
  | JSONPrimitive
  | ReadonlyJSONObject
  | readonly (JSONPrimitive | ReadonlyJSONObject)[];

/**
 * The name of a field type in a schema.
 */
export type ValueType =
  | 'string'
  | 'number'
  | 'boolean'
  | 'date'
  | 'set'
  | 'map'
  | 'richtext';

/**
 * A rich-text value.
 */
export interface RichText {
  /**
   * The root of the element tree.
   */
  root: CoreObject;
  /**
   * Optional pointers, kept by IbexDB itself; not meant to be written by
   * application code.
   */
  pointers?: CoreDictionary;
}

/**
 * A session: the public identity of one peer.
 */
export interface Session {
  /**
   * The session id.
   */
  id: string;
  /**
   * The session's ECDSA P-384 public key.
   */
  publicKey: CryptoKey;
  /**
   * The key of the user who owns the session. It is missing for an
   * anonymous session and `'root'` for a server session.
   */
  owner?: string;
  /**
   * When the session stops being valid.
   */
  expiration: Date;
}

/**
 * A session together with its private key. Only the peer that owns the
 * session holds one of these.
 */
export interface OwnedSession extends Session {
  /**
   * The session's ECDSA P-384 private key. It never leaves the peer.
   */
  privateKey: CryptoKey;
}

/**
 * The outcome of a manual sync.
 */
export type SyncResult =
  | {
      /**
       * Sync succeeded with every peer, or there are no peers.
       */
      status: 'success';
    }
  | {
      /**
       * Sync failed with every peer.
       */
      status: 'failed';
    }
  | {
      /**
       * Sync succeeded with some peers and failed with others.
       */
      status: 'partial';
      /**
       * The URLs of the peers that failed.
       */
      failedPeers: string[];
    };

/**
 * One entry in an item's commit graph, as read-only data.
 */
export interface Commit {
  /**
   * The unique id of the commit.
   */
  readonly id: string;
  /**
   * The key of the item the commit belongs to.
   */
  readonly key: string;
  /**
   * The ids of the parent commits.
   */
  readonly parents: readonly string[];
  /**
   * When the commit was created, as a `Date`. The cut-off of
   * {@link Repository.revertAllKeysToBefore} is a number instead: its
   * example converts a `Date` with `getTime()`. 0.3.1 makes no promise that
   * the timestamps of commits written on different devices are comparable:
   * each device dates its own commits.
   */
  readonly timestamp: Date;
  /**
   * The id of the session that created the commit.
   */
  readonly session: string;
  /**
   * The organization the commit belongs to.
   */
  readonly orgId: string;
}

/**
 * A timer that an {@link Emitter} uses to deliver queued events when it
 * fires.
 */
export interface Timer {
  /**
   * Starts the timer.
   */
  schedule(): void;
  /**
   * Cancels the timer.
   */
  unschedule(): void;
}

/**
 * The changes between two versions of an item's data, listed per field.
 * Produce it with `Item.diff` and apply it with `Item.patch`; treat the
 * change lists as opaque.
 */
export type DataChanges = {
  /**
   * The list of changes to one field.
   */
  readonly [field: string]: CoreArray;
};

/**
 * A source of encoded values, the reading side of an {@link Encoder}.
 */
export interface Decoder {
  /**
   * Checks whether the encoded data holds a key.
   *
   * @param key - The key to look for.
   * @returns `true` when the key is present.
   */
  has(key: string): boolean;
  /**
   * Reads the value stored under a key.
   *
   * @param key - The key to read.
   * @returns The decoded value, or `undefined` when the key is missing.
   */
  get(key: string): CoreValue;
}

/**
 * How serious a log entry is, from the most to the least severe.
 */
export type Severity =
  | 'EMERGENCY'
  | 'ALERT'
  | 'CRITICAL'
  | 'ERROR'
  | 'WARNING'
  | 'NOTICE'
  | 'METRIC'
  | 'EVENT'
  | 'INFO'
  | 'DEBUG'
  | 'DEFAULT';

/**
 * A log entry as the application writes it. It may carry further JSON
 * fields.
 */
export interface LogEntry extends JSONObject {
  /**
   * How serious the entry is.
   */
  severity: Severity;
  /**
   * A human-readable message.
   */
  message?: string;
}

/**
 * A log entry after the logger has stamped it, as log streams receive it.
 */
export interface NormalizedLogEntry extends LogEntry {
  /**
   * The numeric code of the severity, from 0 (`DEFAULT`) to 800 (`EMERGENCY`).
   */
  severityCode: number;
  /**
   * When the entry was logged, as a number. 0.3.1 makes no promise about
   * its unit or starting point: use it to order entries, and where you
   * need a wall-clock time, take one yourself (`new Date()`) in your
   * stream's `appendEntry`.
   */
  timestamp: number;
  /**
   * An id that identifies the entry.
   */
  logId: string;
}

/**
 * The sync client that keeps one repository in step with one peer.
 */
export interface RepoClient {
  /**
   * What the client is doing right now.
   */
  readonly status: 'idle' | 'sync' | 'offline';
}

/**
 * The on-disk cache of query results.
 */
export interface QueryPersistence {
  /**
   * Writes the cached results of one repository's queries to disk.
   *
   * @param repoId - The repository id, `/type/repo`.
   * @returns A promise that resolves once the cache is written.
   */
  flush(repoId: string): Promise<void>;
}

/**
 * The contents of the settings file of a database directory.
 */
export interface DBSettings {
  /**
   * This peer's own session, including its private key.
   */
  currentSession: OwnedSession;
  /**
   * The root (server) sessions this peer knows.
   */
  roots: Session[];
  /**
   * Other sessions this peer trusts.
   */
  trustedSessions: Session[];
}

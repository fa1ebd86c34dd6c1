/**
 * The core of IbexDB: the database class, live items and queries,
 * repositories, schemas and the data registry, core value types, item path
 * helpers, order stamps and log streams.
 *
 * @remarks
 * Install the `ibexdb` package and import from `'ibexdb'`. This module runs
 * in Deno (recommended), Node.js 20 or later (experimental) and modern
 * browsers. The React hooks live in `ibexdb/react` and the HTTP server
 * and build tools in `ibexdb/server`.
 *
 * An app opens one {@link IbexDB} instance, in one module that the rest of
 * the app imports: the example's `db.ts`, which the examples of the class
 * pages import too. In a React app, the instance is the one `useDB`
 * creates, and the app constructs none.
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
 * @packageDocumentation
 * @module ibexdb
 */

export type { AppConfig, BuildInfo } from './app';
export { IbexDB, ManagedItem } from './db';
export type { DBInstanceConfig } from './db';
export { Emitter } from './emitter';
export { Item } from './item';
export type { ReadonlyItem } from './item';
export { ConsoleLogStream, JSONLogStream } from './logging';
export type { LogStream } from './logging';
export { Orderstamp } from './orderstamp';
export { Query } from './query';
export type { QueryConfig } from './query';
export { Repository, TrustPool } from './repository';
export {
  DataRegistry,
  SchemaEquals,
  SchemaGetFieldDef,
  SchemaGetFields,
  SchemaGetRequiredFields,
} from './schema';
export type {
  AuthConfig,
  AuthOp,
  AuthRule,
  AuthRuleInfo,
  FieldDef,
  FieldValue,
  Schema,
  SchemaDataType,
  SchemaField,
  SchemaFieldsDef,
  SchemaNullType,
  SchemaOptionalFields,
  SchemaRequiredFields,
  SchemaTypeSession,
  SchemaTypeUserStats,
  SchemaValueWithOptional,
} from './schema';
export {
  itemPath,
  itemPathGetPart,
  itemPathGetRepoId,
  itemPathIsValid,
  itemPathJoin,
  itemPathNormalize,
  normalizeEmail,
  prettyJSON,
  uniqueId,
} from './utils';
export type {
  Clonable,
  Comparable,
  ConcreteCoreValue,
  CoreArray,
  CoreClassObject,
  CoreDictionary,
  CoreKey,
  CoreObject,
  CoreOptions,
  CoreSet,
  CoreValue,
  CoreValueCloneOpts,
  Encodable,
  Encoder,
  Equatable,
  IterableFilterFunc,
  JSONObject,
  ObjFieldsFilterFunc,
  ReadonlyCoreArray,
  ReadonlyCoreObject,
  ReadonlyJSONObject,
} from './values';

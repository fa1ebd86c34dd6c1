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
 * @example
 * ```ts
 * import {DataRegistry, IbexDB} from 'ibexdb';
 *
 * const kSchemaNote = {
 *   ns: 'note',
 *   version: 1,
 *   fields: {title: {type: 'string', required: true}},
 * } as const;
 * DataRegistry.default.registerSchema(kSchemaNote);
 *
 * const db = new IbexDB({path: '/data/db'});
 * await db.readyPromise();
 * db.create('/data/notes', kSchemaNote, {title: 'Hello'});
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

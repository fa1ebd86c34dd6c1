// Schemas, their type-level helpers, the data registry and authorization
// rule types.

import type { IbexDB } from './db';
import type * as internal from './helpers';
import type {
  CoreDictionary,
  CoreObject,
  CoreValue,
  ReadonlyCoreObject,
} from './values';

/**
 * Maps a field type name to the TypeScript type of its values.
 *
 * @remarks
 * | Field type | Value type |
 * | --- | --- |
 * | `string` | `string` |
 * | `number` | `number` |
 * | `boolean` | `boolean` |
 * | `date` | `Date` |
 * | `set` | `Set` of core values ({@link CoreSet}) |
 * | `map` | {@link CoreDictionary} |
 * | `richtext` | a rich-text value: a `root` element tree and optional `pointers` |
 *
 * @typeParam T - The field type name.
 *
 * @see {@link FieldDef}
 * @see {@link SchemaDataType}
 */
export type FieldValue<T extends internal.ValueType> = T extends 'string'
  ? string
  : T extends 'number'
    ? number
    : T extends 'boolean'
      ? boolean
      : T extends 'date'
        ? Date
        : T extends 'set'
          ? Set<CoreValue>
          : T extends 'map'
            ? CoreDictionary
            : T extends 'richtext'
              ? internal.RichText
              : CoreValue;

/**
 * The definition of one schema field: its type, an optional default, whether
 * it is required and an optional custom check.
 *
 * @remarks
 * A field counts as missing when its value is empty. When an item is
 * normalized, missing fields that have a default receive it. Default
 * functions run in no particular order, so one default must not depend on
 * another.
 *
 * @typeParam T - The field type name: `'string'`, `'number'`, `'boolean'`,
 * `'date'`, `'set'`, `'map'` or `'richtext'`.
 *
 * @example
 * ```ts
 * import type {FieldDef} from 'ibexdb';
 *
 * export const title: FieldDef<'string'> = {
 *   type: 'string',
 *   required: true,
 *   validate: (data) => typeof data.title === 'string' && data.title.length <= 200,
 * };
 * export const created: FieldDef<'date'> = {type: 'date', default: () => new Date()};
 * ```
 *
 * @see {@link Schema}
 * @see {@link FieldValue}
 */
export type FieldDef<T extends internal.ValueType> = {
  /**
   * The field type name.
   */
  type: T;
  /**
   * Computes the value of the field when it is missing. It receives the
   * item's current data, read-only.
   *
   * @defaultValue no default; a missing optional field reads as `undefined`
   */
  default?: (data: ReadonlyCoreObject) => FieldValue<T>;
  /**
   * Whether an item is invalid without this field.
   *
   * @defaultValue `false`
   */
  required?: boolean;
  /**
   * A custom check. It receives the whole item data and returns `true` when
   * the data is valid. An invalid item stays in memory but is never
   * committed.
   *
   * @defaultValue `undefined` (no custom check)
   */
  validate?: (data: ReadonlyCoreObject) => boolean;
};

/**
 * A map from field names to their definitions, the `fields` of a
 * {@link Schema}.
 *
 * @remarks
 * Each key is a field name and each value a {@link FieldDef}. Declare the
 * whole schema `as const`, so that {@link SchemaDataType} can infer each
 * field's value type from it. Do not declare a field named `isDeleted`:
 * every schema already has that one.
 *
 * @example
 * ```ts
 * import type {SchemaFieldsDef} from 'ibexdb';
 *
 * export const contactFields = {
 *   name: {type: 'string', required: true},
 *   email: {type: 'string'},
 *   tags: {type: 'set'},
 *   added: {type: 'date', default: () => new Date()},
 * } as const satisfies SchemaFieldsDef;
 *
 * export const kSchemaContact = {ns: 'contact', version: 1, fields: contactFields} as const;
 * ```
 *
 * @see {@link FieldDef}
 * @see {@link SchemaGetFields}, which lists a schema's fields at run time.
 */
export type SchemaFieldsDef = Record<string, FieldDef<internal.ValueType>>;

/**
 * A versioned definition of an item's structure.
 *
 * @remarks
 * Schemas live in code, not in storage. Declare each one `as const` so the
 * field types can be inferred, register it with
 * {@link DataRegistry.registerSchema}, and derive its TypeScript type with
 * `typeof`. Every item records its schema as `ns/version`. Besides the
 * fields you declare, every schema has a built-in boolean `isDeleted` field,
 * the soft-delete marker.
 *
 * To change a schema, add a new version with the same `ns` and a higher
 * `version`, and give it an `upgrade` function that converts data from the
 * version just before it. The registry runs the upgrades one after another,
 * so keep versions consecutive.
 *
 * @example
 * ```ts
 * import {DataRegistry} from 'ibexdb';
 *
 * export const taskSchema = {
 *   ns: 'task',
 *   version: 1,
 *   fields: {
 *     text: {type: 'string', required: true},
 *     done: {type: 'boolean', default: () => false},
 *     dateCreated: {type: 'date', default: () => new Date()},
 *   },
 * } as const;
 * export type TaskSchema = typeof taskSchema;
 *
 * DataRegistry.default.registerSchema(taskSchema);
 * ```
 *
 * @see {@link SchemaDataType} to derive the data type of a schema.
 * @see {@link DataRegistry}
 */
export type Schema = {
  /**
   * The namespace: the name of the kind of item, such as `'task'`. Only the
   * built-in null schema has `null`. The namespaces `null` and `session`
   * are reserved, and the built-in schemas use `sessions` and `user-stats`.
   */
  ns: null | string;
  /**
   * The version number within the namespace. Start at 1 and add one for
   * each change.
   */
  version: number;
  /**
   * The field definitions.
   */
  fields: SchemaFieldsDef;
  /**
   * Converts data written with the previous version into data for this
   * version. It receives the old data read-only together with the old
   * schema, and returns new data without changing its input.
   *
   * @defaultValue `undefined`. 0.3.1 makes no promise about old data when a
   * version has no `upgrade`: give one to every version after the first.
   */
  upgrade?: (data: ReadonlyCoreObject, schema: Schema) => CoreObject;
};

/**
 * Makes a value type optional unless its field is required or has a
 * default.
 *
 * @remarks
 * {@link SchemaDataType} applies it to every field, which is why `get`
 * returns `string` for a required text field and `string | undefined` for
 * an optional one. You rarely write it yourself.
 *
 * @typeParam T - The value type of the field.
 * @typeParam R - `true` when the field is required.
 * @typeParam D - `true` when the field has a default.
 *
 * @example
 * ```ts
 * import type {SchemaValueWithOptional} from 'ibexdb';
 *
 * export type Required = SchemaValueWithOptional<string, true, false>; // string
 * export type Defaulted = SchemaValueWithOptional<boolean, false, true>; // boolean
 * export type Optional = SchemaValueWithOptional<Date, false, false>; // Date | undefined
 * ```
 *
 * @see {@link SchemaDataType}
 */
export type SchemaValueWithOptional<T, R extends boolean, D extends boolean> =
  R extends true ? T : D extends true ? T : undefined | T;

/**
 * Infers the TypeScript type of an item's data from its schema.
 *
 * @remarks
 * A field is typed without `undefined` when it is `required: true` or has a
 * `default`; any other field may be `undefined`.
 *
 * @typeParam T - The schema.
 * @typeParam K - The fields to include.
 *
 * @example
 * ```ts
 * import type {SchemaDataType} from 'ibexdb';
 *
 * const noteSchema = {
 *   ns: 'note',
 *   version: 1,
 *   fields: {
 *     title: {type: 'string', required: true},
 *     pinned: {type: 'boolean', default: () => false},
 *     body: {type: 'string'},
 *   },
 * } as const;
 *
 * // {title: string; pinned: boolean; body: string | undefined}
 * type NoteData = SchemaDataType<typeof noteSchema>;
 * export const note: NoteData = {title: 'Groceries', pinned: false, body: undefined};
 * ```
 *
 * @see {@link Schema}
 * @see {@link FieldValue}
 */
export type SchemaDataType<T extends Schema, K extends keyof T['fields'] = keyof T['fields']> = {
  [k in K]: SchemaValueWithOptional<
    FieldValue<T['fields'][k]['type']>,
    T['fields'][k] extends Record<'required', true> ? true : false,
    T['fields'][k] extends Record<'default', (...args: never[]) => unknown> ? true : false
  >;
};

/**
 * Any field name of a schema, including the built-in `isDeleted`.
 *
 * @remarks
 * {@link SchemaOptionalFields} and {@link SchemaRequiredFields} test these
 * names, and {@link SchemaGetFieldDef} accepts one.
 *
 * @typeParam T - The schema.
 *
 * @example
 * ```ts
 * import type {SchemaField} from 'ibexdb';
 *
 * const kSchemaTask = {ns: 'task', version: 1, fields: {text: {type: 'string', required: true}}} as const;
 *
 * export const columns: SchemaField<typeof kSchemaTask>[] = ['text', 'isDeleted'];
 * ```
 *
 * @see {@link SchemaGetFieldDef}
 */
export type SchemaField<T extends Schema> = keyof T['fields'] | 'isDeleted';

/**
 * Extracts the names of a schema's optional fields: those without
 * `required: true`.
 *
 * @remarks
 * Use it to type code that handles only the fields a user may leave out,
 * such as a form's optional inputs.
 *
 * @typeParam T - The schema.
 * @typeParam K - The field names to test.
 *
 * @example
 * ```ts
 * import type {SchemaOptionalFields} from 'ibexdb';
 *
 * const kSchemaTask = {
 *   ns: 'task',
 *   version: 1,
 *   fields: {text: {type: 'string', required: true}, note: {type: 'string'}},
 * } as const;
 *
 * // 'note' | 'isDeleted'
 * export type OptionalTaskField = SchemaOptionalFields<typeof kSchemaTask>;
 * ```
 *
 * @see {@link SchemaRequiredFields}
 */
export type SchemaOptionalFields<T extends Schema, K extends SchemaField<T> = SchemaField<T>> =
  T['fields'][K]['required'] extends false | undefined ? K : never;

/**
 * Extracts the names of a schema's required fields. A required field that
 * also has a default is left out, because you never have to supply it.
 *
 * @remarks
 * These are the fields an item cannot be committed without: give each a
 * value before you create the item with {@link IbexDB.create}.
 *
 * @typeParam T - The schema.
 * @typeParam K - The field names to test.
 *
 * @example
 * ```ts
 * import type {SchemaRequiredFields} from 'ibexdb';
 *
 * const kSchemaTask = {
 *   ns: 'task',
 *   version: 1,
 *   fields: {
 *     text: {type: 'string', required: true},
 *     created: {type: 'date', required: true, default: () => new Date()},
 *   },
 * } as const;
 *
 * // 'text': `created` has a default.
 * export type MustFill = SchemaRequiredFields<typeof kSchemaTask>;
 * ```
 *
 * @see {@link SchemaOptionalFields}
 * @see {@link SchemaGetRequiredFields} for a run-time list, which also
 * includes required fields that have a default.
 */
export type SchemaRequiredFields<T extends Schema, K extends SchemaField<T> = SchemaField<T>> =
  T['fields'][K]['required'] extends true
    ? T['fields'][K]['default'] extends (...args: never[]) => unknown
      ? never
      : K
    : never;

/**
 * The type of the built-in null schema: namespace `null`, version 0, no
 * fields.
 *
 * @remarks
 * The null schema marks an item whose real schema is not known yet, for
 * example while its repository is still loading, or an item that does not
 * exist. Null items are never persisted or synced: a write to a live item
 * that still has the null schema reaches no disk and no peer.
 * {@link Item.nullItem} returns the
 * null item, and {@link ManagedItem.exists} is `false` while a handle has
 * the null schema.
 *
 * @example
 * ```ts
 * import type {Schema, SchemaNullType} from 'ibexdb';
 *
 * export function isNullSchema(schema: Schema): schema is SchemaNullType {
 *   return schema.ns === null;
 * }
 * ```
 *
 * @see {@link Item.nullItem}
 * @see {@link ManagedItem.exists}
 */
export type SchemaNullType = {
  /**
   * Always `null`.
   */
  readonly ns: null;
  /**
   * Always 0.
   */
  readonly version: 0;
  /**
   * Always empty.
   */
  readonly fields: Readonly<Record<string, never>>;
};

/**
 * The type of the built-in session schema, registered as `sessions`
 * version 1. Session items live in `/sys/sessions`, which every session may
 * read and none may write, except root.
 *
 * @remarks
 * {@link IbexDB.currentSession} is typed with it. An `expiration` in the
 * past revokes a session; only a root session may change one.
 *
 * @example
 * ```ts
 * import type {IbexDB} from 'ibexdb';
 *
 * export function describeSession(db: IbexDB): string {
 *   const session = db.currentSession;
 *   const owner = session.get('owner') ?? 'anonymous';
 *   return `${owner}, valid until ${session.get('expiration').toISOString()}`;
 * }
 * ```
 *
 * @see {@link IbexDB.currentSession}
 */
export type SchemaTypeSession = {
  /**
   * The namespace, `'sessions'`.
   */
  ns: 'sessions';
  /**
   * The version, 1.
   */
  version: 1;
  /**
   * The session fields.
   */
  fields: {
    /**
     * The session id.
     */
    id: {
      /**
       * A string.
       */
      type: 'string';
      /**
       * Always present.
       */
      required: true;
    };
    /**
     * The public key, as a JSON Web Key serialized to a string.
     */
    publicKey: {
      /**
       * A string.
       */
      type: 'string';
      /**
       * Always present.
       */
      required: true;
    };
    /**
     * When the session stops being valid.
     */
    expiration: {
      /**
       * A date.
       */
      type: 'date';
      /**
       * Always present.
       */
      required: true;
    };
    /**
     * The key of the owning user: missing for an anonymous session, `'root'`
     * for a server session.
     */
    owner: {
      /**
       * A string.
       */
      type: 'string';
    };
  };
};

/**
 * The type of the built-in per-user statistics schema, registered as
 * `user-stats` version 1. These items live in `/sys/stats`, which only root
 * sessions can access.
 *
 * @remarks
 * A server updates `firstLoggedIn` and `lastLoggedIn` when a magic-link
 * login completes. Only server code, which runs as root, can read them.
 * 0.3.1 makes no promise about the keys of these items: don't build a
 * feature on reading them by key.
 *
 * @example
 * ```ts
 * import type {IbexDB, SchemaTypeUserStats} from 'ibexdb';
 *
 * // Server code, run as root: when did anyone last log in?
 * export async function lastLogin(db: IbexDB): Promise<Date | undefined> {
 *   await db.open('/sys/stats');
 *   const stats = db.query<SchemaTypeUserStats, null>({source: '/sys/stats'});
 *   await stats.loadingFinished();
 *   let latest: Date | undefined;
 *   for (const [, item] of stats.entries()) {
 *     const when = item.get('lastLoggedIn');
 *     if (when && (!latest || when > latest)) latest = when;
 *   }
 *   return latest;
 * }
 * ```
 */
export type SchemaTypeUserStats = {
  /**
   * The namespace, `'user-stats'`.
   */
  ns: 'user-stats';
  /**
   * The version, 1.
   */
  version: 1;
  /**
   * The statistics fields.
   */
  fields: {
    /**
     * When the user logged in for the first time.
     */
    firstLoggedIn: {
      /**
       * A date.
       */
      type: 'date';
    };
    /**
     * When the user logged in most recently.
     */
    lastLoggedIn: {
      /**
       * A date.
       */
      type: 'date';
    };
  };
};

/**
 * The kind of access an authorization rule is asked about.
 *
 * @remarks
 * `'read'` is checked when a peer serves commits to another session and when
 * it counts or lists keys for that session. `'write'` is checked when a peer
 * verifies incoming commits against the session that signed them. A rule
 * receives it as {@link AuthRuleInfo.op}.
 *
 * @example
 * ```ts
 * import {DataRegistry, type AuthOp} from 'ibexdb';
 *
 * const allowed: Record<AuthOp, boolean> = {read: true, write: false};
 * // A public, read-only notice board. The first matching rule decides: register it
 * // before a rule for every /data/ path and before your deny-all catch-all.
 * DataRegistry.default.registerAuthRule('/data/notices', ({op}) => allowed[op]);
 * ```
 *
 * @see {@link AuthRule}
 */
export type AuthOp = 'read' | 'write';

/**
 * What an authorization rule receives: the database, the repository and
 * item, the session asking and the operation.
 *
 * @remarks
 * It tells who asks (`session`) and about what (`repoPath`, `itemKey`,
 * `op`), never what a commit contains: decide from the repository and the
 * session, as {@link AuthRule} explains.
 *
 * @example
 * ```ts
 * import type {AuthRuleInfo} from 'ibexdb';
 *
 * // /data/<owner> belongs to its owner.
 * export function ownsRepository({repoPath, session}: AuthRuleInfo): boolean {
 *   return session.owner !== undefined && repoPath === `/data/${session.owner}`;
 * }
 * ```
 *
 * @see {@link AuthRule}
 * @see {@link DataRegistry.registerAuthRule}
 */
export type AuthRuleInfo = {
  /**
   * The database instance evaluating the rule. Use it to look up other
   * items, such as the user's roles.
   */
  db: IbexDB;
  /**
   * The repository id, `/type/repo`.
   */
  repoPath: string;
  /**
   * The key of the item being accessed.
   */
  itemKey: string;
  /**
   * The session asking for access. Its `owner` is the user key.
   */
  session: internal.Session;
  /**
   * The operation being checked.
   */
  op: AuthOp;
};

/**
 * A synchronous function that allows (`true`) or denies (`false`) one
 * operation on one item.
 *
 * @remarks
 * Every peer evaluates the rules, and they run very often, so keep them
 * fast. Data is in memory, so a rule may read items. Access is decided per
 * item for its whole history. Rules are skipped for root sessions, for the
 * peer's own session, and entirely in trusted mode.
 *
 * A repository that no rule matches, neither yours nor a built-in one, is
 * public: any session may read and write it, anonymous ones included. End
 * your rules with a deny-all catch-all, registered last. Your rules run
 * before the built-in owner rule of `/user/<id>`, so the catch-all in the
 * example leaves `/user/` paths to it.
 *
 * A rule sees who asks, never what a commit contains. In the example, each
 * user's tasks live in a repository named after the user's key,
 * `/data/<owner>`, and the rule compares that name with `session.owner`.
 * A rule that reads the item it guards, such as an author field, cannot
 * rely on it: 0.3.1 makes no promise about which version of the item a
 * write rule sees. Keep each author's items in their own repository
 * instead.
 *
 * @param info - The database, repository, item, session and operation.
 * @returns `true` to allow the operation, `false` to deny it.
 *
 * @example
 * ```ts
 * import {DataRegistry, type AuthRule} from 'ibexdb';
 *
 * const ownerOnly: AuthRule = ({repoPath, session}) =>
 *   session.owner !== undefined && repoPath === `/data/${session.owner}`;
 *
 * DataRegistry.default.registerAuthRule(new RegExp('^/data/'), ownerOnly);
 * // Last: deny everything else, except /user/<id>, which its built-in rule guards.
 * DataRegistry.default.registerAuthRule(/^\/(?!sys\/|user\/)/, () => false);
 * ```
 *
 * @see {@link DataRegistry.registerAuthRule}
 * @see {@link AuthRuleInfo}
 */
export type AuthRule = (info: AuthRuleInfo) => boolean;

/**
 * An ordered list of authorization entries. For a repository path, the
 * first entry whose `rulePath` matches wins.
 *
 * @remarks
 * It describes the order {@link DataRegistry.registerAuthRule} keeps: rules
 * in registration order, the first match deciding. 0.3.1 makes no promise
 * of a method that takes an `AuthConfig`: keep your list in this shape if
 * you like, and register each entry in order.
 *
 * @example
 * ```ts
 * import {DataRegistry, type AuthConfig} from 'ibexdb';
 *
 * const rules: AuthConfig = [
 *   {
 *     rulePath: new RegExp('^/data/'),
 *     rule: ({repoPath, session}) => session.owner !== undefined && repoPath === `/data/${session.owner}`,
 *   },
 *   // Last: deny every other repository, except /user/<id>, which its built-in rule guards.
 *   {rulePath: /^\/(?!sys\/|user\/)/, rule: () => false},
 * ];
 * for (const {rulePath, rule} of rules) DataRegistry.default.registerAuthRule(rulePath, rule);
 * ```
 *
 * @see {@link AuthRule}
 * @see {@link DataRegistry.registerAuthRule}
 */
export type AuthConfig = {
  /**
   * A repository path, or a regular expression tested against the path.
   */
  rulePath: RegExp | string;
  /**
   * The rule that decides access for matching repositories.
   */
  rule: AuthRule;
}[];

/**
 * Checks whether two schemas are the same schema.
 *
 * @param s1 - The first schema.
 * @param s2 - The second schema.
 * @returns `true` when both the namespace and the version match. The field
 * definitions are not compared.
 *
 * @example
 * ```ts
 * import {SchemaEquals, type Schema} from 'ibexdb';
 *
 * const v1: Schema = {ns: 'task', version: 1, fields: {}};
 * const v2: Schema = {ns: 'task', version: 2, fields: {}};
 * console.log(SchemaEquals(v1, v2)); // false
 * ```
 */
export declare function SchemaEquals(s1: Schema, s2: Schema): boolean;

/**
 * Looks up the definition of one field of a schema, including the built-in
 * `isDeleted` field.
 *
 * @typeParam S - The schema.
 * @typeParam F - The field name.
 * @param s - The schema.
 * @param field - The field name.
 * @returns The field definition, or `undefined` when the schema does not
 * define the field.
 *
 * @example
 * ```ts
 * import {SchemaGetFieldDef} from 'ibexdb';
 *
 * const taskSchema = {
 *   ns: 'task',
 *   version: 1,
 *   fields: {text: {type: 'string', required: true}},
 * } as const;
 * console.log(SchemaGetFieldDef(taskSchema, 'text')?.required); // true
 * console.log(SchemaGetFieldDef(taskSchema, 'isDeleted')?.type); // 'boolean'
 * ```
 *
 * @see {@link SchemaGetFields}
 */
export declare function SchemaGetFieldDef<
  S extends Schema,
  F extends keyof S['fields'] | 'isDeleted',
>(s: S, field: F): FieldDef<S['fields'][F]['type']> | undefined;

/**
 * Lists every field of a schema with its definition, built-in fields
 * included.
 *
 * @param s - The schema.
 * @returns Frozen `[name, definition]` pairs. The result is cached per
 * schema, so repeated calls are cheap.
 *
 * @example
 * ```ts
 * import {SchemaGetFields, type Schema} from 'ibexdb';
 *
 * declare const schema: Schema;
 * for (const [name, def] of SchemaGetFields(schema)) {
 *   console.log(name, def.type);
 * }
 * ```
 *
 * @see {@link SchemaGetFieldDef}
 * @see {@link SchemaGetRequiredFields}
 */
export declare function SchemaGetFields(
  s: Schema,
): readonly [string, FieldDef<internal.ValueType>][];

/**
 * Lists the names of a schema's required fields.
 *
 * @param s - The schema.
 * @returns The frozen names of the fields marked `required: true`. The
 * result is cached per schema.
 *
 * @example
 * ```ts
 * import {SchemaGetRequiredFields, type Schema} from 'ibexdb';
 *
 * const taskSchema: Schema = {
 *   ns: 'task',
 *   version: 1,
 *   fields: {text: {type: 'string', required: true}, done: {type: 'boolean'}},
 * };
 * console.log(SchemaGetRequiredFields(taskSchema)); // ['text']
 * ```
 *
 * @see {@link SchemaRequiredFields} for a type-level list, which leaves out
 * required fields that have a default.
 */
export declare function SchemaGetRequiredFields(s: Schema): readonly string[];

/**
 * A registry of schemas (with their versions and upgrades) and of
 * authorization rules, shared by every peer of an application.
 *
 * @remarks
 * Peers that sync with each other must agree on schemas and rules, so
 * register them in one module that both the client and the server import.
 * A database uses {@link DataRegistry.default} unless its
 * {@link DBInstanceConfig.registry} option names another registry. Every
 * new registry starts with the built-in `sessions` and `user-stats`
 * schemas.
 *
 * Rules are resolved for a repository in this order:
 *
 * 1. Enforced built-ins: `/sys/sessions` is read-only and `/sys/stats` is
 *    closed to everyone but root.
 * 2. The first of your rules whose path matches, in registration order.
 * 3. Optional built-ins: other `/sys/...` repositories allow root only, and
 *    `/user/<id>` allows only the session whose owner is `<id>`.
 * 4. No match: the repository is public, open to every session.
 *
 * So register a deny-all catch-all last, as the example does. It leaves
 * `/user/` paths to their built-in owner rule, which runs after yours.
 *
 * @example
 * ```ts title="registry.ts"
 * import {DataRegistry} from 'ibexdb';
 *
 * export const kSchemaTask = {
 *   ns: 'task',
 *   version: 1,
 *   fields: {text: {type: 'string', required: true}},
 * } as const;
 *
 * // Client and server both call it, so that they agree on schemas and rules.
 * export function registerSchemas(registry = DataRegistry.default): void {
 *   registry.registerSchema(kSchemaTask);
 *   // Each user's tasks live in /data/<owner>, readable and writable by that user only.
 *   registry.registerAuthRule(
 *     new RegExp('^/data/'),
 *     ({repoPath, session}) => session.owner !== undefined && repoPath === `/data/${session.owner}`,
 *   );
 *   // Registered last: deny every other repository, except /user/<id>.
 *   registry.registerAuthRule(/^\/(?!sys\/|user\/)/, () => false);
 * }
 * ```
 *
 * @see {@link Schema}
 * @see {@link AuthRule}
 */
export declare class DataRegistry {
  /**
   * The registry every database uses unless you pass another one.
   */
  static readonly default: DataRegistry;
  /**
   * Creates a registry with no rules that already knows the built-in session
   * and user-statistics schemas.
   */
  constructor();
  /**
   * Adds a schema version to the registry.
   *
   * @remarks
   * 0.3.1 makes no promise about registering the same namespace and version
   * a second time: register each version once, in a module that the client
   * and the server share, before the database opens.
   *
   * @param schema - The schema to register.
   * @throws An assertion error when `schema.ns` is `null`.
   */
  registerSchema(schema: Schema): void;
  /**
   * Adds an authorization rule for the repositories that match a path.
   *
   * @remarks
   * A string is normalized to a repository id, `/type/repo`. A regular
   * expression is tested against the full path; its `lastIndex` is reset
   * before each test, so the `g` flag is safe. Rules are tried in the order
   * you register them, so register specific rules before a catch-all.
   *
   * @param path - A repository path or a regular expression.
   * @param rule - The rule to apply.
   * @throws An error when a rule is already registered for the same path.
   */
  registerAuthRule(path: RegExp | string, rule: AuthRule): void;
  /**
   * Looks up a registered schema.
   *
   * @param ns - The namespace.
   * @param version - The version to look up, 1 or above. Leave it out to get
   * the newest version. In 0.3.1, 0 also returns the newest version (a
   * [known defect](/docs/faq#known-defects)): don't pass 0.
   * @returns The schema, or `undefined` when it is not registered.
   */
  get(ns: string, version?: number): Schema | undefined;
  /**
   * Converts data from one schema version to a later one, running each
   * intermediate version's `upgrade` function in turn.
   *
   * @param data - The data to convert.
   * @param dataSchema - The schema the data was written with.
   * @param targetSchema - The version to reach. Leave it out to reach the
   * newest registered version.
   * @returns The converted data and its schema; the data is returned as it
   * is when it is already current. `undefined` when an intermediate version
   * is not registered.
   */
  upgrade(
    data: CoreObject,
    dataSchema: Schema,
    targetSchema?: Schema,
  ): [CoreObject, Schema] | undefined;
  /**
   * Turns a schema into its string marker.
   *
   * @param schema - The schema to encode.
   * @returns `'null'` for the null schema, otherwise `'ns/version'`.
   */
  encode(schema: Schema): string;
  /**
   * Finds the schema a string marker refers to.
   *
   * @param str - A marker produced by {@link DataRegistry.encode}.
   * @returns The registered schema, or `undefined` when it is unknown.
   */
  decode(str: string): Schema | undefined;
  /**
   * Finds the rule that applies to a repository, following the resolution
   * order described above.
   *
   * @param inputPath - A repository path, `/type/repo`.
   * @returns The rule, or `undefined` when the repository is public.
   */
  authRuleForRepo(inputPath: string): AuthRule | undefined;
}

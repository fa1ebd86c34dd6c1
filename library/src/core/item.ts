// Item snapshots: the read-only view and the Item class.

import type * as internal from './helpers';
import type { DataRegistry, Schema, SchemaDataType, SchemaNullType } from './schema';
import type { CoreValue, Encodable, Encoder, ReadonlyJSONObject } from './values';

/**
 * The read-only view of an item snapshot: its schema, its data and whether
 * it is valid.
 *
 * @typeParam S - The item's schema.
 *
 * @example
 * ```ts
 * import type {ReadonlyItem} from 'ibexdb';
 *
 * const taskSchema = {
 *   ns: 'task',
 *   version: 1,
 *   fields: {text: {type: 'string', required: true}},
 * } as const;
 *
 * export function describe(item: ReadonlyItem<typeof taskSchema>): string {
 *   return item.isNull ? 'missing' : item.get('text');
 * }
 * ```
 *
 * @see {@link Item}, which implements it.
 */
export interface ReadonlyItem<S extends Schema> {
  /**
   * `true` when the item has the null schema: the item does not exist, or
   * its schema is not known yet (for example while its repository loads).
   */
  readonly isNull: boolean;
  /**
   * The item's schema.
   */
  readonly schema: S;
  /**
   * `true` when the data passes every check of the schema.
   */
  readonly isValid: boolean;
  /**
   * A checksum of the item, computed once and cached.
   */
  readonly checksum: string;
  /**
   * Reads a field.
   *
   * @typeParam K - The field name.
   * @param key - The field name.
   * @returns The field's value, or its default when it is missing; on an
   * item with the null schema, `undefined`. A `set` or `map` value is the
   * stored object: never change it in place.
   * @throws An error when the schema does not define the field.
   */
  get<K extends keyof S['fields']>(key: K): SchemaDataType<S>[K];
  /**
   * Checks whether a field actually holds a value.
   *
   * @param key - The field name.
   * @returns `true` when the field is present.
   */
  has(key: keyof S['fields']): boolean;
  /**
   * Copies the item's data.
   *
   * @returns A copy of the data that you may change.
   */
  cloneData(): SchemaDataType<S>;
}

/**
 * A snapshot of one item version, its schema and data, with validation,
 * diff, patch and serialization.
 *
 * @remarks
 * An item can be changed until it is locked. The items IbexDB reads from
 * repositories, such as the `item` a query predicate receives, are locked,
 * because each belongs to a commit and commits never change. Any change to
 * a locked item fails an assertion; change an unlocked copy instead, such
 * as `new Item({schema: item.schema, data: item.cloneData()})`.
 *
 * An item is a value in memory: changing one writes nothing to a
 * repository, and nothing of it is persisted or synced. To change stored
 * data, write through {@link ManagedItem.set} (or, for tools,
 * {@link Repository.setValueForKey}).
 *
 * Application code rarely needs this class: {@link ManagedItem} wraps it,
 * commits its changes and merges remote edits. One use it has in an app is
 * checking a form's draft before writing it to a live item: build an item
 * from the draft, call {@link Item.normalize} and read
 * {@link Item.isValid}.
 *
 * The example below makes an unlocked `draft` and a locked `snapshot`, like
 * the ones queries and repositories hand out; the examples of the methods
 * build on it.
 *
 * @typeParam S - The item's schema.
 *
 * @example
 * ```ts title="draft.ts"
 * import {DataRegistry, Item} from 'ibexdb';
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
 *
 * // An unlocked item that you may change.
 * export const draft = new Item({schema: kSchemaTask, data: {text: 'Buy milk'}});
 * console.log(draft.get('done')); // false, from the default
 *
 * // A locked copy, like the items that queries and repositories hand out.
 * export const snapshot = new Item({schema: kSchemaTask, data: draft.cloneData()});
 * snapshot.lock();
 * ```
 *
 * @see {@link ManagedItem}
 * @see {@link ReadonlyItem}
 */
export declare class Item<S extends Schema = Schema> implements ReadonlyItem<S>, Encodable {
  /**
   * Creates an item from a schema and data, or from encoded data.
   *
   * @param config - Either `schema` and `data` (add `normalized: true` when
   * the data is already normalized), or a `decoder` holding an item written
   * by {@link Item.serialize}.
   * @param registry - The registry that resolves schemas.
   * Defaults to {@link DataRegistry.default}.
   */
  constructor(
    config:
      | {
          /**
           * The item's schema.
           */
          schema: S;
          /**
           * The initial data. Missing fields fall back to their defaults.
           */
          data: Partial<SchemaDataType<S>>;
          /**
           * Set to `true` when the data is already normalized, to skip that
           * step.
           *
           * @defaultValue `false`
           */
          normalized?: boolean;
        }
      | {
          /**
           * A decoder holding an item written by {@link Item.serialize}.
           */
          decoder: internal.Decoder;
        },
    registry?: DataRegistry,
  );
  /**
   * The registry that resolves this item's schemas.
   *
   * @defaultValue {@link DataRegistry.default}
   */
  readonly registry: DataRegistry;
  /**
   * Returns the shared, locked item with the null schema.
   *
   * @typeParam S - The schema type to present it as.
   * @param registry - The registry the item belongs to.
   * @returns The null item of that registry.
   *
   * @example
   * ```ts partial
   * import {Item} from 'ibexdb';
   * import {draft} from './draft';
   * const empty = Item.nullItem(draft.registry);
   * console.log(empty.isNull); // true
   * ```
   */
  static nullItem<S extends Schema = SchemaNullType>(registry: DataRegistry): Item<S>;
  /**
   * Creates an item from the plain JSON form produced by {@link Item.toJS}.
   *
   * @typeParam S - The item's schema.
   * @param obj - The JSON form.
   * @returns The decoded item.
   *
   * @example
   * ```ts partial
   * import {Item} from 'ibexdb';
   * import {kSchemaTask, snapshot} from './draft';
   * const copy = Item.fromJS<typeof kSchemaTask>(snapshot.toJS());
   * console.log(copy.get('text')); // 'Buy milk'
   * ```
   */
  static fromJS<S extends Schema>(obj: ReadonlyJSONObject): Item<S>;
  /**
   * `true` when the item has the null schema.
   */
  get isNull(): boolean;
  /**
   * The item's schema.
   */
  get schema(): S;
  /**
   * `true` when every required field is present, every present field is
   * defined by the schema, every value has its declared type and every
   * custom check passes.
   */
  get isValid(): boolean;
  /**
   * Whether the item is soft-deleted.
   */
  get isDeleted(): boolean;
  /**
   * Deletes (`true`) or restores (`false`) the item. Set it only on an
   * unlocked item: on a locked one it fails an assertion.
   *
   * @remarks
   * It changes this snapshot only. To delete or restore a stored item, set
   * {@link ManagedItem.isDeleted} on its live handle.
   *
   * @param flag - The new soft-delete state.
   */
  set isDeleted(flag: boolean);
  /**
   * A checksum of the item, computed once and cached.
   */
  get checksum(): string;
  /**
   * The field names of the item's data. 0.3.1 makes no promise about
   * whether fields without a value are listed: to test one field, use
   * {@link Item.has}.
   */
  get keys(): (keyof SchemaDataType<S>)[];
  /**
   * `true` once the item has been locked against changes.
   */
  get isLocked(): boolean;
  /**
   * Checks the data against the schema.
   *
   * @returns A pair: whether the data is valid, and an error message.
   *
   * @example
   * ```ts partial
   * import {Item} from 'ibexdb';
   * import {kSchemaTask} from './draft';
   * declare const textFromInput: string;
   * const candidate = new Item({schema: kSchemaTask, data: {text: textFromInput}});
   * candidate.normalize();
   * const [valid, error] = candidate.validate();
   * if (!valid) console.warn(error); // for example, the text was left empty
   * ```
   */
  validate(): [valid: boolean, error: string];
  /**
   * Returns the item's data object itself, without copying it.
   *
   * @returns The live data. Do not change it; use {@link Item.cloneData}
   * for a copy you may change.
   *
   * @example
   * ```ts partial
   * import {snapshot} from './draft';
   * console.log(Object.keys(snapshot.dataUnsafe()));
   * ```
   */
  dataUnsafe(): SchemaDataType<S>;
  /**
   * Reads a field.
   *
   * @typeParam K - The field name.
   * @param key - The field name.
   * @remarks
   * For a `set` or `map` field it returns the stored object itself. Never
   * change it in place: on a locked item that would alter a snapshot that
   * belongs to a commit, and on any item it bypasses
   * {@link Item.set}. Copy it, change the copy and `set` the copy.
   *
   * @returns The field's value, or its default when it is missing. On the
   * null item, `undefined`.
   * @throws An error when the schema does not define the field.
   *
   * @example
   * ```ts partial
   * import {snapshot} from './draft';
   * console.log(snapshot.get('text'), snapshot.get('done'));
   * ```
   */
  get<K extends keyof S['fields']>(key: K): SchemaDataType<S>[K];
  /**
   * Checks whether a field actually holds a value.
   *
   * @typeParam K - The field name.
   * @param key - The field name.
   * @returns `true` when the field is present.
   *
   * @example
   * ```ts partial
   * import {draft} from './draft';
   * console.log(draft.has('dueDate')); // false: it was never set
   * ```
   */
  has<K extends keyof SchemaDataType<S>>(key: K): boolean;
  /**
   * Writes a field. Writing `undefined` is the same as
   * {@link Item.delete}.
   *
   * @remarks
   * It changes this snapshot only: nothing is persisted or synced. To
   * change a stored item, use {@link ManagedItem.set}.
   *
   * @typeParam K - The field name.
   * @param key - The field name.
   * @param value - The new value.
   * @throws An assertion error when the item is locked.
   *
   * @example
   * ```ts partial
   * import {draft} from './draft';
   * draft.set('dueDate', new Date());
   * ```
   */
  set<K extends keyof SchemaDataType<S>>(key: K, value: SchemaDataType<S>[K] | undefined): void;
  /**
   * Writes several fields at once, in this snapshot only, like
   * {@link Item.set}.
   *
   * @param data - The fields to write.
   * @throws An assertion error when the item is locked.
   *
   * @example
   * ```ts partial
   * import {draft} from './draft';
   * draft.setMulti({text: 'Buy oat milk', done: true});
   * ```
   */
  setMulti(data: Partial<SchemaDataType<S>>): void;
  /**
   * Removes a field's value, in this snapshot only, like
   * {@link Item.set}. Reading it afterwards gives its default, if it has
   * one.
   *
   * @typeParam K - The field name.
   * @param key - The field name.
   * @returns `true` when the field held a value.
   * @throws An assertion error when the item is locked.
   *
   * @example
   * ```ts partial
   * import {draft} from './draft';
   * draft.delete('dueDate');
   * ```
   */
  delete<K extends keyof SchemaDataType<S>>(key: K): boolean;
  /**
   * Compares this item with another one: first the schema (namespace and
   * version), then the normalized data.
   *
   * @param other - The item to compare with.
   * @returns `true` when both are equal.
   *
   * @example
   * ```ts partial
   * import {draft, snapshot} from './draft';
   * draft.set('done', true);
   * console.log(snapshot.isEqual(draft)); // false: done differs
   * ```
   */
  isEqual(other: Item<S>): boolean;
  /**
   * Copies the item: its schema and a copy of its data.
   *
   * @remarks
   * 0.3.1 makes no promise about whether the copy of a locked item is
   * locked: to get an item you may change, build a new one from
   * {@link Item.cloneData}, as its example shows.
   *
   * @returns The copy.
   *
   * @example
   * ```ts partial
   * import {snapshot} from './draft';
   * const copy = snapshot.clone();
   * console.log(copy.isEqual(snapshot)); // true
   * ```
   */
  clone(): Item<S>;
  /**
   * Copies the item's data.
   *
   * @param onlyFields - Copy only these fields.
   * @returns A copy of the data that you may change.
   *
   * @example
   * ```ts partial
   * import {Item} from 'ibexdb';
   * import {kSchemaTask, snapshot} from './draft';
   * const editable = new Item({schema: kSchemaTask, data: snapshot.cloneData()});
   * editable.set('done', true);
   * ```
   */
  cloneData(onlyFields?: (keyof SchemaDataType<S>)[]): SchemaDataType<S>;
  /**
   * Replaces this item's schema and data with those of another item.
   *
   * @param doc - The item to copy from.
   * @throws An assertion error when this item is locked.
   *
   * @example
   * ```ts partial
   * import {draft, snapshot} from './draft';
   * draft.copyFrom(snapshot); // draft holds the snapshot's data again
   * ```
   */
  copyFrom(doc: ReadonlyItem<S> | Item<S>): void;
  /**
   * Computes the changes from this item to another one, as merges do
   * against a common base version.
   *
   * @param other - The target item.
   * @param byCharacter - Diff text character by character. Not meant for
   * application use: leave it out.
   * @returns The changes, field by field. Apply them with
   * {@link Item.patch}.
   *
   * @example
   * ```ts partial
   * import {draft, snapshot} from './draft';
   * draft.set('done', true);
   * const changes = snapshot.diff(draft);
   * ```
   */
  diff(other: Item<S>, byCharacter?: boolean): internal.DataChanges;
  /**
   * Applies changes produced by {@link Item.diff}.
   *
   * @param changes - The changes to apply.
   * @throws An assertion error when the item is locked.
   *
   * @example
   * ```ts partial
   * import {Item} from 'ibexdb';
   * import {draft, kSchemaTask, snapshot} from './draft';
   * draft.set('done', true);
   * const copy = new Item({schema: kSchemaTask, data: snapshot.cloneData()});
   * copy.patch(snapshot.diff(draft));
   * console.log(copy.get('done')); // true
   * ```
   */
  patch(changes: internal.DataChanges): void;
  /**
   * Lists the fields whose values differ from another item. It is cheaper
   * than {@link Item.diff}.
   *
   * @param other - The item to compare with.
   * @param local - An internal switch, not meant for application use. The
   * example passes `false`.
   * @returns The names of the fields that differ.
   *
   * @example
   * ```ts partial
   * import {draft, snapshot} from './draft';
   * draft.set('done', true);
   * console.log(snapshot.diffKeys(draft, false));
   * ```
   */
  diffKeys(other: Item<S>, local: boolean): string[];
  /**
   * Moves the item to a newer version of its schema, running the upgrade
   * functions in between.
   *
   * @param newSchema - The version to reach. Leave it out to reach the
   * newest registered version.
   * @returns `true` when the item was upgraded.
   * @throws An error when an intermediate version is not registered, or an
   * assertion error when the item is locked.
   *
   * @example
   * ```ts partial
   * import {draft} from './draft';
   * if (draft.needsSchemaUpgrade()) draft.upgradeSchema();
   * ```
   */
  upgradeSchema(newSchema?: Schema): boolean;
  /**
   * Checks whether a newer version of the item's schema is registered.
   *
   * @returns `true` when a newer version is registered.
   *
   * @example
   * ```ts partial
   * import {snapshot} from './draft';
   * console.log(snapshot.needsSchemaUpgrade()); // false: version 1 is the newest
   * ```
   */
  needsSchemaUpgrade(): boolean;
  /**
   * Normalizes the data: empty values count as missing, missing fields
   * that have a default receive it, and each value is normalized for its
   * type.
   *
   * @example
   * ```ts partial
   * import {draft} from './draft';
   * draft.normalize();
   * console.log(draft.has('done')); // true: the default was filled in
   * ```
   */
  normalize(): void;
  /**
   * Writes the item into an encoder: the schema marker, the data, the
   * normalized flag and the checksum.
   *
   * @param encoder - The encoder to write into.
   * @param options - Not meant for application use: leave it out.
   *
   * @example
   * ```ts partial
   * import type {CoreValue, Encoder} from 'ibexdb';
   * import {snapshot} from './draft';
   * declare const encoder: Encoder<string, CoreValue>;
   * snapshot.serialize(encoder);
   * ```
   */
  serialize(
    encoder: Encoder<string, CoreValue>,
    options?: {
      /**
       * An internal switch, not meant for application use.
       */
      local: boolean;
    },
  ): void;
  /**
   * Replaces the item's schema and data with those read from a decoder.
   *
   * @param decoder - A decoder holding an item written by
   * {@link Item.serialize}.
   * @throws An assertion error when the item is locked.
   *
   * @example
   * ```ts partial
   * import {draft} from './draft';
   * declare const decoder: Parameters<typeof draft.deserialize>[0];
   * draft.deserialize(decoder);
   * ```
   */
  deserialize(decoder: internal.Decoder): void;
  /**
   * Converts the item to plain JSON.
   *
   * @param local - An internal switch, not meant for application use:
   * leave it out.
   * @returns The JSON form, which {@link Item.fromJS} reads back.
   *
   * @example
   * ```ts partial
   * import {prettyJSON} from 'ibexdb';
   * import {snapshot} from './draft';
   * console.log(prettyJSON(snapshot.toJS()));
   * ```
   */
  toJS(local?: boolean): ReadonlyJSONObject;
  /**
   * Checks the data and throws when it is invalid.
   *
   * @throws An error when the data is invalid.
   *
   * @example
   * ```ts partial
   * import {snapshot} from './draft';
   * snapshot.assertValidData();
   * ```
   */
  assertValidData(): void;
  /**
   * Locks the item against further changes.
   *
   * @example
   * ```ts partial
   * import {draft} from './draft';
   * draft.lock();
   * console.log(draft.isLocked); // true
   * ```
   */
  lock(): void;
  /**
   * Unlocks a locked item. Unlocking an item that IbexDB handed out is
   * dangerous and never needed in normal use; change an unlocked copy
   * instead.
   *
   * @example
   * ```ts partial
   * import {draft} from './draft';
   * draft.lock();
   * draft.unlock();
   * ```
   */
  unlock(): void;
}

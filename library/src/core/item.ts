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
   * @returns The field's value, or its default when it is missing.
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
 * Application code rarely needs this class: {@link ManagedItem} wraps it,
 * commits its changes and merges remote edits.
 *
 * @typeParam S - The item's schema.
 *
 * @example
 * ```ts
 * import {Item} from 'ibexdb';
 *
 * const taskSchema = {
 *   ns: 'task',
 *   version: 1,
 *   fields: {
 *     text: {type: 'string', required: true},
 *     done: {type: 'boolean', default: () => false},
 *   },
 * } as const;
 *
 * const draft = new Item({schema: taskSchema, data: {text: 'Buy milk'}});
 * console.log(draft.get('done')); // false, from the default
 * draft.set('done', true);
 * console.log(draft.isValid); // true
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
   * import {DataRegistry, Item} from 'ibexdb';
   * const empty = Item.nullItem(DataRegistry.default);
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
   * declare const item: Item;
   * const copy = Item.fromJS(item.toJS());
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
   * Whether the item is soft-deleted. Setting it to `true` deletes the item
   * and setting it to `false` restores it.
   */
  get isDeleted(): boolean;
  /**
   * Deletes (`true`) or restores (`false`) the item. Set it only on an
   * unlocked item.
   *
   * @param flag - The new soft-delete state.
   */
  set isDeleted(flag: boolean);
  /**
   * A checksum of the item, computed once and cached.
   */
  get checksum(): string;
  /**
   * The field names of the item's data. IbexDB does not document whether
   * fields without a value are listed; use {@link Item.has} to check one
   * field.
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
   * import type {Item} from 'ibexdb';
   * declare const item: Item;
   * const [valid, error] = item.validate();
   * if (!valid) console.warn(error);
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
   * import type {Item} from 'ibexdb';
   * declare const item: Item;
   * console.log(Object.keys(item.dataUnsafe()));
   * ```
   */
  dataUnsafe(): SchemaDataType<S>;
  /**
   * Reads a field.
   *
   * @typeParam K - The field name.
   * @param key - The field name.
   * @returns The field's value, or its default when it is missing. On the
   * null item, `undefined`.
   * @throws An error when the schema does not define the field.
   *
   * @example
   * ```ts partial
   * import type {Item} from 'ibexdb';
   * declare const item: Item;
   * console.log(item.get('text'));
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
   * import type {Item} from 'ibexdb';
   * declare const item: Item;
   * console.log(item.has('dueDate'));
   * ```
   */
  has<K extends keyof SchemaDataType<S>>(key: K): boolean;
  /**
   * Writes a field. Writing `undefined` is the same as
   * {@link Item.delete}.
   *
   * @typeParam K - The field name.
   * @param key - The field name.
   * @param value - The new value.
   * @throws An assertion error when the item is locked.
   *
   * @example
   * ```ts partial
   * import type {Item} from 'ibexdb';
   * declare const draft: Item; // an unlocked item
   * draft.set('text', 'Buy oat milk');
   * ```
   */
  set<K extends keyof SchemaDataType<S>>(key: K, value: SchemaDataType<S>[K] | undefined): void;
  /**
   * Writes several fields at once.
   *
   * @param data - The fields to write.
   * @throws An assertion error when the item is locked.
   *
   * @example
   * ```ts partial
   * import type {Item} from 'ibexdb';
   * declare const draft: Item; // an unlocked item
   * draft.setMulti({text: 'Buy oat milk', done: true});
   * ```
   */
  setMulti(data: Partial<SchemaDataType<S>>): void;
  /**
   * Removes a field's value. Reading it afterwards gives its default, if it
   * has one.
   *
   * @typeParam K - The field name.
   * @param key - The field name.
   * @returns `true` when the field held a value.
   * @throws An assertion error when the item is locked.
   *
   * @example
   * ```ts partial
   * import type {Item} from 'ibexdb';
   * declare const draft: Item; // an unlocked item
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
   * import type {Item} from 'ibexdb';
   * declare const item: Item;
   * console.log(item.isEqual(item.clone())); // true
   * ```
   */
  isEqual(other: Item<S>): boolean;
  /**
   * Copies the item: its schema and a copy of its data.
   *
   * @remarks
   * IbexDB does not document whether the copy of a locked item is locked.
   * Check {@link Item.isLocked} before changing a copy, or build a new item
   * from {@link Item.cloneData}.
   *
   * @returns The copy.
   *
   * @example
   * ```ts partial
   * import type {Item} from 'ibexdb';
   * declare const item: Item;
   * const copy = item.clone();
   * if (!copy.isLocked) copy.set('done', true);
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
   * import type {Item} from 'ibexdb';
   * declare const item: Item;
   * const {text} = item.cloneData(['text']);
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
   * import type {Item} from 'ibexdb';
   * declare const draft: Item; // an unlocked item
   * declare const latest: Item;
   * draft.copyFrom(latest);
   * ```
   */
  copyFrom(doc: ReadonlyItem<S> | Item<S>): void;
  /**
   * Computes the changes from this item to another one, as merges do
   * against a common base version.
   *
   * @param other - The target item.
   * @param byCharacter - Diff character by character. IbexDB does not
   * document which field types this affects.
   * @returns The changes, field by field. Apply them with
   * {@link Item.patch}.
   *
   * @example
   * ```ts partial
   * import type {Item} from 'ibexdb';
   * declare const item: Item;
   * declare const edited: Item;
   * const changes = item.diff(edited);
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
   * import type {Item} from 'ibexdb';
   * declare const item: Item;
   * declare const edited: Item;
   * declare const draft: Item; // an unlocked item
   * draft.patch(item.diff(edited));
   * ```
   */
  patch(changes: internal.DataChanges): void;
  /**
   * Lists the fields whose values differ from another item. It is cheaper
   * than {@link Item.diff}.
   *
   * @param other - The item to compare with.
   * @param local - A flag whose effect IbexDB does not document.
   * @returns The names of the fields that differ.
   *
   * @example
   * ```ts partial
   * import type {Item} from 'ibexdb';
   * declare const item: Item;
   * declare const edited: Item;
   * console.log(item.diffKeys(edited, false));
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
   * import type {Item} from 'ibexdb';
   * declare const draft: Item; // an unlocked item
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
   * import type {Item} from 'ibexdb';
   * declare const item: Item;
   * console.log(item.needsSchemaUpgrade());
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
   * import type {Item} from 'ibexdb';
   * declare const draft: Item; // an unlocked item
   * draft.normalize();
   * ```
   */
  normalize(): void;
  /**
   * Writes the item into an encoder: the schema marker, the data, the
   * normalized flag and the checksum.
   *
   * @param encoder - The encoder to write into.
   * @param options - Serialization options.
   *
   * @example
   * ```ts partial
   * import type {CoreValue, Encoder, Item} from 'ibexdb';
   * declare const item: Item;
   * declare const encoder: Encoder<string, CoreValue>;
   * item.serialize(encoder);
   * ```
   */
  serialize(
    encoder: Encoder<string, CoreValue>,
    options?: {
      /**
       * A flag whose effect IbexDB does not document.
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
   * import type {Item} from 'ibexdb';
   * declare const draft: Item; // an unlocked item
   * declare const decoder: Parameters<Item['deserialize']>[0];
   * draft.deserialize(decoder);
   * ```
   */
  deserialize(decoder: internal.Decoder): void;
  /**
   * Converts the item to plain JSON.
   *
   * @param local - A flag whose effect IbexDB does not document.
   * @returns The JSON form, which {@link Item.fromJS} reads back.
   *
   * @example
   * ```ts partial
   * import {prettyJSON, type Item} from 'ibexdb';
   * declare const item: Item;
   * console.log(prettyJSON(item.toJS()));
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
   * import type {Item} from 'ibexdb';
   * declare const item: Item;
   * item.assertValidData();
   * ```
   */
  assertValidData(): void;
  /**
   * Locks the item against further changes.
   *
   * @example
   * ```ts partial
   * import type {Item} from 'ibexdb';
   * declare const draft: Item; // an unlocked item
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
   * import type {Item} from 'ibexdb';
   * declare const draft: Item; // an unlocked item
   * draft.lock();
   * draft.unlock();
   * ```
   */
  unlock(): void;
}

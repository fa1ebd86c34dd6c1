// Core value types: JSON objects, the value domain of the data engine and
// the behaviour interfaces custom classes implement to take part in it.

import type * as internal from './helpers';

/**
 * A JSON object whose fields are only read.
 *
 * @remarks
 * Values are strings, numbers, booleans, `null`, `undefined`, nested JSON
 * objects, or arrays of those. IbexDB uses this type wherever it accepts or
 * returns plain JSON: the input of {@link Item.fromJS}, the result of
 * {@link Item.toJS} and of {@link Repository.debugNetworkForKey}, and the
 * asset bundle that `staticAssetsFromJS` reads. {@link prettyJSON} prints
 * one.
 *
 * @example
 * ```ts
 * import {prettyJSON, type ReadonlyJSONObject} from 'ibexdb';
 *
 * const settings: ReadonlyJSONObject = {theme: 'dark', pageSize: 20, labels: ['home', 'work']};
 * console.log(prettyJSON(settings));
 * ```
 *
 * @see {@link JSONObject} for the mutable variant.
 */
export interface ReadonlyJSONObject {
  /**
   * Any JSON value, stored under a string key.
   */
  readonly [key: string]: internal.JSONValue;
}

/**
 * A JSON object whose fields can be changed.
 *
 * @remarks
 * It has the same value domain as {@link ReadonlyJSONObject}, without the
 * `readonly` modifier. {@link BuildInfo} extends it, so a build's facts can
 * be written to and read from `buildInfo.json` as they are.
 *
 * @example
 * ```ts
 * import type {JSONObject} from 'ibexdb';
 *
 * const report: JSONObject = {};
 * report.checked = 12;
 * report.failed = ['/data/abc/first'];
 * console.log(JSON.stringify(report));
 * ```
 *
 * @see {@link ReadonlyJSONObject}
 */
export interface JSONObject extends ReadonlyJSONObject {
  /**
   * Any JSON value, stored under a string key.
   */
  [key: string]: internal.JSONValue;
}

/**
 * A string-keyed object of core values that can be changed.
 *
 * @remarks
 * A schema's `upgrade` function returns one (the data in its new shape), and
 * {@link DataRegistry.upgrade} takes and returns one.
 *
 * @typeParam T - The type of the values.
 *
 * @example
 * ```ts
 * import type {CoreObject, ReadonlyCoreObject} from 'ibexdb';
 *
 * // The shape of a Schema's upgrade function: version 1 had `title`, version 2 calls it `text`.
 * export function upgradeToV2(data: ReadonlyCoreObject): CoreObject {
 *   const {title, ...rest} = data;
 *   return {...rest, text: title};
 * }
 * ```
 *
 * @see {@link ReadonlyCoreObject} for the read-only variant.
 * @see {@link CoreValue} for the value domain.
 * @see {@link Schema} for where `upgrade` goes.
 */
export interface CoreObject<T extends CoreValue = CoreValue> {
  /**
   * A core value, stored under a string key.
   */
  [key: string]: T;
}

/**
 * A string-keyed object of core values that is only read.
 *
 * @remarks
 * Schema callbacks receive item data in this form: {@link FieldDef} default
 * and `validate` functions, and {@link Schema} `upgrade` functions. It is the
 * whole item's data, so a check can compare fields; never change it.
 *
 * @example
 * ```ts
 * import type {FieldDef, ReadonlyCoreObject} from 'ibexdb';
 *
 * // The end date must not come before the start date.
 * const endsAfterStart = (data: ReadonlyCoreObject): boolean =>
 *   !(data.start instanceof Date && data.end instanceof Date) || data.end >= data.start;
 *
 * export const end: FieldDef<'date'> = {type: 'date', validate: endsAfterStart};
 * ```
 *
 * @see {@link CoreObject} for the mutable variant.
 */
export type ReadonlyCoreObject = {
  /**
   * A core value, stored under a string key.
   */
  readonly [key: string]: CoreValue;
};

/**
 * A mutable array of core values.
 *
 * @remarks
 * It is part of {@link ConcreteCoreValue}, the values the diff and patch
 * engine walks through. No schema field type holds an array: for a list of
 * distinct values use a `set` field ({@link CoreSet}), and for an ordered
 * list use one item per entry, ordered with `Orderstamp` stamps.
 *
 * @example
 * ```ts
 * import type {CoreArray} from 'ibexdb';
 *
 * const row: CoreArray = ['milk', 2, new Date('2026-01-05'), null];
 * row.push(true);
 * ```
 *
 * @see {@link ReadonlyCoreArray}
 * @see {@link CoreValue}
 */
export type CoreArray = CoreValue[];

/**
 * An array of core values that is only read.
 *
 * @remarks
 * It is part of {@link ConcreteCoreValue}: a `readonly` array passes where
 * core values are read.
 *
 * @example
 * ```ts
 * import type {ReadonlyCoreArray} from 'ibexdb';
 *
 * export function countDates(values: ReadonlyCoreArray): number {
 *   return values.filter((value) => value instanceof Date).length;
 * }
 * ```
 *
 * @see {@link CoreArray}
 */
export type ReadonlyCoreArray = readonly CoreValue[];

/**
 * A `Set` of core values. Fields of type `set` hold one of these.
 *
 * @remarks
 * When concurrent edits meet, additions win over deletions, and a deletion
 * only removes an element that was present in the common base version.
 *
 * The set an item's `get` returns is the stored one. Never change it in
 * place: only {@link ManagedItem.set} records a change, so an element added
 * to the returned set is not committed or synced. Copy it, change the copy
 * and write the copy, as the example does.
 *
 * @example
 * ```ts
 * import type {CoreSet} from 'ibexdb';
 *
 * // Returns a new set: pass it to set('tags', …) on the item.
 * export function withTag(tags: CoreSet | undefined, tag: string): CoreSet {
 *   const next: CoreSet = new Set(tags);
 *   next.add(tag);
 *   return next;
 * }
 * ```
 *
 * @see {@link FieldValue}
 * @see {@link ManagedItem.get}
 */
export type CoreSet = Set<CoreValue>;

/**
 * The key type of core objects and dictionaries: a string.
 *
 * @remarks
 * The keys of a {@link CoreDictionary} (a `map` field's value) and the
 * default key type of an {@link Encoder} are `CoreKey`s. Any string is one.
 *
 * @example
 * ```ts
 * import type {CoreDictionary, CoreKey} from 'ibexdb';
 *
 * export function keysOf(map: CoreDictionary): CoreKey[] {
 *   return [...map.keys()];
 * }
 * ```
 *
 * @see {@link CoreDictionary}
 * @see {@link Encoder}
 */
export type CoreKey = keyof ReadonlyCoreObject & string;

/**
 * A `Map`-like dictionary of core values. Fields of type `map` hold one of
 * these.
 *
 * @remarks
 * A standard `Map` with string keys matches this type. When concurrent
 * edits meet, additions and edits win over deletions, and a deletion only
 * removes a key that was present in the common base version.
 *
 * The dictionary an item's `get` returns for a `map` field is the stored
 * one. Never change it in place: only {@link ManagedItem.set} records a
 * change, so an entry set on the returned dictionary is not committed or
 * synced. Copy it (`new Map(value)`), change the copy and write the copy.
 *
 * @example
 * ```ts
 * import type {CoreDictionary} from 'ibexdb';
 *
 * const labels: CoreDictionary = new Map([['color', 'blue']]);
 * labels.set('size', 3);
 * console.log(labels.size); // 2
 * ```
 */
export type CoreDictionary = {
  /**
   * The number of entries.
   */
  readonly size: number;
  /**
   * Reads the value stored under a key.
   *
   * @param key - The key to read.
   * @returns The value, or `undefined` when the key is missing.
   */
  get(key: CoreKey): CoreValue | undefined;
  /**
   * Checks whether a key is present.
   *
   * @param key - The key to look for.
   * @returns `true` when the key is present.
   */
  has(key: CoreKey): boolean;
  /**
   * Stores a value under a key, replacing any previous value.
   *
   * @param key - The key to write.
   * @param value - The value to store.
   * @returns The dictionary itself, so calls can be chained.
   */
  set(key: CoreKey, value: CoreValue): CoreDictionary;
  /**
   * Removes a key and its value.
   *
   * @param key - The key to remove.
   * @returns `true` when the key was present.
   */
  delete(key: CoreKey): boolean;
  /**
   * Removes every entry.
   */
  clear(): void;
  /**
   * Lists the entries.
   *
   * @returns An iterator of `[key, value]` pairs.
   */
  entries(): IterableIterator<[CoreKey, CoreValue]>;
  /**
   * Lists the keys.
   *
   * @returns An iterator of keys.
   */
  keys(): IterableIterator<CoreKey>;
  /**
   * Lists the values.
   *
   * @returns An iterator of values.
   */
  values(): IterableIterator<CoreValue>;
  /**
   * Makes the dictionary iterable with `for...of`.
   *
   * @returns An iterator of `[key, value]` pairs.
   */
  [Symbol.iterator](): IterableIterator<[CoreKey, CoreValue]>;
};

/**
 * Lets a custom class value decide how it is ordered against another value.
 *
 * @typeParam T - The type of the value it is compared with.
 *
 * @example
 * ```ts
 * import type {Comparable} from 'ibexdb';
 *
 * class Version implements Comparable<Version> {
 *   constructor(readonly major: number, readonly minor: number) {}
 *   compare(other: Version): number {
 *     return this.major - other.major || this.minor - other.minor;
 *   }
 * }
 * console.log(new Version(1, 2).compare(new Version(1, 3)) < 0); // true
 * ```
 *
 * @see {@link Equatable}
 * @see {@link CoreClassObject}
 */
export interface Comparable<T = unknown> {
  /**
   * Compares this value with another one.
   *
   * @param other - The value to compare with.
   * @returns A negative number when this value sorts first, zero when both
   * sort alike, and a positive number when this value sorts last.
   */
  compare(other: T): number;
}

/**
 * Lets a custom class value decide whether it equals another value.
 *
 * @typeParam T - The type of the value it is compared with.
 *
 * @example
 * ```ts
 * import type {Equatable} from 'ibexdb';
 *
 * class Point implements Equatable<Point> {
 *   constructor(readonly x: number, readonly y: number) {}
 *   isEqual(other: Point): boolean {
 *     return this.x === other.x && this.y === other.y;
 *   }
 * }
 * console.log(new Point(1, 2).isEqual(new Point(1, 2))); // true
 * ```
 *
 * @see {@link Comparable}
 * @see {@link CoreClassObject}
 */
export interface Equatable<T = unknown> {
  /**
   * Checks whether this value equals another one.
   *
   * @param other - The value to compare with.
   * @returns `true` when both values are equal.
   */
  isEqual(other: T): boolean;
}

/**
 * Lets a custom class value produce its own deep copy.
 *
 * @typeParam T - The type of the copy.
 *
 * @example
 * ```ts
 * import type {Clonable, CoreValueCloneOpts} from 'ibexdb';
 *
 * export class Tags implements Clonable<Tags> {
 *   constructor(readonly names: string[]) {}
 *   clone(_opts?: CoreValueCloneOpts): Tags {
 *     return new Tags([...this.names]);
 *   }
 * }
 * ```
 *
 * @see {@link CoreValueCloneOpts}
 * @see {@link CoreClassObject}
 */
export interface Clonable<T = unknown> {
  /**
   * Makes a deep copy of the value.
   *
   * @param opts - Hooks that customize the copy.
   * @returns The copy.
   */
  clone(opts?: CoreValueCloneOpts): T;
}

/**
 * The sink that serialization writes key/value pairs into.
 *
 * @remarks
 * A value that implements {@link Encodable} receives an encoder and writes
 * its fields into it. {@link Item.serialize} uses the same mechanism.
 *
 * @typeParam K - The key type.
 * @typeParam V - The type of the values written.
 * @typeParam T - The type of the finished output.
 * @typeParam OT - The type of per-call options.
 *
 * @example
 * ```ts
 * import type {CoreValue, Encoder} from 'ibexdb';
 *
 * export function writeTitle(encoder: Encoder<string, CoreValue>, title: string): CoreValue {
 *   encoder.set('title', title);
 *   return encoder.getOutput();
 * }
 * ```
 *
 * @see {@link Encodable}
 */
export interface Encoder<K = CoreKey, V = CoreValue, T = CoreValue, OT = unknown> {
  /**
   * Writes one key/value pair.
   *
   * @param key - The key to write.
   * @param value - The value to store under the key.
   * @param options - Options for this write.
   */
  set(key: K, value: V, options?: OT): void;
  /**
   * Returns everything written so far, in the encoder's output format.
   *
   * @returns The encoded output.
   */
  getOutput(): T;
  /**
   * Creates a new encoder of the same kind.
   *
   * @returns A new encoder.
   */
  newEncoder(): Encoder<K, V, T, OT>;
}

/**
 * Lets a custom value control how it is serialized.
 *
 * @typeParam K - The key type of the encoder.
 * @typeParam V - The type of the values written.
 * @typeParam T - The type of the encoder's output.
 * @typeParam OT - The type of the serialization options.
 *
 * @example
 * ```ts
 * import type {Encodable, Encoder} from 'ibexdb';
 *
 * export class Money implements Encodable {
 *   constructor(readonly cents: number, readonly currency: string) {}
 *   serialize(encoder: Encoder): void {
 *     encoder.set('cents', this.cents);
 *     encoder.set('currency', this.currency);
 *   }
 * }
 * ```
 *
 * @see {@link Encoder}
 * @see {@link CoreClassObject}
 */
export interface Encodable<K = CoreKey, V = CoreValue, T = CoreValue, OT = unknown> {
  /**
   * Writes the value's fields into an encoder.
   *
   * @param encoder - The encoder to write into.
   * @param options - Options for this serialization.
   */
  serialize(encoder: Encoder<K, V, T>, options?: OT): void;
}

/**
 * A custom class instance that the data engine can handle through its
 * behaviour interfaces.
 *
 * @remarks
 * The engine compares, copies, checks and serializes such a value through
 * the interface it implements. It is part of {@link ConcreteCoreValue}; no
 * schema field type holds one, so it concerns code that calls the engine's
 * generic value operations rather than item fields.
 *
 * @example
 * ```ts
 * import type {CoreClassObject, Equatable} from 'ibexdb';
 *
 * class Point implements Equatable<Point> {
 *   constructor(readonly x: number, readonly y: number) {}
 *   isEqual(other: Point): boolean {
 *     return this.x === other.x && this.y === other.y;
 *   }
 * }
 * export const origin: CoreClassObject = new Point(0, 0);
 * ```
 *
 * @see {@link Comparable}
 * @see {@link Clonable}
 * @see {@link Equatable}
 * @see {@link Encodable}
 */
export type CoreClassObject = Comparable | Clonable | Equatable | Encodable;

/**
 * Every value the diff and patch engine understands, except `undefined`.
 *
 * @remarks
 * It covers scalars, dates, arrays, objects, sets, dictionaries, generators
 * and custom class objects, in both their mutable and read-only forms. The
 * values item fields hold are a subset: see {@link FieldValue}.
 *
 * @example
 * ```ts
 * import type {ConcreteCoreValue} from 'ibexdb';
 *
 * export function describe(value: ConcreteCoreValue): string {
 *   if (value instanceof Date) return value.toISOString();
 *   if (value instanceof Set) return `a set of ${value.size}`;
 *   return typeof value;
 * }
 * ```
 *
 * @see {@link CoreValue}, which adds `undefined`.
 */
export type ConcreteCoreValue =
  | string
  | number
  | boolean
  | null
  | Date
  | CoreArray
  | CoreObject
  | Set<ConcreteCoreValue>
  | CoreDictionary
  | Generator<ConcreteCoreValue>
  | CoreClassObject
  | ReadonlyCoreArray
  | ReadonlyCoreObject;

/**
 * The full value domain of the data engine, `undefined` included.
 *
 * @remarks
 * Item fields, mutation payloads and cloning hooks all use this type: the
 * `oldValue` of a `change` event of {@link ManagedItem}, the elements of a
 * {@link CoreSet} and the values of a {@link CoreDictionary}. A field that
 * is not set reads as `undefined`.
 *
 * @example
 * ```ts
 * import type {CoreValue} from 'ibexdb';
 *
 * export function show(value: CoreValue): string {
 *   if (value === undefined) return '(not set)';
 *   if (value instanceof Date) return value.toLocaleDateString();
 *   return String(value);
 * }
 * ```
 *
 * @see {@link ConcreteCoreValue}
 * @see {@link FieldValue} for the value type of each schema field type.
 */
export type CoreValue =
  | undefined
  | ConcreteCoreValue
  | CoreSet
  | CoreDictionary
  | Generator<CoreValue>;

/**
 * Decides which fields of an object core operations include.
 *
 * @remarks
 * It is the type of {@link CoreOptions.objectFilterFields}, which
 * {@link CoreValueCloneOpts} inherits.
 *
 * @param key - The name of the field.
 * @param obj - The object that holds the field.
 * @returns `true` to include the field, `false` to skip it.
 *
 * @example
 * ```ts
 * import type {ObjFieldsFilterFunc} from 'ibexdb';
 *
 * export const skipPrivate: ObjFieldsFilterFunc = (key) => !key.startsWith('_');
 * ```
 *
 * @see {@link CoreOptions}
 */
export type ObjFieldsFilterFunc = (key: string, obj: ReadonlyCoreObject) => boolean;

/**
 * Decides which elements of an iterable core operations include.
 *
 * @remarks
 * It is the type of {@link CoreOptions.iterableFilter}, which
 * {@link CoreValueCloneOpts} inherits.
 *
 * @param value - The element.
 * @returns `true` to include the element, `false` to skip it.
 *
 * @example
 * ```ts
 * import type {IterableFilterFunc} from 'ibexdb';
 *
 * export const skipEmpty: IterableFilterFunc = (value) => value !== null && value !== undefined;
 * ```
 *
 * @see {@link CoreOptions}
 */
export type IterableFilterFunc = (value: CoreValue) => boolean;

/**
 * Filters that core operations such as cloning, equality checks and diffs
 * apply to the values they walk through.
 *
 * @example
 * ```ts
 * import type {CoreOptions} from 'ibexdb';
 *
 * export const skipPrivate: CoreOptions = {
 *   objectFilterFields: (key) => !key.startsWith('_'),
 *   iterableFilter: (value) => value !== null,
 * };
 * ```
 *
 * @see {@link CoreValueCloneOpts}
 */
export interface CoreOptions {
  /**
   * Chooses which object fields to visit.
   *
   * @defaultValue `undefined` (every field is visited)
   */
  objectFilterFields?: ObjFieldsFilterFunc;
  /**
   * Chooses which elements of arrays, sets and other iterables to visit.
   *
   * @defaultValue `undefined` (every element is visited)
   */
  iterableFilter?: IterableFilterFunc;
}

/**
 * Hooks that customize deep cloning of core values.
 *
 * @remarks
 * It extends {@link CoreOptions}, so the field and element filters apply
 * as well. A custom value that implements {@link Clonable} receives these
 * options in its `clone` method.
 *
 * @example
 * ```ts
 * import type {CoreValueCloneOpts} from 'ibexdb';
 *
 * export const opts: CoreValueCloneOpts = {
 *   objectFilterFields: (key) => key !== 'cache',
 * };
 * ```
 *
 * @see {@link Clonable}
 */
export interface CoreValueCloneOpts extends CoreOptions {
  /**
   * Overrides how a single field is cloned. It receives the object (or
   * dictionary) being copied, the field's key and these options, and
   * returns a value.
   *
   * @defaultValue `undefined`
   */
  fieldCloneOverride?: (
    obj: ReadonlyCoreObject | CoreDictionary,
    key: string,
    opts?: CoreValueCloneOpts,
  ) => CoreValue;
  /**
   * Overrides how a value is cloned. It returns a flag and a value. 0.3.1
   * makes no promise about how the flag is read, so the hook is not meant
   * for application use.
   *
   * @defaultValue `undefined`
   */
  objectOverride?: (obj: CoreValue) => [boolean, CoreValue];
  /**
   * Handles objects that are not clonable. It returns a value or
   * `undefined`. 0.3.1 makes no promise about when it is called or what
   * `undefined` means, so the hook is not meant for application use.
   *
   * @defaultValue `undefined`
   */
  notClonableExt?: <T extends object>(obj: T) => T | undefined;
}

// Item path helpers and small utilities.

import type * as internal from './helpers';

/**
 * Builds an item path from its parts.
 *
 * @remarks
 * Paths have the form `/type/repo/item`, with an optional fourth part.
 * Parts may only use lowercase letters `a-z`, digits, `-` and `_`.
 *
 * @typeParam T - The repository type, such as `'data'` or `'user'`.
 * @param type - The repository type.
 * @param repo - The repository id.
 * @param item - The item key.
 * @param embed - An optional fourth part. An empty string is ignored.
 * @returns The path, `/type/repo/item` or `/type/repo/item/embed`.
 *
 * @example
 * ```ts
 * import {itemPath} from 'ibexdb';
 *
 * console.log(itemPath('data', 'tasks', 'first')); // '/data/tasks/first'
 * ```
 *
 * @see {@link itemPathGetPart}
 * @see {@link itemPathIsValid}
 */
export declare function itemPath<T extends string>(
  type: T,
  repo: string,
  item: string,
  embed?: string,
): string;

/**
 * Reads one part of an item path.
 *
 * @typeParam T - The type to return the part as.
 * @param path - The item path.
 * @param part - The part to read.
 * @returns The part, or `undefined` when the path is too short to have it.
 *
 * @example
 * ```ts
 * import {itemPathGetPart} from 'ibexdb';
 *
 * console.log(itemPathGetPart('/data/tasks/first', 'repo')); // 'tasks'
 * console.log(itemPathGetPart('/data/tasks', 'item')); // undefined
 * ```
 *
 * @see {@link itemPath}
 */
export declare function itemPathGetPart<T extends string>(
  path: string,
  part: 'type' | 'repo' | 'item' | 'embed',
): T | undefined;
/**
 * Returns `undefined` when the path is `undefined`.
 *
 * @param path - `undefined`.
 */
export declare function itemPathGetPart<T extends string>(
  path: undefined,
  part: 'type' | 'repo' | 'item' | 'embed',
): undefined;
/**
 * Accepts a path that may be `undefined`; an `undefined` path gives
 * `undefined`.
 *
 * @param path - The item path, or `undefined`.
 */
export declare function itemPathGetPart<T extends string>(
  path: string | undefined,
  part: 'type' | 'repo' | 'item' | 'embed',
): T | undefined;

/**
 * Returns the repository id, `/type/repo`, of a path.
 *
 * @param path - An item or repository path. It is normalized first.
 * @returns The repository id.
 * @throws An error when the path has no type or no repository part.
 *
 * @example
 * ```ts
 * import {itemPathGetRepoId} from 'ibexdb';
 *
 * console.log(itemPathGetRepoId('/data/tasks/first')); // '/data/tasks'
 * ```
 *
 * @see {@link itemPathNormalize}
 */
export declare function itemPathGetRepoId(path: string): string;

/**
 * Checks a path against the path grammar.
 *
 * @param path - The path to check.
 * @returns `true` when the path is non-empty, starts with `/`, uses only
 * `a-z`, `0-9`, `-` and `_` between the separators, and has at most four
 * `/` separators. Uppercase letters make a path invalid.
 *
 * @example
 * ```ts
 * import {itemPathIsValid} from 'ibexdb';
 *
 * console.log(itemPathIsValid('/data/tasks/first')); // true
 * console.log(itemPathIsValid('/data/Tasks')); // false
 * ```
 *
 * @see {@link itemPathNormalize}
 */
export declare function itemPathIsValid(path: string): boolean;

/**
 * Joins two path pieces with exactly one `/` between them.
 *
 * @param prefix - The first piece.
 * @param suffix - The second piece.
 * @returns The joined path.
 *
 * @example
 * ```ts
 * import {itemPathJoin} from 'ibexdb';
 *
 * console.log(itemPathJoin('/data/tasks/', '/first')); // '/data/tasks/first'
 * ```
 *
 * @see {@link itemPath}
 */
export declare function itemPathJoin(prefix: string, suffix: string): string;

/**
 * Brings a path into its canonical form: a leading `/`, the right number of
 * parts and no trailing `/`.
 *
 * @remarks
 * A path that is already valid is returned quickly as it is.
 *
 * In 0.3.1, a repository path given without its leading `/` can come back
 * with a trailing `/` (a [known defect](/docs/faq#known-defects)): write
 * paths with their leading `/`.
 *
 * @param path - The path to normalize.
 * @returns The normalized path.
 *
 * @example
 * ```ts
 * import {itemPathNormalize} from 'ibexdb';
 *
 * console.log(itemPathNormalize('data/tasks/first')); // '/data/tasks/first'
 * ```
 *
 * @see {@link itemPathIsValid}
 */
export declare function itemPathNormalize(path: string): string;

/**
 * Trims, lowercases and checks an email address.
 *
 * @remarks
 * The address is checked against a simple pattern only. Test the result
 * before using it: an empty or invalid address gives `undefined`, although
 * this signature's return type is `string`.
 *
 * @param email - The address.
 * @returns The normalized address, or `undefined` when it is empty or
 * invalid.
 *
 * @example
 * ```ts
 * import {normalizeEmail} from 'ibexdb';
 *
 * console.log(normalizeEmail('  Ada@Example.COM ')); // 'ada@example.com'
 * const email = normalizeEmail('not an email');
 * if (!email) {
 *   console.log('invalid address');
 * }
 * ```
 */
export declare function normalizeEmail(email: string): string;
/**
 * Returns `undefined` when the address is `undefined`.
 *
 * @param email - `undefined`.
 */
export declare function normalizeEmail(email: undefined): undefined;
/**
 * Accepts an address that may be `undefined`; an `undefined` address gives
 * `undefined`.
 *
 * @param email - The address, or `undefined`.
 */
export declare function normalizeEmail(email: string | undefined): string | undefined;

/**
 * Formats a value as JSON indented by two spaces.
 *
 * @param o - A JSON value: a string, a number, a boolean, `null`, or an
 * array or object made of such values. When it has a `toJSON()` method,
 * its result is formatted instead.
 * @returns The JSON text.
 *
 * @example
 * ```ts
 * import {prettyJSON} from 'ibexdb';
 *
 * console.log(prettyJSON({name: 'tasks', count: 3}));
 * ```
 */
export declare function prettyJSON(o: internal.ReadonlyJSONValue): string;

/**
 * Generates a random id made of `a-z` and `0-9`, safe in URLs and item
 * paths.
 *
 * @remarks
 * With the default length there are 36^24, about 2.2 × 10^37, possible
 * ids. The id comes from `Math.random` and is not cryptographically
 * secure; do not use it as a secret.
 *
 * @param length - The number of characters. Defaults to 24.
 * @returns The id.
 *
 * @example
 * ```ts
 * import {itemPath, uniqueId} from 'ibexdb';
 *
 * const path = itemPath('data', 'tasks', uniqueId());
 * const shortId = uniqueId(8);
 * console.log(path, shortId);
 * ```
 */
export declare function uniqueId(length?: number): string;

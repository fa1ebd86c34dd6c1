// Order stamps: strings whose lexicographic order is the list order.

/**
 * Order stamps: strings that keep a list's order under plain lexicographic
 * sorting.
 *
 * @remarks
 * Give each item a `string` field holding its stamp, sort a query by that
 * field, and move an item by giving it a new stamp between its new
 * neighbours. Inserting, moving or deleting an item changes only that
 * item's stamp, concurrent writers do not clash, and any filtered subset
 * sorted by stamp keeps the global order. To order one item in several
 * lists, keep a `map` field from list id to stamp.
 *
 * Stamps use character codes 1 to 253.
 *
 * @example
 * ```ts
 * import {Orderstamp} from 'ibexdb';
 *
 * const first = Orderstamp.start();
 * const last = Orderstamp.end();
 * const middle = Orderstamp.between(first, last);
 * console.log([last, middle, first].sort()); // [first, middle, last]
 * ```
 */
export declare namespace Orderstamp {
  /**
   * Creates a stamp that sorts before the stamps created so far, to put an
   * item at the head of a list.
   *
   * @remarks
   * It is derived from a high-resolution timestamp, so calling it many
   * times is safe.
   *
   * @returns The stamp.
   *
   * @example
   * ```ts
   * import {Orderstamp} from 'ibexdb';
   *
   * const head = Orderstamp.start();
   * console.log(head < Orderstamp.end()); // true
   * ```
   *
   * @see {@link Orderstamp.end}
   */
  export function start(): string;
  /**
   * Creates a stamp that sorts after the stamps created so far, to put an
   * item at the tail of a list.
   *
   * @remarks
   * It is derived from a high-resolution timestamp, so calling it many
   * times is safe. It makes a good default for a new item's stamp field.
   *
   * @returns The stamp.
   *
   * @example
   * ```ts
   * import {Orderstamp} from 'ibexdb';
   *
   * export const kSchemaCard = {
   *   ns: 'card',
   *   version: 1,
   *   fields: {
   *     title: {type: 'string', required: true},
   *     orderStamp: {type: 'string', default: () => Orderstamp.end()},
   *   },
   * } as const;
   * ```
   *
   * @see {@link Orderstamp.start}
   */
  export function end(): string;
  /**
   * Encodes a number as a stamp, so that stamps sort like the numbers they
   * encode.
   *
   * @param value - The number to encode.
   * @param key - A suffix that makes the stamp unique. Defaults to 16
   * random characters.
   * @returns The stamp.
   *
   * @example
   * ```ts
   * import {Orderstamp} from 'ibexdb';
   *
   * const stamps = [3, -1, 20].map((n) => Orderstamp.from(n, `item${n}`));
   * console.log(stamps.sort()); // ordered -1, 3, 20
   * ```
   */
  export function from(value: number, key?: string): string;
  /**
   * Creates a stamp that sorts strictly between two others.
   *
   * @remarks
   * The arguments may come in either order. A random 16-character suffix
   * keeps stamps made concurrently for the same gap apart.
   *
   * @param prev - One neighbour's stamp.
   * @param next - The other neighbour's stamp.
   * @returns A stamp between the two.
   * @throws An error when both stamps are equal.
   *
   * @example
   * ```ts
   * import {Orderstamp} from 'ibexdb';
   *
   * const a = Orderstamp.start();
   * const b = Orderstamp.end();
   * const c = Orderstamp.between(a, b);
   * console.log(a < c && c < b); // true
   * ```
   */
  export function between(prev: string, next: string): string;
}

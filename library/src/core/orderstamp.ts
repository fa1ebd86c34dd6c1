// Order stamps: strings whose lexicographic order is the list order.

/**
 * Order stamps: strings that keep a list's order under plain lexicographic
 * sorting.
 *
 * @remarks
 * Give each item a `string` field holding its stamp, sort a query by that
 * field, and move an item by giving it a new stamp between its new
 * neighbours. Inserting, moving or deleting an item changes only that
 * item's stamp, stamps work with concurrent writers and with ordinary
 * string indexes, and any filtered subset sorted by stamp keeps the global
 * order. To order one item in several lists, keep a `map` field from list
 * id to stamp.
 *
 * Stamps use character codes 1 to 253.
 *
 * @example
 * ```ts
 * import {Orderstamp} from 'ibexdb';
 *
 * const first = Orderstamp.from(1);
 * const last = Orderstamp.from(2);
 * const middle = Orderstamp.between(first, last);
 * console.log([last, middle, first].sort()); // [first, middle, last]
 * ```
 */
export declare namespace Orderstamp {
  /**
   * Creates a stamp meant for the head of a list.
   *
   * @remarks
   * The stamp is derived from the negative of a high-resolution
   * (performance) timestamp, and calling it many times is safe. 0.3.1 makes
   * no promise about how it orders against stamps made on other devices,
   * before a page reload or restart, or by {@link Orderstamp.from} and
   * {@link Orderstamp.between}: don't rely on it landing before every
   * existing stamp. When the position matters, compare the stamps: they
   * sort as plain strings.
   *
   * @returns The stamp.
   *
   * @example
   * ```ts
   * import {DataRegistry, Orderstamp, type IbexDB} from 'ibexdb';
   *
   * const kSchemaCard = {
   *   ns: 'card',
   *   version: 1,
   *   fields: {title: {type: 'string', required: true}, orderStamp: {type: 'string'}},
   * } as const;
   * DataRegistry.default.registerSchema(kSchemaCard);
   *
   * // Puts a card at the head of the signed-in user's own board, /data/<owner>,
   * // which a rule opens to its owner only (as the tutorial's rule does).
   * export async function addUrgentCard(db: IbexDB): Promise<void> {
   *   const owner = db.currentUser?.key;
   *   if (owner === undefined) throw new Error('Sign in first, with db.loginWithMagicLinkEmail.');
   *   await db.open(`/data/${owner}`); // a first open waits for one full sync
   *   db.create(`/data/${owner}`, kSchemaCard, {title: 'Urgent', orderStamp: Orderstamp.start()});
   * }
   * ```
   *
   * @see {@link Orderstamp.end}
   */
  export function start(): string;
  /**
   * Creates a stamp meant for the tail of a list.
   *
   * @remarks
   * The stamp is derived from a high-resolution (performance) timestamp,
   * and calling it many times is safe. It makes a good default for a new
   * item's stamp field. 0.3.1 makes no promise about how it orders against
   * stamps made on other devices, before a page reload or restart, or by
   * {@link Orderstamp.from} and {@link Orderstamp.between}: don't rely on it
   * landing after every existing stamp. When the position matters,
   * compare the stamps: they sort as plain strings.
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
   * @param key - A suffix added to the stamp. Defaults to 16 random
   * characters.
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
   * The arguments may come in either order. The stamp ends with a random
   * 16-character suffix.
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
   * const a = Orderstamp.from(1);
   * const b = Orderstamp.from(2);
   * const c = Orderstamp.between(b, a);
   * console.log(a < c && c < b); // true
   * ```
   */
  export function between(prev: string, next: string): string;
}

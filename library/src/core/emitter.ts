// The typed event emitter that IbexDB, ManagedItem, Query and Repository
// extend.

import type * as internal from './helpers';

/**
 * The lifecycle event names every emitter accepts besides its own.
 */
type EmitterEvent = 'suspended' | 'resumed';

/**
 * A small typed event emitter, the base class of {@link IbexDB},
 * {@link ManagedItem}, {@link Query} and {@link Repository}.
 *
 * @remarks
 * An emitter is active while at least one listener is attached. Attaching
 * the first listener calls the protected `resume()` hook; removing the
 * last one calls the protected `suspend()` hook. Queries use this to start
 * scanning only once someone listens. An emitter created with
 * `alwaysActive` stays active with no listeners. Every emitter also
 * accepts the lifecycle event names `resumed` and `suspended`. 0.3.1 makes
 * no promise about when they are emitted, so don't listen for them: a
 * subclass that must know overrides the protected `resume()` and
 * `suspend()` hooks.
 *
 * Attaching the same callback twice for the same event has no effect.
 * Listener arguments depend on the event, and the type of `attach` does
 * not check them: type the listener's parameters as the event's entry
 * documents them (for example `change` on {@link ManagedItem},
 * `DocumentChanged` on {@link Query} and {@link Repository}).
 *
 * 0.3.1 makes no promise about what a listener that throws does to the
 * listeners after it: catch errors inside your listeners. Detach a
 * listener when the code that attached it is done, or it stays alive, with
 * everything it refers to, as long as the emitter.
 *
 * In 0.3.1, {@link Emitter.detach} and the function {@link Emitter.attach}
 * returns remove a listener only when it is the last one of its event (a
 * [known defect](/docs/faq#known-defects)). On an emitter that other code
 * listens to as well, such as a {@link ManagedItem} that a React hook
 * follows, guard your listener with a flag of your own and clear the flag
 * when you detach.
 *
 * @typeParam T - The names of the events this emitter sends.
 *
 * @example
 * ```ts title="saves.ts"
 * import {Emitter} from 'ibexdb';
 *
 * // An emitter of your own, for the events of a module of your app.
 * export const saves = new Emitter<'saved' | 'failed'>();
 * const stop = saves.attach('saved', (path: string) => console.log('saved', path));
 * saves.emit('saved', '/data/notes/first');
 * stop();
 * ```
 */
export declare class Emitter<T extends string> {
  /**
   * Creates an emitter.
   *
   * @param delayedEmissionTimerConstructor - Builds a timer that delays
   * delivery. When given, emitted events are queued and delivered together
   * when the timer fires. Without it, events are delivered at once.
   * @param alwaysActive - Keep the emitter active even with no listeners.
   * Defaults to `false`.
   */
  constructor(
    delayedEmissionTimerConstructor?: (callback: () => void) => internal.Timer,
    alwaysActive?: boolean,
  );
  /**
   * Whether the emitter stays active with no listeners.
   *
   * @defaultValue `false`
   */
  readonly alwaysActive: boolean;
  /**
   * `true` while at least one listener is attached, or always when
   * {@link ibexdb!Emitter.alwaysActive | Emitter.alwaysActive} is set.
   */
  get isActive(): boolean;
  /**
   * Sends an event to its listeners. Nothing happens while the emitter is
   * muted.
   *
   * @typeParam E - The event name.
   * @param e - The event name.
   * @param args - The arguments passed to each listener.
   *
   * @example
   * ```ts partial
   * import {saves} from './saves';
   * saves.emit('failed', '/data/notes/first', new Error('disk full'));
   * ```
   */
  emit<E extends T | EmitterEvent>(e: E, ...args: unknown[]): void;
  /**
   * Adds a listener for an event.
   *
   * @typeParam C - The listener's function type.
   * @typeParam E - The event name.
   * @param e - The event name.
   * @param c - The listener.
   * @returns A function that removes the listener again. In 0.3.1 it
   * removes it only when no other listener of the event is left (a
   * [known defect](/docs/faq#known-defects)): see the class remarks.
   *
   * @example
   * ```ts partial
   * import {saves} from './saves';
   * const stop = saves.attach('failed', (path: string, error: Error) => console.error(path, error));
   * // Later, when this code no longer needs the events:
   * stop();
   * ```
   */
  attach<C extends (...args: never[]) => unknown, E extends T | EmitterEvent>(e: E, c: C): () => void;
  /**
   * Removes a listener from an event.
   *
   * @typeParam C - The listener's function type.
   * @typeParam E - The event name.
   * @param e - The event name.
   * @param c - The listener that was attached: the same function, not a
   * copy of it.
   *
   * @remarks
   * In 0.3.1 it removes the listener only when no other listener of the
   * event is left (a [known defect](/docs/faq#known-defects)): where other
   * listeners may exist, guard yours with a flag, as the class remarks say.
   *
   * @example
   * ```ts partial
   * import {saves} from './saves';
   * const onSaved = (path: string) => console.log('saved', path);
   * saves.attach('saved', onSaved);
   * saves.detach('saved', onSaved);
   * ```
   */
  detach<C extends (...args: never[]) => unknown, E extends T | EmitterEvent>(e: E, c: C): void;
  /**
   * Removes every listener of one event, or of all events.
   *
   * @typeParam E - The event name.
   * @param e - The event name. Leave it out to clear every event.
   *
   * @remarks
   * It removes listeners that other code attached too. On an emitter that
   * IbexDB gives you, such as a {@link ManagedItem} or a {@link Query},
   * remove only your own listeners, with the function `attach` returned.
   *
   * @example
   * ```ts partial
   * import {saves} from './saves';
   * saves.detachAll('failed');
   * ```
   */
  detachAll<E extends T | EmitterEvent>(e?: E): void;
  /**
   * Adds a listener that runs on the next emission of an event only.
   *
   * @typeParam C - The listener's function type.
   * @typeParam E - The event name.
   * @param e - The event name.
   * @param c - The listener.
   * @returns A function that removes the listener before it runs, with the
   * same [known defect](/docs/faq#known-defects) in 0.3.1 as the one
   * {@link Emitter.attach} returns.
   *
   * @example
   * ```ts partial
   * import {saves} from './saves';
   * saves.once('saved', (path: string) => console.log('first save:', path));
   * ```
   */
  once<C extends (...args: never[]) => unknown, E extends T | EmitterEvent>(e: E, c: C): () => void;
  /**
   * Stops delivering events until {@link Emitter.unmute} is called. Events
   * emitted meanwhile are dropped, not delivered later.
   *
   * @example
   * ```ts partial
   * import {saves} from './saves';
   * saves.mute();
   * saves.emit('saved', '/data/notes/draft'); // dropped
   * saves.unmute();
   * ```
   */
  mute(): void;
  /**
   * Resumes delivering events after {@link Emitter.mute}. Events emitted
   * while it was muted stay dropped.
   *
   * @example
   * ```ts partial
   * import {saves} from './saves';
   * saves.unmute();
   * ```
   */
  unmute(): void;
  /**
   * Runs when the last listener is removed. Subclasses override it to
   * release resources.
   */
  protected suspend(): void;
  /**
   * Runs when the first listener is attached. Subclasses override it to
   * start work.
   */
  protected resume(): void;
}

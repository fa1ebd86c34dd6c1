// Log streams: the interface and the two built-in implementations.

import type * as internal from './helpers';

/**
 * A destination for log entries. Implement it to send logs anywhere.
 *
 * @remarks
 * Entries arrive already stamped with their severity code, a timestamp and
 * an id. Severity filtering happens in the logger before entries reach the
 * streams. On a server, pass your streams in the `logStreams` option.
 *
 * @example
 * ```ts
 * import type {LogStream} from 'ibexdb';
 *
 * export const errorsOnly: LogStream = {
 *   appendEntry(entry) {
 *     if (entry.severityCode >= 500) {
 *       console.error(entry.message ?? entry.severity);
 *     }
 *   },
 * };
 * ```
 *
 * @see {@link ConsoleLogStream}
 * @see {@link JSONLogStream}
 */
export interface LogStream {
  /**
   * Receives one log entry.
   *
   * @param e - The entry.
   * @returns Nothing, or a promise when writing is asynchronous.
   */
  appendEntry(e: internal.NormalizedLogEntry): void | Promise<void>;
}

/**
 * A log stream that prints entries to the console. It is the default
 * stream. A server created without the `logStreams` option removes it, so
 * pass `[new ConsoleLogStream()]` there to keep console logging.
 *
 * @remarks
 * The console method depends on the severity:
 *
 * | Severity | Method |
 * | --- | --- |
 * | `EMERGENCY`, `ALERT`, `CRITICAL`, `ERROR` | `console.error` |
 * | `WARNING`, `NOTICE` | `console.warn` |
 * | `INFO`, `DEFAULT` | `console.log` |
 * | `DEBUG`, `METRIC`, `EVENT` | `console.debug` |
 *
 * Each line shows the ISO timestamp in brackets and the message, followed
 * by the whole entry as indented JSON.
 *
 * @example
 * ```ts
 * import {ConsoleLogStream, type LogStream} from 'ibexdb';
 *
 * // For a server's `logStreams` option: a server given none logs nothing.
 * export const logStreams: LogStream[] = [new ConsoleLogStream()];
 * ```
 *
 * @see {@link LogStream}
 */
export declare class ConsoleLogStream implements LogStream {
  /**
   * Creates a console stream.
   *
   * @param severity - The lowest severity to print, as a name or as a
   * numeric code (for example 400 for `WARNING`). Defaults to `'DEFAULT'`,
   * which prints everything. In 0.3.1 it filters nothing (a
   * [known defect](/docs/faq#known-defects)): to drop entries, pass a
   * {@link LogStream} of your own that checks `severityCode`.
   */
  constructor(severity?: internal.Severity | number);
  /**
   * The lowest severity this stream prints. In 0.3.1 it is stored but
   * filters nothing (a [known defect](/docs/faq#known-defects)).
   *
   * @defaultValue `'DEFAULT'`
   */
  severity: internal.Severity;
  /**
   * Prints one entry, if its severity is at least
   * {@link ConsoleLogStream.severity}.
   *
   * @param e - The entry.
   */
  appendEntry(e: internal.NormalizedLogEntry): void;
}

/**
 * A log stream that appends entries to a JSON Lines file, optionally
 * keeping only a sample of them.
 *
 * @remarks
 * The file opens on the first entry. Do not rely on the stream to close
 * an idle file by itself: call {@link JSONLogStream.close} to flush at
 * once, to release the file handle, and on shutdown.
 *
 * @example
 * ```ts
 * import {JSONLogStream} from 'ibexdb';
 *
 * // Keep about one entry in ten; pass the stream in a server's `logStreams`.
 * const stream = new JSONLogStream('/var/log/app/events.jsonl', 10);
 * // On shutdown:
 * await stream.close();
 * ```
 *
 * @see {@link LogStream}
 */
export declare class JSONLogStream implements LogStream {
  /**
   * Creates a file stream.
   *
   * @param path - The path of the log file.
   * @param throttleRate - Keep about one entry in this many. Defaults to
   * 1, which keeps every entry.
   */
  constructor(path: string, throttleRate?: number);
  /**
   * The path of the log file.
   */
  readonly path: string;
  /**
   * Keep about one entry in this many.
   *
   * @defaultValue `1`
   */
  readonly throttleRate: number;
  /**
   * Appends one entry to the file, unless sampling drops it.
   *
   * @param e - The entry.
   * @returns A promise. 0.3.1 makes no promise that it resolves only once
   * the entry is in the file: when every entry must be on disk, await
   * {@link JSONLogStream.close}, which flushes them.
   */
  appendEntry(e: internal.NormalizedLogEntry): Promise<void>;
  /**
   * Flushes pending entries and closes the file.
   *
   * @returns A promise that resolves once the file is closed.
   */
  close(): Promise<void>;
}

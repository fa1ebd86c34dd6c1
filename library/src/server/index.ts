/**
 * The IbexDB server and build tools: the HTTP {@link Server}, which hosts
 * one database per organization; the live-reloading
 * {@link startDebugServer}; and {@link compile}, which turns an app into
 * one executable.
 *
 * @remarks
 * Import from `'ibexdb/server'`. The server runs on Deno, and
 * experimentally on Node.js; {@link compile} and {@link startDebugServer}
 * need Deno.
 *
 * @example
 * ```ts
 * import {startDebugServer} from 'ibexdb/server';
 *
 * await startDebugServer({
 *   path: 'server-data',
 *   buildDir: 'build',
 *   jsPath: 'client/index.tsx',
 *   htmlPath: 'client/index.html',
 *   cssPath: 'client/index.css',
 *   assetsPath: 'client/assets',
 *   watchDir: '.',
 * });
 * ```
 *
 * @packageDocumentation
 * @module ibexdb/server
 */

import type {
  AppConfig,
  BuildInfo,
  DBInstanceConfig,
  IbexDB,
  LogStream,
  ManagedItem,
  ReadonlyJSONObject,
  Schema,
} from 'ibexdb';
import type * as internal from '../core/helpers';

export type { AppConfig } from 'ibexdb';

/**
 * One static file the server can send.
 */
interface StaticAsset {
  /**
   * The file's bytes.
   */
  data: Uint8Array;
  /**
   * The file's MIME type, sent as the `Content-Type` header.
   */
  contentType: string;
}

/**
 * The request wrapper endpoints and middlewares receive. It gives Deno and
 * Node.js requests one shape.
 */
interface IbexRequest {
  /**
   * The full request URL.
   */
  readonly url: string;
  /**
   * The HTTP method, such as `'GET'`.
   */
  readonly method: string;
  /**
   * The request headers.
   */
  readonly headers: Headers;
  /**
   * The request body, or `null` when there is none.
   */
  readonly body: ReadableStream<Uint8Array> | null;
}

/**
 * Connection details of a request.
 */
interface ServeHandlerInfo {
  /**
   * The address of the client.
   */
  remoteAddr: {
    /**
     * The client's host name or IP address.
     */
    hostname: string;
  };
  /**
   * Resolves when the response has been sent.
   */
  completed: Promise<void>;
}

/**
 * The email settings of a server.
 */
interface EmailConfig {
  /**
   * The sender address of outgoing emails.
   */
  from: string;
  /**
   * Builds each message.
   *
   * @defaultValue `undefined` (the built-in login email is used)
   */
  builder?: EmailBuilder;
  /**
   * Send emails from development machines too. 0.3.1 makes no promise
   * about how a development machine is recognized: in development, log in
   * with addresses you own. A debug build prints the login link either way.
   *
   * @defaultValue `false`
   */
  debugEmails?: boolean;
  /**
   * The `Sender` address, when it differs from `from`.
   */
  sender?: string;
  /**
   * Addresses that receive a copy of every email.
   */
  cc?: string | string[];
  /**
   * Addresses that receive a hidden copy of every email.
   */
  bcc?: string | string[];
  /**
   * The address replies go to.
   */
  replyTo?: string;
  /**
   * The mail transport settings: NodeMailer SMTP options (such as `host`,
   * `port` and `auth`) or Amazon SES options.
   */
  [transportOption: string]: unknown;
}

/**
 * An outgoing email, as an {@link EmailBuilder} returns it.
 */
interface EmailMessage {
  /**
   * The recipient's address.
   */
  to: string;
  /**
   * The subject line.
   */
  subject: string;
  /**
   * The plain-text body.
   */
  text?: string;
  /**
   * The HTML body.
   */
  html?: string;
  /**
   * The kind of email, from {@link EmailInfo}.
   */
  type?: EmailInfo['type'];
  /**
   * Any other NodeMailer message option, such as `attachments`.
   */
  [option: string]: unknown;
}

/**
 * The target operating system of {@link compile}.
 *
 * @remarks
 * It is the `os` option of {@link ExecutableOptions} (and so of
 * {@link CompileOptions}); leave it out to build for the build machine's
 * system. `mac` and `linux` build for `x64` and `arm64`, `windows` for
 * `x64` only: `windows` with `arm64` throws. The executable's file name ends
 * in `-<os>-<arch>`.
 *
 * @example
 * ```ts
 * import type {CpuArch, ExecutableOptions, TargetOS} from 'ibexdb/server';
 *
 * const targets: [TargetOS, CpuArch][] = [['linux', 'x64'], ['linux', 'arm64'], ['mac', 'arm64'], ['windows', 'x64']];
 * export const builds: ExecutableOptions[] = targets.map(([os, arch]) => ({serverEntry: 'server/server.ts', os, arch}));
 * ```
 *
 * @see {@link CpuArch}
 * @see {@link compile}
 */
export type TargetOS = 'mac' | 'linux' | 'windows';

/**
 * The target CPU architecture of {@link compile}: `x64` for 64-bit Intel
 * and AMD processors, `arm64` for Apple Silicon and ARM servers.
 *
 * @remarks
 * It is the `arch` option of {@link ExecutableOptions} (and so of
 * {@link CompileOptions}); leave it out to build for the build machine's
 * architecture. Every {@link TargetOS} supports `x64`; `windows` does not
 * support `arm64`.
 *
 * @example
 * ```ts
 * import {compile, type CpuArch} from 'ibexdb/server';
 *
 * const arch: CpuArch = 'arm64'; // for example, an ARM cloud server
 * await compile({serverEntry: 'server/server.ts', buildDir: 'build', jsPath: 'client/index.tsx', os: 'linux', arch});
 * ```
 *
 * @see {@link TargetOS}
 * @see {@link compile}
 */
export type CpuArch = 'x64' | 'arm64';

/**
 * The executable part of the {@link compile} options: the server entry and
 * the target platform.
 *
 * @remarks
 * Supported targets: `mac` and `linux` on `x64` or `arm64`, and `windows`
 * on `x64`.
 *
 * @example
 * ```ts
 * import type {ExecutableOptions} from 'ibexdb/server';
 *
 * export const target: ExecutableOptions = {
 *   serverEntry: 'server/server.ts',
 *   outputName: 'tasks',
 *   os: 'linux',
 *   arch: 'arm64',
 * };
 * ```
 *
 * @see {@link CompileOptions}
 */
export type ExecutableOptions = {
  /**
   * The server's entry file.
   */
  serverEntry: string;
  /**
   * The prefix of the executable's file name. The file is written to the
   * build directory as `<outputName>-<os>-<arch>`.
   *
   * @defaultValue `'app'`
   */
  outputName?: string;
  /**
   * The operating system to build for.
   *
   * @defaultValue `undefined` (the operating system of the build machine)
   */
  os?: TargetOS;
  /**
   * The CPU architecture to build for.
   *
   * @defaultValue `undefined` (the architecture of the build machine)
   */
  arch?: CpuArch;
};

/**
 * All the inputs of {@link compile}: the executable target plus the app's
 * build inputs.
 *
 * @example
 * ```ts
 * import type {CompileOptions} from 'ibexdb/server';
 *
 * export const options: CompileOptions = {
 *   serverEntry: 'server/server.ts',
 *   buildDir: 'build',
 *   jsPath: 'client/index.tsx',
 *   htmlPath: 'client/index.html',
 *   cssPath: 'client/index.css',
 *   assetsPath: 'client/assets',
 *   os: 'linux',
 *   arch: 'x64',
 * };
 * ```
 *
 * @see {@link ExecutableOptions}
 * @see {@link AppConfig}
 */
export type CompileOptions = ExecutableOptions & AppConfig;

/**
 * Maps organization ids to URLs and back, so one server can host several
 * organizations (tenants).
 *
 * @remarks
 * The server calls `resolveDomain` with the full URL of every request to
 * pick the organization; a request whose organization is unknown gets 404.
 * Organization ids become directory names under the server's `path`, so
 * accept only ids you expect. 0.3.1 makes no promise about which returned
 * value counts as unknown: the example returns `''` for other hosts;
 * check that such a request gets 404 before you deploy.
 *
 * @example
 * ```ts
 * import type {DomainConfig} from 'ibexdb/server';
 *
 * // acme.example.com serves the organization "acme".
 * const tenants = new Set(['acme', 'umbrella']);
 *
 * export const domain: DomainConfig = {
 *   resolveOrg: (orgId) => `https://${orgId}.example.com`,
 *   resolveDomain: (url) => {
 *     const orgId = new URL(url).hostname.split('.')[0];
 *     return tenants.has(orgId) ? orgId : '';
 *   },
 * };
 * ```
 *
 * @see {@link ServerOptions}
 */
export type DomainConfig = {
  /**
   * Returns the fully qualified URL of an organization.
   */
  resolveOrg: (orgId: string) => string;
  /**
   * Returns the organization id that serves a request URL or domain.
   */
  resolveDomain: (domain: string) => string;
};

/**
 * The emails a server sends. Currently there is one kind: the magic-link
 * login email.
 *
 * @remarks
 * An {@link EmailBuilder} receives it and turns it into a message, and
 * {@link ServerServices}' `email.send` takes one. Switch on `type`, so that
 * a builder stays correct when more kinds are added.
 *
 * @example
 * ```ts
 * import type {EmailInfo} from 'ibexdb/server';
 *
 * export function subjectFor(info: EmailInfo): string {
 *   switch (info.type) {
 *     case 'Login':
 *       return 'Your sign-in link';
 *   }
 * }
 * ```
 *
 * @see {@link EmailBuilder}
 */
export type EmailInfo = {
  /**
   * The kind of email.
   */
  type: 'Login';
  /**
   * The temporary login link (`/auth/temp-login?t=<token>`). 0.3.1 makes
   * no promise about how long it stays valid or whether it works more than
   * once: treat it as a password, and send it to its recipient only.
   */
  magicLink: string;
  /**
   * The recipient's address.
   */
  to: string;
};

/**
 * Builds an outgoing email (subject, text, HTML and recipient) for an
 * email event.
 *
 * @remarks
 * Set your own builder in the server's `emailConfig.builder`. The default
 * builder writes a login email with the subject "Login to" and the app name,
 * and puts the magic link in both the text and the HTML body.
 *
 * @param info - The email to send.
 * @param config - The server's options, for example to read `appName`.
 * @returns The message to send.
 *
 * @example
 * ```ts
 * import type {EmailBuilder} from 'ibexdb/server';
 *
 * export const loginEmail: EmailBuilder = (info, config) => ({
 *   to: info.to,
 *   subject: `Sign in to ${config.appName ?? 'our app'}`,
 *   text: `Open this link to sign in: ${info.magicLink}`,
 *   html: `<p><a href="${info.magicLink}">Sign in</a></p>`,
 * });
 * ```
 *
 * @see {@link EmailInfo}
 * @see {@link ServerOptions}
 */
export type EmailBuilder = (info: EmailInfo, config: ServerOptions<Schema>) => EmailMessage;

/**
 * The configuration of a {@link Server}: the database settings plus HTTP,
 * email, TLS and organization options.
 *
 * @remarks
 * It extends {@link ibexdb!DBInstanceConfig | DBInstanceConfig}; every
 * organization gets its own database in the sub-directory
 * `<path>/<orgId>`. Magic-link login needs `fetchUserByEmail`: without it
 * the server refuses login requests. Sending the login email needs
 * `emailConfig`. A debug build (one served by {@link startDebugServer})
 * also prints the login link, and copies it to the clipboard when it can;
 * on a development machine no email is sent unless
 * `emailConfig.debugEmails` is `true`.
 *
 * The `fetchUserByEmail` hook in the example finds the user whose `email`
 * field matches the address, or creates one. Creating users on first login
 * means that anyone who receives email at an address can log in as its
 * user: a logged-in session proves an address, nothing more, so your
 * authorization rules decide what each user may read and write.
 *
 * The hook's query has the same configuration on every call, so every call
 * gets the same cached live query. A new user gets a generated key, not the
 * address: the user's key becomes the session's `owner` and appears in
 * paths such as `/data/<owner>`, so a generated key keeps the address out
 * of them and lets a user change address later. 0.3.1 makes no promise
 * about how soon a query lists a new item, so `created` remembers the users
 * this process created. That prevents duplicates within one server process
 * only; with several server processes, decide sign-up in one place. Do not
 * use `db.item(path)` to find or create a user: it creates nothing.
 *
 * Leave out `logStreams` and the server turns console logging off; pass
 * `[new ConsoleLogStream()]` to keep it.
 *
 * @typeParam US - The schema of user items in `/sys/users`.
 *
 * @example
 * ```ts
 * import {
 *   ConsoleLogStream,
 *   DataRegistry,
 *   normalizeEmail,
 *   type BuildInfo,
 *   type IbexDB,
 *   type ManagedItem,
 * } from 'ibexdb';
 * import type {ServerOptions} from 'ibexdb/server';
 *
 * const userSchema = {ns: 'user', version: 1, fields: {email: {type: 'string', required: true}}} as const;
 * type UserSchema = typeof userSchema;
 * DataRegistry.default.registerSchema(userSchema);
 *
 * // Users this process created that the query may not list yet, by organization and address.
 * const created = new Map<string, ManagedItem<UserSchema>>();
 *
 * export async function fetchUserByEmail(
 *   db: IbexDB<UserSchema>,
 *   email: string,
 * ): Promise<ManagedItem<UserSchema> | undefined> {
 *   const address = normalizeEmail(email);
 *   if (!address) return undefined;
 *   const users = db.query({source: '/sys/users', schema: userSchema, sortBy: 'email'});
 *   await users.loadingFinished();
 *   const key = `${db.orgId}/${address}`;
 *   const listed = users.find('email', address);
 *   if (listed) {
 *     created.delete(key);
 *     return listed;
 *   }
 *   const user = created.get(key) ?? db.create('/sys/users', userSchema, {email: address});
 *   created.set(key, user);
 *   return user;
 * }
 *
 * declare const buildInfo: BuildInfo;
 *
 * export const options: ServerOptions<UserSchema> = {
 *   path: '/srv/tasks-data',
 *   buildInfo,
 *   domain: {resolveOrg: () => 'https://tasks.example.com', resolveDomain: () => 'localhost'},
 *   logStreams: [new ConsoleLogStream()], // without it, the server logs nothing
 *   emailConfig: {from: 'login@example.com', host: 'smtp.example.com', port: 587},
 *   fetchUserByEmail,
 * };
 * ```
 *
 * @see {@link Server}
 * @see {@link DomainConfig}
 */
export interface ServerOptions<US extends Schema> extends DBInstanceConfig {
  /**
   * The root data directory. Each organization's data lives in a
   * sub-directory named after its id.
   */
  path: string;
  /**
   * Facts about the build, usually read from the `buildInfo.json` that
   * {@link compile} writes.
   */
  buildInfo: BuildInfo;
  /**
   * Maps request URLs to organizations and back. Every request goes through
   * it.
   */
  domain: DomainConfig;
  /**
   * The port to listen on. Use 0 to pick a free port, then read
   * {@link Server.port}.
   *
   * @defaultValue `8080`
   */
  port?: number;
  /**
   * Where the server's logs go. The server replaces the global log streams
   * with this list, and registers its metrics middleware only when the
   * list is given. Pass `[new ConsoleLogStream()]` to log to the console.
   *
   * @defaultValue `undefined` (no log streams: the default console logging
   * is turned off)
   */
  logStreams?: LogStream[];
  /**
   * The app's static files, by URL path. Use {@link staticAssetsFromJS} to
   * read the bundle that {@link compile} writes.
   *
   * @defaultValue `undefined` (only the built-in system assets are served)
   */
  staticAssets?: Record<string, StaticAsset>;
  /**
   * The path of the project's `deno.json`.
   *
   * @defaultValue `'./deno.json'`
   */
  denoJson?: string;
  /**
   * How to send email: the sender address plus NodeMailer SMTP or Amazon
   * SES transport options. Sending the magic-link login email needs it.
   *
   * @defaultValue `undefined` (no email is sent)
   */
  emailConfig?: EmailConfig;
  /**
   * Finds, or creates, the user item for an email address during
   * magic-link login. Login is refused when it returns nothing, when the
   * user is deleted, or when the user's `email` field does not match.
   *
   * @defaultValue `undefined` (email login is not available)
   */
  fetchUserByEmail?: (
    db: IbexDB<US>,
    email: string,
  ) => Promise<ManagedItem<US> | undefined> | ManagedItem<US> | undefined;
  /**
   * The app's name, used in emails.
   *
   * @defaultValue `undefined` (the default login email then uses a
   * built-in name)
   */
  appName?: string;
  /**
   * Skips registering the built-in endpoints and middlewares, so you can
   * register your own set.
   *
   * @defaultValue `false`
   */
  disableDefaultEndpoints?: boolean;
  /**
   * Serves HTTPS, either with your key and certificate or with a
   * self-signed certificate generated at start-up. 0.3.1 makes no promise
   * about the format of `key` and `cert`: before you deploy, check that the
   * server answers `GET /healthy` over HTTPS with yours.
   *
   * @defaultValue `undefined` (plain HTTP)
   */
  https?:
    | {
        /**
         * The private key.
         */
        key: string;
        /**
         * The certificate.
         */
        cert: string;
      }
    | {
        /**
         * Generate a self-signed certificate.
         */
        selfSigned: true;
        /**
         * The host name the certificate is issued for.
         *
         * @defaultValue `'localhost'`
         */
        hostname?: string;
      };
  /**
   * Extra values merged into the runtime configuration that the server
   * prepends to `/app.js`.
   *
   * @defaultValue `undefined` (nothing is added)
   */
  customConfig?: Record<string, unknown>;
}

/**
 * The services of one organization, which every endpoint and middleware
 * receives: the server options plus the organization's database, logger
 * and email sender.
 *
 * @remarks
 * `db` runs as the server's root session, and a root session skips every
 * authorization rule: whatever code reads or writes through it, it does
 * for every caller, anonymous ones included. 0.3.1 gives an endpoint or a
 * middleware no helper that tells which session sent a request. So never
 * let a request choose what `db` reads or writes on someone's behalf; see
 * [who is asking](/docs/authorization#who-is-asking) for patterns that
 * prove the caller, such as acting on a request the client wrote into its
 * own `/user/<key>` repository, which only its owner can write.
 *
 * The example is server code of your own, run by the operator (a report or
 * a maintenance task), not an answer to a request.
 *
 * @typeParam US - The schema of user items in `/sys/users`.
 *
 * @example
 * ```ts
 * import type {Schema} from 'ibexdb';
 * import type {ServerServices} from 'ibexdb/server';
 *
 * // For the operator's own reports: it reads as root, whatever the rules say.
 * export async function countUsers(services: ServerServices<Schema>): Promise<number> {
 *   await services.db.open('/sys/users');
 *   services.logger.log({severity: 'INFO', message: `counting users of ${services.orgId}`});
 *   return services.db.count('/sys/users');
 * }
 * ```
 *
 * @see {@link Server.servicesForOrganization}
 */
export interface ServerServices<US extends Schema> extends ServerOptions<US> {
  /**
   * The organization these services belong to.
   */
  readonly orgId: string;
  /**
   * The organization's database. It runs as the server's root session,
   * which skips every authorization rule, and 0.3.1 tells an endpoint
   * nothing about which session sent a request: what an endpoint does
   * through it, it does for any caller. See
   * [who is asking](/docs/authorization#who-is-asking).
   */
  readonly db: IbexDB<US>;
  /**
   * Writes to the server's log streams.
   */
  readonly logger: {
    /**
     * Logs one entry.
     *
     * @param entry - The entry.
     */
    log(entry: internal.LogEntry): void;
  };
  /**
   * Sends emails with the server's email settings.
   */
  readonly email: {
    /**
     * Builds and sends one email.
     *
     * @param info - The email to send.
     * @returns `true` when the email was sent.
     */
    send(info: EmailInfo): Promise<boolean>;
  };
}

/**
 * The file-watching and build-hook options of {@link startDebugServer}.
 *
 * @example
 * ```ts
 * import type {LiveReloadOptions} from 'ibexdb/server';
 *
 * export const reload: LiveReloadOptions = {
 *   // A filter of your own replaces the default, which skips `server-data` and `build`.
 *   watchDir: 'client',
 *   watchFilter: (path) => !path.includes('/generated/'),
 *   beforeBuild: async () => {
 *     // Run a CSS build step here, for example Tailwind.
 *   },
 * };
 * ```
 *
 * @see {@link DebugServerOptions}
 */
export type LiveReloadOptions = {
  /**
   * Rebuild when files under this directory change.
   *
   * @defaultValue `undefined`
   */
  watchDir?: string;
  /**
   * Chooses which changed paths trigger a rebuild.
   *
   * @defaultValue ignores dot-files, `*.tmp` files, `.git`, `node_modules`,
   * `server-data` and `build`
   */
  watchFilter?: (path: string) => boolean;
  /**
   * Serve this organization, to simulate one organization of a
   * production server.
   *
   * @defaultValue `'localhost'`
   */
  orgId?: string;
  /**
   * Runs before each build, for example a CSS step.
   *
   * @defaultValue `undefined` (nothing runs)
   */
  beforeBuild?: () => Promise<void>;
  /**
   * Runs after each build.
   *
   * @defaultValue `undefined` (nothing runs)
   */
  afterBuild?: () => Promise<void>;
};

/**
 * The options of {@link startDebugServer}: the server options without
 * static assets and build info and with an optional domain, plus the
 * live-reload options and the app's build inputs.
 *
 * @typeParam US - The schema of user items in `/sys/users`.
 *
 * @example
 * ```ts
 * import type {DebugServerOptions} from 'ibexdb/server';
 *
 * export const options: DebugServerOptions<{ns: 'user'; version: 1; fields: {}}> = {
 *   path: 'server-data',
 *   buildDir: 'build',
 *   jsPath: 'client/index.tsx',
 *   htmlPath: 'client/index.html',
 *   watchDir: '.',
 *   port: 3000,
 * };
 * ```
 *
 * @see {@link ServerOptions}
 * @see {@link LiveReloadOptions}
 * @see {@link AppConfig}
 */
export type DebugServerOptions<US extends Schema> = Omit<
  ServerOptions<US>,
  'staticAssets' | 'buildInfo' | 'domain'
> &
  Partial<Pick<ServerOptions<US>, 'domain'>> &
  LiveReloadOptions &
  AppConfig;

/**
 * The HTTP server: it hosts one database and one set of services per
 * organization, and serves sync, login, health checks and static files.
 *
 * @remarks
 * A request goes through these steps:
 *
 * 1. The organization is resolved from the URL with
 *    `options.domain.resolveDomain`; an unknown organization gets 404.
 * 2. The organization's services are created on first use.
 * 3. The first endpoint whose filter matches handles the request. Every
 *    middleware's `shouldProcess` runs before it (any may answer early)
 *    and every `didProcess` runs after it.
 * 4. Errors become their status code, or 500; no matching endpoint gives
 *    404.
 *
 * Unless `disableDefaultEndpoints` is set, the server registers, in order:
 * a metrics middleware (only when `logStreams` are given); the health
 * check `GET /healthy`, which answers `OK`; the login endpoints
 * (`POST` and `PATCH /auth/session`, `POST /auth/send-login-email`,
 * `GET /auth/temp-login`); the sync endpoint `POST /batch-sync`; CORS
 * handling; and static files for any other `GET`, with `/index.html` as
 * the fallback.
 *
 * The constructor replaces the global log streams with
 * `options.logStreams`. Without that option no stream is left, so the
 * server logs nothing to the console; the example below adds a
 * `ConsoleLogStream` for that reason. The examples of the methods use the
 * `server` it exports.
 *
 * Each organization's database uses the registry of
 * {@link ibexdb!DBInstanceConfig.registry | DBInstanceConfig.registry},
 * {@link ibexdb!DataRegistry.default | DataRegistry.default} unless you
 * pass another one. Register the same schemas and authorization rules as
 * your clients before the server handles requests, ending with a deny-all
 * catch-all: a repository outside `/sys` and `/user` that no rule matches
 * is open to every session.
 *
 * After creating a session or completing a magic-link login, a server
 * that is not a debug build waits 1 second before answering, to let
 * replication catch up.
 * Signed requests are accepted only within 3 minutes of their timestamp,
 * and static images are sent with a one-day cache lifetime (`max-age`
 * 86,400 seconds).
 *
 * @typeParam US - The schema of user items in `/sys/users`.
 *
 * @example
 * ```ts title="server.ts"
 * import {ConsoleLogStream, DataRegistry, type BuildInfo, type ReadonlyJSONObject} from 'ibexdb';
 * import {Server, staticAssetsFromJS} from 'ibexdb/server';
 *
 * declare const buildInfo: BuildInfo; // the buildInfo.json that compile() writes
 * declare const encodedAssets: ReadonlyJSONObject; // its staticAssets.json
 *
 * // Before the first request, register the clients' schemas and rules, from a module
 * // the clients import too (see DataRegistry): the task schema, each user's tasks in
 * // /data/<owner>, then a deny-all that leaves /user/<id> to its owner.
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
 * DataRegistry.default.registerAuthRule(
 *   new RegExp('^/data/'),
 *   ({repoPath, session}) => session.owner !== undefined && repoPath === `/data/${session.owner}`,
 * );
 * DataRegistry.default.registerAuthRule(/^\/(?!sys\/|user\/)/, () => false);
 *
 * export const server = new Server({
 *   path: '/srv/tasks-data',
 *   buildInfo,
 *   logStreams: [new ConsoleLogStream()],
 *   staticAssets: staticAssetsFromJS(encodedAssets),
 *   domain: {
 *     resolveOrg: () => 'https://tasks.example.com',
 *     resolveDomain: () => 'localhost',
 *   },
 * });
 * await server.start();
 * console.log(`listening on ${server.port}`);
 * ```
 *
 * @see {@link ServerOptions}
 * @see {@link ServerServices}
 *
 * @runsIn Deno, Node.js
 */
export declare class Server<US extends Schema> {
  /**
   * Creates a server. It does not listen until {@link Server.start}.
   *
   * @param options - The server options.
   */
  constructor(options: ServerOptions<US>);
  /**
   * Returns the services of an organization, creating them on first use.
   *
   * @remarks
   * Creating them sets up `<path>/<orgId>` with its own database (in debug
   * mode for debug builds), a logger and an email sender, and waits for the
   * database to be ready. The result is cached.
   *
   * The database is the server's own instance for that organization, and
   * it runs as the root session, which skips every authorization rule. Use
   * it from server code of your own rather than opening a second
   * {@link ibexdb!IbexDB | IbexDB} on the organization's directory: 0.3.1
   * makes no promise about two instances on one data directory.
   *
   * @param orgId - The organization id.
   * @returns The organization's services.
   *
   * @example
   * ```ts partial
   * import {server} from './server';
   * const {db} = await server.servicesForOrganization('localhost');
   * await db.open('/sys/users');
   * console.log(db.count('/sys/users'), 'users');
   * ```
   */
  servicesForOrganization(orgId: string): Promise<ServerServices<US>>;
  /**
   * Adds an endpoint: a route of your own, for requests that no default
   * endpoint claims.
   *
   * @remarks
   * Endpoints are tried in registration order and the first whose filter
   * matches answers. The constructor registers the default endpoints first,
   * and the static-file endpoint claims every `GET`, so an endpoint you add
   * never sees `GET` requests: use it for other methods, and a
   * middleware's `shouldProcess` for a `GET` route.
   *
   * An endpoint does not know who asks. It receives the organization's
   * services and the request (its URL, method, headers and body), and
   * 0.3.1 gives it no helper that tells which session sent the request.
   * `services.db` runs as the server's root session, which skips every
   * authorization rule. So an endpoint that reads or writes data for "the
   * caller" does it for anyone, anonymous callers included: never take a
   * user key, path or item from the request and act on it. Read
   * [who is asking](/docs/authorization#who-is-asking) for patterns that
   * prove the caller, and never serve an admin operation (a revert, a
   * session change) from an endpoint. The example answers without touching
   * any data.
   *
   * @param ep - The endpoint: a `filter` that claims requests and a
   * `processRequest` that answers them.
   *
   * @example
   * ```ts partial
   * import {server} from './server';
   * server.registerEndpoint({
   *   filter: (_services, req) => req.method === 'POST' && new URL(req.url).pathname === '/ping',
   *   processRequest: async () => new Response('pong'),
   * });
   * ```
   */
  registerEndpoint(ep: {
    /**
     * Decides whether this endpoint handles a request. Keep it quick and
     * free of side effects: it runs for requests other endpoints may
     * answer.
     *
     * @param services - The services of the organization the request was
     * resolved to.
     * @param req - The request: its `url`, `method`, `headers` and `body`.
     * Read the URL and method here, not the body.
     * @param info - Connection details: the client's address and a promise
     * that resolves once the response is sent.
     * @returns `true` to handle the request.
     */
    filter(services: ServerServices<US>, req: IbexRequest, info: ServeHandlerInfo): boolean;
    /**
     * Answers a request that `filter` claimed. An error it throws becomes
     * the error's status code, or 500.
     *
     * @param services - The services of the organization the request was
     * resolved to. Its `db` runs as the root session, which skips every
     * rule.
     * @param req - The request: its `url`, `method`, `headers` and `body`.
     * Nothing in it tells which session sent it.
     * @param info - Connection details: the client's address and a promise
     * that resolves once the response is sent.
     * @returns The response.
     */
    processRequest(
      services: ServerServices<US>,
      req: IbexRequest,
      info: ServeHandlerInfo,
    ): Promise<Response>;
  }): void;
  /**
   * Adds a middleware, which runs around every endpoint.
   *
   * @remarks
   * Like an endpoint, a middleware receives the organization's services and
   * the request, is not told which session sent it, and reads and writes
   * through `services.db` as the root session, which skips every rule:
   * keep data that depends on the caller out of it, as
   * {@link Server.registerEndpoint} explains.
   *
   * @param mid - The middleware: an optional `shouldProcess` that runs
   * before the endpoint and an optional `didProcess` that runs after it.
   *
   * @example
   * ```ts partial
   * import {server} from './server';
   * server.registerMiddleware({
   *   shouldProcess: async (_services, req) =>
   *     new URL(req.url).pathname === '/version' ? new Response('1.0.0') : undefined,
   * });
   * ```
   */
  registerMiddleware(mid: {
    /**
     * Runs before the endpoint, for every request.
     *
     * @param services - The services of the organization the request was
     * resolved to. Its `db` runs as the root session, which skips every
     * rule.
     * @param req - The request: its `url`, `method`, `headers` and `body`.
     * Nothing in it tells which session sent it.
     * @param info - Connection details: the client's address and a promise
     * that resolves once the response is sent.
     * @returns A response that answers the request now, or `undefined` to
     * let the next middleware and then the endpoint run.
     */
    shouldProcess?(
      services: ServerServices<US>,
      req: IbexRequest,
      info: ServeHandlerInfo,
    ): Promise<Response | undefined>;
    /**
     * Runs after the endpoint, for every request, and may replace its
     * response.
     *
     * @param services - The services of the organization the request was
     * resolved to. Its `db` runs as the root session, which skips every
     * rule.
     * @param req - The request: its `url`, `method`, `headers` and `body`.
     * Nothing in it tells which session sent it.
     * @param info - Connection details: the client's address and a promise
     * that resolves once the response is sent.
     * @param resp - The response so far: the endpoint's, or what an earlier
     * `didProcess` returned.
     * @returns The response to send: `resp` itself, or one that replaces
     * it.
     */
    didProcess?(
      services: ServerServices<US>,
      req: IbexRequest,
      info: ServeHandlerInfo,
      resp: Response,
    ): Promise<Response>;
  }): void;
  /**
   * Lists the organizations whose services exist.
   *
   * @returns The organization ids.
   *
   * @example
   * ```ts partial
   * import {server} from './server';
   * console.log([...server.orgIds()]);
   * ```
   */
  orgIds(): Iterable<string>;
  /**
   * Replaces the app's static files. The debug server uses it after each
   * rebuild.
   *
   * @param assets - The new files, by URL path.
   *
   * @example
   * ```ts partial
   * import type {ReadonlyJSONObject} from 'ibexdb';
   * import {staticAssetsFromJS} from 'ibexdb/server';
   * import {server} from './server';
   * declare const rebuiltAssets: ReadonlyJSONObject; // a new staticAssets.json
   * server.updateStaticAssets(staticAssetsFromJS(rebuiltAssets));
   * ```
   */
  updateStaticAssets(assets: Record<string, StaticAsset>): void;
  /**
   * Handles one request. Call it yourself to embed the server in another
   * HTTP server.
   *
   * @remarks
   * `req` needs the `url`, `method`, `headers` and `body` members of
   * `IbexRequest`. 0.3.1 makes no promise about other request objects: test
   * your integration, for example with `GET /healthy`, which answers `OK`.
   *
   * @param req - The request.
   * @param info - Connection details.
   * @returns The response.
   *
   * @example
   * ```ts partial
   * import {server} from './server';
   * declare const req: Parameters<typeof server.processRequest>[0]; // your HTTP server's request
   * declare const info: Parameters<typeof server.processRequest>[1]; // and its connection details
   * const response = await server.processRequest(req, info);
   * ```
   */
  processRequest(req: IbexRequest, info: ServeHandlerInfo): Promise<Response>;
  /**
   * Starts listening. It generates a self-signed certificate first when
   * asked to, and does nothing when the server is already running.
   *
   * @returns A promise that resolves once the server listens.
   *
   * @example
   * ```ts partial
   * import {server} from './server';
   * await server.start(); // does nothing: the server already runs
   * console.log(server.address?.hostname, server.port);
   * ```
   */
  start(): Promise<void>;
  /**
   * The port the server listens on, or `undefined` before it starts. Useful
   * when you asked for port 0.
   */
  get port(): number | undefined;
  /**
   * The address the server listens on, or `undefined` before it starts.
   */
  get address():
    | {
        /**
         * The host name.
         */
        hostname: string;
        /**
         * The port.
         */
        port: number;
      }
    | undefined;
  /**
   * Stops the server. Calling it again is safe.
   *
   * @remarks
   * Flush every organization first, as the example does: each
   * organization's database is an {@link ibexdb!IbexDB | IbexDB}, which has
   * no close of its own, and {@link ibexdb!IbexDB.flushAll | flushAll}
   * commits its pending edits and writes its logs and query caches to
   * disk. 0.3.1 makes no promise that `stop` does this for you.
   *
   * @returns A promise that resolves once the server has stopped.
   *
   * @example
   * ```ts partial
   * import {server} from './server';
   * for (const orgId of server.orgIds()) {
   *   const {db} = await server.servicesForOrganization(orgId);
   *   await db.flushAll();
   * }
   * await server.stop();
   * ```
   */
  stop(): Promise<void>;
}

/**
 * Builds the app into one standalone server executable. Deno only.
 *
 * @remarks
 * The steps:
 *
 * 1. Bundle the client entry with esbuild (minified by default) with the
 *    HTML, CSS and assets.
 * 2. Empty and recreate `buildDir`.
 * 3. Write `staticAssets.json` and `buildInfo.json` into it.
 * 4. Run `deno compile` on `serverEntry`, adding the target when `os` or
 *    `arch` is set and the configuration file when `denoJson` is set.
 *
 * The executable is `<buildDir>/<outputName>-<os>-<arch>`. When
 * compilation fails, the diagnostics are printed and the promise still
 * resolves, so a build script or CI job should check that the executable
 * exists before it ships anything.
 *
 * When a server starts running a new build, a client whose build differs
 * flushes all its data; a client in debug mode then reloads the page, and
 * any other client goes offline. Plan how your users get the new version
 * of the client after a release.
 *
 * @param options - The executable target and the app's build inputs.
 * @returns A promise that resolves when the build is done.
 * @throws An error for the unsupported target `windows` with `arm64`.
 *
 * @example
 * ```ts
 * import {compile} from 'ibexdb/server';
 *
 * await compile({
 *   serverEntry: 'server/server.ts',
 *   buildDir: 'build',
 *   jsPath: 'client/index.tsx',
 *   htmlPath: 'client/index.html',
 *   cssPath: 'client/index.css',
 *   assetsPath: 'client/assets',
 *   os: 'linux',
 *   arch: 'x64',
 * });
 * ```
 *
 * @see {@link CompileOptions}
 * @see {@link staticAssetsFromJS}
 *
 * @runsIn Deno
 */
export declare function compile(options: CompileOptions): Promise<void>;

/**
 * Runs a local development server that rebuilds the client and reloads it
 * on every change. Deno only.
 *
 * @remarks
 * What it serves is a debug build (its build info has `debugBuild` set):
 * its server databases run in debug mode, and its server prints magic
 * links. It bundles the client with esbuild, starts the server and opens
 * a browser. It listens on port 8080, or 8443 with HTTPS, unless you set
 * `port`. Without a `domain`, every request is served
 * as the organization `localhost` at `http://localhost:<port>` (or
 * `https://` when HTTPS is on). When files under `watchDir` change, it
 * rebuilds 300 ms after the first change and bumps the build number, which
 * makes clients in debug mode reload. It shuts down cleanly on `SIGTERM`.
 *
 * @typeParam US - The schema of user items in `/sys/users`.
 * @param options - The server, live-reload and app options.
 * @returns A promise that never resolves.
 *
 * @example
 * ```ts
 * import {startDebugServer} from 'ibexdb/server';
 *
 * // Import the module that registers your schemas and rules before this call,
 * // the one the client imports (see DataRegistry): a repository outside /sys and
 * // /user that no rule covers is open to every session, in development too.
 * await startDebugServer({
 *   path: 'server-data',
 *   buildDir: 'build',
 *   jsPath: 'client/index.tsx',
 *   htmlPath: 'client/index.html',
 *   cssPath: 'client/index.css',
 *   assetsPath: 'client/assets',
 *   watchDir: '.',
 * });
 * ```
 *
 * @see {@link DebugServerOptions}
 *
 * @runsIn Deno
 */
export declare function startDebugServer<US extends Schema>(
  options: DebugServerOptions<US>,
): Promise<never>;

/**
 * Decodes the static-asset bundle that {@link compile} writes to
 * `staticAssets.json` into the form a {@link Server} serves.
 *
 * @param encodedAssets - The parsed JSON bundle: base64 data and content
 * type per URL path.
 * @returns The files by URL path, ready for the `staticAssets` option.
 *
 * @example
 * ```ts
 * import type {ReadonlyJSONObject} from 'ibexdb';
 * import {staticAssetsFromJS} from 'ibexdb/server';
 *
 * // compile() writes it: in your server, import build/staticAssets.json as a JSON module.
 * declare const encodedAssets: ReadonlyJSONObject;
 * const assets = staticAssetsFromJS(encodedAssets);
 * console.log(Object.keys(assets));
 * ```
 *
 * @see {@link compile}
 * @see {@link ServerOptions}
 */
export declare function staticAssetsFromJS(
  encodedAssets: ReadonlyJSONObject,
): Record<string, StaticAsset>;

/**
 * tslib's `__importDefault`, the one tslib helper `@docusaurus/utils-common`
 * calls in the browser (see index.ts): a CommonJS module's exports as the
 * default export, unless the module was compiled from ES modules.
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}

/** The site's folder, and paths relative to it as messages print them. */
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** The site's folder (this file is src/utils/paths.ts). */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A path relative to the site's folder, with forward slashes. */
export function relativeToRoot(file: string): string {
  return path.relative(projectRoot, file).split(path.sep).join('/');
}

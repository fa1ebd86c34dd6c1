/**
 * Offline mode caches the Markdown twins with the pages, so "Copy page" and
 * "View as Markdown" work with the network cut, and so does the code blocks'
 * "Copy as file". This module is the seam between the steps that write those
 * files and the offline cache's step, so no feature imports another for it.
 *
 * @docusaurus/plugin-pwa lists what its service worker caches with fixed
 * glob patterns (pages, scripts, styles, images, fonts) and does not use the
 * `globPatterns` of its options, so the twins join the list through the one
 * hook it passes on to workbox: a manifest transform. The twins step of the
 * post-build pipeline (./index.ts; src/plugins/markdown-twins) hands over the
 * entries of the twins it wrote, and the offline cache's step, later in the
 * pipeline, adds them to its list; the context packs' step
 * (src/plugins/markdown-twins/context-packs.ts) and the copied files' step
 * (src/plugins/copy-as-file) hand over their files the same way. The entries carry each file's MD5, as workbox's own do, so a
 * changed file is fetched again.
 */
import {createHash} from 'node:crypto';
import type {PluginOptions as PwaPluginOptions} from '@docusaurus/plugin-pwa';

type ManifestTransform = NonNullable<PwaPluginOptions['injectManifestConfig']['manifestTransforms']>[number];

/** A file of the offline cache's list: its URL relative to the site root, MD5 and size. */
export interface PrecacheEntry {
  readonly url: string;
  readonly revision: string;
  readonly size: number;
}

/** Who hands over files: the twins are required, the others join them. */
export type PrecacheSource = 'twins' | 'context packs' | 'copied files';

export interface OfflinePrecache {
  /** Called by the copied files' step, the twins step and the context packs' step, with the entries of the files each wrote. */
  written(source: PrecacheSource, files: readonly PrecacheEntry[]): void;
  /** The transform to list in the PWA's `injectManifestConfig.manifestTransforms`. */
  readonly manifestTransform: ManifestTransform;
}

/** The entry of a file at `filePath` below the site root (`/docs/sync.md`) with this text. */
export function precacheEntry(filePath: string, text: string): PrecacheEntry {
  return {
    url: filePath.replace(/^\//, ''),
    revision: createHash('md5').update(text).digest('hex'),
    size: Buffer.byteLength(text),
  };
}

/** The link between the steps that write files for offline mode and the PWA's precache list of one build. */
export function offlinePrecache(): OfflinePrecache {
  const files: PrecacheEntry[] = [];
  const sources = new Set<PrecacheSource>();
  return {
    written(source, entries) {
      sources.add(source);
      files.push(...entries);
    },
    manifestTransform(entries) {
      if (!sources.has('twins')) {
        throw new Error(
          'markdown twins: the offline cache was listed before the twins were written; the twins step must come before the offline cache in the post-build pipeline (docusaurus.config.ts)',
        );
      }
      return Promise.resolve({manifest: [...entries, ...files]});
    },
  };
}

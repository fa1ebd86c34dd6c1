/**
 * Offline mode caches the Markdown twins with the pages, so "Copy page" and
 * "View as Markdown" work with the network cut, and so does the code blocks'
 * "Copy as file".
 *
 * @docusaurus/plugin-pwa lists what its service worker caches with fixed
 * glob patterns (pages, scripts, styles, images, fonts) and does not use the
 * `globPatterns` of its options, so the twins join the list through the one
 * hook it passes on to workbox: a manifest transform. The twins step of the
 * post-build pipeline (src/plugins/post-build) hands over the entries of the
 * twins it wrote, and the offline cache's step, later in the pipeline, adds
 * them to its list; the context packs' step (./context-packs.ts) and the
 * copied files' step (src/plugins/copy-as-file) hand over their files the
 * same way. The entries carry each file's MD5, as workbox's own do, so a
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

export interface TwinsPrecache {
  /** Called by the copied files' step, the twins step and the context packs' step, with the entries of the files each wrote. */
  written(files: readonly PrecacheEntry[]): void;
  /** The transform to list in the PWA's `injectManifestConfig.manifestTransforms`. */
  readonly manifestTransform: ManifestTransform;
}

/** The entry of a twin at `twinPath` (`/docs/sync.md`) with this Markdown. */
export function precacheEntry(twinPath: string, markdown: string): PrecacheEntry {
  return {
    url: twinPath.replace(/^\//, ''),
    revision: createHash('md5').update(markdown).digest('hex'),
    size: Buffer.byteLength(markdown),
  };
}

/** The link between the twins step and the PWA's precache list of one build. */
export function twinsPrecache(): TwinsPrecache {
  let twins: readonly PrecacheEntry[] | undefined;
  return {
    written(entries) {
      twins = [...(twins ?? []), ...entries];
    },
    manifestTransform(entries) {
      if (!twins) {
        throw new Error(
          'markdown twins: the offline cache was listed before the twins were written; the twins step must come before the offline cache in the post-build pipeline (docusaurus.config.ts)',
        );
      }
      return Promise.resolve({manifest: [...entries, ...twins]});
    },
  };
}

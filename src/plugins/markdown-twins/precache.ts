/**
 * Offline mode caches the Markdown twins with the pages, so "Copy page" and
 * "View as Markdown" work with the network cut.
 *
 * @docusaurus/plugin-pwa lists what its service worker caches with fixed
 * glob patterns (pages, scripts, styles, images, fonts) and does not use the
 * `globPatterns` of its options, so the twins join the list through the one
 * hook it passes on to workbox: a manifest transform. The twins are written
 * by this plugin's postBuild, which runs together with the PWA's: the plugin
 * hands over the promise of its twins when its postBuild starts (it comes
 * first in the config), and the transform waits for them. The entries carry
 * each twin's MD5, as workbox's own do, so a changed twin is fetched again.
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
  /** Called by the plugin as its postBuild starts, with the entries of the twins it is writing. */
  writing(twins: Promise<PrecacheEntry[]>): void;
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

/** The link between the twins plugin and the PWA's precache list of one build. */
export function twinsPrecache(): TwinsPrecache {
  let twins: Promise<PrecacheEntry[]> | undefined;
  return {
    writing(written) {
      twins = written;
    },
    async manifestTransform(entries) {
      if (!twins) {
        throw new Error(
          'markdown twins: the offline cache was listed before the twins were written; the markdown twins plugin must come before @docusaurus/plugin-pwa in the config',
        );
      }
      return {manifest: [...entries, ...(await twins)]};
    },
  };
}

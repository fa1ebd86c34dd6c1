import type {Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';

/** What every plugin's content is, by plugin name and id, as `allContentLoaded` gets it. */
export type AllContent = Parameters<NonNullable<Plugin['allContentLoaded']>>[0]['allContent'];

/** A docs plugin's content as loaded, by the plugin's id; undefined when the site has no such plugin. */
export function loadedDocs(allContent: AllContent, pluginId = 'default'): DocsContent | undefined {
  return allContent['docusaurus-plugin-content-docs']?.[pluginId] as DocsContent | undefined;
}

/**
 * The docs plugin's one version as loaded, for the features that list or draw the doc
 * pages (the twins, the not-found suggestions, the preview cards). Fails naming `feature`
 * when the docs plugin loaded nothing.
 */
export function loadedDocsVersion(allContent: AllContent, feature: string): DocsContent['loadedVersions'][number] {
  const version = loadedDocs(allContent)?.loadedVersions[0];
  if (!version) throw new Error(`${feature}: the docs plugin loaded no docs`);
  return version;
}

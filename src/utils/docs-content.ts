import type {Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';

type AllContent = Parameters<NonNullable<Plugin['allContentLoaded']>>[0]['allContent'];

/**
 * The docs plugin's one version as loaded, for the features that list or draw the doc
 * pages (the twins, the not-found suggestions, the preview cards). Fails naming `feature`
 * when the docs plugin loaded nothing.
 */
export function loadedDocsVersion(allContent: AllContent, feature: string): DocsContent['loadedVersions'][number] {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  const version = docs?.loadedVersions[0];
  if (!version) throw new Error(`${feature}: the docs plugin loaded no docs`);
  return version;
}

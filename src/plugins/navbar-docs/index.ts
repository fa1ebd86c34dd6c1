/**
 * The navbar's links to docs, checked as soon as the docs have loaded: an item
 * naming a doc id or a sidebar id that the docs lack fails the build, naming
 * the item and the id. The classic theme finds the same mistake only when it
 * renders the first page, after the bundling: a minute later, in the middle of
 * a stack trace.
 *
 * It reads the items the theme looks up (type `doc` and `docSidebar`, also
 * inside dropdowns and the version and locale dropdowns' extra items) and
 * accepts an id that any loaded version of the named docs plugin has, where the
 * theme looks in the page's version, the preferred one and the latest: with the
 * one version this site has, the same. A draft's id passes, since the theme
 * leaves such an item out in production.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadedDocs, type AllContent} from '../../utils/docs-content';

/** The fields of a navbar item this check reads. */
interface NavbarItem {
  readonly type?: string;
  readonly label?: string;
  readonly docId?: string;
  readonly sidebarId?: string;
  readonly docsPluginId?: string;
  readonly items?: readonly NavbarItem[];
  readonly dropdownItemsBefore?: readonly NavbarItem[];
  readonly dropdownItemsAfter?: readonly NavbarItem[];
}

/** How a message names an item: its label, after its dropdown's (`More › Guides`). */
function itemName(item: NavbarItem, parents: readonly string[]): string {
  const own = item.label ?? `of type "${item.type}"`;
  return `The navbar item ${item.label === undefined ? own : `"${[...parents, own].join(' › ')}"`}`;
}

/** One sentence per navbar item that names a doc or sidebar the docs lack. */
export function navbarDocProblems(items: readonly NavbarItem[], allContent: AllContent, parents: readonly string[] = []): string[] {
  return items.flatMap((item): string[] => {
    const children = [...(item.items ?? []), ...(item.dropdownItemsBefore ?? []), ...(item.dropdownItemsAfter ?? [])];
    const inside = navbarDocProblems(children, allContent, item.label === undefined ? parents : [...parents, item.label]);
    if (item.type !== 'doc' && item.type !== 'docSidebar') return inside;
    const pluginId = item.docsPluginId ?? 'default';
    const docs = loadedDocs(allContent, pluginId);
    const name = itemName(item, parents);
    if (!docs) return [`${name} reads the docs plugin "${pluginId}", which the site does not have.`];
    // The theme's option schema requires the id of each type, so it is there.
    if (item.type === 'doc') {
      const ids = new Set(docs.loadedVersions.flatMap((version) => [...version.docs, ...version.drafts].map((doc) => doc.id)));
      if (ids.has(item.docId!)) return [];
      return [`${name} names the doc id "${item.docId}", which no doc has. The doc ids are: ${[...ids].sort().join(', ') || 'none'}.`];
    }
    const sidebars = new Set(docs.loadedVersions.flatMap((version) => Object.keys(version.sidebars)));
    if (sidebars.has(item.sidebarId!)) return [];
    return [`${name} names the sidebar id "${item.sidebarId}", which no sidebar has. The sidebar ids are: ${[...sidebars].sort().join(', ') || 'none'}.`];
  });
}

export default function navbarDocs(context: LoadContext): Plugin {
  return {
    name: 'ibexdb-navbar-docs',
    allContentLoaded({allContent}) {
      const {navbar} = context.siteConfig.themeConfig as {navbar?: {items?: readonly NavbarItem[]}};
      const problems = navbarDocProblems(navbar?.items ?? [], allContent);
      if (problems.length > 0) throw new Error(problems.join('\n'));
    },
  };
}

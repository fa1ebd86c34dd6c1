/**
 * The navbar's links to docs, checked as soon as the docs have loaded: an item
 * naming a doc id or a sidebar id that no loaded version has fails the build,
 * naming the item and the id. The classic theme finds the same mistake only
 * when it renders the first page, after the bundling: a minute later, in the
 * middle of a stack trace.
 *
 * It looks at what the theme resolves: items of type `doc` and `docSidebar`,
 * in dropdowns too, against every version of the docs plugin they name. A
 * draft's id passes, since the theme leaves such an item out in production.
 */
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';

type AllContent = Parameters<NonNullable<Plugin['allContentLoaded']>>[0]['allContent'];

/** The fields of a navbar item this check reads. */
interface NavbarItem {
  readonly type?: string;
  readonly label?: string;
  readonly docId?: string;
  readonly sidebarId?: string;
  readonly docsPluginId?: string;
  readonly items?: readonly NavbarItem[];
}

/** One sentence per navbar item that names a doc or sidebar the docs lack. */
export function navbarDocProblems(items: readonly NavbarItem[], allContent: AllContent): string[] {
  return items.flatMap((item): string[] => {
    if (item.items) return navbarDocProblems(item.items, allContent);
    if (item.type !== 'doc' && item.type !== 'docSidebar') return [];
    const pluginId = item.docsPluginId ?? 'default';
    const docs = allContent['docusaurus-plugin-content-docs']?.[pluginId] as DocsContent | undefined;
    const name = `The navbar item ${item.label === undefined ? `of type "${item.type}"` : `"${item.label}"`}`;
    if (!docs) return [`${name} reads the docs plugin "${pluginId}", which the site does not have.`];
    const versions = docs.loadedVersions;
    if (item.type === 'doc') {
      const ids = new Set(versions.flatMap((version) => [...version.docs, ...version.drafts].map((doc) => doc.id)));
      if (item.docId !== undefined && ids.has(item.docId)) return [];
      return [`${name} names the doc id "${item.docId}", which no doc has. The doc ids are: ${[...ids].sort().join(', ')}.`];
    }
    const sidebars = new Set(versions.flatMap((version) => Object.keys(version.sidebars)));
    if (item.sidebarId !== undefined && sidebars.has(item.sidebarId)) return [];
    return [`${name} names the sidebar id "${item.sidebarId}", which no sidebar has. The sidebar ids are: ${[...sidebars].sort().join(', ')}.`];
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

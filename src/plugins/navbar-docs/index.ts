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
 *
 * It also fails on an item of a type the site's navbar does not render
 * (src/utils/navbar-item-types.ts), which the theme would find only on the
 * first page it renders, as a type it has no component for.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadedDocs, type AllContent} from '../../utils/docs-content';
import {isRenderedNavbarItemType, navbarItemTypes, renderedNavbarItemType} from '../../utils/navbar-item-types';

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

/** How a message names an item: by its label, after its dropdowns' (`More › Guides`), or by its type. */
function itemName(item: NavbarItem, parents: readonly string[]): string {
  const where = parents.length > 0 ? ` in "${parents.join(' › ')}"` : '';
  return item.label === undefined ? `The navbar item of type "${item.type}"${where}` : `The navbar item "${[...parents, item.label].join(' › ')}"`;
}

/** One sentence per navbar item that names a doc or sidebar the docs lack. */
export function navbarDocProblems(items: readonly NavbarItem[], allContent: AllContent, parents: readonly string[] = []): string[] {
  return items.flatMap((item): string[] => {
    const children = [...(item.items ?? []), ...(item.dropdownItemsBefore ?? []), ...(item.dropdownItemsAfter ?? [])];
    const inside = navbarDocProblems(children, allContent, [...parents, item.label ?? item.type ?? 'dropdown']);
    if (item.type !== 'doc' && item.type !== 'docSidebar') return inside;
    const pluginId = item.docsPluginId ?? 'default';
    const docs = loadedDocs(allContent, pluginId);
    const name = itemName(item, parents);
    if (!docs) return [`${name} reads the docs plugin "${pluginId}", which the site does not have.`];
    if (item.type === 'doc') {
      const ids = new Set(docs.loadedVersions.flatMap((version) => [...version.docs, ...version.drafts].map((doc) => doc.id)));
      if (item.docId !== undefined && ids.has(item.docId)) return [];
      const known = ids.size > 0 ? `The doc ids are: ${[...ids].sort().join(', ')}.` : 'The docs plugin loaded no docs.';
      return [`${name} names the doc id "${item.docId}", which no doc has. ${known}`];
    }
    const sidebars = new Set(docs.loadedVersions.flatMap((version) => Object.keys(version.sidebars)));
    if (item.sidebarId !== undefined && sidebars.has(item.sidebarId)) return [];
    const known = sidebars.size > 0 ? `The sidebar ids are: ${[...sidebars].sort().join(', ')}.` : 'The docs have no sidebars.';
    return [`${name} names the sidebar id "${item.sidebarId}", which no sidebar has. ${known}`];
  });
}

/** One sentence per navbar item, dropdown items included, of a type the site's navbar does not render. */
export function navbarTypeProblems(items: readonly NavbarItem[], parents: readonly string[] = []): string[] {
  return items.flatMap((item): string[] => {
    const children = [...(item.items ?? []), ...(item.dropdownItemsBefore ?? []), ...(item.dropdownItemsAfter ?? [])];
    const inside = navbarTypeProblems(children, [...parents, item.label ?? item.type ?? 'dropdown']);
    const type = renderedNavbarItemType(item);
    if (isRenderedNavbarItemType(type)) return inside;
    const name = item.label === undefined ? `A navbar item${parents.length > 0 ? ` in "${parents.join(' › ')}"` : ''}` : itemName(item, parents);
    return [
      `${name} has the type "${type}", which the site's navbar does not render (it renders ${navbarItemTypes.join(', ')}): add the theme's component for it to src/theme/NavbarItem/ComponentTypes.tsx and the type to src/utils/navbar-item-types.ts.`,
      ...inside,
    ];
  });
}

export default function navbarDocs(context: LoadContext): Plugin {
  return {
    name: 'ibexdb-navbar-docs',
    allContentLoaded({allContent}) {
      const {navbar} = context.siteConfig.themeConfig as {navbar?: {items?: readonly NavbarItem[]}};
      const items = navbar?.items ?? [];
      const problems = [...navbarTypeProblems(items), ...navbarDocProblems(items, allContent)];
      if (problems.length > 0) throw new Error(problems.join('\n'));
    },
  };
}

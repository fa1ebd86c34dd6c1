/**
 * The navbar item types the site renders. src/theme/NavbarItem/ComponentTypes.tsx
 * maps each to the classic theme's component and leaves the theme's other types
 * (search, html, docSidebar, docsVersion and the version and locale dropdowns) out
 * of every page's main bundle; src/plugins/navbar-docs fails the build, naming
 * the item, when the navbar uses a type that is not listed here.
 */
export const navbarItemTypes = ['default', 'dropdown', 'doc'] as const;

export type NavbarItemType = (typeof navbarItemTypes)[number];

/**
 * The type the theme renders an item as: no type, or "default", with `items` is
 * a dropdown (the theme's NavbarItem does the same).
 */
export function renderedNavbarItemType(item: {readonly type?: string; readonly items?: unknown}): string {
  if (item.type === undefined || item.type === 'default') return item.items === undefined ? 'default' : 'dropdown';
  return item.type;
}

/** Whether the site renders navbar items of `type`. */
export function isRenderedNavbarItemType(type: string): type is NavbarItemType {
  return (navbarItemTypes as readonly string[]).includes(type);
}

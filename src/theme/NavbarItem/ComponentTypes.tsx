// Why this file exists: the classic theme's map of navbar item types (ejected,
// which the theme marks safe) imports all nine of its components, so every
// page's main bundle carried the six this navbar never uses, with the hooks
// they bring (1.4 KB of gzip). This map holds the types that
// src/utils/navbar-item-types.ts lists; a navbar item of another type fails
// the build (src/plugins/navbar-docs) with the file to add it to named.
import type {ComponentType} from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import type {NavbarItemType} from '@site/src/utils/navbar-item-types';

export default {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  doc: DocNavbarItem,
} satisfies Record<NavbarItemType, ComponentType<never>>;

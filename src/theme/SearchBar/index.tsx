// Why this file exists: the navbar reserves a slot for search, and the classic
// theme fills it with nothing. This swizzle is the place where a search
// integration (a local index or a hosted service) would go; until the site has
// one, it deliberately renders nothing, so no search box promises results.
import type {ReactNode} from 'react';

export default function SearchBar(): ReactNode {
  return null;
}

// The theme component of the not-found suggestions plugin (./theme), as the
// not-found page imports it: through @theme/, which a site can swizzle.

declare module '@theme/NotFoundSuggestions' {
  import type {ReactNode} from 'react';

  export default function NotFoundSuggestions(): ReactNode;
}

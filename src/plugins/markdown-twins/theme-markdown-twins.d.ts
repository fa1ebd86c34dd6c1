// The theme components of the Markdown twins plugin (./theme), as other
// components import them: through @theme/, which a site can swizzle.

declare module '@theme/MarkdownTwinLink' {
  import type {ReactNode} from 'react';

  export interface Props {
    /** The path of the page the twin belongs to, as its route has it (`/docs/sync`, `/`). */
    readonly pagePath: string;
  }

  export default function MarkdownTwinLink(props: Props): ReactNode;
}

declare module '@theme/CopyPage' {
  import type {ReactNode} from 'react';

  export interface Props {
    /** The path of the page to copy, as its route has it. */
    readonly pagePath: string;
  }

  export default function CopyPage(props: Props): ReactNode;
}

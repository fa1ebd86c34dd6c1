// The theme component of the feedback plugin (./theme), as other components
// import it: through @theme/, which a site can swizzle.

declare module '@theme/PageFeedback' {
  import type {ReactNode} from 'react';

  export interface Props {
    /** The path of the page the answer is about, as its route has it (`/docs/sync`). */
    readonly pagePath: string;
  }

  export default function PageFeedback(props: Props): ReactNode;
}

interface Window {
  /** Defined by the gtag plugin's inline script, in a build with analytics only. */
  gtag?: import('./events').Gtag;
}

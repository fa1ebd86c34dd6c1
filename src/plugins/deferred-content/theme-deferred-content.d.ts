// The classic theme's content block, which this plugin's DocItem/Content
// imports on demand: typed as the theme's own component.

declare module '@theme-init/DocItem/Content' {
  export {default} from '@theme/DocItem/Content';
}

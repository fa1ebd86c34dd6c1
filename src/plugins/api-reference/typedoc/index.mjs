// @ts-check
/**
 * The TypeDoc plugin of IbexDB's API reference, on top of typedoc-plugin-markdown (its
 * options: typedoc.json). TypeDoc loads it with import(), so its files are plain ESM
 * JavaScript, checked by TypeScript through JSDoc types.
 *
 * - ./capture.mjs: while TypeDoc converts, the declaration of every reflection printed
 *   from the TypeScript source, borrowed properties, local types and `@event` tags;
 * - ./router.mjs: the URL of every page (router "ibexdb"), from src/api-layout.mjs;
 * - ./context.mjs, ./class-page.mjs, ./overloads.mjs, ./tables.mjs, ./used-by.mjs,
 *   ./used-types.mjs, ./pages.mjs: how the pages render (theme "ibexdb");
 * - ./front-matter.mjs: each page's title and description.
 *
 * Everything a run needs lives in the objects `load` creates: nothing is kept between
 * runs in module variables.
 */
import fs from 'node:fs';
import path from 'node:path';
import {ProjectReflection, Renderer} from 'typedoc';
import {MarkdownPageEvent, MarkdownTheme} from 'typedoc-plugin-markdown';
import {apiSymbolUrlsFile} from '../../../api-layout.mjs';
import {Capture} from './capture.mjs';
import {IbexContext} from './context.mjs';
import {frontmatter} from './front-matter.mjs';
import {isModule} from './model.mjs';
import {functionsPage, indexPage} from './pages.mjs';
import {IbexRouter} from './router.mjs';
import {usedBySection} from './used-by.mjs';
import {usedTypesSection} from './used-types.mjs';

/** @param {import('typedoc-plugin-markdown').MarkdownApplication} app */
export function load(app) {
  const capture = new Capture(app);

  /** The theme: typedoc-plugin-markdown's, with this site's pages and entries. */
  class IbexTheme extends MarkdownTheme {
    /** @param {MarkdownPageEvent<import('typedoc').Reflection>} page */
    getRenderContext(page) {
      return new IbexContext(this, page, this.application.options, capture);
    }

    /** @type {(page: MarkdownPageEvent<import('typedoc').Reflection>) => string} */
    reflectionTemplate = (page) => {
      const context = this.getRenderContext(page);
      const md =
        page.model instanceof ProjectReflection
          ? indexPage(context, page.model)
          : isModule(page.model)
            ? functionsPage(context, page.model)
            : context.templates.reflection(/** @type {MarkdownPageEvent<import('typedoc').DeclarationReflection>} */ (page));
      return [md, usedBySection(context), usedTypesSection(context)].filter(Boolean).join('\n\n');
    };
  }

  app.renderer.defineRouter('ibexdb', IbexRouter);
  app.renderer.defineTheme('ibexdb', IbexTheme);
  app.renderer.on(Renderer.EVENT_END, (event) => {
    const router = app.renderer.router;
    if (!(router instanceof IbexRouter)) throw new Error('[ibexdb-typedoc] The reference must be rendered with router "ibexdb" (typedoc.json).');
    fs.writeFileSync(path.join(event.outputDirectory, apiSymbolUrlsFile), `${JSON.stringify(router.symbolUrls(event.project), null, 1)}\n`);
  });
  app.renderer.on(MarkdownPageEvent.BEGIN, (page) => {
    page.frontmatter = {...frontmatter(/** @type {import('typedoc').Reflection} */ (page.model)), ...page.frontmatter};
  });
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    const lines = Object.entries(page.frontmatter ?? {}).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
    page.contents = `---\n${lines.join('\n')}\n---\n\n${page.contents ?? ''}`;
  });
}

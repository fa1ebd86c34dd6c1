// @ts-check
/**
 * The router (TypeDoc's `router: "ibexdb"`): it writes the pages where src/api-layout.mjs,
 * the one description of the reference's layout, puts them: `index.md`,
 * `classes/<name>.md`, `interfaces/<name>.md`, `types/<name>.md` and one
 * `functions-<module>.md` page per module (namespace functions included). No option of
 * typedoc-plugin-markdown gives these lowercase paths.
 */
import {DeclarationReflection, PageKind, ProjectReflection, ReferenceReflection, ReflectionKind, Slugger} from 'typedoc';
import {MemberRouter} from 'typedoc-plugin-markdown';
import {apiIndexPage, functionsPage, symbolPage} from '../../../api-layout.mjs';
import {PAGE_KINDS, declaringMember, isModule, moduleInfo} from './model.mjs';
import {siteUrl} from './links.mjs';

/**
 * @typedef {import('typedoc').PageDefinition} PageDefinition
 * @typedef {import('typedoc').Reflection} Reflection
 */

export class IbexRouter extends MemberRouter {
  /**
   * @param {ProjectReflection} project
   * @returns {PageDefinition[]}
   */
  buildPages(project) {
    this.usedFileNames = new Set();
    this.sluggers = new Map([[project, new Slugger(this.sluggerConfiguration)]]);
    /** @type {PageDefinition[]} */
    const pages = [];
    this.addPage(pages, project, apiIndexPage);
    const modules = (project.children ?? []).filter(isModule);
    for (const module of modules) this.addPage(pages, module, functionsPage(moduleInfo(module).key));
    for (const module of modules) {
      for (const child of module.children ?? []) {
        if (!(child instanceof ReferenceReflection)) this.routeMember(pages, module, child);
      }
    }
    // A re-export links to the page of the symbol it re-exports.
    for (const child of modules.flatMap((module) => module.children ?? [])) {
      if (!(child instanceof ReferenceReflection)) continue;
      const target = child.tryGetTargetReflectionDeep();
      if (target && this.hasUrl(target)) this.fullUrls.set(child, this.getFullUrl(target));
      else this.fail(child, 're-exports a symbol that has no page');
    }
    for (const child of project.children ?? []) {
      if (!isModule(child)) this.fail(child, 'sits outside the three entry point modules');
    }
    // An inherited member is documented once, on the page that declares it: links to
    // it from anywhere go there.
    for (const reflection of Object.values(project.reflections)) {
      const declared = declaringMember(reflection);
      if (declared !== reflection && this.hasUrl(declared)) this.fullUrls.set(reflection, this.getFullUrl(declared));
    }
    return pages;
  }

  /**
   * The site URL of every symbol and member with a place in the reference, by its name
   * path from its module (`IbexDB`, `IbexDB.query`, `Orderstamp.between`, and
   * `Repository.static:path` for a static member): the code samples link their names by
   * it (src/plugins/api-reference/code-links).
   *
   * @param {ProjectReflection} project
   * @returns {Record<string, string>}
   */
  symbolUrls(project) {
    /** @type {Record<string, string>} */
    const urls = {};
    for (const reflection of Object.values(project.reflections)) {
      if (!(reflection instanceof DeclarationReflection) || reflection instanceof ReferenceReflection) continue;
      if (isModule(reflection) || !this.hasUrl(reflection)) continue;
      const names = [];
      for (let at = /** @type {Reflection | undefined} */ (reflection); at && !isModule(at) && !(at instanceof ProjectReflection); at = at.parent) {
        if (!at.name.startsWith('__')) names.unshift(`${at.flags.isStatic ? 'static:' : ''}${at.name}`);
      }
      const key = names.join('.');
      const url = siteUrl(this.getFullUrl(reflection));
      if (urls[key] !== undefined && urls[key] !== url) {
        this.fail(reflection, `has the name path ${key}, like another symbol at ${urls[key]}: code samples could not tell them apart`);
      }
      urls[key] = url;
    }
    return urls;
  }

  /**
   * @param {PageDefinition[]} pages
   * @param {Reflection} model
   * @param {string} baseName
   */
  addPage(pages, model, baseName) {
    const url = this.getFileName(baseName);
    this.fullUrls.set(model, url);
    this.sluggers.set(model, new Slugger(this.sluggerConfiguration));
    pages.push({url, kind: PageKind.Reflection, model});
  }

  /**
   * A class, interface or type gets a page; a function, or a namespace of functions,
   * gets anchors on its module's function page.
   *
   * @param {PageDefinition[]} pages
   * @param {DeclarationReflection} module
   * @param {DeclarationReflection} child
   */
  routeMember(pages, module, child) {
    const folder = [...PAGE_KINDS].find(([kind]) => child.kindOf(kind))?.[1].folder;
    if (folder) {
      this.addPage(pages, child, symbolPage(folder, child.name));
      child.traverse((member) => {
        this.buildAnchors(member, child);
        return true;
      });
    } else if (child.kindOf(ReflectionKind.Function | ReflectionKind.Namespace)) {
      for (const member of child.children ?? []) {
        if (!member.kindOf(ReflectionKind.Function)) this.fail(member, 'is not a function; a namespace may only hold functions');
      }
      this.buildAnchors(child, module);
    } else {
      this.fail(child, `is a ${ReflectionKind.singularString(child.kind)}, which has no place in the API reference`);
    }
  }

  /**
   * @param {Reflection} reflection
   * @param {string} problem
   */
  fail(reflection, problem) {
    this.application.logger.error(
      `[ibexdb-typedoc] ${reflection.getFriendlyFullName()} ${problem}. Give it a place in src/api-layout.mjs and this router, then regenerate tests/snapshots/api-pages.json (README).`,
    );
  }
}

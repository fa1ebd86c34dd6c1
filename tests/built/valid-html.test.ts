import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {HtmlValidate, Rule, StaticConfigLoader, type ConfigData, type DOMReadyEvent, type RuleDocumentation} from 'html-validate';
import {buildDir, sitemapPaths} from '../support/spec';

/**
 * The built pages are valid HTML. html-validate checks every page of the
 * sitemap, the duplicate API index and the not-found page, as built, against
 * the HTML standard's conformance rules: its `html-validate:standard` preset,
 * which leaves out matters of style, so the minifier's unquoted attributes
 * and omitted end tags pass. Two checks of the W3C's Nu HTML Checker that
 * html-validate lacks are added below, for errors the pages once had. A new
 * error fails the test, naming the page, the line, the rule and the element.
 */

/** Nu HTML Checker: "the itemprop attribute was specified, but the element is not a property of any item". */
class ItempropInItem extends Rule {
  public override documentation(): RuleDocumentation {
    return {description: 'An element with `itemprop` must be a property of an item: inside an `itemscope` element, or named by an `itemref`.'};
  }

  public override setup(): void {
    this.on('dom:ready', ({document}: DOMReadyEvent) => {
      const referenced = new Set(document.querySelectorAll('[itemref]').flatMap((item) => (item.getAttributeValue('itemref') ?? '').split(/\s+/)));
      for (const element of document.querySelectorAll('[itemprop]')) {
        if (!element.parent?.closest('[itemscope]') && !referenced.has(element.id ?? '')) {
          this.report(element, 'the itemprop attribute is set, but the element is not a property of any item');
        }
      }
    });
  }
}

/** Nu HTML Checker: "every active role=tab element must have a corresponding role=tabpanel element". */
class TabNamesPanel extends Rule {
  public override documentation(): RuleDocumentation {
    return {
      description:
        'A selected tab must be tied to its panel: its `aria-controls` holds the id of a `role="tabpanel"` element, or such an element has the tab\'s id in `aria-labelledby`.',
    };
  }

  public override setup(): void {
    this.on('dom:ready', ({document}: DOMReadyEvent) => {
      const panels = document.querySelectorAll('[role="tabpanel"]');
      for (const tab of document.querySelectorAll('[role="tab"][aria-selected="true"]')) {
        const controls = tab.getAttributeValue('aria-controls');
        const tied = panels.some(
          (panel) => (controls !== null && panel.id === controls) || (tab.id !== null && panel.getAttributeValue('aria-labelledby') === tab.id),
        );
        if (!tied) this.report(tab, 'the selected tab has no corresponding tabpanel');
      }
    });
  }
}

const config: ConfigData = {
  extends: ['html-validate:standard'],
  plugins: [{name: 'ibexdb', rules: {'ibexdb/itemprop-in-item': ItempropInItem, 'ibexdb/tab-names-panel': TabNamesPanel}}],
  rules: {'ibexdb/itemprop-in-item': 'error', 'ibexdb/tab-names-panel': 'error'},
};

/** The built file of each page the sweep (tests/e2e/sweep.spec.ts) loads: the sitemap's, the duplicate API index and the not-found page. */
function pageFiles(): string[] {
  const pages = [...sitemapPaths(), '/docs/docs/api/'].map((pagePath) => `${pagePath.replace(/\/$/, '')}/index.html`.slice(1));
  return [...pages, '404.html'];
}

test('every built page is valid HTML', async () => {
  const validator = new HtmlValidate(new StaticConfigLoader(config));
  const files = pageFiles();
  assert.ok(files.length >= 94, `${files.length} pages`);
  const errors: string[] = [];
  for (const file of files) {
    const report = await validator.validateString(readFileSync(path.join(buildDir, file), 'utf8'), file);
    for (const message of report.results.flatMap((result) => result.messages)) {
      errors.push(`${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? 'document'})`);
    }
  }
  assert.deepEqual(errors, []);
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import {findBrowser, missingBrowserMessage} from '../../scripts/support/browser';

const playwrightBuild = () => '/ms-playwright/chromium/chrome';
const existing = (...paths: string[]) => (path: string) => paths.includes(path);

test('an environment override wins', () => {
  assert.equal(
    findBrowser({CHROMIUM_PATH: '/opt/chrome'}, existing('/opt/chrome', '/usr/bin/chromium'), playwrightBuild),
    '/opt/chrome',
  );
});

test('an override naming a missing file fails with the variable named', () => {
  assert.throws(() => findBrowser({CHROMIUM_PATH: '/nowhere'}, existing(), playwrightBuild), /CHROMIUM_PATH is set to \/nowhere/);
});

test("Playwright's own browser comes next (undefined lets Playwright choose it)", () => {
  assert.equal(findBrowser({}, existing('/ms-playwright/chromium/chrome', '/usr/bin/chromium'), playwrightBuild), undefined);
});

test("Debian's Chromium is used when Playwright has no browser of its own", () => {
  assert.equal(findBrowser({}, existing('/usr/bin/chromium'), playwrightBuild), '/usr/bin/chromium');
  assert.equal(
    findBrowser({}, existing('/usr/bin/chromium'), () => {
      throw new Error('unsupported platform');
    }),
    '/usr/bin/chromium',
  );
});

test('with no browser at all, the message says how to install one', () => {
  assert.throws(() => findBrowser({}, existing(), playwrightBuild), (error: Error) => {
    assert.equal(error.message, missingBrowserMessage);
    assert.match(error.message, /apt-get install -y chromium/);
    assert.match(error.message, /npx playwright install chromium/);
    return true;
  });
});

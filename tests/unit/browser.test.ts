import {test} from 'node:test';
import assert from 'node:assert/strict';
import {findBrowser, headlessShell, missingBrowserMessage} from '../../scripts/support/browser';

const playwrightBuild = () => '/ms-playwright/chromium/chrome';
const existing = (...paths: string[]) => (path: string) => paths.includes(path);

test('an environment override wins', () => {
  for (const use of ['tests', 'measurements'] as const) {
    assert.equal(
      findBrowser(use, {CHROMIUM_PATH: '/opt/chrome'}, existing('/opt/chrome', headlessShell, '/usr/bin/chromium'), playwrightBuild),
      '/opt/chrome',
    );
  }
});

test('an override naming a missing file fails with the variable named', () => {
  assert.throws(() => findBrowser('tests', {CHROMIUM_PATH: '/nowhere'}, existing(), playwrightBuild), /CHROMIUM_PATH is set to \/nowhere/);
});

test("Playwright's own browser comes next for either use (undefined lets Playwright choose it)", () => {
  for (const use of ['tests', 'measurements'] as const) {
    assert.equal(findBrowser(use, {}, existing('/ms-playwright/chromium/chrome', headlessShell, '/usr/bin/chromium'), playwrightBuild), undefined);
  }
});

test("tests prefer Debian's headless shell; measurements use the full browser", () => {
  const both = existing(headlessShell, '/usr/bin/chromium');
  assert.equal(findBrowser('tests', {}, both, playwrightBuild), headlessShell);
  assert.equal(findBrowser('measurements', {}, both, playwrightBuild), '/usr/bin/chromium');
  assert.equal(findBrowser('tests', {}, existing('/usr/bin/chromium'), playwrightBuild), '/usr/bin/chromium');
  const noPlaywrightBuild = () => {
    throw new Error('unsupported platform');
  };
  assert.equal(findBrowser('tests', {}, existing(headlessShell), noPlaywrightBuild), headlessShell);
  assert.equal(findBrowser('measurements', {}, both, noPlaywrightBuild), '/usr/bin/chromium');
});

test('with no browser for the use, the message says which package to install', () => {
  assert.throws(() => findBrowser('tests', {}, existing(), playwrightBuild), (error: Error) => {
    assert.equal(error.message, missingBrowserMessage('tests'));
    assert.match(error.message, /apt-get install -y chromium-headless-shell/);
    assert.match(error.message, /npx playwright install chromium/);
    return true;
  });
  assert.throws(() => findBrowser('measurements', {}, existing(headlessShell), playwrightBuild), (error: Error) => {
    assert.match(error.message, /for the measurements/);
    assert.match(error.message, /apt-get install -y chromium$/m);
    return true;
  });
});

import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import {checkPlan, descendants, forwardSignal, lowestPriority, npmScriptRunner, parseStat, plan, processTable, runPlan, statFields, summarize, type Plan, type Runner} from '../../scripts/run-tests';

const root = path.join(import.meta.dirname, '../..');

/**
 * A runner that records what starts, in the foreground or not, and ends each
 * script only when the test says so, with the result the test gives.
 */
function scriptedRunner() {
  const started: {script: string; foreground: boolean}[] = [];
  const finishers = new Map<string, (ok: boolean) => void>();
  const waiters: {script: string; resolve: () => void}[] = [];
  const runner: Runner = (script, foreground) => {
    started.push({script, foreground});
    for (const waiter of waiters.filter((w) => w.script === script)) waiter.resolve();
    return new Promise((resolve) => {
      finishers.set(script, (ok) => resolve({ok, detail: ok ? 'passed' : 'failed (exit code 1)', output: `output of ${script}\n`}));
    });
  };
  /** Resolves once `script` has started. */
  const hasStarted = (script: string) =>
    started.some((entry) => entry.script === script)
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiters.push({script, resolve}));
  const finish = async (script: string, ok = true) => {
    await hasStarted(script);
    finishers.get(script)?.(ok);
    // What the plan does once the script has ended runs before the test goes on.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return {runner, started, finish, hasStarted};
}

const smallPlan: Plan = {
  chain: ['build', 'browser'],
  background: [{script: 'lint'}, {script: 'built', after: 'build'}],
};

/** Resolves once `done()` holds, checking every 20 ms. */
async function waitFor(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** A package in a temporary folder with the given npm scripts; removed by the returned function. */
function fixturePackage(scripts: Record<string, string>): {folder: string; remove: () => void} {
  const folder = mkdtempSync(path.join(tmpdir(), 'run-tests-'));
  writeFileSync(path.join(folder, 'package.json'), JSON.stringify({name: 'run-tests-fixture', private: true, scripts}));
  return {folder, remove: () => rmSync(folder, {recursive: true, force: true})};
}

// A script the plan waits for and never starts would otherwise hang the shared unit test process.
describe('npm test (scripts/run-tests.ts)', {timeout: 20_000}, () => {
  test('runs every check of package.json: the build and browser tests in a chain, the others beside it', () => {
    const {scripts} = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {scripts: Record<string, string>};
    assert.equal(scripts.test, 'tsx scripts/run-tests.ts');
    assert.deepEqual(plan.chain, ['build:test', 'test:e2e']);
    const planned = [...plan.chain, ...plan.background.map(({script}) => script)].sort();
    const checks = Object.keys(scripts).filter((name) => name.startsWith('test:') || ['typecheck', 'lint', 'build:test'].includes(name));
    assert.deepEqual(planned, checks.sort());
    assert.equal(plan.background.find(({script}) => script === 'test:built')?.after, 'build:test');
    assert.doesNotThrow(() => checkPlan(plan));
  });

  test('refuses a check that waits for a script outside the chain, before starting anything', async () => {
    const {runner, started} = scriptedRunner();
    await assert.rejects(
      runPlan({chain: ['build'], background: [{script: 'built', after: 'bundle'}]}, runner, () => undefined),
      /built waits for bundle, which is not a step of the chain \(build\)/,
    );
    assert.deepEqual(started, []);
  });

  test('runs the chain in order in the foreground, the checks in the background, a dependent check after its step', async () => {
    const {runner, started, finish, hasStarted} = scriptedRunner();
    const written: string[] = [];
    const done = runPlan(smallPlan, runner, (text) => written.push(text));
    await hasStarted('lint');
    assert.deepEqual(started, [
      {script: 'build', foreground: true},
      {script: 'lint', foreground: false},
    ]);
    await finish('lint');
    assert.ok(!written.join('').includes('output of lint'), 'background output waits for the running step');
    assert.ok(!written.join('').includes('its output follows'), 'a check that passes is not announced');
    await finish('build');
    await hasStarted('browser');
    await hasStarted('built');
    assert.ok(written.join('').includes('output of lint'), 'held output is shown once the step is over');
    assert.deepEqual(started.slice(2).map(({script, foreground}) => [script, foreground]).sort(), [
      ['browser', true],
      ['built', false],
    ]);
    await finish('browser');
    assert.ok(!written.join('').includes('output of built'));
    await finish('built');
    assert.ok(written.join('').includes('output of built'), 'a check that ends after the chain is shown when it ends');
    const outcomes = await done;
    assert.deepEqual([...outcomes.values()].map(({ok}) => ok), [true, true, true, true]);
  });

  test('a failed step of the chain stops what needs it, and the other checks still run', async () => {
    const {runner, started, finish} = scriptedRunner();
    const done = runPlan(smallPlan, runner, () => undefined);
    await finish('build', false);
    await finish('lint');
    const outcomes = await done;
    assert.deepEqual(started.map(({script}) => script).sort(), ['build', 'lint']);
    assert.equal(outcomes.get('browser')?.detail, 'not run, as a step before it failed');
    assert.equal(outcomes.get('built')?.detail, 'not run, as build failed');
    assert.equal(outcomes.get('lint')?.ok, true);
  });

  test('a check that fails during a step of the chain is announced at once, its output after the step', async () => {
    const {runner, finish} = scriptedRunner();
    const written: string[] = [];
    const done = runPlan(smallPlan, runner, (text) => written.push(text));
    await finish('lint', false);
    assert.match(written.join(''), /> npm run lint: failed \(exit code 1\) in [\d.]+ s; its output follows the running step's/);
    await finish('build');
    await finish('browser');
    await finish('built', false);
    const shown = written.join('');
    assert.equal(shown.split('its output follows').length - 1, 1, 'a check that fails after the chain needs no notice');
    assert.match(shown, /> npm run built: failed \(exit code 1\) in [\d.]+ s\noutput of built/);
    const outcomes = await done;
    assert.equal(outcomes.get('lint')?.ok, false);
    assert.equal(outcomes.get('browser')?.ok, true);
  });

  test('a runner that rejects or throws fails its script, and the rest of the plan still runs', async () => {
    const {runner, finish} = scriptedRunner();
    const throwing: Runner = (script, foreground) => {
      if (script === 'lint') return Promise.reject(new Error('spawn npm ENOENT'));
      if (script === 'built') throw new Error('no such script');
      return runner(script, foreground);
    };
    const done = runPlan(smallPlan, throwing, () => undefined);
    await finish('build');
    await finish('browser');
    const outcomes = await done;
    assert.equal(outcomes.get('lint')?.detail, 'failed (spawn npm ENOENT)');
    assert.equal(outcomes.get('built')?.detail, 'failed (no such script)');
    assert.equal(outcomes.get('browser')?.ok, true);
  });

  test('once the command is stopped, nothing more starts', async () => {
    const {runner, started, finish} = scriptedRunner();
    let stopped = false;
    const done = runPlan(smallPlan, runner, () => undefined, () => stopped);
    stopped = true;
    await finish('build');
    await finish('lint');
    const outcomes = await done;
    assert.deepEqual(started.map(({script}) => script).sort(), ['build', 'lint']);
    assert.equal(outcomes.get('browser')?.detail, 'not run, as the command was stopped');
    assert.equal(outcomes.get('built')?.detail, 'not run, as the command was stopped');
  });

  test('the summary lists every outcome, names what failed and what did not run, and sets the exit code', () => {
    const passed = summarize(new Map([['lint', {ok: true, detail: 'passed', seconds: 2}]]));
    assert.deepEqual(passed, {text: '\n  npm run lint: passed in 2.0 s\n', exitCode: 0});
    const failed = summarize(
      new Map([
        ['build', {ok: false, detail: 'failed (exit code 1)', seconds: 3}],
        ['browser', {ok: false, detail: 'not run, as a step before it failed'}],
      ]),
    );
    assert.equal(failed.exitCode, 1);
    assert.match(failed.text, /npm run browser: not run, as a step before it failed\n/);
    assert.match(failed.text, /\nFailed: npm run build\nNot run: npm run browser\n$/);
    assert.equal(summarize(new Map([['browser', {ok: false, detail: 'not run, as the command was stopped'}]])).exitCode, 1);
  });

  test("reads a process's fields after its name, which may hold spaces and parentheses", () => {
    assert.deepEqual(parseStat('7 (a) b)) S 3 7 7 0').slice(0, 4), ['S', '3', '7', '7']);
  });

  test('finds every process a script started, at any depth, for a signal to reach them', () => {
    const table = ['  1     0', ' 10     1', ' 11    10', ' 12    11', ' 13    11', ' 20     1', '  30    12'].join('\n');
    assert.deepEqual(descendants(10, table).sort((a, b) => a - b), [11, 12, 13, 30]);
    assert.deepEqual(descendants(20, table), []);
    assert.ok(descendants(process.ppid, processTable()).includes(process.pid), 'the real process table');
  });

  const notLinux = process.platform !== 'linux' && "sessions weigh on priorities only in Linux's autogroups";
  test("npm scripts run in the caller's session, where the scheduler weighs their priority against the chain's", {skip: notLinux}, async () => {
    const {folder, remove} = fixturePackage({session: 'node session.js'});
    try {
      // The session id, the fourth field of /proc/self/stat after the command's name (see statFields).
      writeFileSync(
        path.join(folder, 'session.js'),
        "const stat = require('node:fs').readFileSync('/proc/self/stat', 'utf8');\n" +
          "process.stdout.write(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[3]);\n",
      );
      const {ok, output} = await npmScriptRunner(folder)('session', false);
      assert.equal(ok, true, output);
      assert.equal(output.trim(), statFields('self')[3]);
    } finally {
      remove();
    }
  });

  test('npm scripts in the background run at the lowest priority, in the foreground at the caller\'s; a failure names its exit code', async () => {
    const {folder, remove} = fixturePackage({
      priority: 'node -e "process.stdout.write(String(require(\'node:os\').getPriority()))"',
      loud: 'node -e "process.stderr.write(\'(a foreground fixture of run-tests.test.ts writes this line)\\n\')"',
      fail: 'node -e "process.exit(3)"',
    });
    try {
      const lowered: number[] = [];
      const run = npmScriptRunner(folder, (pid) => {
        lowered.push(pid);
        lowestPriority(pid);
      });
      const background = await run('priority', false);
      assert.equal(background.ok, true, background.output);
      // The lowest priority, on Linux and macOS alike.
      assert.equal(background.output.trim(), '19');
      assert.equal(lowered.length, 1, 'set by the runner, not only inherited from a test run that is in the background itself');
      assert.deepEqual(await run('loud', true), {ok: true, detail: 'passed', output: ''}, 'the output of the chain is shown, not held');
      assert.equal(lowered.length, 1, 'the chain keeps its priority');
      assert.deepEqual(await run('fail', false), {ok: false, detail: 'failed (exit code 3)', output: ''});
    } finally {
      remove();
    }
  });

  test('a signal reaches a process the script started, which npm and sh do not pass it on to', async () => {
    // `sh -c 'a && b'` waits for b and does not pass a signal on; b holds the output pipe open.
    const {folder, remove} = fixturePackage({
      hang: 'node -e "" && node -e "require(\'node:fs\').writeFileSync(\'started\', String(process.pid)); setInterval(() => {}, 1000)"',
    });
    const started = path.join(folder, 'started');
    try {
      const ended = npmScriptRunner(folder)('hang', false);
      await waitFor(() => existsSync(started));
      forwardSignal('SIGTERM');
      // Had the signal missed the inner node, the pipe it holds would keep the script from ending.
      const result = await Promise.race([ended, new Promise<undefined>((resolve) => setTimeout(resolve, 5000))]);
      assert.ok(result, 'the script ended');
      assert.equal(result.ok, false);
      assert.match(result.detail, /^failed \(/);
    } finally {
      try {
        process.kill(Number(readFileSync(started, 'utf8')), 'SIGKILL');
      } catch {
        // It ended, as it should have.
      }
      remove();
    }
  });
});

import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import {lowestPriority, npmScriptRunner, plan, runPlan, type Plan, type Runner} from '../../scripts/run-tests';

const root = path.join(__dirname, '../..');

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

describe('npm test (scripts/run-tests.ts)', () => {
  test('runs every check of package.json: the build and browser tests in a chain, the others beside it', () => {
    const {scripts} = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {scripts: Record<string, string>};
    assert.equal(scripts.test, 'tsx scripts/run-tests.ts');
    assert.deepEqual(plan.chain, ['build:test', 'test:e2e']);
    const planned = [...plan.chain, ...plan.background.map(({script}) => script)].sort();
    const checks = Object.keys(scripts).filter((name) => name.startsWith('test:') || ['typecheck', 'lint', 'build:test'].includes(name));
    assert.deepEqual(planned, checks.sort());
    assert.deepEqual(plan.background.find(({script}) => script === 'test:built')?.after, 'build:test');
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
    await finish('build');
    await hasStarted('browser');
    await hasStarted('built');
    assert.ok(written.join('').includes('output of lint'), 'held output is shown once the step is over');
    assert.deepEqual(started.slice(2).map(({script, foreground}) => [script, foreground]).sort(), [
      ['browser', true],
      ['built', false],
    ]);
    await finish('built');
    await finish('browser');
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

  test('a failed check is announced at once, and fails the run once everything has ended', async () => {
    const {runner, finish} = scriptedRunner();
    const written: string[] = [];
    const done = runPlan(smallPlan, runner, (text) => written.push(text));
    await finish('lint', false);
    assert.match(written.join(''), /npm run lint: failed \(exit code 1\) in [\d.]+ s; its output follows/);
    await finish('build');
    await finish('built');
    await finish('browser');
    const outcomes = await done;
    assert.equal(outcomes.get('lint')?.ok, false);
    assert.equal(outcomes.get('browser')?.ok, true);
  });

  test('npm scripts in the background run at the lowest priority; a failure names its exit code', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'run-tests-'));
    try {
      const printPriority = 'node -e "process.stdout.write(String(require(\'node:os\').getPriority()))"';
      writeFileSync(
        path.join(folder, 'package.json'),
        JSON.stringify({name: 'run-tests-fixture', private: true, scripts: {priority: printPriority, fail: 'node -e "process.exit(3)"'}}),
      );
      const lowered: number[] = [];
      const run = npmScriptRunner(folder, (pid) => {
        lowered.push(pid);
        lowestPriority(pid);
      });
      const background = await run('priority', false);
      assert.equal(background.ok, true, background.output);
      // The lowest priority is 19 on Linux and macOS, and Windows' idle class reads as 19 too.
      assert.equal(background.output.trim(), '19');
      assert.equal(lowered.length, 1, 'set by the runner, not only inherited from a test run that is in the background itself');
      assert.deepEqual(await run('fail', false), {ok: false, detail: 'failed (exit code 3)', output: ''});
      assert.equal(lowered.length, 2);
    } finally {
      rmSync(folder, {recursive: true, force: true});
    }
  });
});

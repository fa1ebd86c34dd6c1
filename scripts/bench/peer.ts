import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/**
 * The peer of the benchmark: a stock Docusaurus 3.8.1 classic TypeScript site,
 * made once by create-docusaurus in the gitignored .cache/ folder, with the
 * same package overrides as this site so that it installs here.
 */
export const peerDir = path.resolve('.cache/bench/peer');

function run(command: string, args: readonly string[], cwd: string): void {
  execFileSync(command, args, {cwd, stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, CI: 'true'}});
}

/**
 * Creates and installs the peer site unless it already exists, builds it unless
 * `reuse` is set and a build exists (the stock site does not change between
 * runs), and returns its build folder.
 */
export function buildPeer(reuse = false): string {
  const build = path.join(peerDir, 'build');
  if (reuse && existsSync(path.join(build, 'index.html'))) return build;
  if (!existsSync(path.join(peerDir, 'node_modules/@docusaurus/core'))) {
    const parent = path.dirname(peerDir);
    run('mkdir', ['-p', parent], '.');
    if (!existsSync(path.join(peerDir, 'package.json'))) {
      console.log('Creating the peer site with create-docusaurus@3.8.1 …');
      run('npx', ['--yes', 'create-docusaurus@3.8.1', 'peer', 'classic', '--typescript', '--skip-install', '--package-manager', 'npm'], parent);
    }
    const ours = JSON.parse(readFileSync('package.json', 'utf8')) as {
      dependencies: Record<string, string>;
      overrides: Record<string, string>;
    };
    const manifestPath = path.join(peerDir, 'package.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
    // This site lists the docs plugin as a dependency; the stock site does not, and
    // @docusaurus/theme-common accepts any version of it as a peer: without the
    // override npm would add the newest one beside the preset's.
    const docsPlugin = '@docusaurus/plugin-content-docs';
    manifest.overrides = {...ours.overrides, [docsPlugin]: ours.dependencies[docsPlugin]};
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    console.log('Installing the peer site …');
    run('npm', ['install', '--no-audit', '--no-fund'], peerDir);
  }
  console.log('Building the peer site …');
  run('npx', ['docusaurus', 'build'], peerDir);
  return build;
}

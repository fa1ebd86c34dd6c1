import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import fc from 'fast-check';
import {
  bestLeaf,
  createItem,
  createWorld,
  deliver,
  deliverAll,
  deliverDue,
  dueAt,
  deviceLeaves,
  deviceIds,
  edit,
  electLeader,
  isConverged,
  isSynced,
  leaderWindowMs,
  lowestCommonAncestors,
  mergeCommits,
  mergeText,
  otherDevice,
  serverLeaves,
  reconnectWindowMs,
  setOnline,
  valueOn,
  type DeviceId,
  type ItemValue,
  type Schema,
  type World,
} from '../../src/components/ConflictSandbox/engine';
import {initialTask, scenarios, startWorld, taskSchema} from '../../src/components/ConflictSandbox/scenarios';

/** The worked example's schema in docs/conflict-resolution.mdx. */
const guideSchema: Schema = {text: 'string', done: 'boolean', tags: 'set'};

function offline(world: World, at = 1): World {
  return setOnline(setOnline(world, 'laptop', false, at), 'phone', false, at);
}

function reconnect(world: World, at: number): World {
  return deliverAll(setOnline(setOnline(world, 'laptop', true, at), 'phone', true, at), at);
}

function converged(world: World): ItemValue {
  assert.ok(isSynced(world), 'the server and both devices hold the same commits');
  assert.equal(serverLeaves(world).length, 1, 'a merge commit joined every fork');
  assert.ok(isConverged(world));
  assert.deepEqual(deviceLeaves(world, 'laptop'), deviceLeaves(world, 'phone'));
  const value = valueOn(world, 'laptop');
  assert.ok(value);
  assert.deepEqual(valueOn(world, 'phone'), value);
  return value;
}

function rulesOf(world: World): Record<string, string> {
  return Object.fromEntries((world.lastMerge?.resolutions ?? []).map((r) => [r.field, r.rule]));
}

describe('conflict sandbox engine: the guides\' examples', () => {
  it('worked example: Buy milk on a phone and a laptop (conflict-resolution)', () => {
    let world = offline(createWorld({schema: guideSchema, seed: 1, initial: {text: 'Buy milk', done: false, tags: ['home']}}));
    world = edit(world, 'phone', {text: 'Buy oat milk', tags: ['home', 'shop']}, 2);
    world = edit(world, 'laptop', {done: true, tags: []}, 3);
    world = reconnect(world, 4);
    assert.deepEqual(converged(world), {text: 'Buy oat milk', done: true, tags: ['shop'], isDeleted: false});
    const rules = rulesOf(world);
    assert.equal(rules.text, 'one-side');
    assert.equal(rules.done, 'one-side');
    assert.equal(rules.tags, 'additions-beat-removals');
  });

  it('a field changed on one side only keeps that change: done true on the laptop wins over an unchanged phone', () => {
    let world = offline(createWorld({schema: guideSchema, seed: 2, initial: {text: 'a', done: false, tags: []}}));
    world = edit(world, 'laptop', {done: true}, 2);
    world = edit(world, 'phone', {text: 'b'}, 3);
    assert.deepEqual(converged(reconnect(world, 4)), {text: 'b', done: true, tags: [], isDeleted: false});
  });

  it('string: both devices rename a task and it ends up with one of the two names, the same everywhere', () => {
    for (let seed = 1; seed <= 20; seed++) {
      let world = offline(startWorld(seed));
      world = edit(world, 'laptop', {title: 'Buy oat milk'}, 2);
      world = edit(world, 'phone', {title: 'Buy milk and eggs'}, 2);
      const merged = converged(reconnect(world, 3));
      assert.ok(['Buy oat milk', 'Buy milk and eggs'].includes(merged.title as string));
    }
  });

  it('one write wins: the simulation keeps one value by the deterministic order (timestamp, then commit id), and its words promise no more', () => {
    let world = offline(startWorld(3));
    world = edit(world, 'laptop', {title: 'later'}, 9);
    world = edit(world, 'phone', {title: 'earlier'}, 5);
    world = reconnect(world, 10);
    assert.equal(converged(world).title, 'later');
    const line = world.lastMerge!.resolutions.find((r) => r.field === 'title')!;
    assert.equal(line.rule, 'one-write-wins');
    assert.match(line.text, /one write wins/);
    assert.match(line.text, /every peer that receives the merge commit reads that same value/);
    assert.match(line.text, /deterministic order/);
    assert.match(line.text, /makes no promise that the value kept is the newest write/);
    assert.doesNotMatch(line.text, /because|later in the deterministic order|last write wins/);

    let tie = offline(startWorld(4));
    tie = edit(tie, 'laptop', {title: 'from the laptop'}, 5);
    tie = edit(tie, 'phone', {title: 'from the phone'}, 5);
    tie = reconnect(tie, 6);
    const [laptopCommit, phoneCommit] = (['laptop', 'phone'] as const).map((d) =>
      tie.order.map((id) => tie.commits[id]).find((c) => c.author === d && c.kind === 'edit')!,
    );
    const expected = laptopCommit.id > phoneCommit.id ? 'from the laptop' : 'from the phone';
    assert.equal(converged(tie).title, expected);
  });

  it('the winner is the same on every peer, not necessarily the newest: a phone clock running behind loses', () => {
    let world = offline(startWorld(5));
    world = edit(world, 'laptop', {priority: 3}, 20);
    // Edited afterwards in real time, but the phone's clock says 10.
    world = edit(world, 'phone', {priority: 1}, 10);
    assert.equal(converged(reconnect(world, 30)).priority, 3);
  });

  it('set: one device adds urgent while the other clears all tags; urgent stays', () => {
    let world = offline(startWorld(6));
    world = edit(world, 'phone', {tags: ['home', 'urgent']}, 2);
    world = edit(world, 'laptop', {tags: []}, 3);
    world = reconnect(world, 4);
    assert.deepEqual(converged(world).tags, ['urgent']);
    const line = world.lastMerge!.resolutions.find((r) => r.field === 'tags')!;
    assert.equal(line.rule, 'additions-beat-removals');
    assert.match(line.text, /additions beat removals/);
    assert.match(line.text, /urgent stays/);
  });

  it('set: a removal only applies to elements that were in the base', () => {
    const commits = {
      b: {id: 'b', parents: [], timestamp: 0, author: 'laptop' as const, kind: 'create' as const, value: {s: ['x'], isDeleted: false}, summary: ''},
      l: {id: 'l', parents: ['b'], timestamp: 1, author: 'laptop' as const, kind: 'edit' as const, value: {s: [], isDeleted: false}, summary: ''},
      p: {id: 'p', parents: ['b'], timestamp: 2, author: 'phone' as const, kind: 'edit' as const, value: {s: ['x', 'y'], isDeleted: false}, summary: ''},
    };
    assert.deepEqual(mergeCommits({s: 'set'}, commits, ['l', 'p']).value.s, ['y']);
  });

  it('map: one device sets a new key while the other deletes an old one; both changes apply', () => {
    let world = offline(createWorld({schema: {labels: 'map'}, seed: 7, initial: {labels: {colour: 'red', size: 'L'}}}));
    world = edit(world, 'laptop', {labels: {colour: 'red', size: 'L', shape: 'round'}}, 2);
    world = edit(world, 'phone', {labels: {size: 'L'}}, 3);
    assert.deepEqual(converged(reconnect(world, 4)).labels, {shape: 'round', size: 'L'});
  });

  it('map: an edit beats a concurrent deletion of the same key', () => {
    let world = offline(createWorld({schema: {labels: 'map'}, seed: 8, initial: {labels: {colour: 'red'}}}));
    world = edit(world, 'laptop', {labels: {colour: 'blue'}}, 2);
    world = edit(world, 'phone', {labels: {}}, 3);
    assert.deepEqual(converged(reconnect(world, 4)).labels, {colour: 'blue'});
  });

  it('richtext: two people type in different paragraphs of a note; both edits survive', () => {
    let world = offline(createWorld({schema: {note: 'richtext'}, seed: 9, initial: {note: 'First paragraph.\nSecond paragraph.'}}));
    world = edit(world, 'laptop', {note: 'First paragraph, longer.\nSecond paragraph.'}, 2);
    world = edit(world, 'phone', {note: 'First paragraph.\nSecond paragraph, edited.'}, 3);
    world = reconnect(world, 4);
    assert.equal(converged(world).note, 'First paragraph, longer.\nSecond paragraph, edited.');
    assert.equal(rulesOf(world).note, 'character-merge');
  });

  it('richtext: a deletion cannot remove text the other side just wrote, and edits beat deletions', () => {
    assert.equal(mergeText('the quick fox', ['the fox', 'the quick brown fox']), 'the brown fox');
    assert.equal(mergeText('abc', ['', 'aXbc']), 'X');
  });

  it('richtext: two insertions at the same position are both kept, in the agreed order', () => {
    assert.equal(mergeText('ab', ['a1b', 'a2b']), 'a12b');
    assert.equal(mergeText('ab', ['a2b', 'a1b']), 'a21b');
    const commits = {
      base: {id: 'base', parents: [], timestamp: 0, author: 'laptop' as const, kind: 'create' as const, value: {n: 'ab', isDeleted: false}, summary: ''},
      z9: {id: 'z9', parents: ['base'], timestamp: 1, author: 'laptop' as const, kind: 'edit' as const, value: {n: 'aZb', isDeleted: false}, summary: ''},
      a1: {id: 'a1', parents: ['base'], timestamp: 2, author: 'phone' as const, kind: 'edit' as const, value: {n: 'aAb', isDeleted: false}, summary: ''},
    };
    // Ordered by commit id (a1 before z9), not by timestamp.
    assert.equal(mergeCommits({n: 'richtext'}, commits, ['z9', 'a1']).value.n, 'aAZb');
  });

  it('soft delete and a concurrent edit both survive: the item stays deleted, and restoring it shows the edit', () => {
    let world = offline(startWorld(10));
    world = edit(world, 'laptop', {isDeleted: true}, 2);
    world = edit(world, 'phone', {title: 'Buy milk and eggs'}, 3);
    world = reconnect(world, 4);
    const merged = converged(world);
    assert.equal(merged.isDeleted, true);
    assert.equal(rulesOf(world).isDeleted, 'one-side');
    world = deliverAll(edit(world, 'laptop', {isDeleted: false}, 5), 5);
    assert.equal(converged(world).title, 'Buy milk and eggs');
  });

  it('independent creations: the null item is the base, creations are applied first, later edits override them', () => {
    const schema: Schema = {title: 'string', body: 'richtext', tags: 'set'};
    let world = offline(createWorld({schema, seed: 11}));
    world = createItem(world, 'laptop', {title: '2025-05-03', body: '', tags: ['daily']}, 1);
    world = createItem(world, 'phone', {title: '2025-05-03', body: '', tags: ['daily']}, 5);
    world = edit(world, 'laptop', {body: 'Met Ana.'}, 2);
    world = reconnect(world, 6);
    const merged = converged(world);
    // The phone's creation is newer, but the laptop's later edit overrides it.
    assert.equal(merged.body, 'Met Ana.');
    assert.deepEqual(merged.tags, ['daily']);
    assert.deepEqual(world.lastMerge!.base, []);
    assert.ok(world.lastMerge!.resolutions.every((r) => r.rule === 'independent-creations'));
  });

  it('de-duplication: the same edit made on both devices is applied once', () => {
    let world = offline(startWorld(12));
    world = edit(world, 'laptop', {note: `${initialTask.note as string} Urgent!`}, 2);
    world = edit(world, 'phone', {note: `${initialTask.note as string} Urgent!`}, 3);
    assert.equal(converged(reconnect(world, 4)).note, `${initialTask.note as string} Urgent!`);
  });

  it('commit graph: a fork of two offline edits on a shared base, then one merge commit with both parents and the base', () => {
    let world = offline(startWorld(13));
    const base = world.order[0];
    world = edit(world, 'phone', {done: true}, 2);
    world = edit(world, 'laptop', {priority: 1}, 3);
    const [phoneEdit, laptopEdit] = world.order.slice(1);
    assert.deepEqual(world.commits[phoneEdit].parents, [base]);
    assert.deepEqual(world.commits[laptopEdit].parents, [base]);
    assert.deepEqual(lowestCommonAncestors(world.commits, [phoneEdit, laptopEdit]), [base]);
    world = reconnect(world, 4);
    const merges = world.order.map((id) => world.commits[id]).filter((c) => c.kind === 'merge');
    assert.equal(merges.length, 1, 'only the leader writes a merge commit');
    assert.deepEqual(merges[0].parents, [phoneEdit, laptopEdit].sort());
    assert.deepEqual(merges[0].mergeBase, [base]);
    assert.equal(merges[0].author, world.lastMerge!.leader);
    assert.deepEqual(deviceLeaves(world, 'laptop'), [merges[0].id], 'one head again');
  });

  it('commit graph: the graph is append-only and sync takes the union of the commits', () => {
    let world = offline(startWorld(14));
    world = edit(world, 'laptop', {done: true}, 2);
    world = edit(world, 'phone', {priority: 5}, 3);
    const before = {laptop: [...world.devices.laptop.held], phone: [...world.devices.phone.held]};
    world = reconnect(world, 4);
    for (const device of deviceIds) {
      assert.deepEqual(world.devices[device].held.slice(0, before[device].length), before[device]);
    }
    const union = new Set([...before.laptop, ...before.phone]);
    for (const id of union) assert.ok(world.devices.laptop.held.includes(id) && world.devices.phone.held.includes(id));
  });

  it('commit graph: the merge leader is a session that wrote a leaf in the last 5 s counted back from now, the same on every peer, and none when all are older', () => {
    let world = offline(startWorld(15));
    world = edit(world, 'laptop', {done: true}, 1000);
    world = edit(world, 'phone', {priority: 4}, 1000);
    const leaves = [...world.devices.laptop.held.slice(1), ...world.devices.phone.held.slice(1)];
    const leader = electLeader(world, leaves, 2000);
    assert.ok(leader === 'laptop' || leader === 'phone');
    assert.equal(electLeader(world, [...leaves].reverse(), 2000), leader, 'the order the leaves are listed in does not matter');
    assert.equal(electLeader(world, leaves, 1000 + leaderWindowMs), leader, 'a leaf exactly 5 s old still counts');
    assert.equal(electLeader(world, leaves, 1001 + leaderWindowMs), null, 'no session wrote a leaf in the last 5 s');
    let quiet = offline(startWorld(15));
    quiet = edit(quiet, 'laptop', {done: true}, 1000);
    quiet = edit(quiet, 'phone', {priority: 4}, 9000);
    const quietLeaves = [...quiet.devices.laptop.held.slice(1), ...quiet.devices.phone.held.slice(1)];
    assert.equal(electLeader(quiet, quietLeaves, 9500), 'phone', 'the laptop has been quiet for more than 5 s');
    assert.equal(electLeader(quiet, quietLeaves, 20000), null);
  });

  it('commit graph: a device that is not the merge leader shows its best leaf, its own commit, until the merge commit arrives', () => {
    for (let seed = 16; seed < 26; seed++) {
      let world = offline(startWorld(seed));
      world = edit(world, 'laptop', {done: true}, 2);
      world = edit(world, 'phone', {priority: 5}, 3);
      const own: Record<DeviceId, string> = {laptop: world.order[1], phone: world.order[2]};
      world = setOnline(setOnline(world, 'laptop', true, 4), 'phone', true, 4);
      const leader = electLeader(world, [own.laptop, own.phone], 5)!;
      const follower = otherDevice(leader);
      // The devices never send to each other: every message has the server at one end.
      assert.ok(world.queue.every((m) => (m.from === 'server') !== (m.to === 'server')));
      // The server receives the follower's commit, then the leader's, and passes the leader's on.
      world = deliver(world, 5, world.queue.find((m) => m.from === follower && m.to === 'server')!.id);
      world = deliver(world, 5, world.queue.find((m) => m.from === leader && m.to === 'server')!.id);
      assert.equal(world.devices[follower].held.includes(own[leader]), false, 'nothing reaches the follower but through the server');
      world = deliver(world, 5, world.queue.find((m) => m.to === follower && m.commitIds.includes(own[leader]))!.id);
      assert.equal(deviceLeaves(world, follower).length, 2, 'the follower holds the fork');
      assert.equal(bestLeaf(world, follower), own[follower]);
      assert.deepEqual(valueOn(world, follower), world.commits[own[follower]].value, 'it shows its own leaf, not a merged value');
      assert.equal(world.order.filter((id) => world.commits[id].kind === 'merge').length, 0, 'only the leader merges');
      assert.equal(world.lastMerge, null);
      assert.ok(world.log.at(-1)!.text.includes('waits for the merge commit'));
      assert.deepEqual(world.devices[follower].fork, {at: 5, leader});
      // A local edit on the follower builds on the leaf it shows, not on the fork.
      const edited = edit(world, follower, {title: 'Buy milk today'}, 6);
      assert.deepEqual(edited.commits[edited.order.at(-1)!].kind === 'merge' ? edited.commits[edited.order.at(-2)!].parents : edited.commits[edited.order.at(-1)!].parents, [own[follower]]);
      // The leader receives the other leaf, writes the merge commit, and it reaches the follower.
      world = deliverAll(world, 6);
      const merges = world.order.filter((id) => world.commits[id].kind === 'merge');
      assert.equal(merges.length, 1);
      assert.equal(world.commits[merges[0]].author, leader);
      const merged = converged(world);
      assert.equal(merged.done, true);
      assert.equal(merged.priority, 5);
    }
  });

  it('commit graph: the best leaf is the device\'s own newest commit, otherwise the newest leaf', () => {
    const leaf = (id: string, timestamp: number, author: DeviceId) =>
      ({id, parents: [], timestamp, author, kind: 'create' as const, value: {title: id, isDeleted: false}, summary: ''});
    const base = createWorld({schema: {title: 'string'}, seed: 30});
    const world: World = {
      ...base,
      commits: {a: leaf('a', 1, 'laptop'), b: leaf('b', 5, 'phone'), c: leaf('c', 3, 'phone')},
      order: ['a', 'c', 'b'],
      devices: {laptop: {online: false, held: ['a', 'c', 'b'], fork: null}, phone: {online: false, held: ['c', 'b'], fork: null}},
    };
    assert.equal(bestLeaf(world, 'laptop'), 'a', 'its own commit first, even when older');
    assert.equal(bestLeaf(world, 'phone'), 'b', 'its own newest commit');
    const noneOwn: World = {...world, devices: {...world.devices, laptop: {online: false, held: ['c', 'b'], fork: null}}};
    assert.equal(bestLeaf(noneOwn, 'laptop'), 'b', 'otherwise the newest leaf');
    assert.deepEqual(valueOn(noneOwn, 'laptop'), {title: 'b', isDeleted: false});
  });

  it('commit graph: a fork whose leaves are all older than 5 s is not merged; each device shows its own leaf until a new edit elects a leader', () => {
    for (let seed = 27; seed < 37; seed++) {
      let world = offline(startWorld(seed));
      world = edit(world, 'laptop', {done: true}, 1000);
      world = edit(world, 'phone', {priority: 4}, 1500);
      const own: Record<DeviceId, string> = {laptop: world.order[1], phone: world.order[2]};
      world = reconnect(world, 20000);
      assert.ok(isSynced(world), 'every peer holds every commit');
      assert.equal(isConverged(world), false);
      assert.equal(serverLeaves(world).length, 2);
      assert.equal(world.order.filter((id) => world.commits[id].kind === 'merge').length, 0, 'no merge commit without a leader');
      assert.equal(world.lastMerge, null);
      for (const device of deviceIds) {
        assert.equal(bestLeaf(world, device), own[device], 'each device shows its own leaf');
        assert.deepEqual(world.devices[device].fork, {at: 20000, leader: null});
      }
      assert.ok(world.log.some((entry) => entry.text.includes('no merge leader qualifies')));
      assert.match(world.log.at(-1)!.text, /^Synced: .* 2 leaves and no merge commit joins them/);

      // A new edit makes its session active: it is the only candidate, so it merges at once.
      world = deliverAll(edit(world, 'phone', {title: 'Buy milk today'}, 21000), 21000);
      const merged = converged(world);
      assert.equal(world.lastMerge!.leader, 'phone');
      assert.deepEqual({done: merged.done, priority: merged.priority, title: merged.title}, {done: true, priority: 4, title: 'Buy milk today'});
      assert.deepEqual(world.devices.laptop.fork, null);
    }

    let recent = offline(startWorld(28));
    recent = edit(recent, 'laptop', {done: true}, 1000);
    recent = edit(recent, 'phone', {priority: 4}, 1500);
    recent = reconnect(recent, 2000);
    converged(recent);
    assert.ok(!recent.log.some((entry) => entry.text.includes('no merge leader qualifies')));
  });

  it('the log and the field lines name the rules for every preset scenario', () => {
    const expectations = {
      rename: {field: 'title', rule: 'one-write-wins'},
      tags: {field: 'tags', rule: 'additions-beat-removals'},
      delete: {field: 'isDeleted', rule: 'one-side'},
    } as const;
    for (const scenario of scenarios) {
      const world = deliverAll(scenario.run(startWorld(17), 100), 500);
      converged(world);
      const {field, rule} = expectations[scenario.id];
      assert.equal(rulesOf(world)[field], rule, scenario.id);
      assert.ok(world.log.some((entry) => /merge leader/.test(entry.text)));
    }
  });
});

type Action =
  | {kind: 'edit'; device: DeviceId; field: string; pick: number}
  | {kind: 'online'; device: DeviceId; online: boolean}
  | {kind: 'deliver'; pick: number};

const titles = ['Buy milk', 'Buy oat milk', 'Call Ana', 'Pay rent'];
const tagPool = ['home', 'urgent', 'shop', 'work'];

function changeFor(world: World, device: DeviceId, field: string, pick: number): Partial<ItemValue> {
  const current = valueOn(world, device)!;
  switch (field) {
    case 'title':
      return {title: titles[pick % titles.length]};
    case 'done':
      return {done: !current.done};
    case 'priority':
      return {priority: pick % 5};
    case 'tags': {
      const tag = tagPool[pick % tagPool.length];
      const tags = current.tags as string[];
      return {tags: pick % 3 === 0 ? [] : tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag]};
    }
    case 'note': {
      const text = current.note as string;
      const at = pick % (text.length + 1);
      return {note: pick % 2 === 0 ? `${text.slice(0, at)}x${text.slice(at)}` : text.slice(0, at) + text.slice(at + 1)};
    }
    default:
      return {isDeleted: !current.isDeleted};
  }
}

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('edit' as const),
    device: fc.constantFrom<DeviceId>('laptop', 'phone'),
    field: fc.constantFrom('title', 'done', 'priority', 'tags', 'note', 'isDeleted'),
    pick: fc.nat(100),
  }),
  fc.record({kind: fc.constant('online' as const), device: fc.constantFrom<DeviceId>('laptop', 'phone'), online: fc.boolean()}),
  fc.record({kind: fc.constant('deliver' as const), pick: fc.nat(100)}),
);

function run(seed: number, actions: readonly Action[], clockStep: number): World {
  let world = startWorld(seed);
  let at = 0;
  for (const action of actions) {
    at += clockStep;
    if (action.kind === 'edit') world = edit(world, action.device, changeFor(world, action.device, action.field, action.pick), at);
    else if (action.kind === 'online') world = setOnline(world, action.device, action.online, at);
    else if (world.queue.length > 0) world = deliver(world, at, world.queue[action.pick % world.queue.length].id);
  }
  return reconnect(world, at + clockStep);
}

type TimedAction = readonly [number, (world: World, at: number) => World];

/**
 * Runs the world from `now` as the sandbox does (src/components/ConflictSandbox/index.tsx):
 * the reader's actions at their times, and each message when it is due
 * (`dueAt`, `deliverDue`), until nothing is left to do.
 */
function runAsTheSandbox(start: World, now: number, timed: readonly TimedAction[]): World {
  const actions = [...timed].sort((a, b) => a[0] - b[0]);
  let world = start;
  let clock = now;
  for (let due = dueAt(world); actions.length > 0 || due !== null; due = dueAt(world)) {
    const action = actions[0];
    if (action && (due === null || action[0] <= due)) {
      actions.shift();
      clock = action[0];
      world = action[1](world, clock);
    } else if (due !== null) {
      clock = Math.max(clock, due);
      world = deliverDue(world, clock);
    }
  }
  return world;
}

/** The merge commits of the world, oldest first, as their authors. */
function mergeAuthors(world: World): DeviceId[] {
  return world.order.filter((id) => world.commits[id].kind === 'merge').map((id) => world.commits[id].author);
}

/** The same offline edits and reconnect times for seeds 1 to 60: the rendezvous hash then elects each device in some. */
function acrossSeeds(edits: {laptop: number; phone: number}, back: {laptop: number; phone: number}): World[] {
  return Array.from({length: 60}, (_, index) => {
    let world = offline(startWorld(index + 1), 0);
    world = edit(world, 'laptop', {done: true}, edits.laptop);
    world = edit(world, 'phone', {priority: 1}, edits.phone);
    return runAsTheSandbox(world, Math.max(edits.laptop, edits.phone), [
      [back.laptop, (w, at) => setOnline(w, 'laptop', true, at)],
      [back.phone, (w, at) => setOnline(w, 'phone', true, at)],
    ]);
  });
}

describe('conflict sandbox engine: the merge leader, message by message', () => {
  it('a device that waits for a leader whose leaf has aged out looks again when it hears from the server, and merges', () => {
    // The phone sees the fork first, at 4.4 s, while both leaves are recent; the laptop at 5.3 s, when its own is not.
    const worlds = acrossSeeds({laptop: 0, phone: 1200}, {laptop: 2400, phone: 3300});
    const lookedAgain = worlds.filter((world) => world.log.some((entry) => entry.text.startsWith('Phone looks at its fork again as it hears from the server: the laptop')));
    assert.ok(lookedAgain.length > 0, 'some seed elects the laptop first');
    for (const world of lookedAgain) assert.deepEqual(mergeAuthors(world), ['phone']);
    for (const world of worlds) converged(world);
  });

  it('two devices that each see themselves as leader both merge, the log says why, and a third merge joins them', () => {
    // The laptop sees the fork at 4.5 s with both leaves recent; the phone at 5.5 s, when the laptop's leaf is not.
    const worlds = acrossSeeds({laptop: 200, phone: 1000}, {laptop: 3500, phone: 1500});
    const twoLeaders = worlds.filter((world) => mergeAuthors(world).slice(0, 2).join() === 'laptop,phone');
    assert.ok(twoLeaders.length > 0, 'some seed elects the laptop first');
    for (const world of twoLeaders) {
      assert.ok(world.log.some((entry) => entry.text.includes('so both devices wrote a merge commit, and the two hold the same value')));
      assert.equal(mergeAuthors(world).length, 3);
      // The two merges of the same leaves hold the same value: the third keeps it, with no base to speak of.
      assert.ok(world.log.some((entry) => entry.text.includes('the leaves hold the same value, so the merge keeps that value and has no changes to combine')));
      assert.ok(!world.log.some((entry) => entry.text.includes('the null item is the base')));
    }
    for (const world of worlds) converged(world);
  });
});

describe('conflict sandbox engine: properties', () => {
  it('convergence: any interleaving ends with every peer holding every commit, and one edit with a prompt sync leaves one head', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(actionArb, {maxLength: 40}), fc.constantFrom(1, 700, 3000, 7000), (seed, actions, step) => {
        let world = run(seed, actions, step);
        assert.ok(isSynced(world));
        const at = world.log.at(-1)!.at + step;
        world = deliverAll(edit(world, 'laptop', {done: !valueOn(world, 'laptop')!.done}, at), at);
        converged(world);
      }),
      {numRuns: 400},
    );
  });

  it('the leader window: a fork joined within 5 s of a write is merged without help; one joined later is never merged by the sync alone', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(4000), fc.integer({min: 5001, max: 60000}), (seed, soon, late) => {
        const forked = (base: World) => edit(edit(offline(base), 'laptop', {done: true}, 10), 'phone', {priority: 1}, 10);
        converged(reconnect(forked(startWorld(seed)), 10 + soon));
        const stale = reconnect(forked(startWorld(seed)), 10 + late);
        assert.ok(isSynced(stale));
        assert.equal(serverLeaves(stale).length, 2);
        assert.ok(stale.order.every((id) => stale.commits[id].kind !== 'merge'));
      }),
      {numRuns: 200},
    );
  });

  it('as the sandbox runs it, a message a second: both devices back online in either order within 3 s of the last edit always merge', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.nat(2000),
        fc.nat(2000),
        fc.constantFrom<DeviceId>('laptop', 'phone'),
        fc.nat(reconnectWindowMs),
        fc.nat(reconnectWindowMs),
        (seed, laptopEdit, phoneEdit, first, firstBack, secondBack) => {
          let world = offline(startWorld(seed), 0);
          world = edit(world, 'laptop', {done: true}, 10 + laptopEdit);
          world = edit(world, 'phone', {priority: 1}, 10 + phoneEdit);
          const lastEdit = 10 + Math.max(laptopEdit, phoneEdit);
          converged(
            runAsTheSandbox(world, lastEdit, [
              [lastEdit + Math.min(firstBack, secondBack), (w, at) => setOnline(w, first, true, at)],
              [lastEdit + Math.max(firstBack, secondBack), (w, at) => setOnline(w, otherDevice(first), true, at)],
            ]),
          );
        },
      ),
      {numRuns: 2000},
    );
  });

  it('no merge on read: at every step each device shows the value of a leaf it holds, and only merge leaders write merge commits', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(actionArb, {maxLength: 40}), fc.constantFrom(1, 700, 3000), (seed, actions, step) => {
        let world = startWorld(seed);
        let at = 0;
        for (const action of actions) {
          at += step;
          if (action.kind === 'edit') world = edit(world, action.device, changeFor(world, action.device, action.field, action.pick), at);
          else if (action.kind === 'online') world = setOnline(world, action.device, action.online, at);
          else if (world.queue.length > 0) world = deliver(world, at, world.queue[action.pick % world.queue.length].id);
          for (const device of deviceIds) {
            const head = bestLeaf(world, device)!;
            assert.ok(deviceLeaves(world, device).includes(head));
            assert.deepEqual(valueOn(world, device), world.commits[head].value);
          }
        }
        for (const id of world.order) {
          const commit = world.commits[id];
          if (commit.kind === 'merge') assert.equal(electLeader(world, commit.parents, commit.timestamp), commit.author);
        }
      }),
      {numRuns: 200},
    );
  });

  it('determinism: the same offline edits give the same merged value in any delivery order', () => {
    const editArb = fc.record({device: fc.constantFrom<DeviceId>('laptop', 'phone'), field: fc.constantFrom('title', 'done', 'priority', 'tags', 'note', 'isDeleted'), pick: fc.nat(100)});
    fc.assert(
      fc.property(fc.integer(), fc.array(editArb, {minLength: 1, maxLength: 12}), fc.array(fc.nat(100), {maxLength: 20}), (seed, edits, order) => {
        let world = offline(startWorld(seed));
        edits.forEach((e, index) => {
          world = edit(world, e.device, changeFor(world, e.device, e.field, e.pick), 10 + index * 400);
        });
        // Back online 400 ms after the last edit, within the leader window.
        const back = 10 + edits.length * 400;
        world = setOnline(setOnline(world, 'laptop', true, back), 'phone', true, back);
        let inOrder = world;
        for (const pick of order) {
          if (inOrder.queue.length === 0) break;
          inOrder = deliver(inOrder, back + 500, inOrder.queue[pick % inOrder.queue.length].id);
        }
        const reference = converged(deliverAll(world, back + 500));
        assert.deepEqual(converged(deliverAll(inOrder, back + 600)), reference);
        const leaves = [...new Set([...deviceLeaves(world, 'laptop'), ...deviceLeaves(world, 'phone')])];
        if (leaves.length > 1) {
          const merged = mergeCommits(taskSchema, world.commits, leaves).value;
          assert.deepEqual(mergeCommits(taskSchema, world.commits, [...leaves].reverse()).value, merged);
          assert.deepEqual(reference, merged);
        }
      }),
      {numRuns: 300},
    );
  });
});

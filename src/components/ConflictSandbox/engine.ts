/**
 * The model behind the conflict sandbox: two devices and the server they sync
 * through, one item, its commit graph on each of them, a simulated network,
 * and the merge rules of docs/conflict-resolution.mdx and
 * docs/commit-graph.mdx, the five-second merge-leader window included. Pure functions
 * over immutable values, no React and no timers: the UI decides when a queued
 * message is delivered and passes the time (`at`, in milliseconds) of every
 * action, so tests can replay any interleaving exactly.
 */
import {diffChars} from 'diff';

export type DeviceId = 'laptop' | 'phone';
export const deviceIds: readonly DeviceId[] = ['laptop', 'phone'];
export const deviceNames: Readonly<Record<DeviceId, string>> = {laptop: 'Laptop', phone: 'Phone'};

export function otherDevice(device: DeviceId): DeviceId {
  return device === 'laptop' ? 'phone' : 'laptop';
}

/** Every peer in the sandbox: the two devices and the server between them. */
export type PeerId = DeviceId | 'server';


export type FieldType = 'string' | 'number' | 'boolean' | 'date' | 'set' | 'map' | 'richtext';
/** A `set` is kept as a sorted list of distinct strings, so equal sets compare equal. */
export type SetValue = readonly string[];
export type MapValue = Readonly<Record<string, string | number | boolean>>;
/** `date` values are epoch milliseconds; `richtext` is modelled as one run of plain text. */
export type FieldValue = string | number | boolean | SetValue | MapValue;
export type ItemValue = Readonly<Record<string, FieldValue>>;
/** Field name to type. Every schema also has the built-in boolean `isDeleted`. */
export type Schema = Readonly<Record<string, FieldType>>;

export interface Commit {
  readonly id: string;
  readonly parents: readonly string[];
  readonly timestamp: number;
  readonly author: DeviceId;
  readonly kind: 'create' | 'edit' | 'merge';
  readonly value: ItemValue;
  /** Merge commits only: the lowest common ancestors merged against; empty means the null item, or leaves that held one value. */
  readonly mergeBase?: readonly string[];
  /** What the commit did, in words, for the log and the graph. */
  readonly summary: string;
}

export interface Message {
  readonly id: number;
  /** Devices never talk to each other: one end of every message is the server. */
  readonly from: PeerId;
  readonly to: PeerId;
  /** The sender's whole commit set when it sent: sync compares full sets. */
  readonly commitIds: readonly string[];
  readonly sentAt: number;
}

/**
 * What a device found the last time it looked at a fork: the merge leader
 * it elected, or null when no session had written a leaf in the last 5 s.
 */
export interface ForkCheck {
  readonly at: number;
  readonly leader: DeviceId | null;
}

export interface DeviceState {
  readonly online: boolean;
  /** Commit ids this device holds, in the order it got them. */
  readonly held: readonly string[];
  /** Set while the device holds a fork it did not merge itself; null otherwise. */
  readonly fork: ForkCheck | null;
}

/** The server is always online, never edits the item and never merges: it relays and stores commits. */
export interface ServerState {
  readonly held: readonly string[];
}

export interface LogEntry {
  readonly at: number;
  readonly text: string;
}

export type Rule =
  | 'unchanged'
  | 'one-side'
  | 'same-change'
  | 'one-write-wins'
  | 'additions-beat-removals'
  | 'character-merge'
  | 'independent-creations';

export interface FieldResolution {
  readonly field: string;
  readonly rule: Rule;
  readonly text: string;
}

export interface MergeResult {
  readonly value: ItemValue;
  /** Lowest common ancestors; empty when the leaves share none (the null item is the base). */
  readonly base: readonly string[];
  /** The leaves left after identical values were de-duplicated. */
  readonly sides: readonly string[];
  readonly resolutions: readonly FieldResolution[];
}

/** What the merge leader did when it wrote a merge commit. Only the leader merges. */
export interface MergeReport extends MergeResult {
  readonly device: DeviceId;
  readonly leaves: readonly string[];
  readonly leader: DeviceId;
  /** The merge commit the leader wrote. */
  readonly mergeCommit: string;
  readonly at: number;
}

export interface World {
  readonly schema: Schema;
  readonly commits: Readonly<Record<string, Commit>>;
  /** Every commit id in creation order. */
  readonly order: readonly string[];
  readonly devices: Readonly<Record<DeviceId, DeviceState>>;
  readonly server: ServerState;
  readonly queue: readonly Message[];
  readonly log: readonly LogEntry[];
  /** The last merge commit written, by the merge leader; null before the first one. */
  readonly lastMerge: MergeReport | null;
  /** State of the pseudo-random generator that makes commit ids. */
  readonly seed: number;
  readonly nextMessageId: number;
}

/** Sessions whose leaf commits are at most this old, counted back from now, are merge-leader candidates. */
export const leaderWindowMs = 5000;

/** The window as the log writes it. */
const leaderWindowText = `${leaderWindowMs / 1000} s`;

/**
 * How long a message takes between a device and the server here, so the sync
 * can be watched: see `dueAt` and `deliverDue`.
 */
export const syncDelayMs = 1000;

/**
 * About how soon after the last edit both devices must be back online for a
 * merge: an edit reaches the other device in two messages (device to server,
 * server to device), and a leader's leaf must still be within the window then.
 */
export const reconnectWindowMs = leaderWindowMs - 2 * syncDelayMs;

const deletedField = 'isDeleted';

export function withDeletedField(schema: Schema): Schema {
  return {...schema, [deletedField]: 'boolean'};
}

// ---------------------------------------------------------------------------
// Values

function emptyValue(type: FieldType): FieldValue {
  switch (type) {
    case 'set':
      return [];
    case 'map':
      return {};
    case 'string':
    case 'richtext':
      return '';
    case 'number':
    case 'date':
      return 0;
    case 'boolean':
      return false;
  }
}

function normalizeField(type: FieldType, value: FieldValue): FieldValue {
  if (type === 'set') return [...new Set(value as SetValue)].sort();
  if (type === 'map') {
    const map = value as MapValue;
    return Object.fromEntries(Object.keys(map).sort().map((key) => [key, map[key]]));
  }
  return value;
}

/** Fills missing fields with empty values and puts sets and maps in canonical order. */
export function normalize(schema: Schema, value: ItemValue): ItemValue {
  const full = withDeletedField(schema);
  return Object.fromEntries(
    Object.entries(full).map(([field, type]) => [field, normalizeField(type, value[field] ?? emptyValue(type))]),
  );
}

function sameField(a: FieldValue | undefined, b: FieldValue | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function sameValue(a: ItemValue, b: ItemValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

// ---------------------------------------------------------------------------
// Commit ids: four random hex digits from a seeded generator (mulberry32),
// drawn again on a clash so that ids stay unique and short enough to read

function nextRandom(seed: number): [number, number] {
  const state = (seed + 0x6d2b79f5) | 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [(t ^ (t >>> 14)) >>> 0, state];
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// ---------------------------------------------------------------------------
// Graph queries

/** The deterministic order of change lists: by commit timestamp, then by commit id. */
export function compareCommits(a: Commit, b: Commit): number {
  return a.timestamp - b.timestamp || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function ancestorsOrSelf(commits: World['commits'], id: string): Set<string> {
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...commits[next].parents);
  }
  return seen;
}

/** Commits in `held` that no other held commit names as a parent, sorted by id. */
export function leavesOf(commits: World['commits'], held: readonly string[]): string[] {
  const parents = new Set(held.flatMap((id) => commits[id].parents));
  return held.filter((id) => !parents.has(id)).sort();
}

/**
 * The lowest common ancestors of some commits: the common ancestors that are
 * not an ancestor of another common ancestor. Usually one; none for
 * independent creations; several after criss-cross merges.
 */
export function lowestCommonAncestors(commits: World['commits'], ids: readonly string[]): string[] {
  const sets = ids.map((id) => ancestorsOrSelf(commits, id));
  const common = [...sets[0]].filter((id) => sets.every((set) => set.has(id)));
  const belowOthers = new Set(
    common.flatMap((id) => [...ancestorsOrSelf(commits, id)].filter((ancestor) => ancestor !== id)),
  );
  return common.filter((id) => !belowOthers.has(id)).sort();
}

function rootsOf(commits: World['commits'], id: string): string[] {
  return [...ancestorsOrSelf(commits, id)].filter((ancestor) => commits[ancestor].parents.length === 0).sort();
}

// ---------------------------------------------------------------------------
// Per-type patches. A stage is a list of sides, each diffed against its own
// source; every side in a normal merge has the lowest common ancestor as its
// source. Sides come in the deterministic order (timestamp, then id).

interface Side {
  readonly commit: Commit;
  readonly source: ItemValue;
  readonly value: ItemValue;
}

/** One write wins: later change lists in the deterministic order override earlier ones. */
function patchPrimitive(current: FieldValue, field: string, sides: readonly Side[]): FieldValue {
  let result = current;
  for (const side of sides) {
    if (!sameField(side.source[field], side.value[field])) result = side.value[field];
  }
  return result;
}

/** Additions beat removals, and a removal only applies to elements of the side's base. */
function patchSet(current: SetValue, field: string, sides: readonly Side[]): SetValue {
  const removed = new Set<string>();
  const added = new Set<string>();
  for (const side of sides) {
    const source = new Set(side.source[field] as SetValue);
    const value = new Set(side.value[field] as SetValue);
    for (const element of source) if (!value.has(element)) removed.add(element);
    for (const element of value) if (!source.has(element)) added.add(element);
  }
  const result = new Set(current.filter((element) => !removed.has(element)));
  for (const element of added) result.add(element);
  return [...result].sort();
}

/** Additions and edits beat deletions, and a deletion only applies to keys of the side's base. */
function patchMap(current: MapValue, field: string, sides: readonly Side[]): MapValue {
  const deleted = new Set<string>();
  const written = new Set<string>();
  const result: Record<string, string | number | boolean> = {...current};
  for (const side of sides) {
    const source = side.source[field] as MapValue;
    const value = side.value[field] as MapValue;
    for (const key of Object.keys(source)) if (!(key in value)) deleted.add(key);
    for (const key of Object.keys(value)) if (source[key] !== value[key]) written.add(key);
  }
  for (const key of deleted) if (!written.has(key)) delete result[key];
  for (const side of sides) {
    const source = side.source[field] as MapValue;
    const value = side.value[field] as MapValue;
    for (const key of Object.keys(value)) if (source[key] !== value[key]) result[key] = value[key];
  }
  return normalizeField('map', result) as MapValue;
}

interface TextEdits {
  /** Indexes of base characters this side deleted. */
  readonly deleted: Set<number>;
  /** Text inserted in the gap before base character i (i = base length: at the end). */
  readonly inserted: Map<number, string>;
}

function textEdits(base: string, text: string): TextEdits {
  const deleted = new Set<number>();
  const inserted = new Map<number, string>();
  let index = 0;
  for (const part of diffChars(base, text)) {
    if (part.added) {
      inserted.set(index, (inserted.get(index) ?? '') + part.value);
    } else {
      if (part.removed) for (let k = 0; k < part.value.length; k++) deleted.add(index + k);
      index += part.value.length;
    }
  }
  return {deleted, inserted};
}

/**
 * Character-level sequence merge, Logoot-style: every base character keeps its
 * place, deletions only remove base characters, insertions are anchored
 * between base characters, and insertions in the same gap are all kept, in the
 * order given (the agreed order of commit ids).
 */
export function mergeText(base: string, texts: readonly string[]): string {
  const edits = texts.map((text) => textEdits(base, text));
  let result = '';
  for (let gap = 0; gap <= base.length; gap++) {
    for (const edit of edits) result += edit.inserted.get(gap) ?? '';
    if (gap < base.length && !edits.some((edit) => edit.deleted.has(gap))) result += base[gap];
  }
  return result;
}

function byId(a: Side, b: Side): number {
  return a.commit.id < b.commit.id ? -1 : a.commit.id > b.commit.id ? 1 : 0;
}

/** Applies one stage of sides to `current`. */
function patchStage(schema: Schema, current: ItemValue, sides: readonly Side[]): ItemValue {
  const result: Record<string, FieldValue> = {};
  for (const [field, type] of Object.entries(withDeletedField(schema))) {
    const now = current[field];
    switch (type) {
      case 'set':
        result[field] = patchSet(now as SetValue, field, sides);
        break;
      case 'map':
        result[field] = patchMap(now as MapValue, field, sides);
        break;
      case 'richtext': {
        const sources = new Set(sides.map((side) => side.source[field] as string));
        if (sources.size === 1) {
          const [source] = sources;
          const ordered = [...sides].sort(byId).map((side) => side.value[field] as string);
          // The running result counts as a side of its own when earlier stages changed it.
          result[field] = mergeText(source, now === source ? ordered : [now as string, ...ordered]);
        } else {
          let text = now as string;
          for (const side of sides) {
            text = mergeText(side.source[field] as string, [text, side.value[field] as string]);
          }
          result[field] = text;
        }
        break;
      }
      default:
        result[field] = patchPrimitive(now, field, sides);
    }
  }
  return result;
}

// ---------------------------------------------------------------------------
// The three-way merge

function label(commit: Commit): string {
  return deviceNames[commit.author];
}

function show(type: FieldType, value: FieldValue | undefined): string {
  if (value === undefined) return 'nothing';
  if (type === 'set') {
    const list = value as SetValue;
    return list.length === 0 ? 'no elements' : list.join(', ');
  }
  if (type === 'map') return JSON.stringify(value);
  const scalar = value as string | number | boolean;
  if (type === 'string' || type === 'richtext') return `"${String(scalar)}"`;
  return String(scalar);
}

/** Seconds with one decimal, the sandbox's clock. */
export function formatTime(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function explainField(field: string, type: FieldType, base: ItemValue, sides: readonly Side[], merged: FieldValue): FieldResolution {
  const changers = sides.filter((side) => !sameField(base[field], side.value[field]));
  const typeName = type === 'richtext' ? 'rich text' : type;
  const name = `${field} (${typeName})`;
  if (changers.length === 0) return {field, rule: 'unchanged', text: `${name}: unchanged since the base.`};
  const distinct = new Set(changers.map((side) => JSON.stringify(side.value[field])));
  if (changers.length === 1 || distinct.size === 1) {
    const who = changers.map((side) => label(side.commit)).join(' and ');
    if (changers.length > 1) {
      return {field, rule: 'same-change', text: `${name}: ${who} made the same change, ${show(type, merged)}.`};
    }
    const deletedNote =
      field === deletedField
        ? merged
          ? ' The task stays deleted; the other fields still merge normally, so any edit from the other device is there if you restore it.'
          : ' The task is restored.'
        : '';
    return {
      field,
      rule: 'one-side',
      text: `${name}: only ${who} changed it, so its change is kept: ${show(type, merged)}.${deletedNote}`,
    };
  }
  if (type === 'set') {
    const baseSet = new Set(base[field] as SetValue);
    const kept = (merged as SetValue).filter((element) => !baseSet.has(element));
    const gone = [...baseSet].filter((element) => !(merged as SetValue).includes(element));
    const parts = [
      kept.length > 0 ? `added ${kept.join(', ')} stays` : '',
      gone.length > 0 ? `the removal of ${gone.join(', ')} applies because it was in the base` : '',
    ].filter(Boolean);
    return {
      field,
      rule: 'additions-beat-removals',
      text: `${name}: additions beat removals, and a removal only applies to elements that were in the base: ${parts.join('; ') || 'nothing changed'}. Result: ${show(type, merged)}.`,
    };
  }
  if (type === 'map') {
    return {
      field,
      rule: 'additions-beat-removals',
      text: `${name}: additions and edits beat deletions, and a deletion only applies to keys that were in the base. Result: ${show(type, merged)}.`,
    };
  }
  if (type === 'richtext') {
    const gaps = changers.map((side) => new Set(textEdits(base[field] as string, side.value[field] as string).inserted.keys()));
    const samePlace = [...gaps[0]].some((gap) => gaps.slice(1).some((other) => other.has(gap)));
    const samePlaceNote = samePlace
      ? ' Both devices inserted text at the same place: the sandbox keeps both, in the order of their commit ids. Insertions at one place follow an order every peer agrees on; IbexDB 0.3.1 makes no promise about which one comes first, so do not rely on it.'
      : '';
    return {
      field,
      rule: 'character-merge',
      text: `${name}: merged character by character; additions and edits beat deletions, and deletions only apply to base text, so both devices' edits survive: ${show(type, merged)}.${samePlaceNote}`,
    };
  }
  const kept = [...changers].reverse().find((side) => sameField(side.value[field], merged)) ?? changers[changers.length - 1];
  return {
    field,
    rule: 'one-write-wins',
    text:
      `${name}: one write wins. Both devices changed it, and the merge kept one of the values, the ${kept.commit.author}'s ${show(type, merged)}; every peer that receives the merge commit reads that same value. ` +
      'The merge puts the concurrent changes in one deterministic order, by commit timestamp and then commit id, and that order is what makes the peers agree. ' +
      'IbexDB 0.3.1 makes no promise that the value kept is the newest write (commit timestamps come from each device\'s clock, and clocks can differ), so do not rely on which one wins.',
  };
}

/**
 * Merges the leaves of one item's graph: de-duplicate identical values, find
 * the lowest common ancestor (the null item when there is none), diff each
 * leaf against it, concatenate the change lists by timestamp then commit id,
 * and patch the base with the per-type rules.
 */
export function mergeCommits(schema: Schema, commits: World['commits'], leafIds: readonly string[]): MergeResult {
  const unique = new Map<string, Commit>();
  for (const commit of leafIds.map((id) => commits[id]).sort(compareCommits)) {
    const key = JSON.stringify(commit.value);
    if (!unique.has(key)) unique.set(key, commit);
  }
  const leaves = [...unique.values()];
  if (leaves.length === 1) {
    return {value: leaves[0].value, base: [], sides: [leaves[0].id], resolutions: []};
  }
  const ids = leaves.map((commit) => commit.id);
  const base = lowestCommonAncestors(commits, ids);
  const full = withDeletedField(schema);
  if (base.length === 0) return mergeIndependent(schema, commits, leaves);
  const baseValue = base.length === 1 ? commits[base[0]].value : mergeCommits(schema, commits, base).value;
  const sides = leaves.map((commit) => ({commit, source: baseValue, value: commit.value}));
  const value = patchStage(schema, baseValue, sides);
  const resolutions = Object.entries(full).map(([field, type]) => explainField(field, type, baseValue, sides, value[field]));
  return {value, base, sides: ids, resolutions};
}

/**
 * Leaves without a common ancestor: the null item is the base. The changes of
 * the independent roots are applied first, then each leaf's later edits on
 * top of its root, so those edits override the creations.
 */
function mergeIndependent(schema: Schema, commits: World['commits'], leaves: readonly Commit[]): MergeResult {
  const full = withDeletedField(schema);
  const nullItem = normalize(schema, {});
  const rootIds = [...new Set(leaves.flatMap((leaf) => rootsOf(commits, leaf.id)))];
  const roots = rootIds.map((id) => commits[id]).sort(compareCommits);
  const created = patchStage(
    schema,
    nullItem,
    roots.map((commit) => ({commit, source: nullItem, value: commit.value})),
  );
  let value = created;
  const editedBy = new Map<string, Commit>();
  for (const leaf of leaves) {
    const leafRoots = rootsOf(commits, leaf.id);
    const source = leafRoots.length === 1 ? commits[leafRoots[0]].value : mergeCommits(schema, commits, leafRoots).value;
    if (sameValue(source, leaf.value)) continue;
    for (const field of Object.keys(full)) if (!sameField(source[field], leaf.value[field])) editedBy.set(field, leaf);
    value = patchStage(schema, value, [{commit: leaf, source, value: leaf.value}]);
  }
  const resolutions = Object.entries(full).map(([field, type]): FieldResolution => {
    const editor = editedBy.get(field);
    const how = editor
      ? `edited later on ${label(editor)}, and later edits override the creations`
      : 'set when each device created the item';
    return {
      field,
      rule: 'independent-creations',
      text: `${field} (${type === 'richtext' ? 'rich text' : type}): no common ancestor, so the null item is the base and the independent creations are applied first; ${how}: ${show(type, value[field])}.`,
    };
  });
  return {value, base: [], sides: leaves.map((leaf) => leaf.id), resolutions};
}

// ---------------------------------------------------------------------------
// The world: devices, commits and the network

export interface WorldOptions {
  readonly schema: Schema;
  readonly seed: number;
  /** The item as created on the laptop at time 0 and synced to the server and the phone; omit to start empty. */
  readonly initial?: ItemValue;
}

export function createWorld({schema, seed, initial}: WorldOptions): World {
  const empty: World = {
    schema,
    commits: {},
    order: [],
    devices: {laptop: {online: true, held: [], fork: null}, phone: {online: true, held: [], fork: null}},
    server: {held: []},
    queue: [],
    log: [],
    lastMerge: null,
    seed,
    nextMessageId: 1,
  };
  if (!initial) return empty;
  const created = addCommit(empty, 'laptop', {parents: [], kind: 'create', value: initial, at: 0, summary: 'created the task'});
  const id = created.order[0];
  return {
    ...created,
    devices: {laptop: {online: true, held: [id], fork: null}, phone: {online: true, held: [id], fork: null}},
    server: {held: [id]},
    log: [{at: 0, text: `Laptop created the task in commit ${id}; the server and the phone hold it too.`}],
  };
}

interface NewCommit {
  readonly parents: readonly string[];
  readonly kind: Commit['kind'];
  readonly value: ItemValue;
  readonly at: number;
  readonly summary: string;
  readonly mergeBase?: readonly string[];
}

function addCommit(world: World, device: DeviceId, spec: NewCommit): World {
  let seed = world.seed;
  let id = '';
  do {
    const [random, next] = nextRandom(seed);
    seed = next;
    id = (random >>> 16).toString(16).padStart(4, '0');
  } while (world.commits[id]);
  const commit: Commit = {
    id,
    parents: [...spec.parents].sort(),
    timestamp: spec.at,
    author: device,
    kind: spec.kind,
    value: normalize(world.schema, spec.value),
    summary: spec.summary,
    ...(spec.mergeBase ? {mergeBase: spec.mergeBase} : {}),
  };
  const state = world.devices[device];
  return {
    ...world,
    seed,
    commits: {...world.commits, [id]: commit},
    order: [...world.order, id],
    devices: {...world.devices, [device]: {...state, held: [...state.held, id]}},
  };
}

function appendLog(world: World, at: number, text: string): World {
  return {...world, log: [...world.log, {at, text}]};
}

function heldBy(world: World, peer: PeerId): readonly string[] {
  return peer === 'server' ? world.server.held : world.devices[peer].held;
}

function reachable(world: World, peer: PeerId): boolean {
  return peer === 'server' || world.devices[peer].online;
}

/** Queues a message that carries the sender's whole commit set, if both ends are online. */
function send(world: World, from: PeerId, to: PeerId, at: number): World {
  if (!reachable(world, from) || !reachable(world, to)) return world;
  const message: Message = {id: world.nextMessageId, from, to, commitIds: heldBy(world, from), sentAt: at};
  return {...world, queue: [...world.queue, message], nextMessageId: world.nextMessageId + 1};
}

function withDevice(world: World, device: DeviceId, change: Partial<DeviceState>): World {
  return {...world, devices: {...world.devices, [device]: {...world.devices[device], ...change}}};
}

/** The leaves a device holds. */
export function deviceLeaves(world: World, device: DeviceId): string[] {
  return leavesOf(world.commits, world.devices[device].held);
}

/** The leaves the server holds. */
export function serverLeaves(world: World): string[] {
  return leavesOf(world.commits, world.server.held);
}

/**
 * The leaf a device reads, its head: its only leaf, or, while the graph is
 * forked, its best leaf. IbexDB prefers the current connection's commits,
 * then the current session's, then the newest; here each device is one
 * session with one connection, so a device prefers its own newest commit and
 * otherwise takes the newest leaf (timestamp, then id, to break ties).
 */
export function bestLeaf(world: World, device: DeviceId): string | null {
  const leaves = deviceLeaves(world, device).map((id) => world.commits[id]);
  if (leaves.length === 0) return null;
  const own = leaves.filter((commit) => commit.author === device);
  const pool = own.length > 0 ? own : leaves;
  return [...pool].sort(compareCommits)[pool.length - 1].id;
}

/**
 * The value a device shows: the value of its head. While the graph is forked,
 * that is its best leaf, until a merge commit reaches it; a device that is
 * not the merge leader never merges on its own.
 */
export function valueOn(world: World, device: DeviceId): ItemValue | null {
  const head = bestLeaf(world, device);
  return head === null ? null : world.commits[head].value;
}

function describeChange(schema: Schema, before: ItemValue, after: ItemValue): string {
  const full = withDeletedField(schema);
  const parts = Object.entries(full)
    .filter(([field]) => !sameField(before[field], after[field]))
    .map(([field, type]) => {
      if (field === deletedField) return after[field] ? 'soft-deleted the task' : 'restored the task';
      if (type === 'richtext') return `edited ${field}`;
      return `set ${field} to ${show(type, after[field])}`;
    });
  return parts.join(', ');
}

/** Creates the item on one device only, as a new root: an independent creation. */
export function createItem(world: World, device: DeviceId, value: ItemValue, at: number): World {
  const next = addCommit(world, device, {parents: [], kind: 'create', value, at, summary: 'created the item'});
  const id = next.order[next.order.length - 1];
  return send(mergeIfForked(appendLog(next, at, `${deviceNames[device]} created the item in commit ${id}.`), device, at), device, 'server', at);
}

/**
 * A local edit. It starts from the value the device shows, its head, and
 * commits on top of that one commit. On a device still holding a fork, the
 * other leaves stay leaves until a merge commit joins them; the new commit
 * makes this device's session active, so it can be elected merge leader.
 */
export function edit(world: World, device: DeviceId, change: Partial<ItemValue>, at: number): World {
  const head = bestLeaf(world, device);
  const before = valueOn(world, device);
  if (!head || !before) return world;
  const defined = Object.fromEntries(Object.entries(change).filter((entry): entry is [string, FieldValue] => entry[1] !== undefined));
  const after = normalize(world.schema, {...before, ...defined});
  if (sameValue(before, after)) return world;
  const summary = describeChange(world.schema, before, after);
  const next = addCommit(world, device, {parents: [head], kind: 'edit', value: after, at, summary});
  const id = next.order[next.order.length - 1];
  const name = deviceNames[device];
  const onTop = deviceLeaves(world, device).length > 1 ? ` It builds on ${head}, the leaf the ${device} shows.` : '';
  const where = world.devices[device].online
    ? 'It is on its way to the server.'
    : `It stays on the ${device} while it is offline.`;
  return send(mergeIfForked(appendLog(next, at, `${name} committed ${id}: ${summary}.${onTop} ${where}`), device, at), device, 'server', at);
}

/**
 * Turns a device's connection on or off. Reconnecting starts a sync with the
 * server in both directions; the other device only hears of it through the server.
 */
export function setOnline(world: World, device: DeviceId, online: boolean, at: number): World {
  if (world.devices[device].online === online) return world;
  const name = deviceNames[device];
  const switched: World = {
    ...withDevice(world, device, {online}),
    queue: online ? world.queue : world.queue.filter((message) => message.from !== device && message.to !== device),
  };
  if (!online) return appendLog(switched, at, `${name} went offline: its edits stay local until it reconnects.`);
  const logged = appendLog(switched, at, `${name} is online again: it and the server send each other the commits the other lacks.`);
  return send(send(logged, device, 'server', at), 'server', device, at);
}

/**
 * The merge leader of a fork at time `at`, or null when there is none. The
 * candidates are the sessions (here: devices) that wrote one of the leaves
 * within the last 5 s; among them, rendezvous hashing picks one: every
 * candidate gets a score from a hash of its name and the fork, and the
 * highest wins, so every peer that looks at the same fork at the same time
 * picks the same leader. The server wrote no leaf and is never a candidate.
 */
export function electLeader(world: World, leaves: readonly string[], at: number): DeviceId | null {
  const recent = leaves.map((id) => world.commits[id]).filter((commit) => at - commit.timestamp <= leaderWindowMs);
  const candidates = [...new Set(recent.map((commit) => commit.author))].sort();
  if (candidates.length === 0) return null;
  const fork = [...leaves].sort().join(',');
  let best = candidates[0];
  for (const candidate of candidates) {
    if (hash(`${candidate}|${fork}`) > hash(`${best}|${fork}`)) best = candidate;
  }
  return best;
}

function countText(ids: readonly string[]): string {
  return ids.length === 1 ? '1 commit' : `${ids.length} commits`;
}

/**
 * Delivers a queued message (the oldest by default). The server stores the
 * commits it lacks, passes them on to the other device and answers with any
 * the sender lacks; a device stores what it lacks and merges if it must.
 */
export function deliver(world: World, at: number, messageId?: number): World {
  const message = messageId === undefined ? world.queue[0] : world.queue.find((m) => m.id === messageId);
  if (!message) return world;
  const queue = world.queue.filter((m) => m !== message);
  const receiver = message.to;
  const have = new Set(heldBy(world, receiver));
  const fresh = message.commitIds.filter((id) => !have.has(id));
  let next: World = {...world, queue};
  if (receiver === 'server') {
    const sender = message.from as DeviceId;
    if (fresh.length > 0) {
      next = {...next, server: {held: [...next.server.held, ...fresh]}};
      next = appendLog(next, at, `The server received ${countText(fresh)} from the ${sender}: ${fresh.join(', ')}.`);
      next = send(next, 'server', otherDevice(sender), at);
    }
    const sent = new Set(message.commitIds);
    if (next.server.held.some((id) => !sent.has(id))) next = send(next, 'server', sender, at);
  } else if (fresh.length > 0) {
    const state = next.devices[receiver];
    next = withDevice(next, receiver, {held: [...state.held, ...fresh]});
    next = appendLog(next, at, `${deviceNames[receiver]} received ${countText(fresh)} from the server: ${fresh.join(', ')}.`);
    next = mergeAndSend(next, receiver, at);
  } else {
    const lapsed = lapsedLeader(next, receiver, at);
    if (lapsed !== null) {
      const text = `${deviceNames[receiver]} looks at its fork again as it hears from the server: the ${lapsed}'s leaf is now more than ${leaderWindowText} old, so the ${lapsed} no longer qualifies as merge leader.`;
      next = mergeAndSend(appendLog(next, at, text), receiver, at);
    }
  }
  if (isSynced(next) && !isSynced(world)) next = appendLog(next, at, syncedText(next));
  return next;
}

/** Merges the device's fork if it is the merge leader, and sends the merge commit it writes to the server. */
function mergeAndSend(world: World, device: DeviceId, at: number): World {
  const merged = mergeIfForked(world, device, at);
  return merged.order.length > world.order.length ? send(merged, device, 'server', at) : merged;
}

/**
 * The merge leader a device waits for when that leader would no longer be
 * elected now, or null: the leader's leaf has left the 5 s window since the
 * device looked (with two candidates, only the loser's leaving leaves the
 * winner unchanged). Each message a device receives, with new commits or not,
 * makes it look at its fork again, so it merges if it is the leader now
 * instead of waiting for a device that may never merge. The leader may have
 * merged already: then both wrote a merge commit, and the next merge joins
 * them (the sandbox's choice: 0.3.1 promises nothing about two leaders).
 */
function lapsedLeader(world: World, device: DeviceId, at: number): DeviceId | null {
  const leader = world.devices[device].fork?.leader ?? null;
  return leader !== null && electLeader(world, deviceLeaves(world, device), at) !== leader ? leader : null;
}

/** What the sandbox says once every peer holds the same commits. */
export function syncedText(world: World): string {
  const count = world.server.held.length;
  const leaves = serverLeaves(world);
  if (leaves.length === 1) return `Synced: the server and both devices hold the same ${count} commits and show the same task.`;
  return (
    `Synced: the server and both devices hold the same ${count} commits, but the graph has ${leaves.length} leaves and no merge commit joins them, ` +
    'so each device shows its own best leaf. A new edit on either device makes its session active again and lets a merge leader be elected.'
  );
}

/**
 * Runs after a device's commits change. With one leaf there is nothing to do.
 * With several, only the merge leader merges, and only a session that wrote
 * a leaf in the last 5 s can be leader: the leader writes a merge commit
 * whose parents are the leaves (the caller sends it). Any other device, and
 * every device when no session qualifies, keeps showing its best leaf.
 */
function mergeIfForked(world: World, device: DeviceId, at: number): World {
  const leaves = deviceLeaves(world, device);
  if (leaves.length < 2) return withDevice(world, device, {fork: null});
  const name = deviceNames[device];
  const leader = electLeader(world, leaves, at);
  if (leader !== device) {
    const head = bestLeaf(world, device)!;
    const why = world.commits[head].author === device ? 'its own commit' : 'the newest leaf';
    const holds = `${name} now holds ${leaves.length} leaves, ${leaves.join(' and ')}.`;
    const text =
      leader === null
        ? `${holds} No session wrote any of them in the last ${leaderWindowText}, so no merge leader qualifies and no merge commit is written. The ${device} shows its best leaf, ${head} (${why}), until a new edit on either device makes that session active again.`
        : `${holds} The ${leader} wrote one of them in the last ${leaderWindowText} and is the merge leader (rendezvous hashing), so the ${device} does not merge: it shows its best leaf, ${head} (${why}), and waits for the merge commit.`;
    return withDevice(appendLog(world, at, text), device, {fork: {at, leader}});
  }
  const result = mergeCommits(world.schema, world.commits, leaves);
  const baseText =
    result.sides.length === 1
      ? 'the leaves hold the same value, so the merge keeps that value and has no changes to combine'
      : result.base.length === 0
        ? 'they share no ancestor, so the null item is the base'
        : `their lowest common ancestor is ${result.base.join(' and ')}`;
  const ruleNames: Partial<Record<Rule, string>> = {
    'one-write-wins': 'one write wins',
    'additions-beat-removals': 'additions beat removals',
    'character-merge': 'character-level merge',
    'independent-creations': 'independent creations applied first',
  };
  const decided = result.resolutions
    .filter((resolution) => ruleNames[resolution.rule])
    .map((resolution) => `${resolution.field} by ${ruleNames[resolution.rule]}`);
  const rulesText = decided.length > 0 ? ` Concurrent changes: ${decided.join('; ')}.` : '';
  let next = appendLog(world, at, `${name} now holds ${leaves.length} leaves, ${leaves.join(' and ')}: ${baseText}.${rulesText}`);
  next = addCommit(next, device, {
    parents: leaves,
    kind: 'merge',
    value: result.value,
    at,
    summary: `merged ${leaves.join(' and ')}`,
    mergeBase: result.base,
  });
  const mergeCommit = next.order[next.order.length - 1];
  const other = otherDevice(device);
  const sameLeaves = new Set(leaves);
  const mergedByOther = world.order.some((id) => {
    const commit = world.commits[id];
    return commit.kind === 'merge' && commit.author === other && commit.parents.length === leaves.length && commit.parents.every((parent) => sameLeaves.has(parent));
  });
  const twoLeaders = mergedByOther
    ? ` The ${other} merged the same leaves when it looked, while its own leaf was less than ${leaderWindowText} old, so both devices wrote a merge commit, and the two hold the same value. In the sandbox the next merge joins them, with nothing to combine; IbexDB 0.3.1 makes no promise about two peers that each see themselves as leader.`
    : '';
  next = appendLog(
    next,
    at,
    `${name} wrote one of the leaves in the last ${leaderWindowText} and is the merge leader (rendezvous hashing), so it writes merge commit ${mergeCommit} with parents ${leaves.join(' and ')}. The ${other} shows the merged value once the merge commit reaches it through the server.${twoLeaders}`,
  );
  return {...withDevice(next, device, {fork: null}), lastMerge: {...result, device, leaves, leader, mergeCommit, at}};
}

/** When the oldest queued message arrives, `syncDelayMs` after it was sent; null when nothing is queued. */
export function dueAt(world: World): number | null {
  const oldest = world.queue[0];
  return oldest ? oldest.sentAt + syncDelayMs : null;
}

/**
 * Delivers, at `at`, every queued message that has arrived by then, oldest
 * first: what the sandbox does when its timer fires, so messages due at the
 * same moment arrive at the same moment however late the timer is.
 */
export function deliverDue(world: World, at: number): World {
  let next = world;
  for (let due = dueAt(next); due !== null && due <= at; due = dueAt(next)) next = deliver(next, at);
  return next;
}

/** Delivers every queued message, oldest first, including the ones deliveries cause. */
export function deliverAll(world: World, at: number): World {
  let next = world;
  for (let step = 0; next.queue.length > 0; step++) {
    if (step > 1000) throw new Error('The network did not settle.');
    next = deliver(next, at);
  }
  return next;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return a.length === b.length && b.every((id) => set.has(id));
}

/** True when both devices are online, nothing is in flight, and the server and both devices hold the same commits. */
export function isSynced(world: World): boolean {
  const {laptop, phone} = world.devices;
  return (
    laptop.online &&
    phone.online &&
    world.queue.length === 0 &&
    sameSet(laptop.held, world.server.held) &&
    sameSet(phone.held, world.server.held)
  );
}

/** True when the devices are synced and the graph has a single leaf, so both show the same value. */
export function isConverged(world: World): boolean {
  return isSynced(world) && serverLeaves(world).length === 1;
}

/**
 * The conflict sandbox's interactive part, loaded on demand by ./Lazy: two
 * devices editing one task and syncing through a server, their commit graphs,
 * the per-field merge rules and a log. The engine does the modelling; this file only schedules the simulated
 * network (one timer for the oldest message in flight) and renders the state.
 */
import {useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import CommitGraphView from './CommitGraphView';
import {
  bestLeaf,
  deliverDue,
  deviceIds,
  deviceLeaves,
  deviceNames,
  dueAt,
  edit,
  formatTime,
  isSynced,
  leaderWindowMs,
  otherDevice,
  reconnectWindowMs,
  serverLeaves,
  setOnline,
  syncedText,
  valueOn,
  type DeviceId,
  type ItemValue,
  type MergeReport,
  type World,
} from './engine';
import {scenarios, startWorld} from './scenarios';
import styles from './styles.module.css';

function newSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

function Hidden({children}: {children: ReactNode}): ReactNode {
  return <span className={styles.visuallyHidden}>{children}</span>;
}

/**
 * An input's draft of a field's value: the reader's edits until they are
 * committed, replaced by the value whenever the item changes underneath.
 */
function useDraft(value: string): [string, (draft: string) => void] {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  return [draft, setDraft];
}

function DraftField({
  label,
  device,
  value,
  type = 'text',
  disabled,
  onCommit,
}: {
  label: string;
  device: DeviceId;
  value: string;
  type?: 'text' | 'number';
  disabled: boolean;
  onCommit: (value: string) => void;
}): ReactNode {
  const id = useId();
  const [draft, setDraft] = useDraft(value);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  return (
    <div className={clsx(styles.field, type === 'number' && styles.narrowField)}>
      <label htmlFor={id}>
        {label}
        <Hidden> on the {device}</Hidden>
      </label>
      <input
        id={id}
        className={styles.input}
        type={type}
        min={type === 'number' ? 0 : undefined}
        max={type === 'number' ? 5 : undefined}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </div>
  );
}

function NoteField({device, value, disabled, onCommit}: {device: DeviceId; value: string; disabled: boolean; onCommit: (value: string) => void}): ReactNode {
  const id = useId();
  const [draft, setDraft] = useDraft(value);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        Note <span className={styles.hint}>(rich text)</span>
        <Hidden> on the {device}</Hidden>
      </label>
      <textarea
        id={id}
        className={styles.input}
        rows={2}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          if (draft !== value) onCommit(draft);
        }}
      />
    </div>
  );
}

function TagsField({device, tags, disabled, onCommit}: {device: DeviceId; tags: readonly string[]; disabled: boolean; onCommit: (tags: string[]) => void}): ReactNode {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = (event: FormEvent) => {
    event.preventDefault();
    const tag = draft.trim().toLowerCase();
    if (tag && !tags.includes(tag)) onCommit([...tags, tag]);
    setDraft('');
  };
  return (
    <div className={styles.field}>
      <span id={`${id}-label`}>
        Tags <span className={styles.hint}>(set)</span>
      </span>
      <ul className={styles.tags} aria-labelledby={`${id}-label`}>
        {tags.length === 0 && <li className={styles.hint}>no tags</li>}
        {tags.map((tag) => (
          <li key={tag} className={styles.tag}>
            {tag}
            <button
              type="button"
              className={styles.tagRemove}
              disabled={disabled}
              aria-label={`Remove ${tag} on the ${device}`}
              onClick={() => onCommit(tags.filter((t) => t !== tag))}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <form className={styles.tagForm} onSubmit={add}>
        <label htmlFor={id} className={styles.hint}>
          New tag<Hidden> on the {device}</Hidden>
        </label>
        <input
          id={id}
          className={styles.input}
          value={draft}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button--sm button--secondary" disabled={disabled}>
          Add tag<Hidden> on the {device}</Hidden>
        </button>
        <button
          type="button"
          className="button button--sm button--secondary"
          disabled={disabled || tags.length === 0}
          onClick={() => onCommit([])}>
          Clear all<Hidden> tags on the {device}</Hidden>
        </button>
      </form>
    </div>
  );
}

type SyncState = 'offline' | 'syncing' | 'waiting' | 'synced';

function syncState(world: World, device: DeviceId): SyncState {
  if (!world.devices[device].online) return 'offline';
  if (world.queue.some((message) => message.from === device || message.to === device)) return 'syncing';
  if (!world.devices[otherDevice(device)].online) return 'waiting';
  return 'synced';
}

const syncText: Record<SyncState, (device: DeviceId) => string> = {
  offline: () => 'Offline: edits stay here',
  syncing: () => 'Syncing with the server…',
  waiting: (device) => `Synced with the server; the ${otherDevice(device)} is offline`,
  synced: () => 'Synced with the server',
};

/** What a device's head is, in words: its only leaf, or the best leaf of a fork and why nothing merged it yet. */
function headText(world: World, device: DeviceId): string {
  const leaves = deviceLeaves(world, device);
  const head = bestLeaf(world, device);
  if (leaves.length < 2) return `Shows commit ${head}, its only leaf.`;
  const why = head !== null && world.commits[head].author === device ? 'its own commit' : 'the newest leaf';
  const fork = world.devices[device].fork;
  if (fork === null || fork.leader === null) {
    return `Forked, and no session wrote a leaf in the last ${leaderWindowMs / 1000} s, so there is no merge leader: the ${device} shows its best leaf, ${head} (${why}), until a new edit on either device.`;
  }
  return `Forked. The ${fork.leader} is the merge leader, so the ${device} shows its best leaf, ${head} (${why}), while it waits for the merge commit.`;
}

function DeviceCard({world, device, update}: {world: World; device: DeviceId; update: (change: (world: World, at: number) => World) => void}): ReactNode {
  const titleId = useId();
  const value = valueOn(world, device) as ItemValue;
  const name = deviceNames[device];
  const state = syncState(world, device);
  const deleted = value.isDeleted === true;
  const leaves = deviceLeaves(world, device);
  const change = (patch: Partial<ItemValue>) => update((w, at) => edit(w, device, patch, at));
  return (
    <div className={styles.device} role="group" aria-labelledby={titleId} data-sync={state}>
      <div className={styles.deviceHeader}>
        <p id={titleId} className={styles.deviceName}>
          {name}
        </p>
        <label className={styles.switch}>
          <input
            type="checkbox"
            role="switch"
            checked={world.devices[device].online}
            onChange={(event) => {
              const online = event.target.checked;
              update((w, at) => setOnline(w, device, online, at));
            }}
          />
          {name} online
        </label>
      </div>
      <p className={clsx(styles.status, styles[state])}>
        {syncText[state](device)}
        <span className={styles.hint}>
          {' '}
          · {world.devices[device].held.length} commits{leaves.length > 1 ? ` · ${leaves.length} leaves` : ''}
        </span>
      </p>
      <p className={clsx(styles.hint, styles.head)}>{headText(world, device)}</p>
      <div className={clsx(styles.item, deleted && styles.deleted)}>
        <DraftField label="Title" device={device} value={value.title as string} disabled={deleted} onCommit={(title) => change({title})} />
        <div className={styles.row}>
          <label className={styles.check}>
            <input type="checkbox" checked={value.done === true} disabled={deleted} onChange={(event) => change({done: event.target.checked})} />
            Done<Hidden> on the {device}</Hidden>
          </label>
          <DraftField
            label="Priority"
            device={device}
            type="number"
            value={`${value.priority as number}`}
            disabled={deleted}
            onCommit={(priority) => change({priority: Math.min(5, Math.max(0, Math.round(Number(priority) || 0)))})}
          />
        </div>
        <TagsField device={device} tags={value.tags as string[]} disabled={deleted} onCommit={(tags) => change({tags})} />
        <NoteField device={device} value={value.note as string} disabled={deleted} onCommit={(note) => change({note})} />
      </div>
      <div className={styles.deleteRow}>
        <button type="button" className="button button--sm button--outline button--secondary" onClick={() => change({isDeleted: !deleted})}>
          {deleted ? 'Restore the task' : 'Delete the task'}
          <Hidden> on the {device}</Hidden>
        </button>
        {deleted && <span className={styles.hint}>Soft-deleted: isDeleted is true.</span>}
      </div>
      <CommitGraphView world={world} device={device} />
    </div>
  );
}

/** The base of a merge, in words; leaves that hold the same value have none to speak of. */
function mergeBaseText(merge: MergeReport): string {
  if (merge.sides.length === 1) return 'which hold the same value, so the merge keeps it';
  return `base ${merge.base.length === 0 ? 'the null item' : merge.base.join(' and ')}`;
}

function MergePanel({world}: {world: World}): ReactNode {
  const headingId = useId();
  const merge = world.lastMerge;
  const unchanged = (merge?.resolutions ?? []).filter((resolution) => resolution.rule === 'unchanged').map((resolution) => resolution.field);
  return (
    <div className={styles.panel} role="group" aria-labelledby={headingId} tabIndex={0}>
      <p id={headingId} className={styles.panelTitle}>
        How the last merge decided each field
      </p>
      {merge ? (
        <>
          <p className={styles.hint}>
            On the {merge.device} at {formatTime(merge.at)}: leaves {merge.leaves.join(' and ')}, {mergeBaseText(merge)}.{' '}
            It wrote merge commit {merge.mergeCommit} as the merge leader.
          </p>
          <ul className={styles.rules}>
            {merge.resolutions
              .filter((resolution) => resolution.rule !== 'unchanged')
              .map((resolution) => (
                <li key={resolution.field} data-rule={resolution.rule}>
                  {resolution.text}
                </li>
              ))}
            {unchanged.length > 0 && <li className={styles.unchanged}>Unchanged since the base: {unchanged.join(', ')}.</li>}
            {merge.sides.length === 1 && <li>No field needed deciding: the leaves hold the same value.</li>}
          </ul>
        </>
      ) : (
        <p>
          No merge yet. Take both devices offline, edit the task on each, then bring both back online within about{' '}
          {reconnectWindowMs / 1000} seconds of your last edit, or try a scenario.
        </p>
      )}
    </div>
  );
}

/** The server between the devices: always online, it stores and relays commits and never merges. */
function ServerCard({world}: {world: World}): ReactNode {
  const titleId = useId();
  const leaves = serverLeaves(world);
  const inFlight = world.queue.length;
  return (
    <div className={styles.server} role="group" aria-labelledby={titleId}>
      <p id={titleId} className={styles.deviceName}>
        Server
      </p>
      <p className={styles.hint}>
        Always online. Holds {world.server.held.length} commits
        {leaves.length > 1 ? ` in ${leaves.length} leaves` : ''}
        {inFlight > 0 ? ` · ${inFlight === 1 ? '1 message' : `${inFlight} messages`} in flight` : ''}. The devices never
        talk to each other: every commit reaches the other device through here. The server wrote none of the leaves, so
        it is never the merge leader.
      </p>
    </div>
  );
}

function Log({world}: {world: World}): ReactNode {
  const headingId = useId();
  const box = useRef<HTMLDivElement>(null);
  const entries = world.log.slice(-60);
  useEffect(() => {
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [world.log.length]);
  return (
    <div className={styles.logBox}>
      <p className={styles.panelTitle} id={headingId}>
        Log
      </p>
      <div ref={box} className={styles.log} role="log" aria-live="polite" aria-labelledby={headingId} tabIndex={0}>
        <ol className={styles.logList}>
          {entries.map((entry, index) => (
            <li key={world.log.length - entries.length + index}>
              <span className={styles.time}>{formatTime(entry.at)}</span> {entry.text}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

export default function Sandbox(): ReactNode {
  const origin = useRef(performance.now());
  const now = () => Math.round(performance.now() - origin.current);
  const [world, setWorld] = useState(() => startWorld(newSeed()));
  const update = (change: (world: World, at: number) => World) => setWorld((current) => change(current, now()));
  /** Starts a new world and a new clock, then applies `change` to it. */
  const restart = (change: (world: World, at: number) => World) => {
    origin.current = performance.now();
    setWorld(change(startWorld(newSeed()), 0));
  };

  const due = dueAt(world);
  useEffect(() => {
    if (due === null) return undefined;
    const timer = window.setTimeout(() => setWorld((current) => deliverDue(current, now())), Math.max(0, due - now()));
    return () => window.clearTimeout(timer);
  }, [due]);

  const synced = isSynced(world);
  return (
    <div className={styles.sandbox} data-synced={synced} data-converged={synced && serverLeaves(world).length === 1}>
      <div className={styles.toolbar}>
        <p className={styles.intro}>
          Edits commit when you leave a field or press Enter. The laptop and the phone sync through a server, and
          each message to or from the server takes one second here, so you can watch it. Here, a device looks for a
          merge leader when it receives the other&apos;s edit, and again each time it hears from the server: only a
          device that wrote one of the forked leaves in the last {leaderWindowMs / 1000} seconds can be leader and
          write the merge commit. An edit takes two
          messages to reach the other device, so reconnect both within about {reconnectWindowMs / 1000} seconds of
          your last edit to see a merge; much later, both stay forked, each showing its own best leaf, until your
          next edit on either of them.
        </p>
        <p className={styles.intro}>
          <strong>What the sandbox simplifies:</strong> one server that never restarts, one session per device, one
          clock for everything, and a sync that sends the whole set of commit ids in one message where IbexDB
          exchanges Bloom filters over several rounds. One choice is the sandbox&apos;s own: a waiting device looks
          at its fork again each time it hears from the server, and merges if it has become the leader; 0.3.1 makes
          no promise about when a waiting peer looks again, or about two peers that each see themselves as leader.
        </p>
        <div className={styles.actions} role="group" aria-label="Scenarios">
          {scenarios.map((scenario) => (
            <button
              key={scenario.id}
              type="button"
              className="button button--sm button--primary"
              onClick={() => restart(scenario.run)}>
              {scenario.label}
            </button>
          ))}
          <button type="button" className="button button--sm button--secondary" onClick={() => restart((fresh) => fresh)}>
            Reset
          </button>
        </div>
      </div>
      <ServerCard world={world} />
      <div className={styles.devices}>
        {deviceIds.map((device) => (
          <DeviceCard key={device} world={world} device={device} update={update} />
        ))}
      </div>
      <p className={styles.summary}>
        {synced
          ? syncedText(world)
          : world.queue.length > 0
            ? 'Syncing…'
            : 'Not synced: the devices may differ until both are online.'}
      </p>
      <div className={styles.bottom}>
        <MergePanel world={world} />
        <Log world={world} />
      </div>
    </div>
  );
}

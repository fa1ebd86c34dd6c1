/**
 * The sandbox's task, its starting value and the three preset scenarios, each
 * one of the guide's own examples. Pure data and engine calls, no React.
 */
import {createWorld, edit, setOnline, type ItemValue, type Schema, type World} from './engine';

export const taskSchema: Schema = {
  title: 'string',
  done: 'boolean',
  priority: 'number',
  tags: 'set',
  note: 'richtext',
};

export const initialTask: ItemValue = {
  title: 'Buy milk',
  done: false,
  priority: 2,
  tags: ['home'],
  note: 'Two bottles from the corner shop.',
};

export function startWorld(seed: number): World {
  return createWorld({schema: taskSchema, seed, initial: initialTask});
}

export interface Scenario {
  readonly id: 'rename' | 'tags' | 'delete';
  /** The button's text. */
  readonly label: string;
  /** Takes a fresh world offline, makes the edits, and reconnects both devices. */
  readonly run: (world: World, at: number) => World;
}

function offlineThenReconnect(world: World, at: number, edits: (world: World, at: number) => World): World {
  let next = setOnline(setOnline(world, 'laptop', false, at), 'phone', false, at);
  next = edits(next, at + 100);
  return setOnline(setOnline(next, 'laptop', true, at + 300), 'phone', true, at + 300);
}

export const scenarios: readonly Scenario[] = [
  {
    id: 'rename',
    label: 'Both rename the task',
    run: (world, at) =>
      offlineThenReconnect(world, at, (w, t) =>
        edit(edit(w, 'laptop', {title: 'Buy oat milk'}, t), 'phone', {title: 'Buy milk and eggs'}, t + 100),
      ),
  },
  {
    id: 'tags',
    label: 'One adds a tag, the other clears all tags',
    run: (world, at) =>
      offlineThenReconnect(world, at, (w, t) =>
        edit(edit(w, 'phone', {tags: ['home', 'urgent']}, t), 'laptop', {tags: []}, t + 100),
      ),
  },
  {
    id: 'delete',
    label: 'One deletes the task, the other edits it',
    run: (world, at) =>
      offlineThenReconnect(world, at, (w, t) =>
        edit(
          edit(w, 'laptop', {isDeleted: true}, t),
          'phone',
          {title: 'Buy milk and eggs', note: 'Two bottles from the corner shop, and six eggs.'},
          t + 100,
        ),
      ),
  },
];

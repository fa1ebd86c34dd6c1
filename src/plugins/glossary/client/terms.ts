/**
 * The glossary's client module: the first time a mouse, a pen or the keyboard
 * reaches a linked term, the popover of the code links loads with ./source.ts,
 * which gives it the term's definition; a page's first view loads neither.
 */
import {wakeFor} from '../../api-reference/code-links/client';
import {glossaryTermSelector} from './selector';

wakeFor(glossaryTermSelector, () => import('./source').then((source) => source.glossarySource));

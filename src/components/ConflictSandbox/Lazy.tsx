/**
 * The conflict sandbox as the guide embeds it. This small wrapper is all the
 * page ships: it server-renders a box of the sandbox's size that says what the
 * sandbox does and holds the worked scenario passed as children, and it loads
 * the sandbox itself (engine, `diff`, UI) with a dynamic import() when the
 * reader presses Start. The box sits in the guide's first screen, so loading it
 * on sight would charge every visit with the sandbox's code, used or not. When
 * Start had the focus, the focus moves to the loaded sandbox's region. Printed,
 * the box shows its text without Start.
 */
import {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import Loading from '@theme/Loading';
import styles from './styles.module.css';

type Status = {phase: 'waiting' | 'loading'} | {phase: 'ready'; Sandbox: ComponentType} | {phase: 'failed'; error: Error};

export default function ConflictSandbox({children}: {children: ReactNode}): ReactNode {
  const region = useRef<HTMLElement>(null);
  const started = useRef(false);
  const focusWhenReady = useRef(false);
  const [status, setStatus] = useState<Status>({phase: 'waiting'});

  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    // Start goes away with the box's text: the focus it had moves to the sandbox.
    focusWhenReady.current = region.current?.contains(document.activeElement) ?? false;
    setStatus({phase: 'loading'});
    import(/* webpackChunkName: "conflict-sandbox" */ './index').then(
      (module) => setStatus({phase: 'ready', Sandbox: module.default}),
      (error: unknown) => {
        started.current = false;
        setStatus({phase: 'failed', error: error instanceof Error ? error : new Error(String(error))});
      },
    );
  }, []);

  useEffect(() => {
    const element = region.current;
    if (status.phase !== 'ready' || !focusWhenReady.current || !element) return;
    focusWhenReady.current = false;
    // Unless the reader has moved the focus elsewhere meanwhile.
    const focused = document.activeElement;
    if (focused !== null && focused !== document.body && !element.contains(focused)) return;
    element.tabIndex = -1;
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), {once: true});
    element.focus({preventScroll: true});
  }, [status.phase]);

  return (
    <section
      ref={region}
      className={styles.region}
      aria-label="Conflict sandbox"
      data-state={status.phase}>
      <div className={styles.frame}>
        {status.phase === 'ready' ? (
          <status.Sandbox />
        ) : (
          <div className={styles.fallback}>
            <p className={styles.fallbackTitle}>Conflict sandbox</p>
            <p>
              With JavaScript on, the “Start the sandbox” button below the worked scenario turns this box into a
              sandbox with two devices, a laptop and a phone, that sync the same task through a server. Take them
              offline, edit the task on both, and reconnect both within about 3 seconds of your last edit to watch
              the commit graph fork and merge while each field follows its type&apos;s rule; much later, watch it stay
              forked, each device showing its own best leaf, until your next edit on either device. In the sandbox
              every message takes one second, so an edit takes two seconds to reach the other device through the
              server, and only a device that wrote one of the forked leaves in the last 5 seconds can be merge leader.
            </p>
            {children}
            {status.phase === 'failed' ? (
              <Loading error={status.error} retry={load} isLoading={false} pastDelay timedOut={false} />
            ) : (
              <button
                type="button"
                className={`button button--primary ${styles.start}`}
                onClick={load}
                disabled={status.phase === 'loading'}>
                {status.phase === 'loading' ? 'Starting the sandbox…' : 'Start the sandbox'}
              </button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

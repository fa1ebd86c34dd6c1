/**
 * The conflict sandbox as the guide embeds it. This small wrapper is all the
 * page ships: it server-renders a box of the sandbox's size that says what the
 * sandbox does and holds the worked scenario passed as children, and it loads
 * the sandbox itself (engine, `diff`, UI) with a dynamic import() once the box
 * comes within 400 px of the viewport, or when the reader presses Start. The
 * guide's article runs its code once the reader reaches into it
 * (src/plugins/deferred-content): the box marks itself `data-live-on-view`, so
 * coming near the viewport makes the article live, and Start shows from then.
 */
import {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import Loading from '@theme/Loading';
import styles from './styles.module.css';

type Status = {phase: 'waiting' | 'loading'} | {phase: 'ready'; Sandbox: ComponentType} | {phase: 'failed'; error: Error};

export default function ConflictSandbox({children}: {children: ReactNode}): ReactNode {
  const region = useRef<HTMLElement>(null);
  const started = useRef(false);
  const [status, setStatus] = useState<Status>({phase: 'waiting'});
  const [hydrated, setHydrated] = useState(false);

  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
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
    setHydrated(true);
    const element = region.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      {rootMargin: '400px 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [load]);

  return (
    <section ref={region} className={styles.region} aria-label="Conflict sandbox" data-state={status.phase} data-live-on-view="">
      <div className={styles.frame}>
        {status.phase === 'ready' ? (
          <status.Sandbox />
        ) : (
          <div className={styles.fallback}>
            <p className={styles.fallbackTitle}>Conflict sandbox</p>
            <p>
              With JavaScript, this box becomes a sandbox with two devices, a laptop and a phone, that sync the
              same task through a server. Take them offline, edit the task on both, and reconnect them: within
              five seconds of your last edit, watch the commit graph fork and merge while each field follows its
              type&apos;s rule; later than that, watch it stay forked until your next edit.
            </p>
            {children}
            {status.phase === 'failed' ? (
              <Loading error={status.error} retry={load} isLoading={false} pastDelay timedOut={false} />
            ) : (
              <button
                type="button"
                className={`button button--primary ${hydrated ? '' : styles.beforeHydration}`}
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

/**
 * "Was this page helpful?": Yes or No, then, after No, the reasons to choose
 * from. Each click sends one analytics event and nothing else (no text, no
 * reader data). Once answered, the page says thanks, and local storage
 * remembers the answer for that page; where storage is unavailable the
 * theme's storage slot logs a warning and the control still works for the
 * visit. Focus follows the question (to the reasons, then to the thanks),
 * which a polite live region announces. Rendered only where analytics is on.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {createStorageSlot} from '@docusaurus/theme-common';
import type {Props} from '@theme/PageFeedback';
import {
  analyticsOn,
  answerEvent,
  answeredKey,
  gtagPluginName,
  reasonEvent,
  reasons,
  send,
  type Answer,
  type Reason,
} from '../../events';
import styles from './styles.module.css';

type Step = 'ask' | 'reasons' | 'done';

function Feedback({pagePath}: Props): ReactNode {
  const [step, setStep] = useState<Step>('ask');
  const moveFocus = useRef(false);
  const firstReason = useRef<HTMLButtonElement>(null);
  const message = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (createStorageSlot(answeredKey(pagePath)).get() !== null) setStep('done');
  }, [pagePath]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (step === 'reasons' ? firstReason : message).current?.focus();
  }, [step]);

  function answer(value: Answer) {
    send(window.gtag, answerEvent(pagePath, value));
    createStorageSlot(answeredKey(pagePath)).set(value);
    moveFocus.current = true;
    setStep(value === 'no' ? 'reasons' : 'done');
  }

  function explain(reason: Reason) {
    send(window.gtag, reasonEvent(pagePath, reason));
    moveFocus.current = true;
    setStep('done');
  }

  const button = 'button button--secondary button--sm';
  return (
    <div className={styles.feedback}>
      {step === 'ask' && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Was this page helpful?</legend>
          <button type="button" className={button} onClick={() => answer('yes')}>
            Yes
          </button>
          <button type="button" className={button} onClick={() => answer('no')}>
            No
          </button>
        </fieldset>
      )}
      {step === 'reasons' && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>What was wrong with it?</legend>
          {reasons.map(({value, label}, index) => (
            <button key={value} ref={index === 0 ? firstReason : undefined} type="button" className={button} onClick={() => explain(value)}>
              {label}
            </button>
          ))}
        </fieldset>
      )}
      <p ref={message} role="status" aria-live="polite" tabIndex={-1} className={styles.message}>
        {step === 'done' ? 'Thanks for your feedback.' : ''}
      </p>
    </div>
  );
}

export default function PageFeedback({pagePath}: Props): ReactNode {
  const gtag = usePluginData(gtagPluginName);
  // A new page starts a new question: the key drops the last page's answer state.
  return analyticsOn(gtag) ? <Feedback key={pagePath} pagePath={pagePath} /> : null;
}

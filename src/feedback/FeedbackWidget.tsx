'use client';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslate } from '@/i18n';
import { CloseIcon, ThumbDownIcon, ThumbUpIcon } from '@/ui/icons';
import {
  headingTitle,
  issueUrl,
  readRating,
  saveRating,
  sendFeedback,
  subscribeToRatings,
} from './client';
import styles from './FeedbackWidget.module.css';
import { FEEDBACK_LIMITS } from './limits';

interface FeedbackWidgetProps {
  /** Canonical path of the page, as the endpoint expects it. */
  pathname: string;
  language: string;
  pageTitle: string;
}

type Status = 'idle' | 'sending' | 'sent' | 'failed';
interface Section {
  id: string;
  title: string;
}

/** The widget's id: the headings' "feedback on this section" links point here. */
export const FEEDBACK_ANCHOR = 'feedback';

/**
 * "Was this page helpful?" at the foot of a page. A thumb chooses the rating and opens an optional
 * comment; "Send feedback" submits both. A heading's section link scopes the feedback to that section.
 */
export function FeedbackWidget({ pathname, language, pageTitle }: FeedbackWidgetProps) {
  const t = useTranslate();
  const ids = useId();
  const [rating, setRating] = useState<0 | 1 | null>(null);
  // What this browser stored; null on the server, which cannot know.
  const remembered = useSyncExternalStore(
    subscribeToRatings,
    () => readRating(pathname, window.localStorage),
    () => null,
  );
  const [comment, setComment] = useState('');
  const [section, setSection] = useState<Section | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const root = useRef<HTMLElement>(null);
  const commentField = useRef<HTMLTextAreaElement>(null);

  // Each heading's section link (`a[data-feedback-section]`) scopes the widget to its section.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[data-feedback-section]');
      if (!link) return;
      const id = link.getAttribute('data-feedback-section') ?? '';
      const heading = document.getElementById(id);
      if (!heading) return;
      event.preventDefault();
      setSection({ id, title: headingTitle(heading) });
      setStatus('idle');
      root.current?.scrollIntoView({ block: 'center' });
      root.current
        ?.querySelector<HTMLButtonElement>('button[aria-pressed]')
        ?.focus({ preventScroll: true });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  function choose(value: 0 | 1) {
    setRating(value);
    setStatus('idle');
    requestAnimationFrame(() => commentField.current?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating === null || status === 'sending') return;
    setStatus('sending');
    const ok = await sendFeedback({
      pathname,
      rating,
      language,
      ...(comment.trim() ? { comment } : {}),
      ...(section ? { sectionId: section.id, sectionTitle: section.title } : {}),
    });
    if (!ok) {
      // The comment stays in the box, so nothing the reader wrote is lost.
      setStatus('failed');
      return;
    }
    saveRating(pathname, rating, window.localStorage);
    setRating(null);
    setComment('');
    setSection(null);
    setStatus('sent');
  }

  const pressed = rating ?? remembered;
  const commentId = `${ids}-comment`;
  const hintId = `${ids}-hint`;

  return (
    <section
      ref={root}
      id={FEEDBACK_ANCHOR}
      className={styles.root}
      aria-labelledby={`${ids}-title`}
      data-feedback-widget
    >
      <div className={styles.row}>
        <h2 id={`${ids}-title`} className={styles.question}>
          {t('feedback.question')}
        </h2>
        <div className={styles.thumbs} role="group" aria-label={t('feedback.ratingGroup') ?? ''}>
          <button
            type="button"
            className={styles.thumb}
            aria-pressed={pressed === 1}
            onClick={() => choose(1)}
          >
            <ThumbUpIcon />
            {t('feedback.yes')}
          </button>
          <button
            type="button"
            className={styles.thumb}
            aria-pressed={pressed === 0}
            onClick={() => choose(0)}
          >
            <ThumbDownIcon />
            {t('feedback.no')}
          </button>
        </div>
      </div>

      {section ? (
        <p className={styles.section}>
          <span>
            {t('feedback.section')} <strong>{section.title}</strong>
          </span>
          <button
            type="button"
            className={styles.clear}
            onClick={() => setSection(null)}
            aria-label={t('feedback.clearSection') ?? ''}
            title={t('feedback.clearSection') ?? ''}
          >
            <CloseIcon />
          </button>
        </p>
      ) : null}

      {rating !== null ? (
        <form className={styles.form} onSubmit={submit}>
          <label htmlFor={commentId} className={styles.label}>
            {rating === 0 ? t('feedback.commentLabelNegative') : t('feedback.commentLabel')}
          </label>
          <textarea
            ref={commentField}
            id={commentId}
            className={styles.comment}
            rows={4}
            maxLength={FEEDBACK_LIMITS.commentMaxChars}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            aria-describedby={hintId}
          />
          <p id={hintId} className={styles.hint}>
            {t('feedback.commentHint')}
          </p>
          <div className={styles.actions}>
            <button type="submit" className={styles.send} disabled={status === 'sending'}>
              {status === 'sending' ? t('feedback.sending') : t('feedback.send')}
            </button>
            {rating === 0 ? (
              <a
                className={styles.issue}
                href={issueUrl(window.location.href, pageTitle, comment)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('feedback.openIssue')}
              </a>
            ) : null}
          </div>
        </form>
      ) : null}

      <p role="status" className={styles.status}>
        {status === 'sent'
          ? t('feedback.submitted')
          : rating === null && remembered !== null
            ? remembered === 1
              ? t('feedback.ratedUp')
              : t('feedback.ratedDown')
            : null}
      </p>
      {status === 'failed' ? (
        <p role="alert" className={styles.error}>
          {t('feedback.failed')}
        </p>
      ) : null}
    </section>
  );
}

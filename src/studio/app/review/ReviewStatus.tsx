// Where a page stands, as the start screen and the page's header show it: its badge (Live, Published on a
// day, Changed, In review, Changes requested, Approved, Scheduled for a time, Not published and why), and,
// when a reviewer asked for changes, what they wrote, beside the page; when its review was closed without
// publishing it, that it was, with a link to it.
import type { ReviewState } from '../../backend.ts';
import { reviewLabel } from '../../shared/review-words.ts';

const toneClass = {
  published: 'studio-badge-published',
  changed: 'studio-badge-changed',
  review: 'studio-badge-review',
  scheduled: 'studio-badge-review',
  good: 'studio-badge-good',
  bad: 'studio-badge-bad',
} as const;

export function ReviewBadge({ review }: { review: ReviewState }) {
  const { label, tone } = reviewLabel(review);
  return <span className={`studio-badge ${toneClass[tone]}`}>{label}</span>;
}

/**
 * What the reviewers asked for, each comment with who wrote it; or, for a page whose review was closed
 * without publishing it, that it was and what to do; nothing else.
 */
export function ReviewComments({ review, title }: { review: ReviewState | undefined; title: string }) {
  if (review?.state === 'changed' && review.closed) {
    return (
      <section className="studio-review-comments" aria-label={`The closed review of ${title}`}>
        <p>
          <strong>Its review was closed without publishing it.</strong> The change is kept here, saved and not sent: Send for review opens a
          new review.{' '}
          <a href={review.closed} target="_blank" rel="noreferrer">
            Open the closed review of {title}
          </a>{' '}
          to read why.
        </p>
      </section>
    );
  }
  if (review?.state !== 'in-review' || review.verdict !== 'changes-requested') return null;
  return (
    <section className="studio-review-comments" aria-label={`What the reviewers asked of ${title}`}>
      <p>
        <strong>Changes requested.</strong> {review.comments?.length ? 'The reviewers wrote:' : 'Open the review to read why.'}
      </p>
      {review.comments?.length ? (
        <ul>
          {review.comments.map((comment, i) => (
            <li key={i}>
              <span className="studio-review-by">{comment.by}:</span> {comment.text}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

// A new page's address, as the New page and Duplicate this page dialogs ask for it: the kind's prefix, the
// editor's words, and below them whether the address is free, asked of the backend's planner as it is typed
// (a taken one is refused before anything is created), in the dialog's words: an address, never a file.
import { useEffect, useState } from 'react';
import { kindPlaces, type PageKind } from '../../../core/page-kinds.ts';
import { wordsFor, type PlannedPage } from '../../backend.ts';
import { useBackend } from './backend-context.tsx';

/** The planner's answer for `slug` as a page of `kind`, asked 200 ms after the last key; null until it answers. */
export function usePlannedAddress(kind: PageKind, slug: string): PlannedPage | null {
  const backend = useBackend();
  const [plan, setPlan] = useState<{ for: string; answer: PlannedPage } | null>(null);
  const asked = `${kind}\0${slug}`;
  useEffect(() => {
    if (!slug) return;
    let current = true;
    const timer = setTimeout(
      () =>
        void backend.planPage(kind, slug).then(
          (answer) => current && setPlan({ for: asked, answer }),
          // The check could not be made (the pages could not be read): why, in the backend's words; typing checks again.
          (error: unknown) =>
            current &&
            setPlan({ for: asked, answer: { error: wordsFor(error, 'The address could not be checked. Try again in a moment.') } }),
        ),
      200,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [backend, kind, slug, asked]);
  return slug && plan?.for === asked ? plan.answer : null;
}

/** The planner's refusal in the dialog's words: the dialog speaks of an address, never of files. */
const addressProblem = (error: string) =>
  error
    .replace(
      /^\S+\.json already exists\. Choose another slug, or edit that file\./,
      'A page already has this address. Choose another, or open that page from the list.',
    )
    .replace(/"([^"]*)" is not a valid slug\./, '“$1” cannot be an address.')
    .replace(/Choose another slug\./, 'Choose another address.')
    .replace(/\bslug\b/g, 'address');

/** The Address field and the line that says whether it is free. */
export function AddressField({
  kind,
  slug,
  checked,
  onChange,
  id,
  hint = 'Lower-case words joined by hyphens, for example roofer-seo. It is made from the page name as you type.',
}: {
  kind: PageKind;
  slug: string;
  /** The planner's answer for this address, null while it is asked. */
  checked: PlannedPage | null;
  onChange: (slug: string) => void;
  /** The status line's id. */
  id: string;
  /** What the status line says before anything is typed. */
  hint?: string;
}) {
  const { prefix } = kindPlaces[kind];
  return (
    <>
      <label className="studio-field">
        <span>Address</span>
        <span className="studio-address">
          <span aria-hidden="true">{prefix}</span>
          <input
            name="slug"
            value={slug}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={id}
            aria-invalid={Boolean(checked?.error)}
            placeholder="roofer-seo"
            onChange={(e) => onChange(e.target.value.trim().toLowerCase())}
          />
        </span>
      </label>
      {/* Green says the address is free; the hint before anything is typed is plain words. */}
      <p id={id} role="status" className={!slug ? 'studio-description' : checked?.error ? 'studio-bad' : 'studio-good'}>
        {!slug
          ? hint
          : !checked
            ? `Checking ${prefix}${slug}…`
            : checked.error
              ? addressProblem(checked.error)
              : `${checked.path} is free.`}
      </p>
    </>
  );
}

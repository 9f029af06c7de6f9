// "Duplicate this page": the dialog that asks where the copy goes (its address, checked as it is typed) and
// makes it with the engine's duplicateAt. The copy opens in the editor as a new page, not yet saved.
import { useEffect, useRef, useState } from 'react';
import { kindOfPageFile } from '../../../core/page-kinds.ts';
import { duplicateAt } from '../../engine/duplicate.ts';
import { AddressField, usePlannedAddress } from '../shell/AddressField.tsx';
import type { NewPageDraft } from '../shell/StartScreen.tsx';

export function DuplicateDialog({
  file,
  data,
  onCreate,
  onClose,
}: {
  /** The page's file, and the page as it stands in the editor. */
  file: string;
  data: Record<string, unknown>;
  onCreate: (draft: NewPageDraft) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const kind = kindOfPageFile(file);
  const [slug, setSlug] = useState('');
  const checked = usePlannedAddress(kind, slug);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const grouped = kind !== 'generic';
  return (
    <dialog ref={dialog} className="studio-dialog" aria-labelledby="duplicate-title" onClose={onClose}>
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (!checked?.file || !checked.path || !checked.page) return;
          onCreate(duplicateAt(data, { file: checked.file, path: checked.path, page: checked.page }));
        }}
      >
        <h2 id="duplicate-title">Duplicate this page</h2>
        <p className="studio-description">
          The copy keeps every section and photo of this page as it is now. Its Title and Description
          {grouped ? ', and its Card heading, Menu label and Card text,' : ''} start empty, with this page’s words shown greyed: a page
          needs its own, or search engines see two pages competing for the same search.
          {data.experiment ? ' It starts without this page’s headline test, with the page’s own words: a test belongs to one page.' : ''}
        </p>
        <AddressField
          kind={kind}
          slug={slug}
          checked={checked}
          onChange={setSlug}
          id="duplicate-status"
          hint="Where the copy goes: lower-case words joined by hyphens, for example hvac-seo-fresno."
        />
        <div className="studio-dialog-buttons">
          <button type="button" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button type="submit" className="studio-primary" disabled={!checked?.page}>
            Create the copy
          </button>
        </div>
      </form>
    </dialog>
  );
}

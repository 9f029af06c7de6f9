// The page's sections at a glance, by the names their cards carry: each one dragged into another place (or
// moved from the keyboard), opened in the form, or chosen to be copied; sections copied from any page are
// pasted here at the place the editor picks.
import { memo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { plural } from '../../../core/words.ts';
import { itemMarks, useListDrag } from './list-drag.tsx';
import { formDragHelpId } from '../form/list-templates.tsx';
import { placeAfterMove } from '../editor/page-state.ts';
import { headlineOf } from '../../shared/schema-helpers.ts';
import { copySections, useCopiedSections } from './section-clipboard.ts';

interface Props {
  sections: readonly unknown[];
  /** A section's name as its card heads it ("Benefits"). */
  kindName: (index: number) => string;
  /** The page's name, said with what is copied from it ("Home"). */
  pageName: string;
  refusal: (from: number, to: number) => string | undefined;
  onMove: (from: number, to: number) => void;
  /** Opens a section's card in the form. */
  open: (index: number) => void;
  /** Puts the copied sections at a place among this page's sections. */
  paste: (sections: unknown[], at: number, said: string) => void;
}

interface RowProps {
  index: number;
  count: number;
  name: string;
  headline: string;
  marks: ReturnType<typeof itemMarks>;
  chosen: boolean;
  handle: ReturnType<ReturnType<typeof useListDrag>['handleProps']>;
  open: (index: number) => void;
  choose: Dispatch<SetStateAction<ReadonlySet<number>>>;
}

/**
 * What a row shows: it is drawn again only when that changes. While a section is dragged only the rows the
 * drop line leaves or reaches change; drawing all 200 rows of a large page at each of its steps (each
 * checkbox set anew) took two frames. Its handlers are left out: the drag's read the drag's latest state
 * (see useListDrag), opening and choosing act on the row's own index.
 */
const sameRow = (a: RowProps, b: RowProps) =>
  a.index === b.index &&
  a.count === b.count &&
  a.name === b.name &&
  a.headline === b.headline &&
  a.chosen === b.chosen &&
  a.marks['data-drop'] === b.marks['data-drop'] &&
  a.marks['data-drop-refused'] === b.marks['data-drop-refused'] &&
  a.marks['data-lifted'] === b.marks['data-lifted'];

const SectionRow = memo(function SectionRow({ index, count, name, headline, marks, chosen, handle, open, choose }: RowProps) {
  return (
    <li {...marks}>
      {count > 1 && (
        <button
          type="button"
          className="studio-drag-handle"
          data-drag-handle=""
          aria-label={`Drag ${name} (section ${index + 1})`}
          title="Drag to move"
          {...handle}
        >
          ⠿
        </button>
      )}
      <button type="button" className="studio-section-name" onClick={() => open(index)}>
        <strong>{name}</strong>
        {headline && <span>{headline}</span>}
      </button>
      <label className="studio-section-choose">
        <input
          type="checkbox"
          checked={chosen}
          onChange={(event) =>
            choose((was) => {
              const next = new Set(was);
              if (event.target.checked) next.add(index);
              else next.delete(index);
              return next;
            })
          }
        />
        <span className="studio-sr-only">
          Choose {name} (section {index + 1}) to copy
        </span>
      </label>
    </li>
  );
}, sameRow);

export function SectionList({ sections, kindName, pageName, refusal, onMove, open, paste }: Props) {
  const list = useRef<HTMLOListElement>(null);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());
  const copied = useCopiedSections();
  const [pasteAt, setPasteAt] = useState<number | null>(null);
  const count = sections.length;
  const drag = useListDrag({
    count,
    name: kindName,
    boxes: () => [...(list.current?.children ?? [])].map((item) => item.getBoundingClientRect()),
    refusal,
    onMove: (from, to) => {
      // What was chosen to copy stays chosen as it moves.
      setChosen((was) => new Set([...was].map((i) => placeAfterMove(i, from, to))));
      onMove(from, to);
    },
    handleAt: (index) => list.current?.children[index]?.querySelector<HTMLElement>('[data-drag-handle]'),
    scroller: () => list.current?.closest('.studio-form'),
    helpId: formDragHelpId,
  });
  const copy = () => {
    const picked = [...chosen].filter((i) => i < count).sort((a, b) => a - b);
    copySections({ from: pageName, names: picked.map(kindName), sections: picked.map((i) => sections[i]) });
    setChosen(new Set());
  };
  // Pasted at the end unless the editor picks another place.
  const at = Math.min(pasteAt ?? count, count);
  const copiedWords = copied && `${copied.names.join(', ')} (from ${copied.from})`;
  return (
    <section className="studio-section-list" aria-labelledby="studio-section-list-heading">
      <h2 id="studio-section-list-heading">Sections</h2>
      <ol ref={list}>
        {sections.map((section, index) => (
          <SectionRow
            key={index}
            index={index}
            count={count}
            name={kindName(index)}
            headline={headlineOf(section)}
            marks={itemMarks(drag.drag, drag.mark(index), index)}
            chosen={chosen.has(index)}
            handle={drag.handleProps(index)}
            open={open}
            choose={setChosen}
          />
        ))}
      </ol>
      <div className="studio-section-actions">
        <button type="button" aria-disabled={chosen.size === 0} onClick={() => chosen.size && copy()}>
          {chosen.size ? `Copy ${plural(chosen.size, 'section')}` : 'Copy sections'}
        </button>
        {chosen.size === 0 && <span className="studio-description">Tick the sections to copy to another page.</span>}
      </div>
      {copied && (
        <div className="studio-paste" role="group" aria-label="Paste copied sections">
          <p>Copied: {copiedWords}.</p>
          <label>
            Paste{' '}
            <select value={at} onChange={(event) => setPasteAt(Number(event.target.value))}>
              <option value={0}>at the top of the page</option>
              {sections.map((_, index) => (
                <option key={index} value={index + 1}>
                  after {kindName(index)} (section {index + 1})
                </option>
              ))}
            </select>
          </label>{' '}
          <button type="button" onClick={() => paste(copied.sections, at, copiedWords ?? '')}>
            Paste
          </button>{' '}
          <button type="button" onClick={() => copySections(null)}>
            Forget the copied sections
          </button>
        </div>
      )}
    </section>
  );
}

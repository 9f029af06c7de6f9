// The page's form: rjsf's form generated from the schema, with the check's problems under their fields and
// the studio's form context (section cards, the section picker, removing, moving, editing in the preview,
// "Try another headline").
// A list change the form's own buttons make (Move up, Duplicate, Remove) is said before the form hands on
// the page it makes, and goes with that page to the undo history, so a new page's placeholders follow.
// It is rebuilt only when what it shows changes: never for a banner, the preview width or the Save button.
import Form from '@rjsf/core';
import type { ErrorSchema, ValidatorType } from '@rjsf/utils';
import { useMemo, useRef, type RefObject, type TransitionStartFunction } from 'react';
import type { PageValue } from '../editor/page-state.ts';
import type { ListChange } from '../editor/placeholder-places.ts';
import { PageDataContext, type StudioFormContext } from './form-context.ts';
import { studioFormProps } from './studio-form.ts';

type Context = Omit<StudioFormContext, 'editInPreview' | 'listChanged'> & {
  /** A field's "Edit in the preview" (the form is not rebuilt for it: it reads the latest through this). */
  editInPreviewRef: RefObject<(pointer: string, from: HTMLElement) => void>;
};

interface Options {
  schema: Record<string, unknown>;
  data: PageValue;
  /** The form only renders and edits; the messages come from the backend's check, identical to the CLI's. */
  validator: ValidatorType;
  extraErrors: ErrorSchema;
  /** Puts the page the form hands on in the undo history, inside `startHandover`'s low-priority update (with what it did to a list). */
  setPage: (page: PageValue, change?: ListChange) => void;
  startHandover: TransitionStartFunction;
  context: Context;
}

export function usePageForm({ schema, data, validator, extraErrors, setPage, startHandover, context }: Options) {
  const {
    pageFile,
    kinds,
    openBlocks,
    toggleBlock,
    movedBlock,
    addSection,
    removing,
    moveItem,
    moveRefusal,
    editInPreviewRef,
    tryHeadline,
    toWriteHints,
  } = context;
  // The list change the form's buttons said they are making, until the form hands on the page it makes.
  const said = useRef<ListChange | undefined>(undefined);
  const formContext: StudioFormContext = useMemo(
    () => ({
      pageFile,
      kinds,
      openBlocks,
      toggleBlock,
      movedBlock,
      addSection: (at: number) => addSection(at),
      removing,
      moveItem,
      moveRefusal,
      editInPreview: (pointer: string, from: HTMLElement) => editInPreviewRef.current(pointer, from),
      tryHeadline,
      toWriteHints,
      listChanged: (change: ListChange) => {
        said.current = change;
      },
    }),
    [
      pageFile,
      kinds,
      openBlocks,
      toggleBlock,
      movedBlock,
      addSection,
      removing,
      moveItem,
      moveRefusal,
      editInPreviewRef,
      tryHeadline,
      toWriteHints,
    ],
  );
  return useMemo(
    () => (
      <PageDataContext value={data}>
        <Form
          {...studioFormProps}
          schema={schema}
          formData={data}
          validator={validator}
          extraErrors={extraErrors}
          formContext={formContext}
          // Off the typing path: the whole form, the preview and the check follow as one low-priority update.
          onChange={(event) => {
            const change = said.current;
            said.current = undefined;
            startHandover(() => setPage(event.formData as PageValue, change));
          }}
        />
      </PageDataContext>
    ),
    [schema, data, validator, extraErrors, formContext, setPage, startHandover],
  );
}

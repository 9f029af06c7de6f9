// Typing at the speed of typing: a text field shows each key at once from its own state, and hands the
// value to the form (which re-renders the whole page's fields, then the preview and the check follow)
// only after a pause in typing, as a low-priority update that a next key interrupts. Leaving the field,
// Save, Undo and Ctrl+S hand over what was typed first (flushEdits).
import { getDefaultRegistry } from '@rjsf/core';
import type { BaseInputTemplateProps, WidgetProps } from '@rjsf/utils';
import { StudioTextWidget } from './widgets.tsx';
import type { StudioFormContext } from './form-context.ts';
import { createElement, startTransition, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';

/** How long typing pauses before the form, the preview and the check catch up. */
export const typingPauseMs = 500;

const pending = new Map<symbol, () => void>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener));

/** True while some field holds typed text not yet handed to the form. */
export const useTyping = () => useSyncExternalStore(subscribe, () => pending.size > 0);

/** Hands every field's typed value to the form now (before a save, an undo or leaving the field). */
export function flushEdits(): void {
  for (const flush of [...pending.values()]) flush();
}

/** Some text typed elsewhere (in the preview) waits to be handed over: flushEdits calls `flush` too, until released. */
export function holdEdit(key: symbol, flush: () => void): void {
  if (pending.has(key)) return;
  pending.set(key, flush);
  notify();
}

export function releaseEdit(key: symbol): void {
  if (pending.delete(key)) notify();
}

function useTypedValue(value: unknown, onChange: (value: unknown) => void) {
  const [key] = useState(() => Symbol('field'));
  const [local, setLocal] = useState(value);
  // From a key press until the form holds what was typed, the form's older values are not shown.
  const [typing, setTyping] = useState(false);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value === local) setTyping(false);
    else if (!typing) setLocal(value);
  }
  const unsent = useRef<{ value: unknown } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const handOn = useRef(onChange);
  useEffect(() => {
    handOn.current = onChange;
  });

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.delete(key)) notify();
    const edit = unsent.current;
    unsent.current = null;
    if (edit) handOn.current(edit.value);
  }, [key]);
  useEffect(() => flush, [flush]);

  const change = useCallback(
    (next: unknown) => {
      setTyping(true);
      setLocal(next);
      unsent.current = { value: next };
      if (!pending.has(key)) {
        pending.set(key, flush);
        notify();
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const edit = unsent.current;
        unsent.current = null;
        if (pending.delete(key)) notify();
        if (edit) startTransition(() => handOn.current(edit.value));
      }, typingPauseMs);
    },
    [flush, key],
  );
  return { local, change, flush };
}

/** A field template or widget that keeps what is typed in its own state and hands it on after a pause. */
function typedFast<P extends WidgetProps | BaseInputTemplateProps>(Inner: ComponentType<P>): ComponentType<P> {
  function FastField(props: P) {
    const schema = (props as WidgetProps).schema as { type?: unknown; studioHint?: string } | undefined;
    const hints = ((props as WidgetProps).registry?.formContext as StudioFormContext | undefined)?.toWriteHints;
    // A required text emptied stays empty text (not a missing field), so its message shows under it.
    const keepEmpty = Boolean(props.required) && schema?.type === 'string';
    const onChange = props.onChange;
    const handOn = useCallback((next: unknown) => onChange(next === undefined && keepEmpty ? '' : next), [onChange, keepEmpty]);
    const { local, change, flush } = useTypedValue(props.value, handOn);
    const onBlur = useCallback(
      (id: string, value: unknown) => {
        flush();
        props.onBlur(id, value);
      },
      // eslint-disable-next-line react-hooks/exhaustive-deps -- only the form's blur handler, which is stable
      [flush, props.onBlur],
    );
    // An invalid field says so to assistive tech; its message is already named by aria-describedby (id__error).
    const invalid = (props as WidgetProps).rawErrors?.length ? true : undefined;
    return createElement(Inner as ComponentType<WidgetProps>, {
      ...(props as WidgetProps),
      value: local,
      // While the field is empty: a text still to write shows the words the preview shows greyed in its place
      // (a copy's title shows the page's own), any other the schema's example.
      placeholder: (props as WidgetProps).placeholder || hints?.[props.id] || schema?.studioHint || undefined,
      onChange: change,
      onBlur,
      'aria-invalid': invalid,
    });
  }
  return FastField;
}

const defaults = getDefaultRegistry();
export const FastBaseInputTemplate = typedFast(defaults.templates.BaseInputTemplate);
export const FastTextareaWidget = typedFast(defaults.widgets.TextareaWidget as ComponentType<WidgetProps>);
/** Every text field of the studio (one line, a growing box, or a link's page picker), buffered the same way. */
export const FastTextWidget = typedFast(StudioTextWidget);

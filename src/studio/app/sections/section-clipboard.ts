// The sections an editor copied, kept in this browser tab (sessionStorage) so they survive opening another
// page, in the studio on this computer and on the web alike; Paste puts them into the page open then.
import { useSyncExternalStore } from 'react';

export interface CopiedSections {
  /** The name of the page they were copied from ("Home"). */
  from: string;
  /** Their names, as the form's cards head them ("Testimonials"). */
  names: string[];
  sections: unknown[];
}

const key = 'page-studio:copied-sections';
const changed = 'page-studio:copied-sections-changed';

function read(): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

let lastText: string | null = null;
let lastValue: CopiedSections | null = null;
/** What is copied now, or null; the same object while it stays the same (a store's snapshot). */
export function copiedSections(): CopiedSections | null {
  const text = read();
  if (text !== lastText) {
    lastText = text;
    try {
      lastValue = text ? (JSON.parse(text) as CopiedSections) : null;
    } catch {
      lastValue = null;
    }
  }
  return lastValue;
}

export function copySections(copied: CopiedSections | null) {
  if (copied) sessionStorage.setItem(key, JSON.stringify(copied));
  else sessionStorage.removeItem(key);
  window.dispatchEvent(new Event(changed));
}

function subscribe(onChange: () => void) {
  window.addEventListener(changed, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(changed, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export const useCopiedSections = () => useSyncExternalStore(subscribe, copiedSections, () => null);

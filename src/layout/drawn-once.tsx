// The parts of the layout that are the same on every page of a site (the header and the footer: they read
// the site config alone), drawn once per build instead of once per page: each page is rendered with a
// marker in their place, and the marker is replaced by the part's HTML (src/entry-server.tsx). They are
// 44% of a page's render and half its HTML.
import { createContext, useContext } from 'react';

export type SharedPart = 'header' | 'footer';

/** Set while a page is rendered with markers for the shared parts. */
export const DrawnOnceContext = createContext(false);

/** The marker a shared part leaves in a page's HTML. */
export const sharedMarker = (part: SharedPart) => `<template data-drawn-once="${part}"></template>`;

/** A shared part: the part itself, or its marker when the page is rendered for splicing. */
export function Shared({ part, children }: { part: SharedPart; children: React.ReactNode }) {
  return useContext(DrawnOnceContext) ? <template data-drawn-once={part} /> : children;
}

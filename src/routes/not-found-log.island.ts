// The not-found page's only script: it logs the address that was asked for. No React: there is nothing to render.

export function hydrate(element: HTMLElement, props: unknown): void {
  const { thing } = props as { thing: string };
  console.warn(`404: no ${thing} exists at ${decodeURIComponent(location.pathname)}`);
}

/*
 * Where focus goes after a client-side route change to the video page. The Tanya navigation
 * moves focus to the new page's `h1` itself, but the video page lies outside the Tanya layout
 * (docs/product §2: no app-wide providers), so the navigation is gone by the time that page shows, and
 * focus fell back to `<body>`: screen readers announced nothing. The navigation leaves a note
 * here; the video page's player reads it when it mounts. Plain module state, like the seek bus.
 */

let arrivalPending = false;

/** Called by the navigation when a route change to a page that will take focus itself starts. */
export function expectArrival(): void {
  arrivalPending = true;
}

/**
 * Moves focus to the page's title (without scrolling) if a client-side route change led here;
 * does nothing on a normal page load.
 */
export function focusArrivedPage(doc: Pick<Document, 'querySelector'> = document): void {
  if (!arrivalPending) return;
  arrivalPending = false;
  doc.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
}

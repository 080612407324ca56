import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/** Resolves once the browser has painted: a frame's callback runs just before that frame, a task queued from it after. */
function afterFirstPaint(): Promise<void> {
  return new Promise((painted) => {
    requestAnimationFrame(() => setTimeout(painted));
    // A tab opened in the background paints nothing until it is shown.
    setTimeout(painted, 1000);
  });
}

/**
 * Hydrates once the server's HTML is on screen. The page is complete without React, so
 * nothing is missing meanwhile; but when the scripts arrive before the first frame (a fast
 * connection), hydration, the longest task of the load, used to run first and hold the paint
 * back: Lighthouse's LCP on `/` jumped between 0.9 s and 2.3 s from run to run (issue #9).
 */
void afterFirstPaint().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);

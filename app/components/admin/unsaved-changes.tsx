import { useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { KEPT_FORM_TEXTS as TEXTS } from "~/content/kept-forms";
import { useKeptValues } from "./kept-form";

/**
 * A form that saves something: a post form in the screen's main area (not a search or filter).
 * Its method is read from the attribute: a field named "method" (the payment form's) hides the
 * form's `method` property behind the field itself.
 */
function savesSomething(form: HTMLFormElement | null): form is HTMLFormElement {
  return form !== null && form.getAttribute("method")?.toLowerCase() === "post" && form.closest("#main") !== null;
}

/**
 * Which of the screen's forms hold typed text not sent yet (issue #23 item 3). A form becomes
 * dirty when something is typed or chosen in it and clean when it is sent; a form that left the
 * page (a fresh one after a save) no longer counts. Sending one form leaves the others' typed
 * text where it is, and still unsent.
 */
export function useUnsavedForms(): () => boolean {
  const dirty = useRef(new Set<HTMLFormElement>());
  // Values kept when the session ended and put back in a form are unsent text too, until a form is sent.
  const kept = useKeptValues(() => true);
  const keptUnsent = useRef(false);
  useEffect(() => {
    keptUnsent.current = kept !== undefined;
  }, [kept]);
  const anyDirty = useCallback(() => {
    for (const form of dirty.current) if (!form.isConnected) dirty.current.delete(form);
    return dirty.current.size > 0 || keptUnsent.current;
  }, []);
  useEffect(() => {
    const typed = (event: Event) => {
      const control = event.target;
      if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) {
        if (control.type === "hidden" || control.type === "search") return;
        if (savesSomething(control.form)) dirty.current.add(control.form);
      }
    };
    const sent = (event: Event) => {
      if (!(event.target instanceof HTMLFormElement)) return;
      dirty.current.delete(event.target);
      if (savesSomething(event.target)) keptUnsent.current = false;
    };
    const leaving = (event: BeforeUnloadEvent) => {
      if (!anyDirty()) return;
      event.preventDefault();
      // Older browsers ask only when a value is set; the text they show is their own.
      event.returnValue = "";
    };
    document.addEventListener("input", typed, true);
    document.addEventListener("change", typed, true);
    document.addEventListener("submit", sent, true);
    window.addEventListener("beforeunload", leaving);
    return () => {
      document.removeEventListener("input", typed, true);
      document.removeEventListener("change", typed, true);
      document.removeEventListener("submit", sent, true);
      window.removeEventListener("beforeunload", leaving);
    };
  }, [anyDirty]);
  return anyDirty;
}

/**
 * Asks before leaving a screen whose forms hold unsent text: the browser's own question on a
 * reload, a closed tab or a typed address, and this dialog on a move inside the admin. Staying
 * on the same screen (a form sent, `?departure=` chosen) is never held up.
 */
export function UnsavedChangesGuard() {
  const anyDirty = useUnsavedForms();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && anyDirty());
  return (
    <AlertDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => (!open && blocker.state === "blocked" ? blocker.reset() : null)}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{TEXTS.unsavedTitle}</AlertDialogTitle>
          <AlertDialogDescription>{TEXTS.unsavedChanges}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{TEXTS.stay}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => (blocker.state === "blocked" ? blocker.proceed() : null)}>
            {TEXTS.leave}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

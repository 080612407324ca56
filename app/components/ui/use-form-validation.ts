import { useCallback, useRef, useState, type FocusEvent, type FormEvent, type PointerEvent } from "react";
import type { z } from "zod";
import { fieldErrors, formValues, type FieldErrors } from "~/domain/form-fields";

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(target: EventTarget | null): target is FormControl {
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;
}

function validate(schema: z.ZodType, form: HTMLFormElement): FieldErrors {
  const result = schema.safeParse(formValues(new FormData(form)));
  return result.success ? {} : fieldErrors(result.error);
}

/**
 * Instant messages from the same zod schema the action uses, for every form of the site: a
 * field is checked when it loses focus after a change, re-checked on every change while it
 * shows a message, at once when its change is the whole edit (a select, a radio button, a
 * switch), and the whole form on submit, which is stopped with the first wrong field focused.
 * Messages are keyed by the control's full name (`days[2].title`). The server's messages show
 * until the browser has checked the field again.
 *
 * A form sent before the page's script ran (a slow phone, a quick hand) comes back from the
 * server with its messages: once React has the page, the first wrong field gets the focus, as
 * the browser's own check would have given it, unless the visitor has already moved it.
 */
export function useFormValidation(schema: z.ZodType, serverErrors: FieldErrors | undefined) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  const touched = useRef(new Set<string>());
  // A message appearing on blur would move the submit button away under a pressed pointer;
  // when the blur comes from pressing submit, the submit check shows every message instead.
  const pressingSubmit = useRef(false);
  // New messages from the server replace the browser's (set while rendering, not in an effect).
  const [errorsFrom, setErrorsFrom] = useState(serverErrors);
  if (errorsFrom !== serverErrors) {
    setErrorsFrom(serverErrors);
    setErrors(serverErrors ?? {});
  }

  const firstServerErrors = useRef(serverErrors);
  const focusServerError = useCallback((form: HTMLFormElement | null) => {
    const names = Object.keys(firstServerErrors.current ?? {});
    firstServerErrors.current = undefined;
    if (!form || names.length === 0) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    [...form.elements].find((element): element is FormControl => isControl(element) && names.includes(element.name))?.focus();
  }, []);

  function checkField(form: HTMLFormElement, name: string) {
    const message = validate(schema, form)[name];
    setErrors((current) => {
      if (current[name] === message) return current;
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  }

  return {
    errors,
    formProps: {
      ref: focusServerError,
      noValidate: true,
      onChange(event: FormEvent<HTMLFormElement>) {
        if (!isControl(event.target) || !event.target.name) return;
        touched.current.add(event.target.name);
        const immediate = event.target instanceof HTMLSelectElement || event.target.type === "radio" || event.target.type === "checkbox";
        if (immediate || errors[event.target.name]) checkField(event.currentTarget, event.target.name);
      },
      onPointerDown(event: PointerEvent<HTMLFormElement>) {
        pressingSubmit.current = event.target instanceof Element && event.target.closest("[type=submit]") !== null;
      },
      onBlur(event: FocusEvent<HTMLFormElement>) {
        if (pressingSubmit.current) return;
        // Leaving a field for the submit button (by keyboard): the submit check shows everything at once.
        if (event.relatedTarget instanceof HTMLElement && event.relatedTarget.closest("[type=submit]")) return;
        if (!isControl(event.target) || !touched.current.has(event.target.name)) return;
        checkField(event.currentTarget, event.target.name);
      },
      onSubmit(event: FormEvent<HTMLFormElement>) {
        pressingSubmit.current = false;
        // A button that only changes the form's rows (add a day, move a question) posts what is typed, checked or not.
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter?.hasAttribute("formnovalidate")) return;
        const form = event.currentTarget;
        const found = validate(schema, form);
        setErrors(found);
        const names = Object.keys(found);
        if (names.length === 0) return;
        event.preventDefault();
        [...form.elements].find((element): element is FormControl => isControl(element) && names.includes(element.name))?.focus();
      },
    },
  };
}

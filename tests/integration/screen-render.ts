import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import type { Outcome } from "./catalogue-helpers";

type ScreenModule = { default: unknown; ErrorBoundary?: unknown };

type Answers = {
  /** The route's pattern, as app/routes.ts has it below /admin ("tours/edit/:id"). */
  pattern: string;
  loaderData?: unknown;
  /** The action's answer the screen shows after a post. */
  actionData?: unknown;
  /** A refusal the loader threw (its outcome from `run`): the route's error page is shown. */
  thrown?: Outcome;
};

/**
 * The markup a route module's screen renders at `path` for its loader's and action's answers,
 * as the server renders it: what the user sees after the post, without a browser.
 */
export function renderScreen(module: ScreenModule, path: string, answers: Answers): string {
  const Stub = createRoutesStub([
    {
      id: "screen",
      path: `/admin/${answers.pattern}`,
      Component: module.default as ComponentType,
      ErrorBoundary: module.ErrorBoundary as ComponentType | undefined,
    },
  ]);
  const { thrown } = answers;
  const error = thrown ? { status: thrown.status, statusText: "", internal: false, data: thrown.body } : undefined;
  return renderToStaticMarkup(
    createElement(Stub, {
      initialEntries: [path],
      hydrationData: {
        loaderData: { screen: answers.loaderData },
        actionData: answers.actionData === undefined ? undefined : { screen: answers.actionData },
        errors: error ? { screen: error } : undefined,
      },
    }),
  );
}

/** The text a page shows, tags dropped and entities read, spaces collapsed. */
export function shownText(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The value an input named `name` starts with; null when it has none. */
export function inputValue(markup: string, name: string): string | null {
  const input = markup.match(new RegExp(`<input[^>]*\\sname="${name.replace(/[.[\]]/g, "\\$&")}"[^>]*>`))?.[0];
  if (!input) throw new Error(`no input ${name}`);
  return input.match(/\svalue="([^"]*)"/)?.[1] ?? null;
}

/** The text a textarea named `name` starts with. */
export function textareaValue(markup: string, name: string): string {
  const area = markup.match(new RegExp(`<textarea[^>]*\\sname="${name}"[^>]*>([\\s\\S]*?)</textarea>`));
  if (!area) throw new Error(`no textarea ${name}`);
  return area[1]!;
}

/** The option a select named `name` starts on. */
export function selectedOption(markup: string, name: string): string | null {
  const select = markup.match(new RegExp(`<select[^>]*\\sname="${name}"[\\s\\S]*?</select>`))?.[0];
  if (!select) throw new Error(`no select ${name}`);
  const option = select.match(/<option[^>]*>/g)?.find((tag) => /\sselected=""/.test(tag));
  return option?.match(/\svalue="([^"]*)"/)?.[1] ?? null;
}

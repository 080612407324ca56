import { useActionData, useLocation } from "react-router";

const answerKeys = new WeakMap<object, string>();
let answersSeen = 0;

/**
 * The key for a form the action's answer builds afresh (lines added or removed, a question
 * added): it changes once per answer, in the render that first shows the answer, and with the
 * location otherwise (a save that redirects, a link followed).
 *
 * Not `location.key` alone: React Router shows an action's answer (its actionData) as soon as
 * the action returns, while the page's loaders run again, and changes the location only when
 * they are done. A form keyed on the location was built for the answer, then built again for
 * the location, and what was typed in between (a new line's first words, on a loaded machine)
 * was lost. The answer is the same object in both renders, so its key holds across them.
 */
export function useAnswerKey(): string {
  const location = useLocation();
  const answer: unknown = useActionData();
  if (typeof answer !== "object" || answer === null) return location.key;
  let key = answerKeys.get(answer);
  if (key === undefined) {
    key = `answer-${++answersSeen}`;
    answerKeys.set(answer, key);
  }
  return key;
}

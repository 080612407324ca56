import { ERROR_TOAST_TITLE } from "./catalogue-admin";

/**
 * Why an action refused: shown inline (role="alert", works without JavaScript) and as an
 * error toast. Every screen's action answers with this one shape.
 */
export type Problem = { title: string; description: string };

export function problem(description: string): Problem {
  return { title: ERROR_TOAST_TITLE, description };
}

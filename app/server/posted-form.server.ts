import { data } from "react-router";
import { problem, type Problem } from "~/domain/problem";

/** The bodies a browser's form sends; anything else is not a form post. */
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export const FORM_BODY_TEXTS = {
  wrongType: "This form must be sent as a web form (application/x-www-form-urlencoded or multipart/form-data).",
  unreadable: "This form could not be read. Please try again.",
};

/**
 * The one way an action reads its posted form. A body that is not a web form answers 415 and
 * a broken one (a multipart body without its boundary, cut short) 400, thrown as responses
 * the route's error boundary shows, instead of an exception that would become a 500.
 */
export async function readForm(request: Request, texts = FORM_BODY_TEXTS): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(type)) throw new Response(texts.wrongType, { status: 415 });
  try {
    return await request.formData();
  } catch {
    throw new Response(texts.unreadable, { status: 400 });
  }
}

/** An action's refusal: the problem to show, anything else the screen needs (the typed values), and the status. */
export function refuse<Extra extends object = object>(status: number, description: string, extra?: Extra) {
  return data<{ problem: Problem } & Extra>({ problem: problem(description), ...(extra as Extra) }, { status });
}

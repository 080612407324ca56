import { activeProvider, receiveNotification } from "~/server/money/providers/online-payments.server";
import { auditOrigin } from "~/server/accounts/audit.server";
import { readForm } from "~/server/platform/posted-form.server";
import type { Route } from "./+types/cinetpay-notify";

/*
 * CinetPay's notification (issue #27, decision 0057): a machine's post, with no session and no
 * Origin, so exempt from the cross-site check (server/app.ts, MACHINE_POSTS); what proves it is
 * CinetPay is the x-token signature, then CinetPay's own status check. A GET is CinetPay's ping
 * that the address answers.
 */

/** A notification is sixteen short fields: a few kilobytes at most. */
const NOTIFICATION_MAX_BYTES = 16 * 1024;
const NOTIFICATION_MAX_FIELDS = 60;

const PLAIN = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

function answer(status: number, text: string): Response {
  return new Response(text, { status, headers: PLAIN });
}

export function loader() {
  return activeProvider().online ? answer(200, "OK") : answer(404, "Paying online is off.");
}

export async function action({ request, context }: Route.ActionArgs) {
  const provider = activeProvider();
  if (provider.id !== "cinetpay") return answer(404, "Paying online is off.");
  let form: FormData;
  try {
    form = await readForm(request, { maxBytes: NOTIFICATION_MAX_BYTES });
  } catch (refused) {
    // readForm's 400, 413 and 415, as they are.
    if (refused instanceof Response) return refused;
    throw refused;
  }
  const fields: Record<string, string> = {};
  let count = 0;
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string") return answer(400, "A notification carries no file.");
    if (++count > NOTIFICATION_MAX_FIELDS) return answer(400, "Too many fields.");
    // The first of a repeated name counts, as CinetPay sends each once.
    if (!(name in fields)) fields[name] = value;
  }
  const { ip, requestId } = auditOrigin(context);
  const outcome = await receiveNotification(provider, { headers: request.headers, fields }, { ip, requestId });
  switch (outcome.status) {
    case "bad-signature":
      return answer(401, "Bad or missing x-token.");
    case "bad-fields":
      return answer(400, "No transaction this site could have started.");
    case "pending":
      // The status check could not be had: CinetPay tells again until it hears 200.
      return outcome.reason.startsWith("check-failed") ? answer(503, "Status not confirmed yet; tell again later.") : answer(200, "OK");
    default:
      return answer(200, "OK");
  }
}

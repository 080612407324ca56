import { data } from "react-router";
import { REMINDERS_TEXTS } from "~/content/reminders";
import { signedInUser } from "~/server/accounts/admin-gate.server";
import { auditOrigin } from "~/server/accounts/audit.server";
import { redirectWithToast } from "~/server/platform/flash.server";
import { readForm } from "~/server/platform/posted-form.server";
import { markReminderDone } from "~/server/reminders/reminders.server";
import type { Route } from "./+types/reminder-done";

const TEXTS = REMINDERS_TEXTS.today;

/**
 * Done on a reminder of the dashboard's Today list (issue #28): a POST that works without
 * JavaScript, below the admin gate, idempotent (a second Done says it was already done), audited.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = signedInUser(context);
  const form = await readForm(request);
  if (form.get("intent") !== "done") return data({ error: REMINDERS_TEXTS.settings.unknownAction }, { status: 400 });
  const outcome = await markReminderDone(params.id, user, auditOrigin(context));
  if (outcome === "missing") throw new Response(TEXTS.notFound, { status: 404 });
  return redirectWithToast("/admin", { type: "success", ...(outcome === "done" ? TEXTS.doneToast : TEXTS.alreadyDone) });
}

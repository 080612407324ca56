import { data } from "react-router";
import type { DisplayNameActionData } from "~/components/admin/display-name-form";
import { DISPLAY_NAME_TEXTS, USER_MESSAGES, userMessageFor } from "~/content/users";
import { fieldErrors } from "~/domain/form-fields";
import { userSchemas } from "~/domain/users";
import { redirectWithToast } from "~/server/platform/flash.server";
import { renameUser } from "~/server/accounts/users.server";

const { DisplayNameFormSchema } = userSchemas(userMessageFor);

/**
 * A posted display name (issue #23, item 12), from one's own account or an admin on a user's
 * screen: saved through the versioned, audited write, then back to `backTo` with a toast. A
 * refusal (400) or a newer change by someone else (409) keeps what was typed; the conflict
 * also gives the version now, so saving again replaces the newer name knowingly.
 */
export async function handleRename(form: FormData, userId: string, backTo: string) {
  const typed = String(form.get("name") ?? "");
  const parsed = DisplayNameFormSchema.safeParse({ name: form.get("name") ?? undefined, version: form.get("version") ?? undefined });
  if (!parsed.success) {
    const version = Number(form.get("version")) || 1;
    return data<DisplayNameActionData>({ name: { errors: fieldErrors(parsed.error), value: typed, version } }, { status: 400 });
  }
  const result = await renameUser(userId, parsed.data.name, parsed.data.version);
  if (result.status === "not-found") throw data(USER_MESSAGES.userNotFound, { status: 404 });
  if (result.status === "conflict") {
    return data<DisplayNameActionData>(
      { name: { errors: { form: USER_MESSAGES.nameStaleNow(result.current.name) }, value: typed, version: result.current.version } },
      { status: 409 },
    );
  }
  const unchanged = result.record.version === parsed.data.version;
  return redirectWithToast(backTo, {
    type: "success",
    ...(unchanged ? DISPLAY_NAME_TEXTS.unchanged : DISPLAY_NAME_TEXTS.changed(result.record.name)),
  });
}

import { data } from "react-router";
import { OFFICE_TEXTS } from "~/content/offices-admin";
import { isOfficeId } from "~/domain/offices";
import { redirectWithToast } from "~/server/platform/flash.server";
import { officeChoices } from "~/server/platform/offices.server";
import { setUserOffice } from "~/server/accounts/users.server";

/** What a refused office post answers: the message under the field, and the value posted. */
export type OfficeActionData = { officeError: string; office: string };

/**
 * A user's office posted from the user screen (an admin) or the account screen (the user):
 * an office id, or blank for none. An unknown office is a 400 and changes nothing; a user
 * gone in the meantime is a 404.
 */
export async function handleOfficePost(form: FormData, userId: string, back: string) {
  const posted = String(form.get("office") ?? "").trim();
  if (posted !== "" && !isOfficeId(posted)) {
    return data<OfficeActionData>({ officeError: OFFICE_TEXTS.messages.officeUnknown, office: posted.slice(0, 40) }, { status: 400 });
  }
  const office = isOfficeId(posted) ? posted : null;
  if (!(await setUserOffice(userId, office))) throw data(OFFICE_TEXTS.messages.userGone, { status: 404 });
  const name = office ? ((await officeChoices()).find((choice) => choice.id === office)?.name ?? office) : null;
  return redirectWithToast(back, { type: "success", title: OFFICE_TEXTS.officeSaved(name) });
}

import { data } from "react-router";
import { INBOX_TEXTS, INBOX_TOASTS } from "~/content/inbox";
import { enquiryHref, folderHref, parseEnquiryIntent, parseFolder, parsePageField, type EnquiryIntent } from "~/domain/enquiries";
import { archiveEnquiry, deleteEnquiry, getEnquiry, markEnquiryRead, markEnquiryUnread, unarchiveEnquiry } from "~/server/enquiries.server";
import { redirectWithToast } from "~/server/flash.server";
import { readForm, refuse } from "~/server/posted-form.server";

/** What each intent does to the enquiry; each answers false when it is gone. */
const CHANGES: Record<EnquiryIntent, (id: string) => Promise<boolean>> = {
  "mark-read": markEnquiryRead,
  "mark-unread": markEnquiryUnread,
  archive: archiveEnquiry,
  unarchive: unarchiveEnquiry,
  delete: deleteEnquiry,
};

/**
 * Every change to an enquiry, from this screen and from the list's rows: a hidden `intent`
 * (mark-read, mark-unread, archive, unarchive, delete), and where the admin was (`on`,
 * `folder`, `page`) to go back there with a toast.
 */
export async function handleEnquiryPost(request: Request, id: string) {
  const form = await readForm(request);
  const intent = parseEnquiryIntent(form.get("intent"));
  if (!intent) return refuse(400, INBOX_TEXTS.unknownAction);
  const enquiry = await getEnquiry(id);
  if (!enquiry) throw data(INBOX_TEXTS.notFound, { status: 404 });

  // False: deleted by someone else in the meantime.
  if (!(await CHANGES[intent](enquiry.id))) throw data(INBOX_TEXTS.notFound, { status: 404 });

  // The page's own mark-read on opening: no toast, no navigation.
  if (intent === "mark-read" && form.get("quiet") === "1") return { problem: undefined };

  const onEnquiry = form.get("on") === "enquiry";
  const back = !onEnquiry
    ? folderHref(parseFolder(form.get("folder")), parsePageField(form.get("page")))
    : intent === "mark-read"
      ? enquiryHref(enquiry.id)
      : // Marked unread, archived, moved or deleted: back to the folder it was in.
        folderHref(enquiry.archivedAt ? "archived" : "inbox");
  return redirectWithToast(back, { type: "success", title: INBOX_TOASTS[intent] });
}

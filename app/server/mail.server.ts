import type { ContactMessage } from "./messages.server";

/** E-mails a new contact message to the agency when SMTP_URL is set. Never throws. */
export async function notifyNewMessage(_message: ContactMessage): Promise<void> {
  // Implemented by the admin issue (#3): nodemailer over SMTP_URL to MAIL_TO.
}

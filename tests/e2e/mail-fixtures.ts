/**
 * The worker's shared server sends its e-mail to a local SMTP server (fixtures.ts `smtp`, with
 * MAIL_TO, CARGO_MAIL_TO and REPLY_FROM set to MAILBOXES): the specs that read mail import
 * these names from here or from fixtures.ts alike.
 */
export { MAILBOXES, test } from "./fixtures";

import { ContentInput, LocalizedInput } from "~/components/admin/site-content-form";
import { OFFICE_INVOICE_FIELDS as FIELDS } from "~/content/money-paper";
import type { OfficeId } from "~/domain/offices";

/** What an office's invoices print about the agency (issue #27): its legal name, address and tax number, all optional. */
export function OfficeInvoiceFields({ office }: { office: OfficeId }) {
  return (
    <>
      <LocalizedInput name={`${office}.legalName`} label={FIELDS.legalName} hint={FIELDS.legalNameHint} optional />
      <LocalizedInput name={`${office}.legalAddress`} label={FIELDS.legalAddress} optional />
      <ContentInput name={`${office}.taxNumber`} label={FIELDS.taxNumber} hint={FIELDS.taxNumberHint} dir="ltr" />
    </>
  );
}

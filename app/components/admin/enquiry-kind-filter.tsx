import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { ENQUIRY_KIND_LABELS, ENQUIRY_KIND_TEXTS } from "~/content/enquiry-kinds";
import { ENQUIRIES_PATH, folderHref, type EnquiryFolder } from "~/domain/enquiries";
import { ENQUIRY_KINDS, type EnquiryKind } from "~/domain/enquiry-kinds";

/**
 * The list's kind filter (issue #13): a GET form, so `?kind=cargo` can be bookmarked and it works
 * without JavaScript; the folder shown is kept.
 */
export function EnquiryKindFilter({ folder, kind }: { folder: EnquiryFolder; kind: EnquiryKind | null }) {
  return (
    <Form method="get" action={ENQUIRIES_PATH} aria-label={ENQUIRY_KIND_TEXTS.filterLabel} className="flex flex-wrap items-end gap-2">
      {folder === "archived" ? <input type="hidden" name="folder" value="archived" /> : null}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="enquiry-kind">{ENQUIRY_KIND_TEXTS.kind}</Label>
        <Select id="enquiry-kind" name="kind" defaultValue={kind ?? ""} className="min-w-44">
          <option value="">{ENQUIRY_KIND_TEXTS.allKinds}</option>
          {ENQUIRY_KINDS.map((option) => (
            <option key={option} value={option}>
              {ENQUIRY_KIND_LABELS[option]}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" variant="outline">
        {ENQUIRY_KIND_TEXTS.filter}
      </Button>
      {kind ? (
        <Button asChild variant="ghost">
          <Link to={folderHref(folder)}>{ENQUIRY_KIND_TEXTS.clear}</Link>
        </Button>
      ) : null}
    </Form>
  );
}

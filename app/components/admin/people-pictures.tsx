import { ImagePlus } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { PHOTO_TEXTS } from "~/content/photos-admin";
import type { Problem } from "~/content/problem";
import { AdminSection } from "./catalogue-detail";
import { ProblemAlert } from "./problem-alert";

/**
 * Uploads for the team's and the testimonials' pictures (issue #12): one small form per
 * person, outside the section's own form (forms do not nest), each replacing that person's
 * picture with the uploaded photo. Works without JavaScript; with it, a refusal shows here.
 */
export function PeoplePictures({ section, names, version }: { section: "team" | "testimonials"; names: string[]; version: number }) {
  const fetcher = useFetcher<{ problem?: Problem }>();
  const busy = fetcher.state !== "idle";
  const action = `/admin/photos?back=${encodeURIComponent(`/admin/settings/content/${section}`)}`;
  return (
    <AdminSection title={PHOTO_TEXTS.peoplePictures}>
      <div className="space-y-4">
        <p className="text-sm text-muted">{PHOTO_TEXTS.peopleIntro}</p>
        <ProblemAlert problem={fetcher.data?.problem} />
        <ul className="space-y-3">
          {names.map((name, index) => (
            <li key={`${index}-${name}`}>
              <fetcher.Form method="post" action={action} encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="upload" />
                <input type="hidden" name="ownerKind" value={section} />
                <input type="hidden" name="index" value={index} />
                <input type="hidden" name="version" value={version} />
                <div className="space-y-1.5">
                  <Label htmlFor={`person-picture-${index}`}>{PHOTO_TEXTS.personPicture(name)}</Label>
                  <Input id={`person-picture-${index}`} name="photos" type="file" required accept={PHOTO_TEXTS.accept} />
                </div>
                <Button type="submit" variant="outline" disabled={busy}>
                  <ImagePlus aria-hidden />
                  {PHOTO_TEXTS.upload}
                  <span className="sr-only"> ({name})</span>
                </Button>
              </fetcher.Form>
            </li>
          ))}
        </ul>
      </div>
    </AdminSection>
  );
}

import { ArrowDown, ArrowUp, ImagePlus, Star } from "lucide-react";
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { PHOTO_TEXTS } from "~/content/photos-admin";
import type { AdminGalleryPhoto } from "~/domain/photos";
import { textAt } from "~/domain/form-fields";
import type { Problem } from "~/content/problem";
import { useKeptValues } from "./kept-form";
import { ProblemAlert } from "./problem-alert";
import { AdminSection } from "./catalogue-detail";
import { ConfirmDeleteButton } from "./confirm-delete";

type Owner = { kind: "tour" | "destination"; id: string; version: number; image: string };

const LANGUAGES = ["en", "fr", "ar"] as const;

/**
 * A tour's or destination's photos on its admin screen (issue #12): upload several at once,
 * choose the cover, reorder, give each its alternative text in three languages, remove.
 * Every form works without JavaScript (a refusal then shows on its own page); with it, a
 * refusal shows here and the screen reloads after a change.
 */
export function PhotoManager({ owner, photos, screen }: { owner: Owner; photos: AdminGalleryPhoto[]; screen: string }) {
  const fetcher = useFetcher<{ problem?: Problem }>();
  // Alternative text typed when the session ended comes back to its photo (decision 0041).
  const kept = useKeptValues((values) => values.intent === "alt");
  const action = `/admin/photos?back=${encodeURIComponent(screen)}`;
  const busy = fetcher.state !== "idle";
  const hidden = (
    <>
      <input type="hidden" name="ownerKind" value={owner.kind} />
      <input type="hidden" name="ownerId" value={owner.id} />
      <input type="hidden" name="version" value={owner.version} />
    </>
  );
  const photoForm = (intent: string, photo: string, children: ReactNode, label?: string) => (
    <fetcher.Form method="post" action={action} aria-label={label}>
      {hidden}
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="photo" value={photo} />
      {children}
    </fetcher.Form>
  );
  /** A one-button form for one photo; the button names the photo for screen readers. */
  const actionButton = (intent: string, photo: string, icon: ReactNode, label: string, position: number) =>
    photoForm(
      intent,
      photo,
      <Button type="submit" variant="outline" size="sm" disabled={busy}>
        {icon} {label}
        <span className="sr-only"> ({PHOTO_TEXTS.photoAlt(position)})</span>
      </Button>,
    );
  return (
    <AdminSection title={PHOTO_TEXTS.section}>
      <div className="space-y-5">
        <p className="text-sm text-muted">{PHOTO_TEXTS.intro}</p>
        <ProblemAlert problem={fetcher.data?.problem} />
        <fetcher.Form method="post" action={action} encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
          {hidden}
          <input type="hidden" name="intent" value="upload" />
          <div className="space-y-1.5">
            <Label htmlFor="photo-files">{PHOTO_TEXTS.chooseFiles}</Label>
            <Input id="photo-files" name="photos" type="file" multiple required accept={PHOTO_TEXTS.accept} />
          </div>
          <Button type="submit" disabled={busy}>
            <ImagePlus aria-hidden />
            {busy ? PHOTO_TEXTS.uploading : PHOTO_TEXTS.upload}
          </Button>
        </fetcher.Form>

        {photos.length === 0 ? (
          <p className="text-sm text-muted">{PHOTO_TEXTS.empty}</p>
        ) : (
          <ol className="space-y-4">
            {photos.map((photo, index) => {
              const position = index + 1;
              const isCover = owner.image === photo.sources.src;
              return (
                <li
                  key={photo.hash}
                  className="grid gap-4 rounded-md border border-gray-200 p-3 sm:grid-cols-[10rem_1fr]"
                  aria-label={PHOTO_TEXTS.photoAlt(position)}
                >
                  <div className="space-y-2">
                    <img
                      src={photo.sources.src}
                      srcSet={photo.sources.srcSet.jpg}
                      sizes="10rem"
                      width={photo.sources.width}
                      height={photo.sources.height}
                      alt={photo.alt.en || PHOTO_TEXTS.photoAlt(position)}
                      loading="lazy"
                      className="h-auto w-full rounded"
                    />
                    {isCover ? (
                      <p className="inline-flex items-center gap-1 text-sm font-medium text-brand-800">
                        <Star aria-hidden className="size-4" /> {PHOTO_TEXTS.cover}
                      </p>
                    ) : null}
                  </div>
                  <div className="space-y-3">
                    <div className="flex flex-wrap gap-2">
                      {!isCover ? actionButton("cover", photo.hash, <Star aria-hidden />, PHOTO_TEXTS.makeCover, position) : null}
                      {index > 0 ? actionButton("move-up", photo.hash, <ArrowUp aria-hidden />, PHOTO_TEXTS.moveUp, position) : null}
                      {index < photos.length - 1
                        ? actionButton("move-down", photo.hash, <ArrowDown aria-hidden />, PHOTO_TEXTS.moveDown, position)
                        : null}
                      <ConfirmDeleteButton
                        texts={PHOTO_TEXTS.removeTexts}
                        record={<PhotoLine photo={photo} position={position} />}
                        srSuffix={` (${PHOTO_TEXTS.photoAlt(position)})`}
                        confirm={{
                          action: "/admin/photos",
                          fields: [
                            ["ownerKind", owner.kind],
                            ["ownerId", owner.id],
                            ["photo", photo.hash],
                            ["back", screen],
                          ],
                        }}
                        post={{
                          action,
                          fields: (
                            <>
                              {hidden}
                              <input type="hidden" name="intent" value="remove" />
                              <input type="hidden" name="photo" value={photo.hash} />
                            </>
                          ),
                        }}
                        effects={{ kind: "photo", cover: isCover }}
                        variant="outline"
                      />
                    </div>
                    {photoForm(
                      "alt",
                      photo.hash,
                      <>
                        <fieldset className="grid gap-2 sm:grid-cols-3">
                          <legend className="mb-1 text-sm font-medium">{PHOTO_TEXTS.altLegend(position)}</legend>
                          {LANGUAGES.map((language) => (
                            <div key={language} className="space-y-1">
                              <Label htmlFor={`alt-${photo.hash}-${language}`}>{PHOTO_TEXTS.altLabel[language]}</Label>
                              <Input
                                id={`alt-${photo.hash}-${language}`}
                                name={`alt.${language}`}
                                defaultValue={
                                  (kept?.photo === photo.hash ? textAt(kept, `alt.${language}`) : undefined) ?? photo.alt[language]
                                }
                                maxLength={300}
                                dir={language === "ar" ? "rtl" : "auto"}
                                lang={language}
                              />
                            </div>
                          ))}
                        </fieldset>
                        <Button type="submit" variant="outline" size="sm" className="mt-2" disabled={busy}>
                          {PHOTO_TEXTS.saveAlt}
                          <span className="sr-only"> ({PHOTO_TEXTS.photoAlt(position)})</span>
                        </Button>
                      </>,
                      PHOTO_TEXTS.altLegend(position),
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </AdminSection>
  );
}

/** The photo a removal asks about: its thumbnail and its place in the gallery. */
export function PhotoLine({ photo, position }: { photo: Pick<AdminGalleryPhoto, "sources" | "alt">; position: number }) {
  return (
    <div className="flex items-center gap-3 text-sm font-medium text-ink">
      <img src={photo.sources.src} width={photo.sources.width} height={photo.sources.height} alt="" className="h-auto w-20 rounded" />
      <span>
        {PHOTO_TEXTS.photoAlt(position)}
        {photo.alt.en ? <span className="block font-normal text-muted">{photo.alt.en}</span> : null}
      </span>
    </div>
  );
}

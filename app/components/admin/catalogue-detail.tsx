import { ImageOff, Pencil } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import { ErrorId } from "~/components/site/error-id";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { DETAIL_TEXTS, type CatalogueTexts } from "~/content/catalogue-admin";
import { AdminPageHeader } from "./admin-page-header";
import { ProblemAlert } from "./problem-alert";
import type { ToastText } from "~/domain/catalogue-admin";

/** The read-only destination and tour screens: header with an edit link, picture, text, chips, fact cards. */
export function CatalogueDetail({
  texts,
  id,
  title,
  subtitle,
  image,
  main,
  aside,
  publication,
  problem,
}: {
  texts: CatalogueTexts;
  id: string;
  title: string;
  subtitle: string;
  image: string;
  main: ReactNode;
  aside: ReactNode;
  /** The record's status, Publish or Unpublish, and Preview (issue #12). */
  publication?: ReactNode;
  /** Why the last change was refused. */
  problem?: ToastText;
}) {
  return (
    <div className="space-y-6">
      <AdminPageHeader
        back={{ to: texts.listPath, label: texts.backToList }}
        title={title}
        subtitle={subtitle}
        actions={
          <>
            {publication}
            <Button asChild>
              <Link to={`${texts.listPath}/edit/${encodeURIComponent(id)}`}>
                <Pencil aria-hidden />
                {texts.editLink}
                <span className="sr-only"> {title}</span>
              </Link>
            </Button>
          </>
        }
      />
      <ProblemAlert problem={problem} />
      <div className="grid grid-cols-1 gap-6 *:min-w-0 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <CatalogueImage src={image} />
          {main}
        </div>
        <aside className="space-y-6" aria-label={title}>
          {aside}
        </aside>
      </div>
    </div>
  );
}

/** A 16:9 picture; one that fails to load leaves a neutral placeholder of the same size. */
export function CatalogueImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // An error that happened before hydration fired no React event: look at the element itself.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, [src]);
  return (
    <div className="relative aspect-video overflow-hidden rounded-lg border border-gray-200 bg-gray-100">
      {failed ? (
        <ImageOff aria-hidden className="absolute inset-0 m-auto size-10 text-gray-400" />
      ) : (
        <img ref={image} src={src} alt="" className="size-full object-cover" onError={() => setFailed(true)} />
      )}
    </div>
  );
}

export function AdminSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function CatalogueChips({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <Badge className="px-3 py-1 text-sm">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** Label and value pairs, as the spec's Details and Tour Details cards show them. */
export function AdminFacts({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <dl className="divide-y divide-gray-100 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="flex items-center justify-between gap-4 py-2.5 first:pt-0 last:pb-0">
          <dt className="text-muted">{label}</dt>
          <dd className="text-end font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Destination not found' / 'Tour not found' with a back link, for a 404 from the loader. */
export function CatalogueNotFound({ texts, error }: { texts: CatalogueTexts; error: unknown }) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        back={{ to: texts.listPath, label: texts.backToList }}
        title={missing ? texts.notFound : DETAIL_TEXTS.errorTitle}
        subtitle={missing ? texts.notFoundHint : DETAIL_TEXTS.errorHint}
      />
      {isRouteErrorResponse(error) && error.status < 500 ? null : <ErrorId />}
    </div>
  );
}

/** Featured Status: 'Featured' or 'Not Featured'. */
export function CatalogueFeaturedBadge({ featured }: { featured: boolean }) {
  return featured ? <Badge variant="success">{DETAIL_TEXTS.featured}</Badge> : <Badge variant="muted">{DETAIL_TEXTS.notFeatured}</Badge>;
}

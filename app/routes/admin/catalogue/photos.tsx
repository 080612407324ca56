import { redirect } from "react-router";
import { adminMeta } from "~/components/admin/admin-page-header";
import { PendingDelete } from "~/components/admin/confirm-delete";
import { PhotoLine } from "~/components/admin/photo-manager";
import { ProblemAlert } from "~/components/admin/problem-alert";
import { PHOTO_TEXTS } from "~/content/photos-admin";
import { safeRedirectPath } from "~/domain/users";
import { requireRole, signedInUser } from "~/server/accounts/admin-gate.server";
import type { Route } from "./+types/photos";
import { handlePhotoAction, photoRemovalQuestion, type PhotoActionResult } from "./photos.server";

/**
 * Nothing to show by itself: the photos are managed on their tour's or destination's screen.
 * Without JavaScript, a photo's Remove button asks here first (issue #23).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  signedInUser(context);
  const params = new URL(request.url).searchParams;
  const question = await photoRemovalQuestion(params);
  if (question) return { question, back: safeRedirectPath(params.get("back"), "/admin") };
  // After a refused post without JavaScript, React Router runs this loader with the post's
  // headers: the action's message is shown (issue #24), where a plain visit goes to /admin.
  if (request.headers.has("Content-Type")) return null;
  throw redirect("/admin");
}

/**
 * The photo posts of the tour and destination screens, where any signed-in staff member may
 * change photos (as the catalogue forms allow), and of the team and testimonials screens, where
 * only admins may (as the site content's screens).
 */
export async function action({ request, context }: Route.ActionArgs) {
  signedInUser(context);
  // The screen the post came from, to go back to from a refusal (named in the form's address, so known before the body is read).
  const back = safeRedirectPath(new URL(request.url).searchParams.get("back"), "/admin");
  return handlePhotoAction(request, back, () => requireRole(context, "admin"));
}

/** Without JavaScript a refused post lands here: the message, and the way back; or a removal's question. */
export default function PhotosScreen({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as PhotoActionResult | undefined;
  if (!result && loaderData) return <PhotoRemoval {...loaderData} />;
  const back = result?.back ?? "/admin";
  return (
    <div className="max-w-2xl space-y-4">
      <h1 className="text-2xl font-semibold">{PHOTO_TEXTS.refusedTitle}</h1>
      <ProblemAlert problem={result?.problem} />
      <p>
        <a href={back} className="text-brand-700 underline">
          {PHOTO_TEXTS.backTo}
        </a>
      </p>
    </div>
  );
}

/** A busy instance's Retry-After (decision 0047) reaches the browser with the refusal's page. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export const meta: Route.MetaFunction = () => adminMeta(PHOTO_TEXTS.refusedTitle);

function PhotoRemoval({ question, back }: NonNullable<Awaited<ReturnType<typeof loader>>>) {
  const { owner, photo, effects } = question;
  return (
    <div className="max-w-2xl space-y-4">
      <PendingDelete
        texts={PHOTO_TEXTS.removeTexts}
        record={<PhotoLine photo={photo} position={photo.position} />}
        post={{
          action: `/admin/photos?back=${encodeURIComponent(back)}`,
          fields: (
            <>
              <input type="hidden" name="ownerKind" value={owner.kind} />
              <input type="hidden" name="ownerId" value={owner.id} />
              <input type="hidden" name="version" value={owner.version} />
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="photo" value={photo.hash} />
            </>
          ),
        }}
        cancelHref={back}
        effects={effects}
      />
    </div>
  );
}

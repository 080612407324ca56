import { Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Form, Link, useFetcher } from "react-router";
import { DELETE_EFFECTS_TEXTS, deleteEffectLines, deleteRefusalMessage } from "~/content/delete-effects";
import { deleteRefusal, type DeleteEffects } from "~/domain/delete-effects";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";

/** The words of a delete confirmation, from the screen's content module. */
export type ConfirmDeleteTexts = { deleteTitle: string; confirmDelete: string; cancel: string; delete: string };

/** The POST that deletes: where it goes and its hidden fields. */
type DeletePost = { action: string; fields: ReactNode };

/**
 * A delete button that asks first in an accessible dialog. Before JavaScript runs, the same
 * button asks through the URL instead: a GET to `confirm.action` with `confirm.fields`
 * (e.g. `?delete=id`), which the screen answers with <PendingDelete>. The question says what
 * else the delete affects (issue #23): `effects` when the screen knows them, or, with
 * `loadEffects`, the `deleteEffects` that same GET's loader returns, fetched as the dialog opens.
 */
export function ConfirmDeleteButton({
  texts,
  record,
  srSuffix,
  confirm,
  post,
  effects,
  loadEffects = false,
  variant = "ghost",
  size = "sm",
}: {
  texts: ConfirmDeleteTexts;
  /** The line naming what is deleted, shown under the question. */
  record: ReactNode;
  /** Read after the button's label to say which row it deletes; absent where the screen says so. */
  srSuffix?: string;
  confirm: { action: string; fields: [name: string, value: string][] };
  post: DeletePost;
  effects?: DeleteEffects;
  loadEffects?: boolean;
  variant?: "outline" | "ghost";
  size?: "sm" | "default";
}) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<{ deleteEffects?: DeleteEffects | null }>();
  // Known by the screen, or loaded; undefined while loading; null when the answer has none (the record is gone).
  const shown: DeleteEffects | null | undefined =
    effects ?? (fetcher.state === "idle" && fetcher.data !== undefined ? (fetcher.data.deleteEffects ?? null) : undefined);
  // Delete waits for the answer: nobody confirms before reading what else goes.
  const waiting = loadEffects && shown === undefined;
  const refused = shown ? deleteRefusal(shown) !== null : false;
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <form method="get" action={confirm.action}>
        {confirm.fields.map(([name, value], index) => (
          <input key={`${index}-${name}`} type="hidden" name={name} value={value} />
        ))}
        <AlertDialogTrigger asChild>
          <Button
            type="submit"
            variant={variant}
            size={size}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={(event) => {
              event.preventDefault();
              setOpen(true);
              if (loadEffects && !effects) fetcher.load(`${confirm.action}?${new URLSearchParams(confirm.fields)}`);
            }}
          >
            <Trash2 aria-hidden />
            {texts.delete}
            {srSuffix ? <span className="sr-only">{srSuffix}</span> : null}
          </Button>
        </AlertDialogTrigger>
      </form>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{texts.deleteTitle}</AlertDialogTitle>
          <AlertDialogDescription>{texts.confirmDelete}</AlertDialogDescription>
        </AlertDialogHeader>
        {record}
        {effects || loadEffects ? <DeleteEffectsNote effects={shown} /> : null}
        <Form method="post" action={post.action} onSubmit={() => setOpen(false)}>
          {post.fields}
          <AlertDialogFooter>
            <AlertDialogCancel>{texts.cancel}</AlertDialogCancel>
            {refused ? null : (
              <Button type="submit" variant="destructive" disabled={waiting}>
                {texts.delete}
              </Button>
            )}
          </AlertDialogFooter>
        </Form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The delete confirmation without JavaScript: the same question, inline, with Cancel and Delete. */
export function PendingDelete({
  texts,
  record,
  post,
  cancelHref,
  effects,
  className,
}: {
  texts: ConfirmDeleteTexts;
  record: ReactNode;
  post: DeletePost;
  cancelHref: string;
  /** What else the delete affects, read by the screen's loader; absent where the screen has no count to give. */
  effects?: DeleteEffects | null;
  className?: string;
}) {
  const refused = effects ? deleteRefusal(effects) !== null : false;
  return (
    <section
      role="alertdialog"
      aria-labelledby="pending-delete-title"
      aria-describedby="pending-delete-description"
      className={cn("space-y-3 rounded-lg border border-red-200 bg-white p-5 shadow-sm", className)}
    >
      <h2 id="pending-delete-title" className="text-lg font-semibold">
        {texts.deleteTitle}
      </h2>
      <p id="pending-delete-description" className="text-sm text-muted">
        {texts.confirmDelete}
      </p>
      {record}
      {effects !== undefined ? <DeleteEffectsNote effects={effects} /> : null}
      <Form method="post" action={post.action} className="flex flex-wrap gap-2">
        {post.fields}
        <Button asChild variant="outline">
          <Link to={cancelHref}>{texts.cancel}</Link>
        </Button>
        {refused ? null : (
          <Button type="submit" variant="destructive">
            {texts.delete}
          </Button>
        )}
      </Form>
    </section>
  );
}

/**
 * What else the delete affects, as a list, and why it is refused when it is (the Delete
 * button is then left out; the server refuses it too). `undefined` while it is being read.
 */
export function DeleteEffectsNote({ effects }: { effects: DeleteEffects | null | undefined }) {
  if (effects === undefined) {
    return (
      <p role="status" className="text-sm text-muted">
        {DELETE_EFFECTS_TEXTS.checking}
      </p>
    );
  }
  if (effects === null) return <p className="text-sm text-muted">{DELETE_EFFECTS_TEXTS.unknown}</p>;
  const refusal = deleteRefusalMessage(deleteRefusal(effects), effects.kind);
  const lines = deleteEffectLines(effects);
  return (
    <div className="space-y-2 text-sm" data-testid="delete-effects">
      {refusal ? <p className="rounded-md border border-red-200 bg-red-50 p-3 font-medium text-red-900">{refusal}</p> : null}
      <h3 className="font-medium text-ink">{DELETE_EFFECTS_TEXTS.heading}</h3>
      {lines.length > 0 ? (
        <ul className="list-disc space-y-1 ps-5 text-ink">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="text-ink">{DELETE_EFFECTS_TEXTS.nothingElse}</p>
      )}
    </div>
  );
}

import { Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Form, Link } from "react-router";
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
 * (e.g. `?delete=id`), which the screen answers with <PendingDelete>.
 */
export function ConfirmDeleteButton({
  texts,
  record,
  srSuffix,
  confirm,
  post,
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
  variant?: "outline" | "ghost";
  size?: "sm" | "default";
}) {
  const [open, setOpen] = useState(false);
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
        <Form method="post" action={post.action} onSubmit={() => setOpen(false)}>
          {post.fields}
          <AlertDialogFooter>
            <AlertDialogCancel>{texts.cancel}</AlertDialogCancel>
            <Button type="submit" variant="destructive">
              {texts.delete}
            </Button>
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
  className,
}: {
  texts: ConfirmDeleteTexts;
  record: ReactNode;
  post: DeletePost;
  cancelHref: string;
  className?: string;
}) {
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
      <Form method="post" action={post.action} className="flex flex-wrap gap-2">
        {post.fields}
        <Button asChild variant="outline">
          <Link to={cancelHref}>{texts.cancel}</Link>
        </Button>
        <Button type="submit" variant="destructive">
          {texts.delete}
        </Button>
      </Form>
    </section>
  );
}

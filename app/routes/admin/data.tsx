import { AlertTriangle, Download, Upload } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { parseCatalogueText, planCounts, type ImportPlan, type ImportProblem } from "~/domain/catalogue-transfer";
import {
  applyCatalogueImport,
  ImportRefusedError,
  planCatalogueImport,
} from "~/server/catalogue-transfer.server";
import { redirectWithToast } from "~/server/flash.server";
import type { Route } from "./+types/data";

const MAX_FILE_BYTES = 5 * 1024 * 1024;

type Preview = { counts: ReturnType<typeof planCounts>; problems: ImportProblem[]; catalogue: string };
type ActionResult = { error: string; preview?: Preview } | { preview: Preview; error?: undefined };

export async function loader({ request }: Route.LoaderArgs) {
  return null;
}

function preview(plan: ImportPlan, catalogue: string): Preview {
  return { counts: planCounts(plan), problems: plan.problems, catalogue };
}

export async function action({ request }: Route.ActionArgs) {
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_FILE_BYTES + 64 * 1024) {
    return data<ActionResult>({ error: "The file is larger than 5 MB." }, { status: 413 });
  }
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "preview") {
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) {
      return data<ActionResult>({ error: "Choose a JSON file to import." }, { status: 400 });
    }
    if (file.size > MAX_FILE_BYTES) return data<ActionResult>({ error: "The file is larger than 5 MB." }, { status: 413 });
    const text = await file.text();
    const parsed = parseCatalogueText(text);
    if (!parsed.ok) return data<ActionResult>({ error: parsed.reason }, { status: 400 });
    return data<ActionResult>({ preview: preview(await planCatalogueImport(parsed.value), text) });
  }

  if (intent === "apply") {
    const text = String(form.get("catalogue") ?? "");
    const parsed = parseCatalogueText(text);
    if (!parsed.ok) return data<ActionResult>({ error: parsed.reason }, { status: 400 });
    try {
      const plan = await applyCatalogueImport(parsed.value);
      const counts = planCounts(plan);
      const added = counts.destinations.add + counts.tours.add + counts.services.add;
      const updated = counts.destinations.update + counts.tours.update + counts.services.update;
      return redirectWithToast("/admin/data", {
        type: "success",
        title: "Import complete",
        description: `${added} added, ${updated} updated.`,
      });
    } catch (error) {
      if (!(error instanceof ImportRefusedError)) throw error;
      // The database changed between preview and import: show the new verdict, change nothing.
      return data<ActionResult>(
        { error: "Nothing was imported: some records are invalid.", preview: preview(await planCatalogueImport(parsed.value), text) },
        { status: 400 },
      );
    }
  }

  return data<ActionResult>({ error: "Unknown action." }, { status: 400 });
}

export default function DataScreen({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const result = actionData as ActionResult | undefined;
  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">Import and export</h1>
        <p className="text-muted">
          Download the catalogue as JSON, or import a file in the same shape (the old site's browser store:
          destinations, tours and services).
        </p>
      </header>

      <section aria-labelledby="export-heading" className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
        <h2 id="export-heading" className="text-lg font-semibold">Export</h2>
        <p className="mt-1 text-sm text-muted">Every destination, tour and service, with their ids.</p>
        <a
          href="/admin/data/export"
          download
          className="mt-4 inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
        >
          <Download aria-hidden className="size-4" /> Download catalogue (JSON)
        </a>
      </section>

      <section aria-labelledby="import-heading" className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
        <h2 id="import-heading" className="text-lg font-semibold">Import</h2>
        <p className="mt-1 text-sm text-muted">
          Records whose id already exists are updated; the others are added. Nothing changes until you confirm, and
          the import applies all records or none.
        </p>
        <Form method="post" encType="multipart/form-data" className="mt-4 flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor="file" className="text-sm font-medium">Catalogue file</label>
            <input
              id="file"
              name="file"
              type="file"
              accept="application/json,.json"
              required
              className="text-sm file:me-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-800"
            />
          </div>
          <button
            name="intent"
            value="preview"
            disabled={busy}
            className="inline-flex items-center gap-2 rounded-md border border-brand-700 px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-60"
          >
            <Upload aria-hidden className="size-4" /> Check file
          </button>
        </Form>

        {result?.error ? (
          <p role="alert" className="mt-4 flex items-center gap-2 rounded-md bg-red-50 p-3 text-sm text-red-800">
            <AlertTriangle aria-hidden className="size-4 shrink-0" /> {result.error}
          </p>
        ) : null}

        {result?.preview ? <ImportPreview preview={result.preview} busy={busy} /> : null}
      </section>
      <p>
        <Link to="/admin" className="text-sm text-brand-700 underline">Back to dashboard</Link>
      </p>
    </div>
  );
}

function ImportPreview({ preview, busy }: { preview: Preview; busy: boolean }) {
  const { counts, problems } = preview;
  const rows = [
    ["Destinations", counts.destinations],
    ["Tours", counts.tours],
    ["Services", counts.services],
  ] as const;
  return (
    <div className="mt-6 space-y-4" aria-live="polite">
      <h3 className="font-semibold">What this file would do</h3>
      <table className="w-full max-w-md text-sm">
        <thead>
          <tr className="text-start text-muted">
            <th scope="col" className="py-1 text-start font-medium">Kind</th>
            <th scope="col" className="py-1 text-end font-medium">Add</th>
            <th scope="col" className="py-1 text-end font-medium">Update</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, count]) => (
            <tr key={label} className="border-t border-gray-100">
              <th scope="row" className="py-1 text-start font-normal">{label}</th>
              <td className="py-1 text-end tabular-nums">{count.add}</td>
              <td className="py-1 text-end tabular-nums">{count.update}</td>
            </tr>
          ))}
        </tbody>
      </table>

      {problems.length > 0 ? (
        <div className="rounded-md border border-red-200 bg-red-50 p-4">
          <h4 className="font-semibold text-red-900">
            {problems.length === 1 ? "1 invalid record" : `${problems.length} invalid records`}: fix the file and check it again
          </h4>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-red-900">
            {problems.map((problem) => (
              <li key={`${problem.kind}-${problem.position}`}>
                {problem.kind} #{problem.position}
                {problem.title ? ` "${problem.title}"` : ""}
                {problem.id ? ` (id ${problem.id})` : ""}: {problem.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <Form method="post">
          <input type="hidden" name="catalogue" value={preview.catalogue} />
          <button
            name="intent"
            value="apply"
            disabled={busy}
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-60"
          >
            Import all records
          </button>
        </Form>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Import and export | Cedar Wings Travel admin" }];

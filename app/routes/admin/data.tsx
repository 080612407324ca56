import { AlertTriangle, Download, Upload } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { ADMIN_ERROR_TEXTS } from "~/content/admin";
import { IMPORT_EXPORT_TEXTS as TEXTS } from "~/content/import-export";
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

export async function loader() {
  return null;
}

function preview(plan: ImportPlan, catalogue: string): Preview {
  return { counts: planCounts(plan), problems: plan.problems, catalogue };
}

export async function action({ request }: Route.ActionArgs) {
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_FILE_BYTES + 64 * 1024) {
    return data<ActionResult>({ error: TEXTS.errors.tooLarge }, { status: 413 });
  }
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "preview") {
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) {
      return data<ActionResult>({ error: TEXTS.errors.noFile }, { status: 400 });
    }
    if (file.size > MAX_FILE_BYTES) return data<ActionResult>({ error: TEXTS.errors.tooLarge }, { status: 413 });
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
      return redirectWithToast("/admin/data", { type: "success", ...TEXTS.imported(added, updated) });
    } catch (error) {
      if (!(error instanceof ImportRefusedError)) throw error;
      // The database changed between preview and import: show the new verdict, change nothing.
      return data<ActionResult>(
        { error: TEXTS.errors.refused, preview: preview(await planCatalogueImport(parsed.value), text) },
        { status: 400 },
      );
    }
  }

  return data<ActionResult>({ error: TEXTS.errors.unknownAction }, { status: 400 });
}

export default function DataScreen({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const result = actionData as ActionResult | undefined;
  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{TEXTS.title}</h1>
        <p className="text-muted">{TEXTS.intro}</p>
      </header>

      <section aria-labelledby="export-heading" className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
        <h2 id="export-heading" className="text-lg font-semibold">{TEXTS.export.title}</h2>
        <p className="mt-1 text-sm text-muted">{TEXTS.export.text}</p>
        <a
          href="/admin/data/export"
          download
          className="mt-4 inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
        >
          <Download aria-hidden className="size-4" /> {TEXTS.export.download}
        </a>
      </section>

      <section aria-labelledby="import-heading" className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
        <h2 id="import-heading" className="text-lg font-semibold">{TEXTS.import.title}</h2>
        <p className="mt-1 text-sm text-muted">{TEXTS.import.text}</p>
        <Form method="post" encType="multipart/form-data" className="mt-4 flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor="file" className="text-sm font-medium">{TEXTS.import.fileLabel}</label>
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
            <Upload aria-hidden className="size-4" /> {TEXTS.import.check}
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
        <Link to="/admin" className="text-sm text-brand-700 underline">{TEXTS.backToDashboard}</Link>
      </p>
    </div>
  );
}

function ImportPreview({ preview, busy }: { preview: Preview; busy: boolean }) {
  const { counts, problems } = preview;
  const rows = [
    [TEXTS.preview.kinds.destinations, counts.destinations],
    [TEXTS.preview.kinds.tours, counts.tours],
    [TEXTS.preview.kinds.services, counts.services],
  ] as const;
  return (
    <div className="mt-6 space-y-4" aria-live="polite">
      <h3 className="font-semibold">{TEXTS.preview.title}</h3>
      <table className="w-full max-w-md text-sm">
        <thead>
          <tr className="text-start text-muted">
            <th scope="col" className="py-1 text-start font-medium">{TEXTS.preview.kind}</th>
            <th scope="col" className="py-1 text-end font-medium">{TEXTS.preview.add}</th>
            <th scope="col" className="py-1 text-end font-medium">{TEXTS.preview.update}</th>
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
            {TEXTS.preview.invalidRecords(problems.length)}
          </h4>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-red-900">
            {problems.map((problem) => (
              <li key={`${problem.kind}-${problem.position}`}>{TEXTS.problem(problem)}</li>
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
            {TEXTS.preview.apply}
          </button>
        </Form>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = () => [{ title: ADMIN_ERROR_TEXTS.pageTitle(TEXTS.title) }];

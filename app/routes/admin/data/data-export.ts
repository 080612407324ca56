import { exportCatalogue } from "~/server/catalogue/catalogue-transfer.server";

/** The whole catalogue as a JSON download, in the old browser store's shape. */
export async function loader() {
  const catalogue = await exportCatalogue();
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(catalogue, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="catalogue-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
